// The gateway's reader counting against a real graph and Redis: what one stranger sends cannot stop
// the counting of everyone else's views. Requests are played through the middleware as Express hands
// them over (a finished answer), and batches go out when the test flushes.
import { EventEmitter } from 'node:events';
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

/** One request answered with `status`, as the middleware sees it once the answer went out. */
function served(
  request: { method: string; path: string; body?: unknown; ip: string; headers: Record<string, string> },
  status = 200,
) {
  const req = {
    method: request.method,
    path: request.path,
    body: request.body,
    ip: request.ip,
    query: {},
    get: (name: string) => request.headers[name.toLowerCase()],
  } as unknown as Request;
  const res = Object.assign(new EventEmitter(), { statusCode: status }) as unknown as Response;
  activity.middleware()(req, res, () => undefined);
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
