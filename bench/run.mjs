// `npm run bench`: one run, one table. Starts the floor (bench/floor.mjs), graph, the worker and the
// gateway against one database, loads each with autocannon (16 connections, fixed duration) and
// prints req/s, p50, p99 and ×floor side by side; then a sequential run of varied requests through
// REST with the answer cache off (so the database answers every one), against the issue's p95
// targets; then the hot home page idle and while an editor's back office polls /graphql; then the
// RSS of the product's processes. Timings live here, never in tests. What it prints is also written,
// table by table, to docs/performance/bench[-<only>]-<seed|1m>.md: generated, never edited by hand.
//
//   npm run bench                                   # seed-size database made for the run
//   npm run bench -- --database-url postgres://…/savepoint_bench   # e.g. the 1M bench database
//   options: --duration 8 (s per cell) --connections 16 --sequential 100 (requests per kind)
//            --poll-ms 1000 (the editor's polls) --only editor-polling (that table alone)
//            --only page-cost (issue 27's table alone: uncached renders, a reader during cache-busting,
//            the hot home page and an unrelated article page while an article is edited every 2 s)
//            --only sitemaps (every sitemap file fetched in a row, with the gateway's peak RSS)
//            --only comments (issue 23's rows alone: comment pages under load beside the floor, and their p95)
//            --only insights (issue 24's 90-day overview p95 alone)
//            --only editions (issue 46's rows alone: listing and search p95 per edition, bench/editions.mjs)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { editorCookie } from './editor-session.mjs';
import { freshDatabase, startFloor, dropRedisPrefix } from './bench-processes.mjs';
import { editionHomePath, editionKinds, editionSample } from './editions.mjs';

const require = createRequire(import.meta.url);
const { startProcesses, freePort, root } = require('../scripts/processes.cjs');
const { spawn } = require('node:child_process');

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '16' },
    sequential: { type: 'string', default: '100' },
    'poll-ms': { type: 'string', default: '1000' },
    only: { type: 'string' },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const SEQUENTIAL = Number(args.sequential);
const POLL_MS = Number(args['poll-ms']);
const ONLY_EDITOR_POLLING = args.only === 'editor-polling';
const ONLY_PAGE_COST = args.only === 'page-cost';
const ONLY_SITEMAPS = args.only === 'sitemaps';
const ONLY_COMMENTS = args.only === 'comments';
const ONLY_INSIGHTS = args.only === 'insights';
const ONLY_EDITIONS = args.only === 'editions';
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SEED_DB = process.env.BENCH_SEED_DB ?? 'savepoint_bench_seed';

const log = (line) => process.stderr.write(`${line}\n`);

// ——— what is read ———

function operation(name, ...fragments) {
  const read = (file) => readFileSync(path.join(root, 'operations', file), 'utf8');
  return [read(name), ...fragments.map(read)].join('\n');
}
const REST_ARTICLE = 'articles/rest-article.fragment.graphql';
const ARTICLES = operation('articles/articles.graphql', REST_ARTICLE);

const GAME_BY_SLUG = operation('games/game-by-slug.graphql', 'games/rest-game.fragment.graphql', REST_ARTICLE);

/** The reads of the table: REST path (floor and gateway) and the gateway's GraphQL operation. */
function reads(sample) {
  const gql = (query, variables) => JSON.stringify({ query, variables });
  // Issue 21: the most-covered sampled game's page, and the review filters of /reviews.
  const game = sample.topGame;
  const gameReads = game
    ? [
        {
          name: `game page (${game.slug}, ${fmt(game.articles)} articles)`,
          rest: `/api/games/slug/${game.slug}`,
          graphql: gql(GAME_BY_SLUG, { slug: game.slug }),
        },
        {
          name: 'reviews on ps5 scoring 8+ + total',
          rest: '/api/articles?category=review&platform=ps5&minScore=8&limit=12&offset=0&includeCount=true',
          graphql: gql(ARTICLES, { filter: { category: 'review', platform: 'ps5', minScore: 8 }, limit: 12, offset: 0 }),
        },
        {
          name: `reviews of a game + total (${game.slug})`,
          rest: `/api/articles?category=review&game=${game.slug}&limit=12&offset=0&includeCount=true`,
          graphql: gql(ARTICLES, { filter: { category: 'review', game: game.slug }, limit: 12, offset: 0 }),
        },
      ]
    : [];
  return [
    {
      name: '12-article listing + total',
      rest: '/api/articles?limit=12&offset=0&includeCount=true',
      graphql: gql(ARTICLES, { filter: {}, limit: 12, offset: 0 }),
    },
    {
      name: `category page + total (${sample.category})`,
      rest: `/api/articles?category=${sample.category}&limit=12&offset=0&includeCount=true`,
      graphql: gql(ARTICLES, { filter: { category: sample.category }, limit: 12, offset: 0 }),
    },
    {
      name: `search "${sample.searchWords}" + total`,
      rest: `/api/articles?search=${encodeURIComponent(sample.searchWords)}&limit=12&offset=0&includeCount=true`,
      graphql: gql(ARTICLES, { filter: { search: sample.searchWords }, limit: 12, offset: 0 }),
    },
    {
      name: 'article by slug',
      rest: `/api/articles/slug/${sample.slugs[0]}`,
      graphql: gql(operation('articles/article-by-slug.graphql', REST_ARTICLE), { slug: sample.slugs[0] }),
    },
    {
      name: 'homepage featured set',
      rest: '/api/featured-articles/route/homepage',
      graphql: gql(operation('featured/featured-set-for-route.graphql', REST_ARTICLE), { route: 'homepage' }),
    },
    ...gameReads,
  ];
}

