// `npm run bench:edge`: the hot home page and the article listing through Varnish (the shipped VCL,
// scripts/varnish.cjs), through the gateway directly and (for REST) the floor, side by side; then a
// spike: 1,000 connections for 30 s on the home page and one article through Varnish, with p99 and
// errors. Same set-up as `npm run bench` (a seed-size database unless --database-url). The npm script
// raises the open-files limit first (1,000 sockets each side of Varnish).
// The load comes from wrk (Debian's package, installed with apt-get when missing and we are root): one
// Node process (autocannon) saturates a core long before Varnish does, so with it the table measured
// the load generator. Without wrk, autocannon runs, and the table says so.
//   options: --duration 8 (s per cell) --connections 16 --spike-connections 1000 --spike-seconds 30
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { editorCookie } from './editor-session.mjs';
import { startFloor, dropRedisPrefix } from './bench-processes.mjs';

const require = createRequire(import.meta.url);
const { startProcesses, freePort } = require('../scripts/processes.cjs');
const { startVarnish } = require('../scripts/varnish.cjs');
const { spawn, spawnSync } = require('node:child_process');

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '16' },
    'spike-connections': { type: 'string', default: '1000' },
    'spike-seconds': { type: 'string', default: '30' },
  },
});
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'savepoint_bench_edge';
const log = (line) => process.stderr.write(`${line}\n`);
const fmt = (n) => Math.round(n).toLocaleString('en-US');

async function admin(sql) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const hasCommand = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

function ensureWrk() {
  if (hasCommand('wrk')) return true;
  if (process.getuid?.() === 0 && hasCommand('apt-get')) {
    log('bench:edge: installing wrk with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'ignore', env });
  }
  return hasCommand('wrk');
}
const useWrk = ensureWrk();

/** wrk's latency ("215.00us", "1.23ms", "1.01s") in milliseconds. */
function wrkMs(text) {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!m) return NaN;
  const n = Number(m[1]);
  return Math.round((m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n) * 100) / 100;
}

/** One cell with wrk: two threads (one a core), keep-alive connections, its latency distribution. */
function wrkLoad(url, { connections, duration, headers }) {
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  return new Promise((resolve, reject) => {
    const child = spawn(
      'wrk',
      ['-t', '2', '-c', String(connections), '-d', `${duration}s`, '--latency', '--timeout', '10s', ...headerArgs, url],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}: ${out}`));
      const pct = (p) => wrkMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '');
      const total = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
      resolve({
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
        p50: pct(50),
        p99: pct(99),
        errors: non2xx + (socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
        total,
      });
    });
  });
}

async function load(url, { connections = Number(args.connections), duration = Number(args.duration), headers = {} } = {}) {
  if (useWrk) return wrkLoad(url, { connections, duration, headers });
  const r = await autocannon({ url, connections, duration, headers });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    total: r.requests.total,
  };
}

/** How many renames the change row times. */
const CHANGES = 10;

/**
 * An editor renames the article CHANGES times; each time, how long after the write was answered
 * Varnish serves the new title (the worker purges the page's keys), polled every 10 ms. Sorted.
 */
async function changeThroughEdge(gatewayUrl, articleId, articlePath) {
  const cookie = await editorCookie(gatewayUrl, env);
  const took = [];
  for (let i = 0; i < CHANGES; i++) {
    // Kept at the edge before the change.
    for (let tries = 0; ; tries++) {
      const res = await fetch(edge + articlePath, { headers: { accept: 'text/html' } });
      await res.arrayBuffer();
      if (res.headers.get('x-cache') === 'HIT') break;
      if (tries > 100) throw new Error('the article page is not kept by Varnish');
    }
    const title = `Edge change ${i} ${randomBytes(3).toString('hex')}`;
    const res = await fetch(`${gatewayUrl}/api/articles/${articleId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title }),
    });
    if (!res.ok) throw new Error(`rename failed: ${res.status} ${await res.text()}`);
    const answered = performance.now();
    for (;;) {
      const page = await (await fetch(edge + articlePath, { headers: { accept: 'text/html' } })).text();
      if (page.includes(title)) break;
      if (performance.now() - answered > 30_000) throw new Error('the change never showed through Varnish');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    took.push(performance.now() - answered);
  }
  return took.sort((a, b) => a - b);
}

