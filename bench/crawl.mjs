// `npm run bench:crawl`: the product as a search engine's crawler meets it (issue 45, item 8):
// distinct article pages, each requested once, none in any cache (neither the gateway's pages nor
// graph's answers have seen them), from 16 connections with the per-address render budget lifted;
// and, at the same time, readers of the cached home page. Beside them, the floor (bench/floor.mjs:
// node:http + pg, one SQL statement) answering the same distinct articles as JSON. Writes
// docs/performance/crawl.md. Only loopback traffic; bounded by --seconds per cell.
//
//   npm run bench:crawl                          # a database made for the run, grown to 20,000 articles
//   npm run bench:crawl -- --articles 5000       # smaller, quicker
//   npm run bench:crawl -- --database-url postgres://…/savepoint_bench   # an existing one, as it is
//   npm run bench:crawl -- --before ../main-build   # also another built checkout, side by side
//   options: --seconds 20 --connections 16 --readers 4 --renders 40
//
// With --before (a checkout of the same repository, built), its gateway is started beside this one
// on the same graph and database, and both are crawled in turn with slugs of their own (neither
// finds the other's pages in graph's answer cache); both renderers are also timed in this process,
// page by page, interleaved, on slugs of their own: what one uncached render costs, and its passes.
// The crawler runs in a process of its own (this file with --crawl-from), so its 16 connections do
// not share an event loop with the readers being measured.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { freshDatabase, startFloor, dropRedisPrefix } from './bench-processes.mjs';

const require = createRequire(import.meta.url);
const { startProcesses, freePort, root } = require('../scripts/processes.cjs');

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    articles: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '16' },
    readers: { type: 'string', default: '4' },
    // Another built checkout to measure beside this one (its gateway and its renderer).
    before: { type: 'string' },
    // Article pages each renderer renders in this process (--before only).
    renders: { type: 'string', default: '40' },
    // Child mode: crawl the paths listed in this file against --base.
    'crawl-from': { type: 'string' },
    base: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const READERS = Number(args.readers);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = process.env.BENCH_CRAWL_DB ?? 'savepoint_bench_crawl';
const OUT = path.join(root, 'docs', 'performance', 'crawl.md');
/** Issue 45's goals: distinct-page renders a second, and cached readers' p99 meanwhile. */
const GOAL_RENDERS = 300;
const GOAL_READER_P99_MS = 20;

const RENDERS = Number(args.renders);
const BEFORE = args.before ? path.resolve(args.before) : undefined;

const log = (line) => process.stderr.write(`${line}\n`);
const html = { accept: 'text/html', 'accept-encoding': 'gzip' };

/** Each path once, in order, from `connections` connections, for at most `seconds`. */
async function crawl(base, paths, seconds, connections, headers) {
  let next = 0;
  // A page the gateway could not render goes out as the app shell (no X-Savepoint-Cache): a 200
  // that is not a render, counted apart (the floor's JSON has no such header and is not checked).
  let shells = 0;
  const rendered = headers.accept === 'text/html';
  const result = await autocannon({
    url: base,
    connections,
    // Not `amount`: autocannon then ignores `duration`. A path asked twice is counted instead.
    duration: seconds,
    headers,
    requests: [
      {
        setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }),
        onResponse: (status, _body, _context, responseHeaders) => {
          // autocannon keeps the header names as sent.
          const outcome = Object.keys(responseHeaders).some((name) => name.toLowerCase() === 'x-savepoint-cache');
          if (rendered && status === 200 && !outcome) shells += 1;
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.errors + result.non2xx + result.timeouts,
    repeated: Math.max(0, next - paths.length),
    shells,
  };
}

if (args['crawl-from']) {
  const paths = readFileSync(args['crawl-from'], 'utf8').split('\n').filter(Boolean);
  const result = await crawl(args.base, paths, SECONDS, CONNECTIONS, html);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
}

function crawlInChild(base, pathsFile) {
  const self = fileURLToPath(import.meta.url);
  const child = spawn(
    process.execPath,
    [self, '--crawl-from', pathsFile, '--base', base, '--seconds', String(SECONDS), '--connections', String(CONNECTIONS)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`crawler exited with ${code}`))));
  });
}