/** Real words from real titles, categories, slugs and the size of the publication. */
async function sampleContent(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const [{ total, maxId }] = (
      await db.query(`SELECT count(*)::int AS total, max(id) AS "maxId" FROM article WHERE status = 'published'`)
    ).rows;
    const step = Math.max(1, Math.floor(Number(maxId) / 400));
    const spread = (
      await db.query(`SELECT slug, title FROM article WHERE status = 'published' AND id % $1 = 0 LIMIT 400`, [step])
    ).rows;
    const categories = (await db.query(`SELECT slug FROM category ORDER BY slug`)).rows.map((r) => r.slug);
    // Games spread over the ids (popular and obscure alike), with how many articles each has.
    const [{ maxGameId }] = (await db.query(`SELECT coalesce(max(id), 0) AS "maxGameId" FROM game`)).rows;
    const games = (
      await db.query(
        `SELECT g.slug, (SELECT count(*) FROM article_game ag WHERE ag.game_id = g.id)::int AS articles
         FROM game g WHERE g.id % $1 = 0 ORDER BY g.id LIMIT 400`,
        [Math.max(1, Math.floor(Number(maxGameId) / 400))],
      )
    ).rows;
    const words = (title) =>
      title
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => w.length >= 4 && !STOP.has(w));
    const pairs = spread
      .map((r) => words(r.title))
      .filter((w) => w.length >= 2)
      .map((w) => `${w[0]} ${w[1]}`);
    const typos = spread
      .flatMap((r) => words(r.title).filter((w) => w.length >= 6))
      .map((w) => w.slice(0, 2) + w[3] + w[2] + w.slice(4));
    return {
      total,
      categories,
      category: categories[0],
      slugs: spread.map((r) => r.slug),
      searchWords: pairs[0] ?? 'game review',
      pairs,
      typos,
      games,
      topGame: games.reduce((top, g) => (!top || g.articles > top.articles ? g : top), undefined),
    };
  } finally {
    await db.end();
  }
}
const STOP = new Set([
  'this',
  'that',
  'with',
  'from',
  'your',
  'what',
  'when',
  'they',
  'have',
  'into',
  'about',
  'after',
  'their',
  'more',
  'best',
]);

// ——— load ———

