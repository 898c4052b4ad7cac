// Two graphs and two gateways on one PostgreSQL and one Redis, as N processes behind a load balancer
// run (each instance here has its own HTTP server, pools, Redis client, answer cache and LISTEN
// connection, exactly what a separate process has). A change made through one side is served by
// the other within a second; sessions and login limits are shared.
import { Client } from 'pg';
import pino from 'pino';
import { createCategory, startTestGateway, testGatewayConfig, type TestClient, type TestGateway } from '../../../testing/gateway';
import { startGraphServer, startTestGraph, TEST_ADMIN, type RunningGraph, type TestGraph } from '../../../testing/graph';
import { testRedisPrefix } from '../../../testing/db';

const CACHE_BYTES = 8 * 1024 * 1024;
/** The promise: every process serves a change within a second. */
const FRESH_WITHIN_MS = 1000;

let graphA: TestGraph;
let graphB: RunningGraph;
let gatewayA: TestGateway;
let gatewayB: TestGateway;
let category: string;
let sqlCount = 0;

beforeAll(async () => {
  graphA = await startTestGraph({ answerCacheBytes: CACHE_BYTES });
  graphB = await startGraphServer(
    { ...graphA.config, graphPort: 0 },
    { logger: pino({ level: 'silent' }), onQuery: () => (sqlCount += 1) },
  );
  const shared = {
    INTERNAL_SECRET: graphA.config.internalSecret,
    SESSION_SECRET: 'one-session-secret-for-every-gateway-process-0123456789',
    REDIS_PREFIX: testRedisPrefix('scale'),
    DATABASE_URL: graphA.db.url,
    // Behind one load balancer: both gateways take the client's address from X-Forwarded-For.
    TRUST_PROXY: 'loopback',
  };
  gatewayA = await startTestGateway(testGatewayConfig({ ...shared, GRAPH_URL: graphA.url }));
  gatewayB = await startTestGateway(testGatewayConfig({ ...shared, GRAPH_URL: graphB.url }));
  category = (await createCategory(graphA.graph, { name: 'News', slug: 'news' })).slug;
  await waitFor(
    'every cache listens',
    () =>
      [graphA.graph, graphB].every((g) => g.answerCache.stats().live) &&
      [gatewayA, gatewayB].every((g) => g.gateway.cache.stats().live),
  );
});

afterAll(async () => {
  await Promise.allSettled([gatewayA?.close(), gatewayB?.close()]);
  await graphB?.close();
  await graphA?.close();
});

