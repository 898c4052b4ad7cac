// `npm run bench:federation` (issue 47): one publish delivered to 10,000 followers on 500 servers.
// Starts graph and the worker (as `npm start` does) on a fresh database, opens 500 loopback
// "instances" (an HTTP server each, with a shared inbox), stores 10,000 accepted followers (20 per
// instance), publishes one article, and measures until every instance has received its Create:
// the time from the publish's commit, requests per instance (the target: exactly one), and how many
// carried a valid HTTP Signature (every request's is checked for presence, a sample of them with
// Fedify's verifier against the publication's published key). Writes docs/performance/federation.md.
// Loopback only, bounded: it stops after --timeout-seconds whatever happened.
//
//   npm run bench:federation
//   npm run bench:federation -- --instances 100 --followers 2000
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { dropRedisPrefix } from './bench-processes.mjs';

const require = createRequire(import.meta.url);
const { startProcesses, freePort, root } = require('../scripts/processes.cjs');
// Fedify from graph's dependencies: the same verifier a receiving server runs.
const fedify = createRequire(path.join(root, 'graph', 'package.json'))('@fedify/fedify');

const { values: args } = parseArgs({
  options: {
    instances: { type: 'string', default: '500' },
    followers: { type: 'string', default: '10000' },
    'verify-sample': { type: 'string', default: '25' },
    'target-seconds': { type: 'string', default: '30' },
    'timeout-seconds': { type: 'string', default: '90' },
    'no-write': { type: 'boolean', default: false },
  },
});
const INSTANCES = Number(args.instances);
const FOLLOWERS = Number(args.followers);
const VERIFY_SAMPLE = Math.min(Number(args['verify-sample']), INSTANCES);
const TARGET_MS = Number(args['target-seconds']) * 1000;
const TIMEOUT_MS = Number(args['timeout-seconds']) * 1000;
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'savepoint_bench_federation';
const log = (line) => process.stderr.write(`${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** One remote server: a shared inbox that answers 202 and remembers what arrived and when. */
function startInstance() {
  const instance = { port: 0, requests: 0, signed: 0, firstAt: null, sample: null, server: null };
  instance.server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      instance.requests += 1;
      instance.firstAt ??= performance.now();
      if (req.headers.signature || req.headers['signature-input']) instance.signed += 1;
      if (!instance.sample) instance.sample = { url: req.url, headers: req.headers, body: Buffer.concat(chunks) };
      res.writeHead(202).end();
    });
  });
  // Every instance listens on its own loopback port: 500 servers, 500 shared inboxes.
  instance.server.keepAliveTimeout = 1000;
  return new Promise((resolve) =>
    instance.server.listen(0, '127.0.0.1', () => resolve(Object.assign(instance, { port: instance.server.address().port }))),
  );
}

/** Fedify's own check of one received request's HTTP Signature, the key fetched from graph. */
async function verified(instance) {
  const { url, headers, body } = instance.sample;
  const request = new Request(`http://127.0.0.1:${instance.port}${url}`, {
    method: 'POST',
    headers: Object.entries(headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]])),
    body,
  });
  const key = await fedify.verifyRequest(request, {
    documentLoader: fedify.getDocumentLoader({ allowPrivateAddress: true }),
    contextLoader: fedify.getDocumentLoader({ allowPrivateAddress: true }),
  });
  return key !== null;
}