async function load(url, options = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
  if (result.errors || result.non2xx) log(`  ! ${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad: result.errors + result.non2xx };
}
const warm = (url, options = {}) => autocannon({ url, connections: CONNECTIONS, duration: 1, ...options });

const random = (list) => list[Math.floor(Math.random() * list.length)];
const randomInt = (max) => Math.floor(Math.random() * (max + 1));

// ——— sequential p95, varied, database every time ———

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A request slower than this counts as failed (and its time as this bound), so one slow read cannot stall the run. */
const SEQUENTIAL_TIMEOUT_MS = 5_000;

async function sequential(baseUrl, kinds, onRow, count = SEQUENTIAL) {
  for (const kind of kinds) {
    const times = [];
    let failures = 0;
    for (let i = 0; i < count; i += 1) {
      const started = performance.now();
      try {
        const response = await fetch(baseUrl + kind.next(), {
          headers: kind.headers ?? {},
          signal: AbortSignal.timeout(SEQUENTIAL_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
      } catch {
        failures += 1;
      }
      times.push(Math.min(performance.now() - started, SEQUENTIAL_TIMEOUT_MS));
    }
    times.sort((a, b) => a - b);
    onRow({ name: kind.name, p50: percentile(times, 50), p95: percentile(times, 95), target: kind.target, failures });
  }
}

/**
 * Two disjoint halves of the sampled words and slugs: one warms the database and the processes
 * (index upper pages, plans, JIT) before the measured run, the other is measured, so no measured
 * request finds its own words' pages already read by a warm-up request.
 */
function halves(sample) {
  const half = (list, parity) => list.filter((_, i) => i % 2 === parity);
  return [0, 1].map((parity) => ({
    ...sample,
    pairs: half(sample.pairs, parity),
    typos: half(sample.typos, parity),
    slugs: half(sample.slugs, parity),
    games: half(sample.games, parity),
  }));
}

function sequentialKinds(sample) {
  const pages = Math.max(0, Math.floor((sample.total - 12) / 12));
  const kinds = [
    {
      name: 'listing page + total (pages 1–100)',
      target: 50,
      next: () => `/api/articles?limit=12&offset=${12 * randomInt(Math.min(pages, 99))}&includeCount=true`,
    },
    {
      name: 'category page + total (any category, pages 1–50)',
      target: 50,
      next: () => `/api/articles?category=${random(sample.categories)}&limit=12&offset=${12 * randomInt(49)}&includeCount=true`,
    },
    {
      name: 'two-word search + total',
      target: 100,
      next: () => `/api/articles?search=${encodeURIComponent(random(sample.pairs))}&limit=12&includeCount=true`,
    },
    {
      name: 'search with a typo + total',
      target: 150,
      next: () => `/api/articles?search=${encodeURIComponent(random(sample.typos))}&limit=12&includeCount=true`,
    },
    { name: 'article by slug', target: 20, next: () => `/api/articles/slug/${random(sample.slugs)}` },
    {
      name: 'featured set (homepage and category routes)',
      target: 50,
      next: () =>
        `/api/featured-articles/route/${random(['homepage', 'all', ...sample.categories.filter((c) => FEATURED_ROUTES.has(c))])}`,
    },
  ];
  if (sample.games.length) {
    const platform = () => random(PLATFORMS);
    const score = () => 5 + randomInt(9) / 2;
    kinds.push(
      {
        name: 'reviews by platform and minimum score + total (any platform, score 5–9.5, pages 1–5)',
        target: 50,
        next: () =>
          `/api/articles?category=review&platform=${platform()}&minScore=${score()}&limit=12&offset=${12 * randomInt(4)}&includeCount=true`,
      },
      {
        name: 'reviews by platform + total (any platform)',
        target: 50,
        next: () => `/api/articles?category=review&platform=${platform()}&limit=12&includeCount=true`,
      },
      {
        name: 'reviews by minimum score + total (score 5–9.5)',
        target: 50,
        next: () => `/api/articles?category=review&minScore=${score()}&limit=12&includeCount=true`,
      },
      {
        name: 'reviews of a game + total (any game)',
        target: 50,
        next: () => `/api/articles?category=review&game=${random(sample.games).slug}&limit=12&includeCount=true`,
      },
      { name: 'game page (any game)', target: 50, next: () => `/api/games/slug/${random(sample.games).slug}` },
    );
  }
  if (sample.total > 100_012) {
    kinds.splice(2, 0, {
      name: 'listing page at offset 100,000+',
      target: 150,
      next: () => `/api/articles?limit=12&offset=${100_000 + 12 * randomInt(50)}&includeCount=true`,
    });
  }
  return kinds;
}
/** graph/src/modules/game/game-facts.ts */
const PLATFORMS = ['pc', 'ps5', 'ps4', 'xbox-series', 'xbox-one', 'switch-2', 'switch', 'mac', 'linux', 'ios', 'android', 'vr'];
const FEATURED_ROUTES = new Set(['hardware', 'review', 'esports', 'guide', 'web', 'news']);

/**
 * Resident memory of each process: RSS (what the budget is stated in; it counts the node binary's
 * and shared libraries' pages once per process) and PSS (shared pages split between the processes
 * that map them: what the three hold together). A process's own children are counted with it: the
 * image process (packages/images) each may have running while it draws.
 */
function memoryMb(pid) {
  const kb = (file, field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(readFileSync(file, 'utf8'))?.[1]);
  const childrenOf = (id) => {
    try {
      return readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  try {
    let rss = kb(`/proc/${pid}/status`, 'VmRSS');
    let pss = kb(`/proc/${pid}/smaps_rollup`, 'Pss');
    // A child that exits meanwhile counts for nothing.
    const ofChild = (file, field) => {
      try {
        return kb(file, field) || 0;
      } catch {
        return 0;
      }
    };
    for (const child of childrenOf(pid)) {
      rss += ofChild(`/proc/${child}/status`, 'VmRSS');
      pss += ofChild(`/proc/${child}/smaps_rollup`, 'Pss');
    }
    return { rss: Math.round(rss / 1024), pss: Math.round(pss / 1024) };
  } catch {
    return { rss: NaN, pss: NaN };
  }
}
const memoryOf = (pids) => Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, memoryMb(pid)]));

// ——— the hot home page while an editor polls ———

/** The back office's Webhooks and Mailbox tabs' documents, polled every 5 s in the web app. */
function editorPolls() {
  const webhooks = readFileSync(path.join(root, 'web', 'src', 'features', 'audience', 'audience.graphql'), 'utf8');
  const mailbox = operation('newsletter/mailbox.graphql');
  return [
    JSON.stringify({ query: webhooks, operationName: 'AdminWebhooks' }),
    JSON.stringify({ query: mailbox, operationName: 'Mailbox', variables: { limit: 100 } }),
  ];
}

/**
 * Insights (issue 24): the staff's 90-day overview, signed in, each request a different window (its
 * last day 0–30 days back), so no two read the same days first. Target p95 200 ms.
 */
function insightsKinds(cookie) {
  const day = (back) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  return [
    {
      name: 'insights overview, 90 days (staff)',
      target: 200,
      headers: { cookie },
      next: () => {
        const end = randomInt(30);
        return `/api/analytics/overview?from=${day(end + 89)}&to=${day(end)}`;
      },
    },
  ];
}

/** Sends both tabs' queries every `everyMs` as the editor until stopped; counts the answers. */
function pollAsEditor(gatewayUrl, cookie, everyMs) {
  const bodies = editorPolls();
  const counts = { ok: 0, failed: 0 };
  const tick = () =>
    Promise.all(
      bodies.map((body) =>
        fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body })
          .then(async (res) => {
            const answer = await res.json();
            counts[res.ok && !answer.errors ? 'ok' : 'failed'] += 1;
          })
          .catch(() => {
            counts.failed += 1;
          }),
      ),
    );
  void tick();
  const timer = setInterval(tick, everyMs);
  return () => {
    clearInterval(timer);
    return counts;
  };
}

/** The mean of load cells: req/s averaged, latencies the worse of the two. */
const meanOf = (cells) => ({
  rps: cells.reduce((sum, c) => sum + c.rps, 0) / cells.length,
  p50: Math.max(...cells.map((c) => c.p50)),
  p99: Math.max(...cells.map((c) => c.p99)),
});

/**
 * GET / as a reader's browser asks it (rendered once, then served from the gateway's page cache),
 * idle and while one editor polls /graphql with the back office's queries, side by side.
 */
async function editorPollingTable(gatewayUrl, env) {
  log(`bench: hot home page, idle and while an editor polls /graphql every ${POLL_MS} ms`);
  const home = { url: `${gatewayUrl}/`, headers: { accept: 'text/html', 'accept-encoding': 'gzip' } };
  const first = await fetch(home.url, { headers: { accept: 'text/html' } });
  const rendered = (await first.text()).includes('data-pages=');
  const cookie = await editorCookie(gatewayUrl, env);
  await warm(home.url, home);
  // Idle, polling, idle, polling: a machine getting busier or quieter weighs on both columns alike.
  const idleCells = [];
  const polledCells = [];
  const polls = { ok: 0, failed: 0 };
  for (let round = 0; round < 2; round += 1) {
    idleCells.push(await load(home.url, home));
    const stop = pollAsEditor(gatewayUrl, cookie, POLL_MS);
    polledCells.push(await load(home.url, home));
    const counts = stop();
    polls.ok += counts.ok;
    polls.failed += counts.failed;
  }
  const idle = meanOf(idleCells);
  const polled = meanOf(polledCells);
  out();
  out(
    `Hot home page (GET / with Accept: text/html, gzip; ${rendered ? 'server-rendered, kept in the page cache' : 'NOT server-rendered: build the web app first'}), ${CONNECTIONS} connections, two ${DURATION} s cells each, alternating (mean req/s, worse latency); the editor sends the Webhooks and Mailbox tabs' queries every ${POLL_MS / 1000} s (the tabs poll every 5 s):`,
  );
  out();
  out(
    '| read | idle req/s | idle p50 / p99 ms | editor polling req/s | polling p50 / p99 ms | polling ÷ idle | editor polls answered |',
  );
  out('|---|---:|---:|---:|---:|---:|---:|');
  out(
    `| hot home page | ${fmt(idle.rps)} | ${idle.p50} / ${idle.p99} | ${fmt(polled.rps)} | ${polled.p50} / ${polled.p99} | ${fmt(polled.rps / idle.rps, 2)}× | ${polls.ok}${polls.failed ? ` (${polls.failed} failed)` : ''} |`,
  );
}