async function readers(url, seconds) {
  const result = await autocannon({ url, connections: READERS, duration: seconds, headers: html });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.errors + result.non2xx,
  };
}

/**
 * Each renderer (web/dist-server of `roots`) renders `perRenderer` distinct article pages in this
 * process, one at a time, interleaved (A, B, A, B…) so drift in the machine's load hits both, each
 * from slugs no render asked before: the median and p90 ms of a render and the passes it took.
 */
async function renderInProcess(roots, slugList, perRenderer, env) {
  const { createGraphClient } = require(path.join(root, 'gateway', 'dist', 'graph-client.js'));
  const graph = createGraphClient({
    graphUrl: `http://127.0.0.1:${env.GRAPH_PORT}/graphql`,
    internalSecret: env.INTERNAL_SECRET,
  });
  const renderers = roots.map((dir) => require(path.join(dir, 'web', 'dist-server', 'entry-server.cjs')));
  const times = roots.map(() => []);
  const passes = roots.map(() => new Map());
  let next = 0;
  try {
    for (let i = 0; i < perRenderer; i++) {
      for (const [r, renderer] of renderers.entries()) {
        const slug = slugList[next++];
        const started = performance.now();
        const page = await renderer.render({
          url: `/articles/${encodeURIComponent(slug)}`,
          signal: new AbortController().signal,
          execute: async ({ query, variables }) => ({
            data: await graph.execute(query, variables, {}, `bench-${next}`, { shared: true }),
          }),
        });
        for await (const chunk of page.body) void chunk;
        times[r].push(performance.now() - started);
        passes[r].set(page.passes, (passes[r].get(page.passes) ?? 0) + 1);
      }
    }
  } finally {
    await graph.close();
  }
  const at = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))];
  return roots.map((dir, r) => ({
    median: at(times[r], 0.5),
    p90: at(times[r], 0.9),
    passes: [...passes[r]].map(([n, count]) => `${n} × ${count}`).join(', '),
  }));
}

/**
 * The default edition's published article slugs in a random order: those live at `/articles/<slug>`
 * (another edition's article is under its prefix, and `/articles/<slug>` is a 404 for it), and a
 * build from before editions serves them at the same address.
 */
async function slugs(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (
      await db.query(
        `SELECT slug FROM article WHERE status = 'published' AND language = (SELECT language FROM edition WHERE is_default) ORDER BY random()`,
      )
    ).rows.map((r) => r.slug);
  } finally {
    await db.end();
  }
}

const fmt = (n, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a';

/** The rows of the side-by-side run (--before): both builds' crawls and in-process renders. */
function sideBySide({ crawls, renders }) {
  if (!crawls) return [];
  const [before, after] = crawls;
  return [
    '',
    `## Side by side: ${BEFORE_NAME} and this build, in this run`,
    '',
    `The same graph and database; each build's gateway crawled in turn (${BEFORE_NAME} first), with slugs of its own, ${CONNECTIONS} connections for ${SECONDS} s: alone, then with the home page's ${READERS} readers meanwhile (closed loop: a build that answers them faster serves more of them, and gives the crawler less of the machine). Then each build's renderer in this process, ${RENDERS} distinct article pages each, one at a time, interleaved.`,
    '',
    `| figure | ${BEFORE_NAME} | this build |`,
    '| --- | ---: | ---: |',
    `| crawler alone: distinct article pages rendered / s, p99 ms | ${fmt(before.alone.rps)}, ${fmt(before.alone.p99)} | ${fmt(after.alone.rps)}, ${fmt(after.alone.p99)} |`,
    `| crawler with readers: distinct article pages rendered / s | ${fmt(before.crawled.rps)} | ${fmt(after.crawled.rps)} |`,
    `| crawler p50 / p99 ms | ${fmt(before.crawled.p50)} / ${fmt(before.crawled.p99)} | ${fmt(after.crawled.p50)} / ${fmt(after.crawled.p99)} |`,
    `| crawler: pages asked, failed, the app shell instead | ${fmt(before.crawled.requests)}, ${fmt(before.crawled.bad)}, ${fmt(before.crawled.shells)} | ${fmt(after.crawled.requests)}, ${fmt(after.crawled.bad)}, ${fmt(after.crawled.shells)} |`,
    `| cached home page during the crawl: req/s, p99 ms | ${fmt(before.during.rps)}, ${fmt(before.during.p99)} | ${fmt(after.during.rps)}, ${fmt(after.during.p99)} |`,
    `| one article page rendered in process: median / p90 ms | ${fmt(renders[0].median, 1)} / ${fmt(renders[0].p90, 1)} | ${fmt(renders[1].median, 1)} / ${fmt(renders[1].p90, 1)} |`,
    `| render passes (passes × pages) | ${renders[0].passes} | ${renders[1].passes} |`,
  ];
}

const BEFORE_NAME = BEFORE ? `\`${path.basename(BEFORE)}\` (${gitHead(BEFORE)})` : '';

function gitHead(dir) {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown commit';
  }
}

