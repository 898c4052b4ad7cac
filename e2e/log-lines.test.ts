// What an operator's log search relies on: every line of every process, as containers run them
// (pino JSON on stdout), names the service that wrote it in the same field.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { createTestDatabase, testRedisPrefix, testRedisUrl, type TestDatabase } from '../testing/db';

const root = path.resolve(__dirname, '..');
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

/** Starts a built entry with a container's environment and returns its first JSON log line. */
async function firstLogLine(entry: string): Promise<Record<string, unknown>> {
  const child = spawn(process.execPath, [path.join(root, entry)], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: testRedisPrefix('logs'),
      INTERNAL_SECRET: randomBytes(32).toString('hex'),
      WORKER_PORT: '0',
      DATA_DIR: path.join(os.tmpdir(), `savepoint-logs-${db.name}`),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    for await (const line of readline.createInterface({ input: child.stdout })) {
      if (line.startsWith('{')) return JSON.parse(line) as Record<string, unknown>;
    }
    throw new Error(`${entry} wrote no log line`);
  } finally {
    child.kill('SIGTERM');
  }
}

it('the worker names itself in its log lines as graph and the gateway do', async () => {
  const line = await firstLogLine('graph/dist/worker.js');
  expect(line).toMatchObject({ service: 'worker' });
});
