// `npm run bench:shortcuts`: what each of graph's read-path shortcuts (graph/src/common/shortcuts.ts,
// decision record 0029) gains on its own path today. One graph runs with every shortcut on; for each
// shortcut a second graph runs with only that one off (GRAPH_SHORTCUTS_OFF), on the same database,
// and the two are loaded in interleaved rounds (on, off, off, on, …) so that a change in the
// machine's load falls on both. The figure is the ratio of the medians. Writes
// docs/performance/shortcuts.md; only loopback traffic, bounded by --rounds × --seconds per row.
//
//   npm run bench:shortcuts                          # seed-size database made for the run
//   npm run bench:shortcuts -- --articles 20000      # the same database grown by bench/data.mjs first
//   npm run bench:shortcuts -- --database-url postgres://…/savepoint_bench   # an existing one
//   options: --rounds 4 --seconds 4 --connections 8 --only prepared (one row, not written to docs)
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { freshDatabase, dropRedisPrefix } from './bench-processes.mjs';

const require = createRequire(import.meta.url);
const { startProcesses, freePort, root } = require('../scripts/processes.cjs');

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    articles: { type: 'string' },
    rounds: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '4' },
    connections: { type: 'string', default: '8' },
    only: { type: 'string' },
  },
});
const ROUNDS = Number(args.rounds);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = process.env.BENCH_SHORTCUTS_DB ?? 'savepoint_bench_shortcuts';
/** Below this gain on its own path a shortcut is not worth owning (issue 45, item 2). */
const KEEP_AT = 1.1;
const OUT = path.join(root, 'docs', 'performance', 'shortcuts.md');

const log = (line) => process.stderr.write(`${line}\n`);

const { signInternalToken, INTERNAL_HEADER } = await import(
  pathToFileURL(path.join(root, 'graph', 'dist', 'graphql', 'identity.js')).href
);

const operation = (...files) => files.map((file) => readFileSync(path.join(root, 'operations', file), 'utf8')).join('\n');
const ARTICLES = operation('articles/articles.graphql', 'articles/rest-article.fragment.graphql');
const TOGGLE_FEATURED = 'mutation Toggle($id: Int!) { toggleFeatured(id: $id) { id featured } }';

/** Each shortcut and the path it is on: the request that exercises it. */
const SHORTCUTS = [
  { name: 'row-entity', what: '`setPrototypeOf` rows', path: 'listing' },
  { name: 'prepared', what: 'prepared statements (tokenizer, knex pool access)', path: 'listing' },
  { name: 'jit', what: 'graphql-jit through the gateway hook', path: 'listing' },
  { name: 'select-is-read', what: 'write-deadline\'s "not `select` is a write"', path: 'mutation' },
];
const PATHS = {
  listing: "12-article listing + total, a different page each request, anonymous, graph's answer cache off",
  mutation: "an editor's mutation (toggleFeatured: reads the article, writes it) with the gateway's deadline header",
};

async function sample(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const [{ total }] = (await db.query(`SELECT count(*)::int AS total FROM article WHERE status = 'published'`)).rows;
    const [admin] = (await db.query(`SELECT id, credentials_version AS cv FROM app_user WHERE username = 'admin'`)).rows;
    const articles = (await db.query(`SELECT id FROM article WHERE status = 'published' ORDER BY id LIMIT 500`)).rows;
    return { total, admin, articleIds: articles.map((a) => a.id) };
  } finally {
    await db.end();
  }
}

/** The autocannon options of a path against one graph. */
function requestsOf(pathName, facts, secret) {
  if (pathName === 'listing') {
    const pages = Math.max(0, Math.floor((facts.total - 12) / 12));
    const offset = () => 12 * Math.floor(Math.random() * (Math.min(pages, 99) + 1));
    return {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' },
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ query: ARTICLES, variables: { filter: {}, limit: 12, offset: offset(), withCount: true } }),
          }),
        },
      ],
    };
  }
  // The gateway signs a caller's identity for 60 s and reuses it for half of that; so does this.
  let token;
  let signedAt = 0;
  const identity = () => {
    if (Date.now() - signedAt > 30_000) {
      token = signInternalToken(secret, { uid: facts.admin.id, cv: facts.admin.cv, ip: '127.0.0.1' });
      signedAt = Date.now();
    }
    return token;
  };
  // A different article each time, so connections do not queue on one row's lock.
  const body = () =>
    JSON.stringify({
      query: TOGGLE_FEATURED,
      variables: { id: facts.articleIds[Math.floor(Math.random() * facts.articleIds.length)] },
    });
  return {
    method: 'POST',
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          body: body(),
          headers: {
            ...req.headers,
            'content-type': 'application/json',
            'x-savepoint-deadline-ms': '9000',
            [INTERNAL_HEADER]: identity(),
          },
        }),
      },
    ],
  };
}