const given = args['database-url'];
if (!given) {
  await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB}`);
}
const databaseUrl = given ?? Object.assign(new URL(ADMIN_URL), { pathname: `/${DB}` }).toString();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'savepoint-bench-edge-'));
const [graphPort, workerPort, gatewayPort, floorPort, edgePort, edgePurgePort] = await Promise.all(
  Array.from({ length: 6 }, () => freePort()),
);
const edge = `http://127.0.0.1:${edgePort}`;
const edgePurgeSecret = randomBytes(32).toString('base64url');
const env = {
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: `bench-edge-${randomBytes(4).toString('hex')}`,
  SESSION_SECRET: randomBytes(32).toString('hex'),
  INTERNAL_SECRET: randomBytes(32).toString('hex'),
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: randomBytes(12).toString('hex'),
  DATA_DIR: dataDir,
  MEDIA_DIR: path.join(dataDir, 'media'),
  GRAPH_PORT: String(graphPort),
  WORKER_PORT: String(workerPort),
  PORT: String(gatewayPort),
  LOG_LEVEL: 'warn',
  CDN_PURGE: 'varnish',
  VARNISH_PURGE_URLS: `http://127.0.0.1:${edgePurgePort}`,
  EDGE_PURGE_SECRET: edgePurgeSecret,
  TRUST_PROXY: 'loopback',
  // The spike comes from one address (this machine): no per-address cap on the gateway.
  GATEWAY_MAX_CONNECTIONS_PER_IP: '0',
};
let varnish, product, floor;
try {
  log('bench:edge: starting Varnish, graph, worker, gateway, floor…');
  varnish = await startVarnish({
    port: edgePort,
    purgePort: edgePurgePort,
    purgeSecret: edgePurgeSecret,
    backendPort: gatewayPort,
    workDir: path.join(dataDir, 'varnish'),
    memoryMb: 256,
    log: () => {},
  });
  product = await startProcesses({ env, log: (l) => (/ (ERROR|FATAL) /.test(l) ? log(l) : undefined), readyTimeoutMs: 180_000 });
  floor = await startFloor(databaseUrl, floorPort);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query(`SELECT id, slug FROM article WHERE status = 'published' ORDER BY id DESC LIMIT 1`);
  const { rows: count } = await db.query(`SELECT count(*)::int AS n FROM article WHERE status = 'published'`);
  await db.end();
  const articlePath = `/articles/${rows[0].slug}`;
  const html = { accept: 'text/html', 'accept-encoding': 'gzip' };
  const listing = '/api/articles?limit=12&offset=0&includeCount=true';
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const floorUrl = `http://127.0.0.1:${floorPort}`;
  log(`bench:edge: ${fmt(count[0].n)} published articles; warming up`);
  for (const base of [edge, gatewayUrl]) {
    for (const p of ['/', articlePath]) await load(base + p, { duration: 1, headers: html });
    await load(base + listing, { duration: 1, headers: { 'accept-encoding': 'gzip' } });
  }
  await load(floorUrl + listing, { duration: 1 });
  const rowsOut = [];
  for (const [name, p, headers, withFloor] of [
    ['home page (HTML)', '/', html, false],
    ['12-article listing + total (REST)', listing, { 'accept-encoding': 'gzip' }, true],
  ]) {
    const viaEdge = await load(edge + p, { headers });
    const direct = await load(gatewayUrl + p, { headers });
    const floorResult = withFloor ? await load(floorUrl + p) : undefined;
    rowsOut.push({ name, viaEdge, direct, floorResult });
  }
  log('bench:edge: a change through the edge');
  const changes = await changeThroughEdge(gatewayUrl, rows[0].id, articlePath);
  const spike = [];
  for (const p of ['/', articlePath]) {
    log(`bench:edge: spike on ${p}`);
    spike.push({
      p,
      r: await load(edge + p, {
        connections: Number(args['spike-connections']),
        duration: Number(args['spike-seconds']),
        headers: html,
      }),
    });
  }
  console.log(
    `\nEdge: ${fmt(count[0].n)} published articles; ${args.connections} connections, ${args.duration} s per cell (${useWrk ? 'wrk, 2 threads' : 'autocannon'})\n`,
  );
  console.log(
    '| read | through Varnish req/s (p50/p99 ms) | gateway direct req/s (p50/p99 ms) | floor req/s | Varnish ÷ gateway |',
  );
  console.log('|---|---|---|---|---|');
  for (const { name, viaEdge, direct, floorResult } of rowsOut) {
    console.log(
      `| ${name} | ${fmt(viaEdge.rps)} (${viaEdge.p50}/${viaEdge.p99}) | ${fmt(direct.rps)} (${direct.p50}/${direct.p99}) | ${floorResult ? fmt(floorResult.rps) : '—'} | ${(viaEdge.rps / direct.rps).toFixed(1)}× |`,
    );
  }
  console.log(
    `\nA change through the edge: an editor renames the article ${CHANGES} times; ms from the write's answer until Varnish serves the new title (purged by key; the page's s-maxage is a day)\n`,
  );
  console.log('| changes | median ms | slowest ms |');
  console.log('|---:|---:|---:|');
  console.log(`| ${changes.length} | ${fmt(changes[Math.floor(changes.length / 2)])} | ${fmt(changes.at(-1))} |`);
  console.log(`\nSpike: ${args['spike-connections']} connections for ${args['spike-seconds']} s through Varnish\n`);
  console.log('| page | req/s | p50 ms | p99 ms | requests | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const { p, r } of spike)
    console.log(`| ${p === '/' ? 'home' : 'article'} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${fmt(r.total)} | ${r.errors} |`);
} finally {
  await product?.stop();
  await dropRedisPrefix(env);
  floor?.kill('SIGTERM');
  await varnish?.stop();
  if (!given) await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`).catch(() => undefined);
}
