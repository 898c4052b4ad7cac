// Pages stay right under read-replica lag: graph reads from a real streaming replica (testing/replica.ts)
// with its answer cache on, and the gateway caches the pages rendered from those answers. A change
// made while the replica lags is heard at once (NOTIFY from the primary), but the page re-rendered
// then reads the replica's old row, and both caches store that. Each cache applies every change a
// second time (graph after REPLICA_LAG_ALLOWANCE_MS, the gateway half a second later, so its re-render
// reads an answer graph has already dropped): once the replica has caught up, the page is right again
// without any further change, instead of keeping the lagging copy until the caches' five-minute cap.
import path from 'node:path';
import { Client } from 'pg';
import { eventually } from '../../../testing/eventually';
import { createArticle, createCategory, startTestStack, type TestStack, untilCacheListens } from '../../../testing/gateway';
import { type ReplicatedPostgres, startReplicatedPostgres } from '../../../testing/replica';

let pg: ReplicatedPostgres;
let stack: TestStack;

beforeAll(async () => {
  pg = await startReplicatedPostgres('savepoint_replica_pages');
  stack = await startTestStack({
    graph: { databaseUrl: pg.primaryUrl, databaseReplicaUrls: [pg.replicaUrl], answerCacheBytes: 8 * 1024 * 1024 },
    answerCache: true,
    gatewayEnv: {
      DATABASE_URL: pg.primaryUrl,
      WEB_DIST_DIR: path.resolve(__dirname, '../../../web/dist'),
      SSR_TIMEOUT_MS: '20000',
    },
  });
}, 60_000);
afterAll(async () => {
  await stack?.close();
  pg?.stop();
});

/** The title as the replica has it now (what a reader's render would read). */
async function titleOnReplica(id: number): Promise<string | undefined> {
  const client = new Client({ connectionString: pg.replicaUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ title: string }>('SELECT title FROM article WHERE id = $1', [id]);
    return rows[0]?.title;
  } finally {
    await client.end();
  }
}

test('a page rendered from a lagging replica is right again once the replica catches up', async () => {
  const news = await createCategory(stack.graph.graph, { name: 'News', slug: 'news' });
  const article = await createArticle(stack.graph.graph, { title: 'Patch 1.0 notes', category: news.slug });
  const page = `/articles/${article.slug}`;
  const reader = stack.client({ accept: 'text/html' });
  await eventually(
    async () => ((await titleOnReplica(article.id)) === 'Patch 1.0 notes' ? true : undefined),
    'the replica to have the article',
  );
  await untilCacheListens(stack);
  expect((await reader.get(page)).text).toContain('Patch 1.0 notes');
  expect(stack.gateway.cache.get(page)).toBeDefined();

  await pg.pauseReplay();
  let resumed = false;
  try {
    // Another editor's change, straight to graph (not through this gateway, whose own writes resync it).
    const edit = await stack.graph.query(
      'mutation($id: Int!, $input: ArticleUpdateInput!) { updateArticle(id: $id, input: $input) { title } }',
      { id: article.id, input: { title: 'Patch 1.1 notes' } },
      stack.graph.editorHeaders(),
    );
    expect(edit.errors).toBeUndefined();
    await eventually(
      async () => (stack.gateway.cache.stats().settling ? true : undefined),
      'the gateway to hear the change',
      5_000,
      5,
    );
    // Re-rendered during the lag: the replica still has the old title, and both caches keep what it said.
    expect((await reader.get(page)).text).toContain('Patch 1.0 notes');
    await pg.resumeReplay();
    resumed = true;
  } finally {
    if (!resumed) await pg.resumeReplay();
  }

  await eventually(
    async () => ((await titleOnReplica(article.id)) === 'Patch 1.1 notes' ? true : undefined),
    'the replica to catch up',
  );
  // No further change is made: the caches' second pass alone brings the page up to date.
  await eventually(
    async () => ((await reader.get(page)).text.includes('Patch 1.1 notes') ? true : undefined),
    'the page to show the change',
    5_000,
  );
  // And the gateway's second passes end. Not checked at the instant the page is right: it was once
  // right while a pass was still due (CI on 2026-11-27, two suites running at once).
  await eventually(
    async () => (stack.gateway.cache.stats().settling ? undefined : true),
    'the gateway to finish its second passes',
    5_000,
  );
}, 60_000);
