// `npm start` must never take another checkout's PostgreSQL for its own (issue 10, item 7): a
// server is ours only when its data_directory is our data folder; a port held by another folder is
// skipped with one line saying so. scripts/services.mjs is ESM, so it runs in a child Node here.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

const root = path.resolve(__dirname, '..');

/** Runs `body` (ESM, with `services` imported) in a child Node; returns what it printed. */
function withServices(body: string): { result: any; stderr: string } {
  const script = `const services = await import(${JSON.stringify(path.join(root, 'scripts/services.mjs'))});
const result = await (async () => { ${body} })();
process.stdout.write(JSON.stringify(result));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20_000 });
  if (child.status !== 0) throw new Error(`child failed: ${child.stderr}`);
  return { result: JSON.parse(child.stdout), stderr: child.stderr };
}

const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(new URL(adminUrl).port || 5432);
let machineDataDirectory: string;

beforeAll(async () => {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    machineDataDirectory = (await client.query('SHOW data_directory')).rows[0].data_directory;
  } finally {
    await client.end();
  }
});

it('tells its own server from another data folder’s on the same port', () => {
  const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'savepoint-checkout-'));
  const { result } = withServices(`return [
    await services.postgresOnPort(${port}, ${JSON.stringify(elsewhere)}),
    await services.postgresOnPort(${port}, ${JSON.stringify(machineDataDirectory)}),
  ];`);
  expect(result).toEqual([
    { state: 'foreign', dataDirectory: machineDataDirectory },
    { state: 'ours', dataDirectory: machineDataDirectory },
  ]);
});

it('skips a port served by another data folder, saying so in one line, and shares one served by its own', () => {
  const checkout = mkdtempSync(path.join(os.tmpdir(), 'savepoint-checkout-'));
  const skipped = withServices(`return services.choosePostgresPort(${JSON.stringify(checkout)}, ${port});`);
  expect(skipped.result.port).toBeGreaterThan(port);
  expect(skipped.result.running).toBe(false);
  const lines = skipped.stderr.split('\n').filter((l) => l.includes(`port ${port} `));
  expect(lines).toEqual([
    `[services] port ${port} is another PostgreSQL (data in ${machineDataDirectory}), not this checkout's ${checkout}: trying ${port + 1}`,
  ]);

  const shared = withServices(`return services.choosePostgresPort(${JSON.stringify(machineDataDirectory)}, ${port});`);
  expect(shared.result).toEqual({ port, running: true });
});

describe('ports for the processes', () => {
  const { startProcesses, freePort } = require('../scripts/processes.cjs') as {
    startProcesses: (opts: { env: Record<string, string>; log?: (l: string) => void }) => Promise<unknown>;
    freePort: () => Promise<number>;
  };

  it('refuses to start when two processes are given one port, before starting any', async () => {
    const port = String(await freePort());
    const printed: string[] = [];
    await expect(
      startProcesses({
        env: { GRAPH_PORT: port, WORKER_PORT: String(await freePort()), PORT: port },
        log: (l) => printed.push(l),
      }),
    ).rejects.toThrow(`two processes were given one port (GRAPH_PORT=${port}, WORKER_PORT=`);
    expect(printed).toEqual([]);
  });
});