// ——— what a page costs (issue 27) ———

const htmlRequest = { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } };

/** Loads `url` with a different path per request (`next()`), as a reader's browser asks for pages. */
const loadVaried = (baseUrl, next, options = {}) =>
  load(baseUrl, { ...htmlRequest, ...options, requests: [{ setupRequest: (req) => ({ ...req, path: next() }) }] });

/** Counts answers by X-Savepoint-Cache while `work` runs, for one path asked every `everyMs`. */
function watchCacheOutcomes(url, everyMs) {
  const outcomes = { hit: 0, stale: 0, miss: 0, other: 0 };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const res = await fetch(url, { headers: { accept: 'text/html' } }).catch(() => undefined);
      if (res) await res.arrayBuffer();
      outcomes[res?.headers.get('x-savepoint-cache') ?? 'other'] += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return outcomes;
  };
}

/** 16 connections requesting `/?v=<random>&utm_source=…` for one cell, from bench/bust.mjs in a process of its own. */
function bustInChild(baseUrl) {
  const child = spawn(process.execPath, [path.join(root, 'bench', 'bust.mjs'), baseUrl, String(DURATION), String(CONNECTIONS)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`bench/bust.mjs exited with ${code}`)),
    );
  });
}

/** Uncached renders, a reader during a cache-busting run, and the hot home page while an article is edited every 2 s. */
async function pageCostTable(gatewayUrl, uncachedUrl, env, databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let edited, unrelated, listingPages;
  try {
    // The edited article: the oldest published one (on no list's first page); the unrelated page:
    // an article of another category.
    edited = (
      await db.query(
        `SELECT a.id, a.title, a.category_id FROM article a WHERE status = 'published' ORDER BY published_at, id LIMIT 1`,
      )
    ).rows[0];
    unrelated = (
      await db.query(
        `SELECT slug FROM article WHERE status = 'published' AND category_id <> $1 ORDER BY published_at DESC, id DESC OFFSET 10 LIMIT 1`,
        [edited.category_id],
      )
    ).rows[0];
    const [{ total }] = (await db.query(`SELECT count(*)::int AS total FROM article WHERE status = 'published'`)).rows;
    listingPages = Math.max(1, Math.ceil(total / 12));
  } finally {
    await db.end();
  }
  const slugs = (await (await fetch(`${gatewayUrl}/api/articles?limit=100`)).json()).map((a) => a.slug);

  log('bench: page cost — uncached renders (page cache off) beside cached pages');
  const rows = [];
  for (const [name, next] of [
    ['home page', () => '/'],
    ['listing (/articles?page=N)', () => `/articles?page=${1 + randomInt(Math.min(listingPages, 50) - 1)}`],
    ['article page', () => `/articles/${random(slugs)}`],
  ]) {
    await loadVaried(uncachedUrl, next, { duration: 2 });
    const uncached = await loadVaried(uncachedUrl, next);
    await loadVaried(gatewayUrl, next, { duration: 2 });
    const cached = await loadVaried(gatewayUrl, next);
    rows.push({ name, uncached, cached });
  }

  log('bench: page cost — a reader of the cached home page, idle and while 16 connections bust the cache');
  const home = { ...htmlRequest, connections: 4 };
  await warm(`${gatewayUrl}/`, home);
  const readerIdle = await load(`${gatewayUrl}/`, home);
  const [readerBusted, buster] = await Promise.all([load(`${gatewayUrl}/`, home), bustInChild(gatewayUrl)]);

  log('bench: page cost — hot home page and an unrelated article page while an article is edited every 2 s');
  const cookie = await editorCookie(gatewayUrl, env);
  let edits = 0;
  let editFailures = 0;
  const edit = async () => {
    const res = await fetch(`${gatewayUrl}/api/articles/${edited.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: `${edited.title} (${edits % 2 ? 'revised' : 'edited'})` }),
    }).catch(() => undefined);
    if (res?.ok) edits += 1;
    else editFailures += 1;
    await res?.arrayBuffer();
  };
  // Half-length cells, twice as many rounds: the same minute of load, but a drift on a shared
  // machine (10–30% between cells here) averages out over more alternations.
  const hot = { ...htmlRequest, duration: Math.max(4, DURATION / 2) };
  await warm(`${gatewayUrl}/`, hot);
  const idleCells = [];
  const editedCells = [];
  const outcomes = { hit: 0, stale: 0, miss: 0, other: 0 };
  const editedCell = async () => {
    await fetch(`${gatewayUrl}/articles/${unrelated.slug}`, { headers: { accept: 'text/html' } }).then((r) => r.arrayBuffer());
    const stopWatching = watchCacheOutcomes(`${gatewayUrl}/articles/${unrelated.slug}`, 100);
    await edit();
    const timer = setInterval(edit, 2000);
    editedCells.push(await load(`${gatewayUrl}/`, hot));
    clearInterval(timer);
    for (const [k, v] of Object.entries(await stopWatching())) outcomes[k] += v;
  };
  // Cells in the order idle, edits, edits, idle, four times: on a shared machine throughput drifts by
  // 10–20% between cells a minute apart, and this order cancels a steady drift from the ratio.
  const roundRatios = [];
  for (let round = 0; round < 4; round += 1) {
    const before = idleCells.length;
    idleCells.push(await load(`${gatewayUrl}/`, hot));
    await editedCell();
    await editedCell();
    idleCells.push(await load(`${gatewayUrl}/`, hot));
    roundRatios.push(meanOf(editedCells.slice(-2)).rps / meanOf(idleCells.slice(before)).rps);
  }
  await edit(); // the original title back (an even number of edits)
  const idle = meanOf(idleCells);
  const during = meanOf(editedCells);
  const asked = outcomes.hit + outcomes.stale + outcomes.miss + outcomes.other;

  out();
  out(
    `Page cost (issue 27), ${CONNECTIONS} connections, ${DURATION} s cells, Accept: text/html with gzip. Uncached: a second gateway whose page cache keeps nothing, so a request renders its page or, while a render of the same page is running, shares that render (single flight, as in production; graph's answer cache on). All 16 connections of the home page's row ask for one page, so most of its answers are shared renders; the listing row spreads over up to 50 pages and the article row over the published articles (\`npm run bench:crawl\` renders distinct pages only). Cached: the same pages from the page cache.`,
  );
  out();
  out('| page | uncached req/s | uncached p50 / p99 ms | cached req/s | cached p50 / p99 ms | non-2xx |');
  out('|---|---:|---:|---:|---:|---:|');
  for (const { name, uncached, cached } of rows)
    out(
      `| ${name} | ${fmt(uncached.rps)} | ${uncached.p50} / ${uncached.p99} | ${fmt(cached.rps)} | ${cached.p50} / ${cached.p99} | ${uncached.bad + cached.bad} |`,
    );
  out();
  out('| reader of the cached home page (4 connections) | req/s | p50 / p99 ms |');
  out('|---|---:|---:|');
  out(`| idle | ${fmt(readerIdle.rps)} | ${readerIdle.p50} / ${readerIdle.p99} |`);
  out(
    `| while 16 connections (another process) request /?v=<random>&utm_source=… | ${fmt(readerBusted.rps)} | ${readerBusted.p50} / ${readerBusted.p99} |`,
  );
  out(`| (the busting requests themselves: ${fmt(buster.rps)} req/s, ${buster.bad} non-2xx) | | |`);
  out();
  out(
    '| hot home page | idle req/s | idle p50 / p99 ms | during edits req/s | edits p50 / p99 ms | edits ÷ idle | edits saved | unrelated article page: hit / stale / rendered |',
  );
  out('|---|---:|---:|---:|---:|---:|---:|---:|');
  out(
    `| one article edited every 2 s through the gateway | ${fmt(idle.rps)} | ${idle.p50} / ${idle.p99} | ${fmt(during.rps)} | ${during.p50} / ${during.p99} | ${fmt(during.rps / idle.rps, 2)}× (rounds ${fmt(Math.min(...roundRatios), 2)}–${fmt(Math.max(...roundRatios), 2)}) | ${edits}${editFailures ? ` (${editFailures} failed)` : ''} | ${outcomes.hit} / ${outcomes.stale} / ${outcomes.miss} of ${asked} (${fmt((100 * outcomes.hit) / Math.max(1, asked), 1)}% hits) |`,
  );
}

// ——— comments (issue 23) ———

/** The article with the most visible comments, and up to 200 others that have some, spread over the ids. */
async function sampleComments(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const top = (
      await db.query(
        `SELECT k.article_id AS id, k.n FROM article_comment_count k JOIN article a ON a.id = k.article_id
         WHERE a.status = 'published' ORDER BY k.n DESC, k.article_id DESC LIMIT 1`,
      )
    ).rows[0];
    const [{ total, commented }] = (
      await db.query(
        `SELECT (SELECT count(*) FROM comment)::bigint AS total, (SELECT count(*) FROM article_comment_count WHERE n > 0)::int AS commented`,
      )
    ).rows;
    const step = Math.max(1, Math.floor(commented / 200));
    const others = (
      await db.query(
        `SELECT k.article_id AS id FROM article_comment_count k JOIN article a ON a.id = k.article_id
         WHERE k.n > 0 AND a.status = 'published' AND k.article_id % $1 = 0 LIMIT 200`,
        [step],
      )
    ).rows.map((r) => r.id);
    return { top, total: Number(total), others };
  } finally {
    await db.end();
  }
}

/**
 * Issue 23: the first page of comments (20 threads with their replies, as the article page asks)
 * under load beside the floor (anonymous: the comment list is never cached), and one request at a
 * time (target p95 30 ms at 1M articles and 5M comments), for the article with the most comments
 * and for any article with comments.
 */
async function commentTables({ floorUrl, graphUrl, gatewayUrl, databaseUrl }) {
  const sample = await sampleComments(databaseUrl);
  if (!sample.top) {
    log('bench: no comments (npm run bench:data -- --comments C grows them); comment rows skipped');
    return;
  }
  log(`bench: comments — ${fmt(sample.total)} comments; the most on one article: ${fmt(sample.top.n)} visible`);
  const document = operation('comments/comments.graphql');
  const restPath = (id) => `/api/articles/${id}/comments?limit=20`;
  const graphBody = (id) =>
    JSON.stringify({
      query: document,
      operationName: 'ArticleComments',
      variables: { articleId: id, after: null, limit: 20, newestFirst: false },
    });
  const post = (body) => ({ method: 'POST', body, headers: { 'content-type': 'application/json' } });
  const variedRest = () => ({ setupRequest: (req) => ({ ...req, path: restPath(random(sample.others)) }) });
  const variedGraph = () => ({ setupRequest: (req) => ({ ...req, body: graphBody(random(sample.others)) }) });
  const rows = [
    {
      name: `first page of comments, the article with ${fmt(sample.top.n)} comments`,
      floor: [floorUrl + restPath(sample.top.id), {}],
      graph: [graphUrl, post(graphBody(sample.top.id))],
      rest: [gatewayUrl + restPath(sample.top.id), {}],
    },
    {
      name: 'first page of comments, any article with comments',
      floor: [floorUrl, { requests: [variedRest()] }],
      graph: [graphUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, requests: [variedGraph()] }],
      rest: [gatewayUrl, { requests: [variedRest()] }],
    },
  ];
  out();
  out(
    `Comments (issue 23): ${fmt(sample.total)} comments; anonymous reads of the first page (20 threads with their replies), ${CONNECTIONS} connections, ${DURATION} s per cell; never cached (the floor answers the same JSON in one SQL statement, text unlinked):`,
  );
  out();
  out(
    '| read | floor req/s | floor p50 / p99 ms | graph req/s | graph p50 / p99 ms | graph ×floor | REST req/s | REST p50 / p99 ms | REST ×floor |',
  );
  out('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const cells = {};
    for (const column of ['floor', 'graph', 'rest']) {
      const [url, options] = row[column];
      await warm(url, options);
      cells[column] = await load(url, options);
    }
    printLoadRow(row.name, cells.floor, cells.graph, cells.rest);
  }
  const kinds = [
    {
      name: `first page of comments, the article with ${fmt(sample.top.n)} comments (REST)`,
      target: 30,
      next: () => restPath(sample.top.id),
    },
    { name: 'first page of comments, any article with comments (REST)', target: 30, next: () => restPath(random(sample.others)) },
  ];
  out();
  out(`Comments one request at a time through the gateway (${SEQUENTIAL} requests per row after 20 unmeasured):`);
  out();
  out('| read | p50 ms | p95 ms | target p95 | met |');
  out('|---|---:|---:|---:|:---:|');
  await sequential(gatewayUrl, kinds, () => undefined, 20);
  await sequential(gatewayUrl, kinds, printSequentialRow);
}

// ——— editions (issue 46) ———

/**
 * Listing and search p95 per edition (bench/editions.mjs), through the gateway whose answer cache is
 * off, warmed with the other half of each edition's words first. In the whole run only when the
 * database has articles in more than one edition.
 */
async function editionRows(uncachedUrl, gatewayUrl, databaseUrl, { onlyWhenSeveral = false } = {}) {
  const editions = await editionSample(databaseUrl);
  if (onlyWhenSeveral && editions.length < 2) return;
  log(`bench: editions — ${editions.map((e) => `${e.language} ${fmt(e.total)}`).join(', ')} published articles`);
  out();
  out(
    `Per edition (issue 46): ${editions.map((e) => `${e.language} ${fmt(e.total)}`).join(', ')} published articles; one request at a time through REST with the answer cache off, ${SEQUENTIAL} varied requests per row after 20 with other words:`,
  );
  out();
  out('| read | p50 ms | p95 ms | target p95 | met |');
  out('|---|---:|---:|---:|:---:|');
  await sequential(uncachedUrl, editionKinds(editions, 0), () => undefined, 20);
  await sequential(uncachedUrl, editionKinds(editions, 1), printSequentialRow);
  await editionHomeRows(gatewayUrl, editions);
}

/**
 * The hot (cached) home page of every edition under load, in interleaved rounds so that each
 * edition meets the machine as the others do; target: each edition ≥ 0.9× the default's req/s.
 */
async function editionHomeRows(gatewayUrl, editions) {
  const ROUNDS = 3;
  log('bench: editions — the hot home page of each edition, interleaved rounds');
  const totals = new Map(editions.map((e) => [e.language, { rps: 0, p99: 0 }]));
  for (const edition of editions) await warm(gatewayUrl + editionHomePath(edition), htmlRequest);
  for (let round = 0; round < ROUNDS; round++) {
    for (const edition of editions) {
      const result = await load(gatewayUrl + editionHomePath(edition), {
        ...htmlRequest,
        duration: Math.max(2, DURATION / ROUNDS),
      });
      const total = totals.get(edition.language);
      total.rps += result.rps / ROUNDS;
      total.p99 = Math.max(total.p99, result.p99);
    }
  }
  const base = totals.get(editions[0].language).rps;
  out();
  out(
    `The hot home page of each edition, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds (req/s the mean, p99 the worst round):`,
  );
  out();
  out('| home page | req/s | p99 ms | × default | target | met |');
  out('|---|---:|---:|---:|---:|:---:|');
  for (const edition of editions) {
    const { rps, p99 } = totals.get(edition.language);
    const ratio = rps / base;
    const isDefault = edition === editions[0];
    out(
      `| ${editionHomePath(edition)} (${edition.language}) | ${fmt(rps)} | ${fmt(p99)} | ${ratio.toFixed(2)} | ${isDefault ? '' : '≥ 0.90'} | ${isDefault ? '' : ratio >= 0.9 ? 'yes' : 'no'} |`,
    );
  }
}

// ——— sitemaps for millions (issue 25) ———

/**
 * Every sitemap file, fetched in a row as a crawler does (the index, then each file it lists), from
 * the gateway whose answer cache is off, so each file is made from the database; the gateway's RSS
 * sampled every 50 ms throughout.
 */
async function sitemapTable(gatewayUrl, gatewayPid) {
  log('bench: sitemaps, every file in a row');
  const rssBefore = memoryMb(gatewayPid).rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, memoryMb(gatewayPid).rss);
  }, 50);
  const started = performance.now();
  let files = 0;
  let urls = 0;
  let bytes = 0;
  let slowest = 0;
  const secondsByKind = {};
  const fetchXml = async (pathname) => {
    const t0 = performance.now();
    const res = await fetch(gatewayUrl + pathname, { headers: { 'accept-encoding': 'identity' } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${pathname}: ${res.status}`);
    slowest = Math.max(slowest, performance.now() - t0);
    files += 1;
    bytes += text.length;
    return text;
  };
  try {
    const index = await fetchXml('/sitemap.xml');
    const listed = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const pathname of listed) {
      const t0 = performance.now();
      urls += (await fetchXml(pathname)).split('<url>').length - 1;
      const kind = /^\/sitemap-(articles|games)-/.exec(pathname)?.[1] ?? 'other';
      secondsByKind[kind] = (secondsByKind[kind] ?? 0) + (performance.now() - t0) / 1000;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  out('');
  out(
    'Sitemaps (issue 25): the index and every file it lists, fetched one after another from the gateway with its answer cache off',
  );
  out('');
  out('| files | URLs | MB | total s (article files / game files) | slowest file ms | gateway RSS before → peak MB |');
  out('|---:|---:|---:|---:|---:|---:|');
  const byKind = `${fmt(secondsByKind.articles ?? 0, 1)} / ${fmt(secondsByKind.games ?? 0, 1)}`;
  out(
    `| ${fmt(files)} | ${fmt(urls)} | ${fmt(bytes / 1e6, 1)} | ${fmt(seconds, 1)} (${byKind}) | ${fmt(slowest)} | ${rssBefore} → ${rssPeak} |`,
  );
}

// ——— the run ———

async function main() {
  const startedAt = Date.now();
  const given = args['database-url'] ?? process.env.DATABASE_URL;
  const seedDb = given ? undefined : await freshDatabase(ADMIN_URL, SEED_DB);
  const databaseUrl = given ?? seedDb.url;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'savepoint-bench-'));
  const [graphPort, workerPort, gatewayPort, uncachedPort, floorPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
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
    WORKER_PORT: String(workerPort),
    PORT: String(gatewayPort),
    // Request lines off: on 2 cores, writing them would be measured instead of the product.
    LOG_LEVEL: 'warn',
  };
  const quiet = (line) => (/ (WARN|ERROR|FATAL) |Error/.test(line) ? log(line) : undefined);
  log(`bench: database ${new URL(databaseUrl).pathname.slice(1)}; starting floor, graph, worker, gateway…`);
  let product, uncached, floor;
  try {
    // All of the bench's load comes from one address: the per-address render budget (120 a minute)
    // would answer 429 once the page-cost rows have rendered 120 pages (at 1M: home, 50 listing
    // pages and 100 articles), and a fast 429 would be counted as a cached page.
    product = await startProcesses({
      env: { ...env, SSR_RENDERS_PER_IP_MINUTE: '1000000' },
      log: quiet,
      readyTimeoutMs: 180_000,
    });
    // A second gateway with its answer cache off: the sequential run must reach the database.
    uncached = await startProcesses({
      // Its renders are the bench's own load: no per-address budget.
      env: { ...env, PORT: String(uncachedPort), GATEWAY_CACHE_MB: '0', SSR_RENDERS_PER_IP_MINUTE: '1000000' },
      only: ['gateway'],
      log: quiet,
    });
    floor = await startFloor(databaseUrl, floorPort);
    const pids = Object.fromEntries(product.children.map(({ name, child }) => [name, child.pid]));
    const sample = await sampleContent(databaseUrl);
    log(`bench: ${sample.total} published articles; ${DURATION} s per cell at ${CONNECTIONS} connections`);
    const floorUrl = `http://127.0.0.1:${floorPort}`;
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    const graphUrl = `http://127.0.0.1:${graphPort}/graphql`;
    const post = (body) => ({ method: 'POST', body, headers: { 'content-type': 'application/json' } });

    if (ONLY_EDITOR_POLLING) {
      printTitle(sample);
      await editorPollingTable(gatewayUrl, env);
      return;
    }
    const uncachedGatewayPid = uncached.children.find(({ name }) => name === 'gateway').child.pid;
    if (ONLY_SITEMAPS) {
      printTitle(sample);
      await sitemapTable(`http://127.0.0.1:${uncachedPort}`, uncachedGatewayPid);
      return;
    }
    if (ONLY_PAGE_COST) {
      printTitle(sample);
      await pageCostTable(gatewayUrl, `http://127.0.0.1:${uncachedPort}`, env, databaseUrl);
      return;
    }
    if (ONLY_COMMENTS) {
      printTitle(sample);
      await commentTables({ floorUrl, graphUrl, gatewayUrl, databaseUrl });
      return;
    }
    if (ONLY_EDITIONS) {
      printTitle(sample);
      await editionRows(`http://127.0.0.1:${uncachedPort}`, gatewayUrl, databaseUrl);
      return;
    }
    if (ONLY_INSIGHTS) {
      printTitle(sample);
      printSequentialHeader();
      const staffCookie = await editorCookie(`http://127.0.0.1:${uncachedPort}`, env);
      await sequential(`http://127.0.0.1:${uncachedPort}`, insightsKinds(staffCookie), () => undefined, 10);
      await sequential(`http://127.0.0.1:${uncachedPort}`, insightsKinds(staffCookie), printSequentialRow);
      return;
    }

    // JIT and pools warm on every path first, so the first row is not measured cold.
    log('bench: warming up');
    for (const read of reads(sample)) {
      await warm(floorUrl + read.rest);
      await warm(graphUrl, post(read.graphql));
      await warm(gatewayUrl + read.rest);
    }
    // Each table is printed as soon as it is measured: a long run that is stopped keeps what it had.
    printHeader(sample);
    const table = [];
    for (const read of reads(sample)) {
      log(`bench: ${read.name}`);
      const cells = {};
      for (const [column, url, options] of [
        ['floor', floorUrl + read.rest, {}],
        ['graph', graphUrl, post(read.graphql)],
        ['rest', gatewayUrl + read.rest, {}],
      ]) {
        await warm(url, options);
        cells[column] = await load(url, options);
      }
      table.push({ name: read.name, ...cells });
      printLoadRow(read.name, cells.floor, cells.graph, cells.rest);
    }
    // The uncached path: a different page on every request (floor; graph asked with
    // `Cache-Control: no-cache`, as the gateway asks it; REST with the gateway's cache off).
    const pages = Math.max(0, Math.floor((sample.total - 12) / 12));
    const randomOffset = () => 12 * randomInt(Math.min(pages, 99));
    const variedPage = () => ({
      setupRequest: (req) => ({ ...req, path: `/api/articles?limit=12&offset=${randomOffset()}&includeCount=true` }),
    });
    const variedGraphPage = () => ({
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({ query: ARTICLES, variables: { filter: {}, limit: 12, offset: randomOffset(), withCount: true } }),
      }),
    });
    log('bench: varied pages (no cache)');
    const variedFloor = await load(floorUrl, { requests: [variedPage()] });
    const variedGraph = await load(graphUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' },
      requests: [variedGraphPage()],
    });
    const variedRest = await load(`http://127.0.0.1:${uncachedPort}`, { requests: [variedPage()] });
    printLoadRow(
      '12-article listing + total, a different page each request (no answer cache: graph asked for fresh answers, REST cache off)',
      variedFloor,
      variedGraph,
      variedRest,
    );
    await commentTables({ floorUrl, graphUrl, gatewayUrl, databaseUrl });
    await editorPollingTable(gatewayUrl, env);
    await pageCostTable(gatewayUrl, `http://127.0.0.1:${uncachedPort}`, env, databaseUrl);
    await sitemapTable(`http://127.0.0.1:${uncachedPort}`, uncachedGatewayPid);
    const memoryAfterLoad = memoryOf(pids);

    log('bench: sequential p95, varied requests, REST with the answer cache off');
    printSequentialHeader();
    const [warmSample, measuredSample] = halves(sample);
    await sequential(`http://127.0.0.1:${uncachedPort}`, sequentialKinds(warmSample), () => undefined, 20);
    await sequential(`http://127.0.0.1:${uncachedPort}`, sequentialKinds(measuredSample), printSequentialRow);
    const staffCookie = await editorCookie(`http://127.0.0.1:${uncachedPort}`, env);
    await sequential(`http://127.0.0.1:${uncachedPort}`, insightsKinds(staffCookie), () => undefined, 10);
    await sequential(`http://127.0.0.1:${uncachedPort}`, insightsKinds(staffCookie), printSequentialRow);
    await editionRows(`http://127.0.0.1:${uncachedPort}`, gatewayUrl, databaseUrl, { onlyWhenSeveral: true });
    const memoryAtEnd = memoryOf(pids);
    printMemory(memoryAfterLoad, memoryAtEnd, Math.round((Date.now() - startedAt) / 1000));
  } finally {
    floor?.kill('SIGTERM');
    await uncached?.stop();
    await product?.stop();
    await dropRedisPrefix(env);
    await seedDb?.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (n, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a';

/** Lines printed so far, and the generated document they are written to (known once the size is). */
const printed = [];
let reportPath;

const out = (line = '') => {
  process.stdout.write(`${line}\n`);
  printed.push(line);
  // Rewritten after every line: a long run that is stopped keeps what it had measured.
  if (reportPath) writeFileSync(reportPath, `${printed.join('\n')}\n`);
};

/** The 1M database and the seed-size one each keep their own document, as does each `--only` table. */
function reportPathFor(sample) {
  const size = sample.total >= 500_000 ? '1m' : 'seed';
  const name = ['bench', args.only, size].filter(Boolean).join('-');
  return path.join(root, 'docs', 'performance', `${name}.md`);
}

function printTitle(sample) {
  reportPath ??= reportPathFor(sample);
  out('<!-- Generated by `npm run bench` (bench/run.mjs); do not edit by hand. -->');
  out();
  out(
    `# Savepoint bench — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), load average ${os.loadavg()[0].toFixed(1)}, ${fmt(sample.total)} published articles`,
  );
}

function printHeader(sample) {
  printTitle(sample);
  out();
  out(
    `Load: ${CONNECTIONS} connections, ${DURATION} s per cell (autocannon); floor = bench/floor.mjs (node:http + pg, one SQL statement); graph = POST /graphql with the gateway's operation, anonymous; REST = the gateway's /api`,
  );
  out();
  out(
    '| read | floor req/s | floor p50 / p99 ms | graph req/s | graph p50 / p99 ms | graph ×floor | REST req/s | REST p50 / p99 ms | REST ×floor |',
  );
  out('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
}

function printLoadRow(name, f, g, r) {
  out(
    `| ${name} | ${fmt(f.rps)} | ${f.p50} / ${f.p99} | ${g ? fmt(g.rps) : '—'} | ${g ? `${g.p50} / ${g.p99}` : '—'} | ${g ? `${fmt(g.rps / f.rps, 2)}×` : '—'} | ${fmt(r.rps)} | ${r.p50} / ${r.p99} | ${fmt(r.rps / f.rps, 2)}× |`,
  );
}

function printSequentialHeader() {
  out();
  out(
    `Sequential, one request at a time through REST with the answer cache off, ${SEQUENTIAL} varied requests per row after 20 of each kind with other words and slugs (a request over ${SEQUENTIAL_TIMEOUT_MS / 1000} s counts as failed):`,
  );
  out();
  out('| read | p50 ms | p95 ms | target p95 | met |');
  out('|---|---:|---:|---:|:---:|');
}

function printSequentialRow(s) {
  out(
    `| ${s.name} | ${fmt(s.p50, 1)} | ${fmt(s.p95, 1)} | ${s.target} | ${s.failures ? `${s.failures} failed` : s.p95 <= s.target ? 'yes' : 'no'} |`,
  );
}

function printMemory(afterLoad, atEnd, seconds) {
  const line = (memory, kind) => {
    const parts = Object.entries(memory).map(([name, m]) => `${name} ${m[kind]}`);
    const sum = Object.values(memory).reduce((total, m) => total + m[kind], 0);
    return `${parts.join(', ')} = ${sum} MB`;
  };
  out();
  const peak = Math.max(...[afterLoad, atEnd].map((memory) => Object.values(memory).reduce((total, m) => total + m.rss, 0)));
  out(
    `RSS after the load: ${line(afterLoad, 'rss')}; at the end: ${line(atEnd, 'rss')} (budget 500 MB: ${peak <= 500 ? 'met' : 'NOT met'}).`,
  );
  // The budget fails the run, as a missed target would fail a test.
  if (peak > 500) process.exitCode = 1;
  out(`PSS (shared pages split between processes) at the end: ${line(atEnd, 'pss')}.`);
  out(`Whole run: ${Math.floor(seconds / 60)} min ${seconds % 60} s.`);
}

main().catch((err) => {
  log(`bench failed: ${err.stack ?? err.message}`);
  process.exit(1);
});
