// Reader views and searches as graph records them (the gateway's batches), most read, views per
// article for editors, and the reader signals in trending topics.
import pino from 'pino';
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { computeTrendingTopics } from '../ai/trending-topics';

let graph: TestGraph;
const RECORD = `mutation($v: [ViewInputType!]!, $s: [SearchInputType!]) { recordReaderActivity(views: $v, searches: $s) { views searches } }`;
const today = () => new Date().toISOString().slice(0, 10);
const visitor = (n: number) => n.toString(16).padStart(32, '0');

beforeAll(async () => {
  graph = await startTestGraph();
});
afterAll(async () => {
  await graph?.close();
});

const record = (views: { slug: string; day?: string; visitor: string }[], searches: { term: string; count: number }[] = []) =>
  graph.query(
    RECORD,
    { v: views.map((v) => ({ day: today(), ...v })), s: searches.map((s) => ({ day: today(), ...s })) },
    graph.gatewayHeaders(),
  );

it('takes batches only from the gateway, and names a bad field', async () => {
  const direct = await graph.query(RECORD, { v: [] });
  expect(direct.errors![0].extensions!.code).toBe('FORBIDDEN');
  const bad = await record([{ slug: 'x', day: 'yesterday', visitor: visitor(1) }]);
  expect(bad.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'views' });
});

it('counts each reader once per article per day, published articles only, and ranks most read', async () => {
  const category = (await createCategory(graph.graph)).slug;
  const hit = await createArticle(graph.graph, { title: 'Hit', category, tags: ['Silksong'] });
  const niche = await createArticle(graph.graph, { title: 'Niche', category, tags: ['Pinball'] });
  const draft = await createArticle(graph.graph, { title: 'Draft', category, status: 'draft' as never });

  const first = await record([
    { slug: hit.slug, visitor: visitor(1) },
    { slug: hit.slug, visitor: visitor(1) },
    { slug: hit.slug, visitor: visitor(2) },
    { slug: niche.slug, visitor: visitor(1) },
    { slug: draft.slug, visitor: visitor(3) },
  ]);
  expect(first.data!.recordReaderActivity.views).toBe(3);
  // The next batch repeats a reader already counted today and adds one.
  const second = await record([
    { slug: hit.slug, visitor: visitor(2) },
    { slug: hit.slug, visitor: visitor(4) },
  ]);
  expect(second.data!.recordReaderActivity.views).toBe(1);

  const ranked = await graph.query(`{ mostReadArticles(limit: 5) { views article { title } } }`);
  expect(ranked.data!.mostReadArticles).toEqual([
    { views: 3, article: { title: 'Hit' } },
    { views: 1, article: { title: 'Niche' } },
  ]);
  expect((await graph.query(`{ mostReadArticles(limit: 51) { views } }`)).errors![0].extensions).toMatchObject({
    field: 'limit',
  });

  const asReader = await graph.query(`query($id: Int!) { article(id: $id) { views { total } } }`, { id: hit.id });
  expect(asReader.data!.article.views).toBeNull();
  const asEditor = await graph.query(
    `{ adminArticles(limit: 10) { articles { title views { total lastWeek } } } }`,
    {},
    graph.editorHeaders(),
  );
  const views = Object.fromEntries(
    asEditor.data!.adminArticles.articles.map((a: { title: string; views: unknown }) => [a.title, a.views]),
  );
  expect(views).toMatchObject({
    Hit: { total: 3, lastWeek: 3 },
    Niche: { total: 1, lastWeek: 1 },
    Draft: { total: 0, lastWeek: 0 },
  });
});

it('puts what readers search for and read first in the trending topics', async () => {
  await record(
    [],
    [
      { term: '  Hollow   Knight ', count: 2 },
      { term: 'one-off', count: 1 },
    ],
  );
  const topics = await computeTrendingTopics(graph.graph.services().em, null, pino({ level: 'silent' }));
  expect(topics.slice(0, 3)).toEqual(['hollow knight', 'Silksong', 'Pinball']);
  expect(topics).not.toContain('one-off');
});
