// graph's cache of anonymous answers: readers' repeated queries cost no SQL, editors always get the
// database, an editor's mutation is visible to the next read at once, and read replicas are wired.
import pino from 'pino';
import { eventually } from '../../../testing/eventually';
import { startGraphServer, type RunningGraph } from '../app';
import { inReadOnlyRequest } from '../db/write-deadline';
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../testing/graph';

let testGraph: TestGraph;
let sqlCount = 0;
let category: string;

beforeAll(async () => {
  testGraph = await startTestGraph({ answerCacheBytes: 4 * 1024 * 1024 }, { onQuery: () => (sqlCount += 1) });
  category = (await createCategory(testGraph.graph, { name: 'News', slug: 'news' })).slug;
  await createArticle(testGraph.graph, { title: 'First story', category });
  await eventually(
    async () => (testGraph.graph.answerCache.stats().live ? true : undefined),
    'the answer cache to hear content changes',
    10_000,
    20,
  );
});
afterAll(async () => {
  await testGraph.close();
});

const LIST = 'query Newest($limit: Int) { articles(limit: $limit) { totalCount articles { title status } } }';

test("a reader's repeated query is answered from memory, without SQL", async () => {
  // The cache clears once more a second after a change (the replica allowance); if that lands
  // between the two reads, the next pair shows the hit.
  let repeatCostNoSql = false;
  let before = 0;
  for (let attempt = 0; attempt < 3 && !repeatCostNoSql; attempt += 1) {
    const first = await testGraph.query(LIST, { limit: 12 });
    expect(first.data?.articles.articles.map((a: { title: string }) => a.title)).toContain('First story');
    before = sqlCount;
    const second = await testGraph.query(LIST, { limit: 12 });
    expect(second).toEqual(first);
    repeatCostNoSql = sqlCount === before;
  }
  expect(repeatCostNoSql).toBe(true);
  // Other variables are another answer.
  const other = await testGraph.query(LIST, { limit: 1 });
  expect(other.data?.articles.articles).toHaveLength(1);
  expect(sqlCount).toBeGreaterThan(before);
});

test('editors never get a reader’s stored answer, and Cache-Control: no-cache goes to the database', async () => {
  await testGraph.query(LIST, { limit: 12 });
  const before = sqlCount;
  const asEditor = await testGraph.query(LIST, { limit: 12 }, testGraph.editorHeaders());
  expect(asEditor.errors).toBeUndefined();
  expect(sqlCount).toBeGreaterThan(before);

  const beforeFresh = sqlCount;
  await testGraph.query(LIST, { limit: 12 }, { 'cache-control': 'no-cache' });
  expect(sqlCount).toBeGreaterThan(beforeFresh);
});

test("an editor's mutation through this graph is in the very next reader's answer", async () => {
  const cached = await testGraph.query(LIST, { limit: 12 });
  const titles = cached.data?.articles.articles.map((a: { title: string }) => a.title);
  expect(titles).not.toContain('Fresh at once');
  const created = await testGraph.query(
    'mutation($input: ArticleInput!) { createArticle(input: $input) { id } }',
    { input: { title: 'Fresh at once', content: '<p>Now.</p>', category, status: 'published' } },
    testGraph.editorHeaders(),
  );
  expect(created.errors).toBeUndefined();
  const next = await testGraph.query(LIST, { limit: 12 });
  expect(next.data?.articles.articles.map((a: { title: string }) => a.title)).toContain('Fresh at once');
});

test('answers with errors are not stored', async () => {
  const before = testGraph.graph.answerCache.stats().entries;
  const bad = await testGraph.query('query { articles(limit: -5) { totalCount } }');
  expect(bad.errors?.length).toBeGreaterThan(0);
  expect(testGraph.graph.answerCache.stats().entries).toBe(before);
});

describe('read replicas (DATABASE_REPLICA_URLS)', () => {
  let replicated: RunningGraph;
  beforeAll(async () => {
    // The "replica" is the same database under another URL: enough to prove the wiring.
    const replicaUrl = testGraph.db.url.replace('127.0.0.1', 'localhost');
    replicated = await startGraphServer(
      { ...testGraph.config, graphPort: 0, databaseReplicaUrls: [replicaUrl] },
      { logger: pino({ level: 'silent' }) },
    );
  });
  afterAll(async () => {
    await replicated.close();
  });

  test('reads go to a replica connection and writes to the primary, and both work', async () => {
    const em = replicated.orm.em.fork();
    // A query's reads may go to the replica; a mutation's, a job's and startup's read the primary.
    const read = await inReadOnlyRequest(async () => em.getConnection('read'));
    const write = em.getConnection('write');
    expect(read === write).toBe(false);
    expect(em.getConnection('read') === write).toBe(true);
    expect(read.getConnectionOptions().host).toBe('localhost');
    expect(write.getConnectionOptions().host).toBe('127.0.0.1');
    await expect(read.execute('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);

    const response = await fetch(replicated.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query { categories { slug } }' }),
    });
    const body = (await response.json()) as { data: { categories: Array<{ slug: string }> } };
    expect(body.data.categories.map((c) => c.slug)).toContain('news');
    const created = await replicated.services().categories.create({ name: 'Written to the primary' });
    expect(created.id).toBeGreaterThan(0);
  });
});
