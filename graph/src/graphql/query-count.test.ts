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

// The reader pages' other lists read as a page of cards does (article.queries.ts): through the
// entities, each relation a card shows was a statement of its own (a home page took 9, a listing 9,
// an article's related stories 8), and graph's uncached home answered 102 req/s against 167 now.
const CARD = `id title slug cardExcerpt readingMinutes categorySlug category { name } featuredImage thumbnailUrl
  publishedAt review { score label } live { status } correctedAt commentCount author { displayName }`;

it("answers the home page's master article and its cards in the edition asked for in three statements", async () => {
  const listed = await t.query<{ articles: { articles: { id: number }[] } }>('{ articles(limit: 1) { articles { id } } }');
  const master = await t.query(
    `mutation($id: Int!) { setMasterFeatured(id: $id) { id } }`,
    { id: listed.data!.articles.articles[0].id },
    t.editorHeaders(),
  );
  expect(master.errors).toBeUndefined();
  const home = `{ masterFeaturedArticle(language: "en") { ${CARD} }
    articles(filter: { language: "en" }, limit: 12) { articles { ${CARD} } totalCount } }`;
  // The edition, the master article, the page with its total.
  expect(await queriesFor(home)).toBe(3);
});

it("answers a route's featured set, main slot and sidebar, in one statement each", async () => {
  const listed = await t.query<{ articles: { articles: { id: number; categorySlug: string }[] } }>(
    '{ articles(limit: 1, filter: { featured: true }) { articles { id categorySlug } } }',
  );
  const slot = await t.query(
    `mutation($id: Int!) { setMainFeatured(id: $id, route: homepage) { id } }`,
    { id: listed.data!.articles.articles[0].id },
    t.editorHeaders(),
  );
  expect(slot.errors).toBeUndefined();
  const set = `{ featuredSetForRoute(route: homepage) { mainFeatured { ${CARD} } sidebarArticles { ${CARD} } } }`;
  // The default edition, the slot's article, the sidebar.
  expect(await queriesFor(set)).toBe(3);
  const res = await t.query<{ featuredSetForRoute: { mainFeatured: { id: number }; sidebarArticles: { id: number }[] } }>(set);
  const { mainFeatured, sidebarArticles } = res.data!.featuredSetForRoute;
  expect(mainFeatured.id).toBe(listed.data!.articles.articles[0].id);
  expect(sidebarArticles).toHaveLength(3);
  expect(sidebarArticles.map((a) => a.id)).not.toContain(mainFeatured.id);
});

it("answers an article's related stories beside it in two statements", async () => {
  const listed = await t.query<{ articles: { articles: { slug: string }[] } }>('{ articles(limit: 1) { articles { slug } } }');
  const related = `{ articleBySlug(slug: "${listed.data!.articles.articles[0].slug}") { id related(limit: 5) { ${CARD} } } }`;
  expect(await queriesFor(related)).toBe(2);
  const res = await t.query<{ articleBySlug: { related: unknown[] } }>(related);
  // 14 articles in 4 categories: three others share its category.
  expect(res.data!.articleBySlug.related).toHaveLength(3);
});

it("answers an article page's corrections, live blog and translations without a statement when it has none, and lists a correction once added", async () => {
  const listed = await t.query<{ articles: { articles: { id: number; slug: string }[] } }>(
    '{ articles(limit: 1, offset: 5) { articles { id slug } } }',
  );
  const { id, slug } = listed.data!.articles.articles[0];
  const page = `{ articleBySlug(slug: "${slug}") { id live { status } liveBlog(limit: 200) { head entries { id } }
    latestLiveEntries { id } correctedAt corrections { id kind note } translations { id language } } }`;
  expect(await queriesFor(page)).toBe(1);
  const plain = await t.query<{ articleBySlug: { liveBlog: unknown; latestLiveEntries: unknown[]; corrections: unknown[] } }>(
    page,
  );
  expect(plain.data!.articleBySlug).toMatchObject({ liveBlog: null, latestLiveEntries: [], corrections: [], translations: [] });

  const added = await t.query(
    `mutation($a: Int!) { addCorrection(articleId: $a, input: { kind: correction, note: "The patch is 1.2, not 1.1." }) { id } }`,
    { a: id },
    t.editorHeaders(),
  );
  expect(added.errors).toBeUndefined();
  // The row says it has one: its corrections are read.
  expect(await queriesFor(page)).toBe(2);
  const corrected = await t.query<{ articleBySlug: { corrections: { note: string }[] } }>(page);
  expect(corrected.data!.articleBySlug.corrections.map((c) => c.note)).toEqual(['The patch is 1.2, not 1.1.']);
});
