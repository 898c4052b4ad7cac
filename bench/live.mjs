// `npm run bench:live` (issue 22): one gateway process holding N loopback readers on one live blog.
// Starts graph and one gateway on a fresh seed-size database, makes a live blog, then:
//   1. opens N Server-Sent Events streams (default 10,000) and reports how many are held and the
//      gateway's RSS over idle;
//   2. posts entries through REST and reports, over every reader and entry, the delay from the start
//      of the editor's POST to the entry's arrival (p50, p99, max) and how many readers missed one;
//   3. a reconnect storm: every reader reconnects with one Last-Event-ID within 10 s, and reports
//      errors and readers that did not get exactly what they missed.
// The script raises the file-descriptor limit itself (package.json: ulimit -n before node).
//
//   npm run bench:live                       # 10,000 readers
//   npm run bench:live -- --readers 2000 --entries 5
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { dropRedisPrefix } from './bench-processes.mjs';

const require = createRequire(import.meta.url);
const { startProcesses, freePort } = require('../scripts/processes.cjs');

const { values: args } = parseArgs({
  options: {
    readers: { type: 'string', default: '10000' },
    entries: { type: 'string', default: '5' },
    'storm-seconds': { type: 'string', default: '10' },
  },
});
const READERS = Number(args.readers);
const ENTRIES = Number(args.entries);
const STORM_MS = Number(args['storm-seconds']) * 1000;
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'savepoint_bench_live';
const log = (line) => process.stderr.write(`${line}\n`);
const out = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One reader: an SSE stream on its own socket; records when each entry id arrived. */
function openReader(url, lastEventId) {
  return new Promise((resolve) => {
    const reader = { arrivals: new Map(), ok: false, status: 0, lastId: null, req: null };
    const headers = { accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) };
    const req = http.get(url, { headers, agent: false }, (res) => {
      reader.status = res.statusCode;
      reader.ok = res.statusCode === 200;
      res.setEncoding('utf8');
      let rest = '';
      res.on('data', (chunk) => {
        const now = performance.now();
        rest += chunk;
        let cut;
        while ((cut = rest.indexOf('\n\n')) >= 0) {
          const block = rest.slice(0, cut);
          rest = rest.slice(cut + 2);
          const id = /^id: (\d+)/m.exec(block);
          if (id) reader.lastId = id[1];
          const entry = /"entryId":(\d+)/.exec(block);
          if (entry && /^event: entry$/m.test(block) && !reader.arrivals.has(Number(entry[1]))) {
            reader.arrivals.set(Number(entry[1]), now);
          }
        }
      });
      resolve(reader);
    });
    reader.req = req;
    req.on('error', () => resolve(reader));
  });
}

