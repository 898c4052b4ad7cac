// No N+1: a page of articles with category, tags, author and placements costs the same number of
// SQL queries whatever its size.
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../testing/graph';

const queries: string[] = [];
let counting = false;
let t: TestGraph;

beforeAll(async () => {
  t = await startTestGraph({}, { onQuery: (sql) => counting && queries.push(sql) });
  const categories = [];
  for (let i = 0; i < 4; i += 1) categories.push((await createCategory(t.graph)).slug);
  for (let i = 0; i < 14; i += 1) {
    await createArticle(t.graph, {
      category: categories[i % 4],
      tags: [`tag-${i % 5}`, `tag-${(i + 1) % 5}`],
      featured: i % 2 === 0,
    });
  }
});
afterAll(async () => {
  await t?.close();
});

async function queriesFor(document: string, headers: Record<string, string> = {}): Promise<number> {
  queries.length = 0;
  counting = true;
  const res = await t.query(document, {}, headers);
  counting = false;
  expect(res.errors).toBeUndefined();
  return queries.length;
}

const page = (limit: number) => `{ articles(limit: ${limit}) { totalCount articles {
  id title categorySlug category { name articleCount } tags { name articleCount } tagNames
  author { displayName } authorId mainFeaturedRoutes } } }`;

it('costs the same for 3 and 12 articles', async () => {
  const small = await queriesFor(page(3));
  const large = await queriesFor(page(12));
  expect(large).toBe(small);
  expect(small).toBeLessThanOrEqual(10);
});

it('costs the same for editors and for featured sets of any size', async () => {
  expect(await queriesFor(page(12), t.editorHeaders())).toBe(await queriesFor(page(3), t.editorHeaders()));
  const featured = (limit: number) =>
    `{ featuredArticles(limit: ${limit}) { id category { name } tags { name } author { displayName } } }`;
  expect(await queriesFor(featured(7))).toBe(await queriesFor(featured(2)));
});

it("answers a reader's page of cards with its total in one SQL statement", async () => {
  // What the listing page and REST's /api/articles?includeCount=true ask for.
  const cards = `{ articles(limit: 12, offset: 2) { totalCount articles {
    id title slug excerpt cardExcerpt readingMinutes categorySlug tagNames featuredImage thumbnailUrl commentCount
    author { displayName } authorId mainFeaturedRoutes publishedAt createdAt } } }`;
  expect(await queriesFor(cards)).toBe(1);
});

const restArticle = `id title content excerpt slug categorySlug tagNames featuredImage metaDescription status scheduledFor
  embargoUntil authorId author { displayName } featured masterFeatured mainFeaturedRoutes thumbnailUrl createdAt updatedAt
  publishedAt games { id name slug platforms } review { score label verdict } live { status } correctedAt commentCount`;

it.each([
  ['slug', (a: { slug: string }) => `articleBySlug(slug: "${a.slug}")`],
  ['id', (a: { id: number }) => `article(id: ${a.id})`],
])("answers a reader's article by %s, with everything REST shows of it, in one SQL statement", async (_by, field) => {
  const listed = await t.query<{ articles: { articles: { id: number; slug: string; title: string }[] } }>(
    '{ articles(limit: 1) { articles { id slug title } } }',
  );
  const first = listed.data!.articles.articles[0];
  const document = `{ read: ${field(first)} { ${restArticle} } }`;
  expect(await queriesFor(document)).toBe(1);
  const res = await t.query<{ read: { title: string } }>(document);
  expect(res.data!.read.title).toBe(first.title);
});