function document({ total, floor, crawled, idle, during, startedAt, compared }) {
  return [
    '# Crawled: distinct article pages, none in any cache',
    '',
    'Generated by `npm run bench:crawl` (bench/crawl.mjs); do not edit by hand.',
    '',
    `${fmt(total)} published articles in the default edition (those at \`/articles/<slug>\`). Graph and a gateway started as \`npm start\` starts them (the per-address render budget lifted: all load comes from one address). A crawler asks for distinct article pages (\`/articles/<slug>\`, random order), each once, from ${CONNECTIONS} connections for ${SECONDS} s, in a process of its own; at the same time ${READERS} connections read the cached home page. The floor (bench/floor.mjs: node:http + pg, one SQL statement) answers articles by slug as JSON from a tenth of the slugs, kept apart from the crawler's (it is fast enough to ask some twice: counted).`,
    '',
    '| figure | measured | goal (issue 45) |',
    '| --- | ---: | ---: |',
    `| floor: articles (JSON, one statement) req/s; asked twice | ${fmt(floor.rps)}; ${fmt(floor.repeated)} of ${fmt(floor.requests)} | |`,
    `| crawler: distinct article pages rendered / s | ${fmt(crawled.rps)} (${fmt((100 * crawled.rps) / floor.rps, 1)}% of the floor) | ≥ ${GOAL_RENDERS} |`,
    `| crawler p50 / p99 ms | ${fmt(crawled.p50)} / ${fmt(crawled.p99)} | |`,
    `| crawler: pages asked, failed, the app shell instead, asked twice | ${fmt(crawled.requests)}, ${fmt(crawled.bad)}, ${fmt(crawled.shells)}, ${fmt(crawled.repeated)} | |`,
    `| cached home page, idle: req/s, p99 ms | ${fmt(idle.rps)}, ${fmt(idle.p99)} | |`,
    `| cached home page, during the crawl: req/s, p99 ms | ${fmt(during.rps)}, ${fmt(during.p99)} | p99 ≤ ${GOAL_READER_P99_MS} |`,
    '',
    ...sideBySide(compared ?? {}),
    '',
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at the end; shared with PostgreSQL, Redis and the load generators.`,
    `Run at ${startedAt.toISOString()}, ${Math.round((Date.now() - startedAt.getTime()) / 1000)} s.`,
    '',
  ].join('\n');
}

async function main() {
  const startedAt = new Date();
  const given = args['database-url'];
  const made = given ? undefined : await freshDatabase(ADMIN_URL, BENCH_DB);
  const databaseUrl = given ?? made.url;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'savepoint-crawl-'));
  const [graphPort, gatewayPort, floorPort, beforePort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    INTERNAL_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    DATA_DIR: dataDir,
    MEDIA_DIR: path.join(dataDir, 'media'),
    GRAPH_PORT: String(graphPort),
    PORT: String(gatewayPort),
    SSR_RENDERS_PER_IP_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
  };
  const quiet = (line) => (/ (WARN|ERROR|FATAL) |Error/.test(line) ? log(line) : undefined);
  let graph, gateway, floor, beforeGateway;
  try {
    log('crawl: starting graph (seeds an empty database)…');
    graph = await startProcesses({ env, only: ['graph'], log: quiet, readyTimeoutMs: 180_000 });
    if (!given) {
      log(`crawl: growing the database to ${args.articles} articles (bench/data.mjs)…`);
      execFileSync(
        process.execPath,
        [path.join(root, 'bench', 'data.mjs'), '--articles', args.articles, '--views', '0', '--comments', '0'],
        { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'inherit', 'inherit'] },
      );
    }
    gateway = await startProcesses({ env, only: ['gateway'], log: quiet });
    if (BEFORE) {
      const { startProcesses: startBefore } = require(path.join(BEFORE, 'scripts', 'processes.cjs'));
      beforeGateway = await startBefore({ env: { ...env, PORT: String(beforePort) }, only: ['gateway'], log: quiet });
    }
    floor = await startFloor(databaseUrl, floorPort);
    const all = await slugs(databaseUrl);
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    // The floor gets its own tenth of the slugs, the crawler the rest: nothing is asked twice.
    const forFloor = all.slice(0, Math.floor(all.length / 10)).map((slug) => `/api/articles/slug/${encodeURIComponent(slug)}`);
    const forCrawler = all.slice(forFloor.length).map((slug) => `/articles/${encodeURIComponent(slug)}`);
    const pathsFile = path.join(dataDir, 'crawl-paths.txt');
    writeFileSync(pathsFile, forCrawler.join('\n'));

    log('crawl: the floor, distinct articles');
    const floorResult = await crawl(`http://127.0.0.1:${floorPort}`, forFloor, SECONDS, CONNECTIONS, {});
    log('crawl: the cached home page, idle');
    await readers(`${gatewayUrl}/`, 3);
    const idle = await readers(`${gatewayUrl}/`, SECONDS);
    let compared;
    let crawled, during;
    if (BEFORE) {
      // Each build crawls its own half of the crawler's slugs; the in-process renders take theirs
      // from the end of the list, which neither crawl reaches.
      const renderSlugs = all.slice(forFloor.length).slice(-2 * RENDERS);
      const crawlable = forCrawler.slice(0, forCrawler.length - 2 * RENDERS);
      // Each build's share in two: crawled alone, then with the home page's readers meanwhile (a
      // build that serves those readers more gives the crawler less of the machine).
      const quarter = Math.floor(crawlable.length / 4);
      const slugFile = (name, part) => {
        const file = path.join(dataDir, `crawl-paths-${name}.txt`);
        writeFileSync(file, crawlable.slice(part * quarter, (part + 1) * quarter).join('\n'));
        return file;
      };
      const crawls = [];
      for (const [i, url] of [`http://127.0.0.1:${beforePort}`, gatewayUrl].entries()) {
        const name = i === 0 ? BEFORE_NAME : 'this build';
        log(`crawl: ${name}, ${CONNECTIONS} connections of distinct article pages alone`);
        const alone = await crawlInChild(url, slugFile(`${i}-alone`, 2 * i));
        await readers(`${url}/`, 3);
        log(`crawl: ${name}, ${CONNECTIONS} connections of distinct article pages, readers meanwhile`);
        const [c, d] = await Promise.all([crawlInChild(url, slugFile(`${i}-readers`, 2 * i + 1)), readers(`${url}/`, SECONDS)]);
        crawls.push({ crawled: c, during: d, alone });
      }
      log(`crawl: both renderers in process, ${RENDERS} article pages each`);
      const renders = await renderInProcess([BEFORE, root], renderSlugs, RENDERS, env);
      compared = { crawls, renders };
      ({ crawled, during } = crawls[1]);
    } else {
      log(`crawl: ${CONNECTIONS} connections of distinct article pages, readers of the home page meanwhile`);
      [crawled, during] = await Promise.all([crawlInChild(gatewayUrl, pathsFile), readers(`${gatewayUrl}/`, SECONDS)]);
    }
    const text = document({ total: all.length, floor: floorResult, crawled, idle, during, startedAt, compared });
    writeFileSync(OUT, text);
    process.stdout.write(text);
    log(`crawl: wrote ${path.relative(root, OUT)}`);
  } finally {
    floor?.kill('SIGTERM');
    await gateway?.stop();
    await beforeGateway?.stop();
    await graph?.stop();
    await dropRedisPrefix(env);
    await made?.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
