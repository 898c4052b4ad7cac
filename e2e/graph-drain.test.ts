// graph as a container runs it (`node graph/dist/server.js`, NODE_ENV=production) stopped by
// SIGTERM, as Kubernetes and compose stop it: the request in flight is answered, then graph closes
// its queues, Redis and PostgreSQL connections and exits 0 (docs/operations.md, "What restarts").
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Client } from 'pg';
import { createTestDatabase, testRedisPrefix, testRedisUrl, type TestDatabase } from '../testing/db';
import { eventually } from '../testing/eventually';

const root = path.resolve(__dirname, '..');
const { freePort } = require('../scripts/processes.cjs') as { freePort: () => Promise<number> };
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

it('SIGTERM: graph answers the request in flight, then closes everything and exits 0', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'graph/dist/server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: testRedisPrefix('drain'),
      INTERNAL_SECRET: randomBytes(32).toString('hex'),
      GRAPH_PORT: String(port),
      SEED_ON_EMPTY: 'false',
      ADMIN_PASSWORD: 'a password for this test',
      DATA_DIR: path.join(os.tmpdir(), `savepoint-drain-${db.name}`),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const messages: string[] = [];
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith('{')) messages.push((JSON.parse(line) as { msg: string }).msg);
  });
  const locker = new Client({ connectionString: db.url });
  try {
    await eventually(
      () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => (r.ok ? true : undefined),
          () => undefined,
        ),
      'graph to listen',
      30_000,
      100,
    );
    // A reader's query held by a lock, so it is in flight when the signal comes.
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE article IN ACCESS EXCLUSIVE MODE');
    const answer = fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ articles { articles { id } } }' }),
    });
    await eventually(async () => {
      const { rows } = await locker.query(`SELECT 1 FROM pg_locks WHERE relation = 'article'::regclass AND NOT granted`);
      return rows.length > 0 ? true : undefined;
    }, 'the query to wait on the lock');

    child.kill('SIGTERM');
    await eventually(async () => (messages.includes('shutting down') ? true : undefined), 'graph to begin its drain');
    await locker.query('COMMIT');

    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { articles: { articles: [] } } });
    expect(await exit).toEqual({ code: 0, signal: null });
  } finally {
    await locker.end().catch(() => undefined);
    child.kill('SIGKILL');
  }
}, 60_000);