async function main() {
  await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'savepoint-bench-live-'));
  const [graphPort, gatewayPort] = await Promise.all([freePort(), freePort()]);
  const password = randomBytes(12).toString('hex');
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: url.toString(),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `bench-live-${randomBytes(4).toString('hex')}`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    INTERNAL_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: password,
    DATA_DIR: dataDir,
    MEDIA_DIR: path.join(dataDir, 'media'),
    GRAPH_PORT: String(graphPort),
    PORT: String(gatewayPort),
    LOG_LEVEL: 'warn',
    // Every reader comes from 127.0.0.1 here.
    GATEWAY_MAX_CONNECTIONS_PER_IP: '0',
    GATEWAY_LIVE_MAX_STREAMS: String(READERS + 100),
  };
  const quiet = (line) => (/ (WARN|ERROR|FATAL) |Error/.test(line) ? log(line) : undefined);
  let product;
  const readers = [];
  try {
    log(`bench:live: starting graph and one gateway…`);
    product = await startProcesses({ env, only: ['graph', 'gateway'], log: quiet, readyTimeoutMs: 180_000 });
    const gatewayPid = product.children.find((c) => c.name === 'gateway').child.pid;
    const base = `http://127.0.0.1:${gatewayPort}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ username: 'admin', password }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const api = async (method, p, body) => {
      const res = await fetch(base + p, {
        method,
        headers: { 'content-type': 'application/json', cookie, origin: base },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const categories = await api('GET', '/api/categories');
    const blog = await api('POST', '/api/articles', {
      title: 'Bench showcase live',
      content: '<p>Follow along.</p>',
      category: categories[0].slug,
      status: 'published',
      live: { status: 'live' },
    });
    await api('POST', `/api/articles/${blog.id}/live-entries`, { content: '<p>Doors open.</p>' });
    const streamUrl = `${base}/api/articles/${blog.id}/live`;

    // Warm: JIT and pools.
    for (let i = 0; i < 20; i += 1) (await openReader(streamUrl)).req.destroy();
    await sleep(1000);
    const idleRss = rssMb(gatewayPid);

    log(`bench:live: opening ${READERS} streams…`);
    const openStart = performance.now();
    for (let i = 0; i < READERS; i += 200) {
      readers.push(...(await Promise.all(Array.from({ length: Math.min(200, READERS - i) }, () => openReader(streamUrl)))));
    }
    const openSeconds = (performance.now() - openStart) / 1000;
    const held = readers.filter((r) => r.ok).length;
    await sleep(2000);
    const heldRss = rssMb(gatewayPid);

    log(`bench:live: posting ${ENTRIES} entries…`);
    const delays = [];
    let missed = 0;
    let lastSeenBeforeStorm = null;
    const stormEntries = [];
    for (let n = 0; n < ENTRIES; n += 1) {
      const sent = performance.now();
      const entry = await api('POST', `/api/articles/${blog.id}/live-entries`, { content: `<p>Reveal ${n + 1}</p>` });
      const deadline = performance.now() + 10_000;
      while (readers.some((r) => r.ok && !r.arrivals.has(entry.id)) && performance.now() < deadline) await sleep(20);
      for (const r of readers) {
        if (!r.ok) continue;
        const at = r.arrivals.get(entry.id);
        if (at === undefined) missed += 1;
        else delays.push(at - sent);
      }
      if (n === ENTRIES - 3) lastSeenBeforeStorm = readers.find((r) => r.ok)?.lastId ?? null;
      if (n > ENTRIES - 3) stormEntries.push(entry.id);
      await sleep(500);
    }
    delays.sort((a, b) => a - b);
    const peakRss = rssMb(gatewayPid);

    // Reconnect storm: all readers drop and come back with the Last-Event-ID they held two entries ago.
    log(`bench:live: reconnect storm of ${held} readers within ${STORM_MS / 1000} s…`);
    for (const r of readers) r.req.destroy();
    readers.length = 0;
    await sleep(1000);
    const stormStart = performance.now();
    const storm = [];
    const every = STORM_MS / Math.max(1, held);
    for (let i = 0; i < held; i += 1) {
      const due = stormStart + i * every;
      const wait = due - performance.now();
      if (wait > 4) await sleep(wait);
      storm.push(openReader(streamUrl, lastSeenBeforeStorm));
    }
    const back = await Promise.all(storm);
    readers.push(...back);
    const deadline = performance.now() + 15_000;
    while (back.some((r) => r.ok && stormEntries.some((id) => !r.arrivals.has(id))) && performance.now() < deadline)
      await sleep(50);
    const stormSeconds = (performance.now() - stormStart) / 1000;
    const refused = back.filter((r) => !r.ok).length;
    const incomplete = back.filter((r) => r.ok && stormEntries.some((id) => !r.arrivals.has(id))).length;

    out(`### bench:live — one gateway process, ${READERS.toLocaleString('en-US')} loopback readers on one live blog`);
    out();
    out(`| measure | value |`);
    out(`|---|---:|`);
    out(
      `| streams held | ${held.toLocaleString('en-US')} of ${READERS.toLocaleString('en-US')} (opened in ${openSeconds.toFixed(1)} s) |`,
    );
    out(
      `| gateway RSS idle → holding them | ${idleRss.toFixed(0)} MB → ${heldRss.toFixed(0)} MB (+${(heldRss - idleRss).toFixed(0)} MB) |`,
    );
    out(`| RSS after ${ENTRIES} entries pushed | ${peakRss.toFixed(0)} MB |`);
    out(
      `| delivery, POST start → entry at reader (${delays.length.toLocaleString('en-US')} deliveries) | p50 ${percentile(delays, 50).toFixed(0)} ms · p99 ${percentile(delays, 99).toFixed(0)} ms · max ${delays[delays.length - 1]?.toFixed(0)} ms |`,
    );
    out(`| deliveries missed (10 s) | ${missed} |`);
    out(
      `| reconnect storm: ${held.toLocaleString('en-US')} readers with one Last-Event-ID within ${STORM_MS / 1000} s | ${refused} refused · ${incomplete} without the ${stormEntries.length} missed entries · done in ${stormSeconds.toFixed(1)} s |`,
    );
  } finally {
    for (const r of readers) r.req?.destroy();
    await product?.stop();
    await dropRedisPrefix(env);
    await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    log(String(error?.stack ?? error));
    process.exit(1);
  },
);
