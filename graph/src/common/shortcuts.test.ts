// GRAPH_SHORTCUTS_OFF is the way back to the libraries' plain way when an upgrade makes a shortcut
// unsafe, and what `npm run bench:shortcuts` compares against: graph must answer the same with
// every shortcut off, for readers and for an editor's write.
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../testing/graph';
import { SHORTCUTS, setShortcutsOff } from './shortcuts';

let t: TestGraph;

beforeAll(async () => {
  t = await startTestGraph({ shortcutsOff: [...SHORTCUTS] });
  const category = (await createCategory(t.graph)).slug;
  await createArticle(t.graph, { category, tags: ['alpha', 'beta'], excerpt: 'An excerpt.' });
  await createArticle(t.graph, { category, tags: ['beta'] });
});
afterAll(async () => {
  setShortcutsOff([]);
  await t?.close();
});

const LISTING = `query ($offset: Int!) {
  articles(limit: 10, offset: $offset) {
    totalCount
    articles { id title slug excerpt tagNames readingMinutes category { slug name } author { username } tags { name } }
  }
}`;

it('lists the same articles with every shortcut off as with those switchable at run time on', async () => {
  const off = await t.query(LISTING, { offset: 0 });
  expect(off.errors).toBeUndefined();
  expect(off.data?.articles.totalCount).toBe(2);
  expect(off.data?.articles.articles.map((a: { tagNames: string[] }) => a.tagNames).sort()).toEqual([
    ['alpha', 'beta'],
    ['beta'],
  ]);
  // Rows and statements are chosen per call; the schema's resolvers and the executor at start.
  setShortcutsOff([]);
  try {
    expect(await t.query(LISTING, { offset: 0 })).toEqual(off);
  } finally {
    setShortcutsOff([...SHORTCUTS]);
  }
});

it("saves an editor's change within its deadline with every shortcut off", async () => {
  const { data } = await t.query(LISTING, { offset: 0 });
  const id = data?.articles.articles[0].id as number;
  const toggled = await t.query(
    'mutation ($id: Int!) { toggleFeatured(id: $id) { id featured } }',
    { id },
    { ...t.editorHeaders(), 'x-savepoint-deadline-ms': '9000' },
  );
  expect(toggled.errors).toBeUndefined();
  expect(toggled.data?.toggleFeatured).toEqual({ id, featured: true });
});