async function waitFor(what: string, check: () => boolean | Promise<boolean>, withinMs = 10_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function login(gateway: TestGateway): Promise<TestClient> {
  const client = gateway.client();
  const res = await client.post('/api/auth/login', TEST_ADMIN);
  expect(res.status).toBe(200);
  return client;
}

const titles = (body: Array<{ title: string }>) => body.map((article) => article.title);

test('an article created through gateway A is listed by gateway B within a second, after B served the list from its cache', async () => {
  const reader = gatewayB.client();
  // The cache clears once more a second after a change (the replica allowance); if that lands
  // between the two reads, the next pair shows the hit.
  let servedFromCache = false;
  for (let attempt = 0; attempt < 3 && !servedFromCache; attempt += 1) {
    const first = await reader.get('/api/articles?limit=12');
    expect(first.status).toBe(200);
    const queriesAfterFirstRead = sqlCount;
    const again = await reader.get('/api/articles?limit=12');
    expect(again.text).toBe(first.text);
    servedFromCache = sqlCount === queriesAfterFirstRead; // B answered from memory: no SQL at all
  }
  expect(servedFromCache).toBe(true);

  const editor = await login(gatewayA);
  const created = await editor.post('/api/articles', {
    title: 'Written on A',
    content: '<p>Hello from A.</p>',
    category,
    status: 'published',
  });
  expect(created.status).toBe(201);

  await waitFor(
    'gateway B lists the new article',
    async () => titles((await reader.get('/api/articles?limit=12')).body).includes('Written on A'),
    FRESH_WITHIN_MS,
  );
});

test('a change made beside the API (plain SQL, as the worker or psql would) reaches both gateways and graph directly', async () => {
  const editor = await login(gatewayA);
  const created = await editor.post('/api/articles', {
    title: 'Before the rename',
    content: '<p>Body.</p>',
    category,
    status: 'published',
  });
  const slug = created.body.slug as string;
  for (const gateway of [gatewayA, gatewayB])
    expect((await gateway.client().get(`/api/articles/slug/${slug}`)).body.title).toBe('Before the rename');
  const direct = () =>
    graphA.query<{ articleBySlug: { title: string } }>('query($slug: String!) { articleBySlug(slug: $slug) { title } }', {
      slug,
    });
  expect((await direct()).data?.articleBySlug.title).toBe('Before the rename');

  const sql = new Client({ connectionString: graphA.db.url });
  await sql.connect();
  try {
    await sql.query(`UPDATE article SET title = 'After the rename' WHERE slug = $1`, [slug]);
  } finally {
    await sql.end();
  }

  await waitFor(
    'every process serves the new title',
    async () => {
      const answers = await Promise.all([
        gatewayA.client().get(`/api/articles/slug/${slug}`),
        gatewayB.client().get(`/api/articles/slug/${slug}`),
      ]);
      const graphAnswer = await direct();
      return (
        answers.every((res) => res.body.title === 'After the rename') &&
        graphAnswer.data?.articleBySlug.title === 'After the rename'
      );
    },
    FRESH_WITHIN_MS,
  );
});

test("the worker's scheduled publish (the same UPDATE its sweep runs) reaches both gateways within a second", async () => {
  const reader = gatewayB.client();
  const editor = await login(gatewayA);
  const draft = await editor.post('/api/articles', {
    title: 'Goes live by schedule',
    content: '<p>Soon.</p>',
    category,
    status: 'draft',
  });
  expect(titles((await reader.get('/api/articles?limit=12')).body)).not.toContain('Goes live by schedule');
  // Due a moment ago, as a scheduled article is when the worker's job runs.
  const sql = new Client({ connectionString: graphA.db.url });
  await sql.connect();
  try {
    await sql.query(`UPDATE article SET status = 'scheduled', scheduled_for = now() - interval '1 second' WHERE id = $1`, [
      draft.body.id,
    ]);
  } finally {
    await sql.end();
  }
  expect(await graphB.services().publishing.publishDueArticles()).toContain(draft.body.id);
  await waitFor(
    'gateway B lists it',
    async () => titles((await reader.get('/api/articles?limit=12')).body).includes('Goes live by schedule'),
    FRESH_WITHIN_MS,
  );
});

test('a category edited through gateway B is shown by gateway A within a second', async () => {
  const reader = gatewayA.client();
  const before = await reader.get('/api/categories');
  const news = (before.body as Array<{ id: number; slug: string; name: string }>).find((c) => c.slug === category)!;
  expect(news.name).toBe('News');
  const editor = await login(gatewayB);
  expect((await editor.put(`/api/categories/${news.id}`, { name: 'Breaking News' })).status).toBe(200);
  await waitFor(
    'gateway A shows the new name',
    async () => (await reader.get('/api/categories')).body.some((c: { name: string }) => c.name === 'Breaking News'),
    FRESH_WITHIN_MS,
  );
});

test('a session made on gateway A works on gateway B, and logging out on B ends it on A', async () => {
  const editor = await login(gatewayA);
  const onB = gatewayB.client();
  for (const [name, value] of editor.cookies) onB.cookies.set(name, value);
  const me = await onB.get('/api/auth/me');
  expect(me.status).toBe(200);
  expect(me.body.username).toBe(TEST_ADMIN.username);

  expect((await onB.post('/api/auth/logout')).status).toBe(200);
  expect((await editor.get('/api/auth/me')).status).toBe(401);
});

/** graph's failed logins allowed per address (the REST route's documented 5). */
const LOGIN_ATTEMPTS = 5;

test('failed logins counted on gateway A block the same address on gateway B', async () => {
  const headers = { 'x-forwarded-for': '203.0.113.77' };
  for (let attempt = 0; attempt < LOGIN_ATTEMPTS; attempt += 1) {
    const res = await gatewayA.client(headers).post('/api/auth/login', { username: 'nobody-here', password: 'wrong password' });
    expect(res.status).toBe(401);
  }
  const refused = await gatewayB.client(headers).post('/api/auth/login', { username: 'nobody-here', password: 'wrong password' });
  expect(refused.status).toBe(429);
});

test('when a gateway loses its change listener it stops serving from its cache, and caches again once it is back', async () => {
  const reader = gatewayB.client();
  await reader.get('/api/articles?limit=5');
  expect(gatewayB.gateway.cache.stats().entries).toBeGreaterThan(0);

  const admin = new Client({ connectionString: graphA.db.url });
  await admin.connect();
  try {
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'savepoint-cache-listener' AND datname = current_database()`,
    );
  } finally {
    await admin.end();
  }
  await waitFor('the caches notice', () => !gatewayB.gateway.cache.stats().live || gatewayB.gateway.cache.stats().entries === 0);
  await waitFor(
    'the listeners reconnect',
    () =>
      [graphA.graph, graphB].every((g) => g.answerCache.stats().live) &&
      [gatewayA, gatewayB].every((g) => g.gateway.cache.stats().live),
  );

  // Right after the listeners are back a read may still not be kept (a second pass still settling on
  // a slow machine, seen once in CI): the gateway must cache again, not necessarily the very first read.
  await waitFor('gateway B caches again', async () => {
    await reader.get('/api/articles?limit=5');
    return gatewayB.gateway.cache.stats().entries > 0;
  });
  const editor = await login(gatewayA);
  await editor.post('/api/articles', { title: 'After the reconnect', content: '<p>Body.</p>', category, status: 'published' });
  await waitFor(
    'gateway B lists it',
    async () => titles((await reader.get('/api/articles?limit=5')).body).includes('After the reconnect'),
    FRESH_WITHIN_MS,
  );
});
