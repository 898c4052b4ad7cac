// The article page in one round (issue 27): an article's related articles, its first game's facts
// and its live blog are fields of the article, so a page asks for all of it by the slug in its URL
// at once. Readers see what the root fields would show them, and a reader's stored answer follows
// the changes that alter it (its cache keys: the listed articles and `latest`, the game, the article).
import { eventually } from '../../../../testing/eventually';
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';

let t: TestGraph;
let category: string;
beforeAll(async () => {
  t = await startTestGraph({ answerCacheBytes: 4 * 1024 * 1024 });
  category = (await createCategory(t.graph, { name: 'Previews', slug: 'previews' })).slug;
  await eventually(async () => (t.graph.answerCache.stats().live ? true : undefined), 'the answer cache to listen', 10_000, 20);
});
afterAll(async () => {
  await t?.close();
});

const PAGE = `query($slug: String!) {
  articleBySlug(slug: $slug) {
    id
    related(limit: 5) { title }
    primaryGame { name developers platforms }
    liveBlog(limit: 200) { head entries { content pinned } }
  }
}`;
const read = (slug: string) => t.query(PAGE, { slug }, t.gatewayHeaders());

test('an article names its other published articles of the category, its first game and its live blog', async () => {
  const services = t.graph.services();
  const first = await services.games.create({ name: 'Harbor Lights', platforms: ['pc'], developers: ['Tidewater'] });
  const second = await services.games.create({ name: 'Second Wind', platforms: ['ps5'] });
  await createArticle(t.graph, { title: 'Older preview', category, publishedAt: new Date(Date.now() - 86_400_000) } as never);
  await createArticle(t.graph, { title: 'Unpublished preview', category, status: 'draft' as never });
  await createArticle(t.graph, { title: 'Elsewhere', category: (await createCategory(t.graph)).slug });
  const article = await createArticle(t.graph, { title: 'Harbor Lights preview', category, games: [first.id, second.id] });
  const newer = await createArticle(t.graph, { title: 'Newest preview', category });

  const { data, errors } = await read(article.slug);
  expect(errors).toBeUndefined();
  // Newest first, never itself, never a draft or another category's story.
  expect(data!.articleBySlug.related.map((a: { title: string }) => a.title)).toEqual(['Newest preview', 'Older preview']);
  expect(data!.articleBySlug.primaryGame).toEqual({ name: 'Harbor Lights', developers: ['Tidewater'], platforms: ['pc'] });
  expect(data!.articleBySlug.liveBlog).toBeNull();

  const plain = await read(newer.slug);
  expect(plain.data!.articleBySlug.primaryGame).toBeNull();
  expect(plain.data!.articleBySlug.related.map((a: { title: string }) => a.title)).toContain('Harbor Lights preview');
});

test("a reader's stored answer follows a new story in the category, a game's rename and a live entry", async () => {
  const game = await t.graph.services().games.create({ name: 'Keyed Quest', platforms: ['pc'] });
  const created = await t.query(
    `mutation($input: ArticleInput!) { createArticle(input: $input) { id slug } }`,
    {
      input: {
        title: 'Keyed live',
        content: '<p>On air</p>',
        category,
        status: 'published',
        games: [game.id],
        live: { status: 'live' },
      },
    },
    t.editorHeaders(),
  );
  expect(created.errors).toBeUndefined();
  const { id, slug } = created.data!.createArticle as { id: number; slug: string };

  const before = await read(slug);
  expect(before.data!.articleBySlug.liveBlog.entries).toEqual([]);
  expect(await read(slug)).toEqual(before); // stored

  // Each change goes through graph (so the next read sees it at once) and names its keys only.
  const story = await t.query(
    `mutation($input: ArticleInput!) { createArticle(input: $input) { id } }`,
    { input: { title: 'A fresh preview', content: '<p>New.</p>', category, status: 'published' } },
    t.editorHeaders(),
  );
  expect(story.errors).toBeUndefined();
  expect((await read(slug)).data!.articleBySlug.related[0].title).toBe('A fresh preview');

  const renamed = await t.query(
    `mutation { updateGame(id: ${game.id}, input: { name: "Keyed Quest Remastered" }) { name } }`,
    {},
    t.editorHeaders(),
  );
  expect(renamed.errors).toBeUndefined();
  expect((await read(slug)).data!.articleBySlug.primaryGame.name).toBe('Keyed Quest Remastered');

  const entry = await t.query(
    `mutation { createLiveEntry(articleId: ${id}, input: { content: "<p>Doors open</p>", pinned: true }) { id } }`,
    {},
    t.editorHeaders(),
  );
  expect(entry.errors).toBeUndefined();
  expect((await read(slug)).data!.articleBySlug.liveBlog.entries).toEqual([{ content: '<p>Doors open</p>', pinned: true }]);
});