/** CPU time (ms) the processes have used so far; ones that are gone count nothing. */
function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields 14 and 15 (utime, stime) after the parenthesised command name, in 1/100 s.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited
    }
  }
  return ticks * 10;
}

/**
 * One cell: req/s and p99, and CPU per request of the graph under load and of the PostgreSQL
 * backends serving the bench's database. On a machine shared with other work, throughput moves
 * with everyone's load; the CPU a request costs moves much less, so the verdict is taken on it.
 */
async function load(url, options, cpu, seconds = SECONDS) {
  const backends = await cpu.backends();
  const before = { graph: cpuMs([cpu.graphPid]), db: cpuMs(backends) };
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, ...options });
  const requests = Math.max(1, result.requests.total);
  const graphMs = (cpuMs([cpu.graphPid]) - before.graph) / requests;
  const dbMs = (cpuMs(backends) - before.db) / requests;
  const bad = result.errors + result.non2xx;
  if (bad) log(`  ! ${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return { rps: result.requests.average, p99: result.latency.p99, graphMs, dbMs, cpuMs: graphMs + dbMs, bad };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Interleaved rounds against the all-on graph and the one-off graph; medians and their ratio. */
async function measure(on, off, options) {
  await load(on.url, options, on.cpu, 2);
  await load(off.url, options, off.cpu, 2);
  const cells = { on: [], off: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    // on, off, off, on, …: neither side always goes first.
    const order = round % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
    for (const side of order) {
      const graph = side === 'on' ? on : off;
      cells[side].push(await load(graph.url, options, graph.cpu));
    }
  }
  const summary = (list) => ({
    rps: median(list.map((c) => c.rps)),
    p99: median(list.map((c) => c.p99)),
    cpuMs: median(list.map((c) => c.cpuMs)),
    graphMs: median(list.map((c) => c.graphMs)),
    dbMs: median(list.map((c) => c.dbMs)),
    rounds: list.map((c) => Math.round(c.rps)),
  });
  return {
    on: summary(cells.on),
    off: summary(cells.off),
    bad: [...cells.on, ...cells.off].reduce((n, c) => n + c.bad, 0),
  };
}

const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function document(rows, facts, startedAt) {
  const lines = [
    "# Graph's read-path shortcuts, each with and without",
    '',
    'Generated by `npm run bench:shortcuts` (bench/shortcuts.mjs); do not edit by hand. Decision record: [0029](../decisions/0029-each-shortcut-earns-its-place.md).',
    '',
    `${fmt(facts.total)} published articles. Two graphs on one database, started as \`npm start\` starts them, answer cache off (\`GRAPH_CACHE_MB=0\`): one with every shortcut on, one with the row's shortcut off (\`GRAPH_SHORTCUTS_OFF\`). ${ROUNDS} interleaved rounds of ${SECONDS} s each side at ${CONNECTIONS} connections (autocannon, on → off, off → on, …); the figures are the medians. CPU per request is the graph's own CPU time and that of the PostgreSQL backends serving the database (from /proc), divided by the requests answered: on a machine shared with other work it moves far less than req/s, so a shortcut is kept when its path costs at least ${Math.round((KEEP_AT - 1) * 100)}% more CPU per request without it.`,
    '',
    '| shortcut | path | CPU ms / request on → off (graph + PostgreSQL) | CPU without it | req/s on → off | req/s with it | p99 ms on → off | rounds on · off req/s | verdict |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  const pct = (ratio) => `${ratio >= 1 ? '+' : '−'}${fmt(Math.abs(ratio - 1) * 100, 1)}%`;
  for (const { shortcut, result } of rows) {
    const { on, off } = result;
    const cpuGain = off.cpuMs / on.cpuMs;
    lines.push(
      `| \`${shortcut.name}\`: ${shortcut.what} | ${shortcut.path} | ${fmt(on.cpuMs, 2)} (${fmt(on.graphMs, 2)} + ${fmt(on.dbMs, 2)}) → ${fmt(off.cpuMs, 2)} (${fmt(off.graphMs, 2)} + ${fmt(off.dbMs, 2)}) | ${pct(cpuGain)} | ${fmt(on.rps)} → ${fmt(off.rps)} | ${pct(on.rps / off.rps)} | ${fmt(on.p99)} → ${fmt(off.p99)} | ${on.rounds.join(', ')} · ${off.rounds.join(', ')} | ${cpuGain >= KEEP_AT ? 'keep' : 'remove'}${result.bad ? ` (${result.bad} failed requests)` : ''} |`,
    );
  }
  lines.push('', 'Paths:', '');
  for (const [name, what] of Object.entries(PATHS)) lines.push(`- **${name}**: ${what}.`);
  lines.push(
    '',
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at the end; shared with PostgreSQL, Redis and the load generator.`,
    `Run at ${startedAt.toISOString()}, ${Math.round((Date.now() - startedAt.getTime()) / 1000)} s.`,
    '',
  );
  return lines.join('\n');
}

async function main() {
  const startedAt = new Date();
  const given = args['database-url'];
  const made = given ? undefined : await freshDatabase(ADMIN_URL, BENCH_DB);
  const databaseUrl = given ?? made.url;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'savepoint-shortcuts-'));
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}`,
    INTERNAL_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    DATA_DIR: dataDir,
    MEDIA_DIR: path.join(dataDir, 'media'),
    GRAPH_CACHE_MB: '0',
    LOG_LEVEL: 'warn',
  };
  const quiet = (line) => (/ (WARN|ERROR|FATAL) |Error/.test(line) ? log(line) : undefined);
  const startGraph = async (off) => {
    const port = await freePort();
    const started = await startProcesses({
      env: { ...env, GRAPH_PORT: String(port), GRAPH_SHORTCUTS_OFF: off },
      only: ['graph'],
      log: quiet,
      readyTimeoutMs: 180_000,
    });
    const graphPid = started.children.find(({ name }) => name === 'graph').child.pid;
    return { url: `http://127.0.0.1:${port}/graphql`, cpu: { graphPid, backends }, stop: () => started.stop() };
  };
  // The PostgreSQL backends serving the bench's database (both graphs' pools; the idle one's cost nothing).
  const monitor = new pg.Client({ connectionString: databaseUrl });
  await monitor.connect();
  const backends = async () =>
    (
      await monitor.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)
    ).rows.map((r) => r.pid);
  let allOn;
  try {
    log('shortcuts: starting graph with every shortcut on (seeds an empty database)…');
    allOn = await startGraph('');
    if (args.articles) {
      log(`shortcuts: growing the database to ${args.articles} articles (bench/data.mjs)…`);
      execFileSync(process.execPath, [path.join(root, 'bench', 'data.mjs'), '--articles', args.articles, '--views', '0'], {
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
    }
    const facts = await sample(databaseUrl);
    const rows = [];
    for (const shortcut of SHORTCUTS.filter((s) => !args.only || s.name === args.only)) {
      log(`shortcuts: ${shortcut.name} (${shortcut.path})`);
      const offGraph = await startGraph(shortcut.name);
      try {
        const options = requestsOf(shortcut.path, facts, env.INTERNAL_SECRET);
        const result = await measure(allOn, offGraph, options);
        rows.push({ shortcut, result });
        log(
          `  on ${fmt(result.on.rps)} req/s, ${fmt(result.on.cpuMs, 2)} CPU ms/req; off ${fmt(result.off.rps)} req/s, ${fmt(result.off.cpuMs, 2)} CPU ms/req`,
        );
      } finally {
        await offGraph.stop();
      }
    }
    const text = document(rows, facts, startedAt);
    if (args.only) process.stdout.write(text);
    else {
      writeFileSync(OUT, text);
      log(`shortcuts: wrote ${path.relative(root, OUT)}`);
    }
  } finally {
    await allOn?.stop();
    await dropRedisPrefix(env);
    await monitor.end();
    await made?.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
