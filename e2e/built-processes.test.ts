// The built processes as a container runs them (`node graph/dist/….js`, NODE_ENV=production, pino
// JSON on stdout): what operators rely on when Kubernetes or compose starts and stops them.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
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

/** A built entry started with a container's environment (and `env`), its log on a pipe. */
function startBuilt(entry: string, env: Record<string, string>): ChildProcessByStdio<null, Readable, null> {
  return spawn(process.execPath, [path.join(root, entry)], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      INTERNAL_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: path.join(os.tmpdir(), `savepoint-built-${db.name}`),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

// Stopped by SIGTERM, as Kubernetes and compose stop it: the request in flight is answered, then
// graph closes its queues, Redis and PostgreSQL connections and exits 0 (docs/operations.md).
it('SIGTERM: graph answers the request in flight, then closes everything and exits 0', async () => {
  const port = await freePort();
  const child = startBuilt('graph/dist/server.js', {
    REDIS_PREFIX: testRedisPrefix('drain'),
    GRAPH_PORT: String(port),
    SEED_ON_EMPTY: 'false',
    ADMIN_PASSWORD: 'a password for this test',
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

// Every line of every process names the service that wrote it in the same field, so one search
// finds each.
it('the worker names itself in its log lines as graph and the gateway do', async () => {
  const child = startBuilt('graph/dist/worker.js', { REDIS_PREFIX: testRedisPrefix('logs'), WORKER_PORT: '0' });
  try {
    for await (const line of readline.createInterface({ input: child.stdout })) {
      if (!line.startsWith('{')) continue;
      expect(JSON.parse(line)).toMatchObject({ service: 'worker' });
      return;
    }
    throw new Error('the worker wrote no log line');
  } finally {
    child.kill('SIGTERM');
  }
});
