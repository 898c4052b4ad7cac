// A real streaming replica (testing/replica.ts: pg_basebackup from a private primary, the machine's
// PostgreSQL binaries) behind DATABASE_REPLICA_URLS: readers' reads are answered by the replica,
// writes go to the primary, and while the replica lags (replay paused) readers see the replica's
// state until it catches up; a mutation reads back its own write from the primary, lag or not.
import pino from 'pino';
import { eventually } from '../../../testing/eventually';
import { startTestGraph, type TestGraph } from '../../../testing/graph';
import { startReplicatedPostgres, type ReplicatedPostgres } from '../../../testing/replica';
import { startGraphServer, type RunningGraph } from '../app';

let pg: ReplicatedPostgres;
let t: TestGraph;
let replicated: RunningGraph;

beforeAll(async () => {
  pg = await startReplicatedPostgres('savepoint_replica_test');
  // Migrated and bootstrapped on the primary alone; then a graph that reads from the replica.
  t = await startTestGraph({ databaseUrl: pg.primaryUrl });
  replicated = await startGraphServer(
    { ...t.config, graphPort: 0, databaseReplicaUrls: [pg.replicaUrl] },
    { logger: pino({ level: 'silent' }) },
  );
}, 60_000);
afterAll(async () => {
  await replicated?.close();
  await t?.close();
  pg?.stop();
});

const categoryNames = async () => {
  const res = await fetch(replicated.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ categories { name } }' }),
  });
  return ((await res.json()) as { data: { categories: { name: string }[] } }).data.categories.map((c) => c.name);
};

it('reads come from the replica, writes go to the primary, and lag shows until replay catches up', async () => {
  await replicated.services().categories.create({ name: 'On both servers' });
  // Streamed to the replica within moments.
  await eventually(
    async () => ((await categoryNames()).includes('On both servers') ? true : undefined),
    'the replica to have it',
  );

  await pg.pauseReplay();
  try {
    // The write goes to the primary (the replica would refuse it: it is read-only).
    const created = await replicated.services().categories.create({ name: 'Only on the primary' });
    expect(created.id).toBeGreaterThan(0);
    // A reader is answered from the replica, which has not applied it yet.
    expect(await categoryNames()).not.toContain('Only on the primary');
  } finally {
    await pg.resumeReplay();
  }
  await eventually(
    async () => ((await categoryNames()).includes('Only on the primary') ? true : undefined),
    'the replica to catch up',
  );
});

it('answers a mutation with what it wrote while the replica lags', async () => {
  const category = await replicated.services().categories.create({ name: 'Lag desk' });
  await eventually(async () => ((await categoryNames()).includes('Lag desk') ? true : undefined), 'the replica to have it');
  await pg.pauseReplay();
  try {
    const res = await fetch(replicated.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...t.editorHeaders() },
      body: JSON.stringify({
        query: 'mutation($input: ArticleInput!) { createArticle(input: $input) { id title category { slug } } }',
        variables: {
          input: { title: 'Filed during lag', content: '<p>Read back from the primary.</p>', category: category.slug },
        },
      }),
    });
    const body = (await res.json()) as { data?: { createArticle: { id: number; title: string } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data!.createArticle).toMatchObject({ title: 'Filed during lag', category: { slug: category.slug } });
  } finally {
    await pg.resumeReplay();
  }
});