async function main() {
  if (FOLLOWERS % INSTANCES !== 0) throw new Error('--followers must be a multiple of --instances');
  await withClient(ADMIN_URL, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${DB}`);
  });
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${DB}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'savepoint-bench-federation-'));
  // The 500 receivers take their ports first, so graph's and the worker's cannot collide with one.
  const instances = [];
  for (let i = 0; i < INSTANCES; i += 1) instances.push(await startInstance());
  const [graphPort, workerPort] = [await freePort(), await freePort()];
  const publicUrl = `http://127.0.0.1:${graphPort}`;
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `bench-federation-${randomBytes(4).toString('hex')}`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    INTERNAL_SECRET: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    DATA_DIR: dataDir,
    MEDIA_DIR: path.join(dataDir, 'media'),
    GRAPH_PORT: String(graphPort),
    WORKER_PORT: String(workerPort),
    // graph answers the federation paths itself; followers fetch the key from it.
    PUBLIC_URL: publicUrl,
    SEED_ON_EMPTY: 'false',
    LOG_LEVEL: 'warn',
    FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
  };
  const quiet = (line) => (/ (ERROR|FATAL) |Error/.test(line) ? log(line) : undefined);
  let product;
  try {
    log(`bench:federation: ${INSTANCES} loopback instances, ${FOLLOWERS} followers; starting graph and the worker…`);
    product = await startProcesses({ env, only: ['graph', 'worker'], log: quiet, readyTimeoutMs: 180_000 });

    const perInstance = FOLLOWERS / INSTANCES;
    const articleId = await withClient(env.DATABASE_URL, async (c) => {
      await c.query(`INSERT INTO federation_instance (host) SELECT unnest($1::text[])`, [
        instances.map((i) => `127.0.0.1:${i.port}`),
      ]);
      const rows = instances.flatMap((inst) =>
        Array.from({ length: perInstance }, (_, n) => {
          const origin = `http://127.0.0.1:${inst.port}`;
          return [
            `${origin}/users/u${n}`,
            `@u${n}@127.0.0.1:${inst.port}`,
            `${origin}/users/u${n}/inbox`,
            `${origin}/inbox`,
            `127.0.0.1:${inst.port}`,
          ];
        }),
      );
      await c.query(
        `INSERT INTO federation_follower (actor, follower_uri, handle, inbox, shared_inbox, host, status, accepted_at)
         SELECT 'savepoint', u, h, i, s, host, 'accepted', now()
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS t(u, h, i, s, host)`,
        [0, 1, 2, 3, 4].map((k) => rows.map((r) => r[k])),
      );
      const {
        rows: [category],
      } = await c.query(`INSERT INTO category (name, slug) VALUES ('Reviews', 'reviews') RETURNING id`);
      const {
        rows: [author],
      } = await c.query(`SELECT id FROM app_user ORDER BY id LIMIT 1`);
      const {
        rows: [article],
      } = await c.query(
        `INSERT INTO article (title, slug, content, excerpt, category_id, author_id, status)
         VALUES ('Starfall review', 'starfall-review', '<p>A space opera that earns its ending.</p>', 'It earns its ending.', $1, $2, 'draft')
         RETURNING id`,
        [category.id, author.id],
      );
      return article.id;
    });

    // The publish: one committed UPDATE, as the editor's Publish or an embargo lift makes it.
    const publishedAt = performance.now();
    await withClient(env.DATABASE_URL, (c) =>
      c.query(`UPDATE article SET status = 'published', published_at = now() WHERE id = $1`, [articleId]),
    );
    const deadline = publishedAt + TIMEOUT_MS;
    while (instances.some((i) => i.requests === 0) && performance.now() < deadline) await sleep(50);
    const allAt = performance.now();
    // Late duplicates (retries, double knocks) would still be arriving: give them a moment to show.
    await sleep(2000);

    const reached = instances.filter((i) => i.requests > 0);
    const arrivals = reached.map((i) => i.firstAt - publishedAt).sort((a, b) => a - b);
    const requests = instances.reduce((n, i) => n + i.requests, 0);
    const maxPerInstance = Math.max(...instances.map((i) => i.requests));
    const unsigned = instances.reduce((n, i) => n + (i.requests - i.signed), 0);
    let verifiedCount = 0;
    for (const instance of reached.slice(0, VERIFY_SAMPLE)) if (await verified(instance)) verifiedCount += 1;
    const jobs = await fetch(`http://127.0.0.1:${workerPort}/readyz`)
      .then((r) => r.json())
      .catch(() => null);
    const totalMs = reached.length === INSTANCES ? allAt - publishedAt : NaN;
    const pass =
      reached.length === INSTANCES &&
      totalMs <= TARGET_MS &&
      maxPerInstance === 1 &&
      unsigned === 0 &&
      verifiedCount === Math.min(VERIFY_SAMPLE, reached.length);

    const cpus = os.cpus();
    const lines = [
      '# Social web delivery at scale',
      '',
      'Generated by `npm run bench:federation` (bench/federation.mjs); do not edit by hand.',
      '',
      `One publish to ${FOLLOWERS.toLocaleString('en-US')} followers on ${INSTANCES} loopback instances (${perInstance} followers each, one shared inbox per instance), graph and the worker started as \`npm start\` starts them.`,
      '',
      '| figure | value |',
      '| --- | --- |',
      `| instances reached | ${reached.length} of ${INSTANCES} |`,
      `| time from the publish's commit to the last instance | ${Number.isNaN(totalMs) ? 'not all reached' : `${(totalMs / 1000).toFixed(2)} s`} (target ≤ ${TARGET_MS / 1000} s) |`,
      `| first instance / median / p95 | ${(arrivals[0] / 1000).toFixed(2)} s / ${(percentile(arrivals, 50) / 1000).toFixed(2)} s / ${(percentile(arrivals, 95) / 1000).toFixed(2)} s |`,
      `| HTTP requests in all | ${requests} (at most ${maxPerInstance} per instance; target: exactly 1) |`,
      `| requests without an HTTP Signature | ${unsigned} |`,
      `| signatures verified with Fedify (sample) | ${verifiedCount} of ${Math.min(VERIFY_SAMPLE, reached.length)} |`,
      `| worker outbox backlog after the run | ${jobs?.outbox ? `${jobs.outbox.waiting} waiting` : 'n/a'} |`,
      `| result | ${pass ? 'pass' : 'FAIL'} |`,
      '',
      `Machine: ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; the 500 receivers share the machine with graph, the worker, PostgreSQL and Redis.`,
      `Run at ${new Date().toISOString()}.`,
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (!args['no-write']) {
      mkdirSync(path.join(root, 'docs', 'performance'), { recursive: true });
      writeFileSync(path.join(root, 'docs', 'performance', 'federation.md'), lines.join('\n'));
      log('bench:federation: wrote docs/performance/federation.md');
    }
    process.exitCode = pass ? 0 : 1;
  } finally {
    await product?.stop().catch(() => undefined);
    await dropRedisPrefix(env);
    await Promise.all(instances.map((i) => new Promise((resolve) => i.server.close(resolve))));
    rmSync(dataDir, { recursive: true, force: true });
    await withClient(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`)).catch(() => undefined);
  }
}

const guard = setTimeout(() => {
  log('bench:federation: gave up (timeout)');
  process.exit(2);
}, TIMEOUT_MS + 240_000);
guard.unref();
main().catch((err) => {
  log(`bench:federation failed: ${err.stack ?? err}`);
  process.exitCode = 1;
});
