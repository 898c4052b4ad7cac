// The gateway's reader counting against a real graph and Redis: what one stranger sends cannot stop
// the counting of everyone else's views. Requests are played through the middleware as Express hands
// them over (a finished answer), and batches go out when the test flushes.
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import pino from 'pino';
import type { Request, Response } from 'express';
import { testRedisPrefix, testRedisUrl } from '../../../testing/db';
import { createArticle, startTestGraph, type TestGraph } from '../../../testing/graph';
import { createGraphClient, type GraphClient } from '../graph-client';
import { ReaderActivity } from './reader-activity';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36';
let t: TestGraph;
let graph: GraphClient;
let redis: Redis;
let activity: ReaderActivity;

beforeAll(async () => {
  t = await startTestGraph();
  graph = createGraphClient({ graphUrl: t.url, internalSecret: t.config.internalSecret });
  redis = new Redis(testRedisUrl());
  activity = new ReaderActivity({
    graph,
    redis,
    redisPrefix: testRedisPrefix('activity'),
    logger: pino({ level: 'silent' }),
    sessionAbsoluteMs: 3_600_000,
    // Only the test's own flushes send batches.
    flushEveryMs: 3_600_000,
  });
});
afterAll(async () => {
  await activity?.close();
  await graph?.close();
  redis?.disconnect();
  await t?.close();
});

/** One request answered with `status`, as the middleware (of `into`) sees it once the answer went out. */
function served(
  request: {
    method: string;
    path: string;
    body?: unknown;
    query?: Record<string, string>;
    ip: string;
    headers: Record<string, string>;
  },
  status = 200,
  into = activity,
) {
  const req = {
    method: request.method,
    path: request.path,
    body: request.body,
    ip: request.ip,
    query: request.query ?? {},
    get: (name: string) => request.headers[name.toLowerCase()],
  } as unknown as Request;
  const res = Object.assign(new EventEmitter(), { statusCode: status }) as unknown as Response;
  into.middleware()(req, res, () => undefined);
  res.emit('finish');
}

const articleQuery = (slug: string) =>
  Buffer.from(
    JSON.stringify({
      operationName: 'ArticlePage',
      query: 'query ArticlePage($slug: String!) { articleBySlug(slug: $slug) { id } }',
      variables: { slug },
    }),
  );

const viewsOf = async (articleId: number): Promise<number> => {
  const rows: { views: number }[] = await t.graph
    .services()
    .em.fork()
    .execute(`SELECT coalesce(sum(views), 0)::int AS views FROM article_daily_views WHERE article_id = ?`, [articleId]);
  return rows[0].views;
};

it("keeps counting readers' views after a stranger's ArticlePage queries name huge slugs no article has", async () => {
  const read = await createArticle(t.graph, { title: 'Counted despite the noise' });
  // One address with 120 user agents, each query ~19 KB of slug (graph answers 200: no such article).
  for (let i = 0; i < 120; i += 1)
    served({
      method: 'POST',
      path: '/graphql',
      body: articleQuery('a'.repeat(19_500)),
      ip: '198.51.100.66',
      headers: { 'user-agent': `${BROWSER} n${i}` },
    });
  served({ method: 'GET', path: `/articles/${read.slug}`, ip: '203.0.113.40', headers: { 'user-agent': BROWSER } });
  await activity.flush();
  // A real reader later on, in the next batch.
  served({ method: 'GET', path: `/api/articles/slug/${read.slug}`, ip: '203.0.113.41', headers: { 'user-agent': BROWSER } });
  await activity.flush();
  expect(await viewsOf(read.id)).toBe(2);
});

it('keeps counting when a flush holds thousands of views with the longest slugs and referrer domains', async () => {
  const read = await createArticle(t.graph, { title: 'Counted in a busy batch' });
  // The longest a slug and a referrer's domain may be: every view as large as graph's rule allows.
  const referer = `https://${['a'.repeat(63), 'b'.repeat(63), 'c'.repeat(63), 'd'.repeat(59)].join('.')}/`;
  for (let i = 0; i < 4000; i += 1)
    served({
      method: 'GET',
      path: `/articles/${'s'.repeat(200)}`,
      ip: '198.51.100.67',
      headers: { 'user-agent': `${BROWSER} n${i}`, referer },
    });
  served({ method: 'GET', path: `/articles/${read.slug}`, ip: '203.0.113.42', headers: { 'user-agent': BROWSER } });
  await activity.flush();
  served({ method: 'GET', path: `/articles/${read.slug}`, ip: '203.0.113.43', headers: { 'user-agent': BROWSER } });
  await activity.flush();
  expect(await viewsOf(read.id)).toBe(2);
});

it("counts a reader who opens another edition's article page, under its URL prefix", async () => {
  const em = t.graph.services().em.fork();
  await em.execute(`INSERT INTO edition (language, name, url_prefix, search_config) VALUES ('de', 'Deutsch', 'de', 'german')`);
  const read = await createArticle(t.graph, { title: 'Hades II im Test', language: 'de' });
  // The page a German reader lands on from a search engine (the gateway answers it 200).
  served({
    method: 'GET',
    path: `/de/articles/${read.slug}`,
    ip: '203.0.113.50',
    headers: { 'user-agent': BROWSER, referer: 'https://www.google.de/' },
  });
  await activity.flush();
  expect(await viewsOf(read.id)).toBe(1);
  const sources: { source: string }[] = await em.execute(`SELECT source FROM article_source_daily WHERE article_id = ?`, [
    read.id,
  ]);
  expect(sources).toEqual([{ source: 'search' }]);
});

it('records a search once when a later call of the same flush fails and is sent again', async () => {
  // graph behind a loopback proxy that refuses the second call of the first flush (graph restarting).
  let calls = 0;
  const proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls += 1;
      if (calls === 2) {
        res.writeHead(503).end();
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
      ) as Record<string, string>;
      void fetch(t.url, { method: 'POST', headers, body: Buffer.concat(chunks) }).then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const flaky = createGraphClient({
    graphUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/graphql`,
    internalSecret: t.config.internalSecret,
  });
  const counting = new ReaderActivity({
    graph: flaky,
    redis,
    redisPrefix: testRedisPrefix('activity'),
    logger: pino({ level: 'silent' }),
    sessionAbsoluteMs: 3_600_000,
    flushEveryMs: 3_600_000,
  });
  try {
    const read = await createArticle(t.graph, { title: 'Read in a long flush' });
    const reader = (ua: string) => ({ ip: '203.0.113.60', headers: { 'user-agent': ua } });
    // More views than one call carries: the search goes in the first call, the last views in the second.
    for (let i = 0; i < 1001; i += 1)
      served({ method: 'GET', path: `/articles/${read.slug}`, ...reader(`${BROWSER} n${i}`) }, 200, counting);
    served({ method: 'GET', path: '/api/search', query: { q: 'Once Only' }, ...reader(BROWSER) }, 200, counting);
    await counting.flush();
    await counting.flush();
    const [row]: { searches: number }[] = await t.graph
      .services()
      .em.fork()
      .execute(`SELECT sum(searches)::int AS searches FROM search_term_daily WHERE term = 'once only'`);
    expect(row.searches).toBe(1);
    expect(await viewsOf(read.id)).toBe(1001);
  } finally {
    await counting.close();
    await flaky.close();
    await new Promise((resolve) => proxy.close(resolve));
  }
});
