// Faults the product must survive (issue 10), on the real processes `npm start` runs
// (scripts/processes.cjs) with a Redis of this file's own: graph frozen and killed, the worker
// killed, Redis stopped and frozen. What is asserted is what a reader or an editor would notice:
// answers come within their bound and as JSON, nothing the editor is told is untrue, jobs follow
// from what PostgreSQL holds, and a crashed process comes back while the rest keeps serving.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { INTERNAL_HEADER, signInternalToken } from '../graph/src/graphql/identity';
import { TestClient } from '../testing/gateway';
import { startPrivateRedis, type PrivateRedis } from '../testing/private-redis';
import { startProduct, type RunningProduct, type SupervisedProcess } from '../testing/product';
import { eventually } from '../testing/eventually';

/** The gateway's bound on graph for this file (default 10 s), so a frozen graph costs little time. */
const GRAPH_TIMEOUT_MS = 3000;
const LOGIN_BOUND_MS = 2000;
const WRITE_BOUND_MS = 5000;
const RECOVERY_BOUND_MS = 5000;
// The built web app (the gateway renders reader pages with it); its plain index.html is the shell.
const SHELL = readFileSync(path.join(__dirname, '..', 'web', 'dist', 'index.html'), 'utf8');

let redis: PrivateRedis;
let product: RunningProduct;
let pg: Client;
let editor: TestClient;
let adminId: number;
let adminCredentialsVersion: number;
let category: string;

beforeAll(async () => {
  redis = await startPrivateRedis();
  product = await startProduct({
    seed: false,
    env: {
      REDIS_URL: redis.url,
      GRAPH_TIMEOUT_MS: String(GRAPH_TIMEOUT_MS),
      OUTBOX_POLL_MS: '200',
      SCHEDULE_MIN_LEAD_MS: '500',
      LOG_LEVEL: 'info',
    },
    backoff: { firstMs: 200 },
  });
  pg = new Client({ connectionString: product.env.DATABASE_URL });
  await pg.connect();
  const admin = (await pg.query('SELECT id, credentials_version FROM app_user WHERE username = $1', [product.admin.username]))
    .rows[0];
  adminId = admin.id;
  adminCredentialsVersion = admin.credentials_version;
  editor = await logIn();
  const created = await editor.post('/api/categories', { name: 'News' });
  expect(created.status).toBe(201);
  category = created.body.slug;
}, 90_000);

afterAll(async () => {
  await pg?.end();
  await product?.close();
  await redis?.close();
});

afterEach(() => {
  // Whatever a test froze is thawed, so a failure cannot cascade into the next test.
  redis.thaw();
  for (const p of product.processes) p.child.kill('SIGCONT');
});

// ----- helpers ---------------------------------------------------------------------------------

async function logIn(): Promise<TestClient> {
  const client = new TestClient(product.baseUrl);
  const res = await client.post('/api/auth/login', product.admin);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return client;
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
}

const supervised = (name: SupervisedProcess['name']) => product.processes.find((p) => p.name === name)!;

async function kill(name: SupervisedProcess['name']): Promise<number> {
  const { child } = supervised(name);
  const pid = child.pid!;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  return pid;
}

const articleInput = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  content: '<p>Filed while things broke.</p>',
  category,
  ...extra,
});

/** graph directly, as an integrator with a token would: it needs no Redis session. */
async function createOnGraph(input: Record<string, unknown>, idempotencyKey?: string) {
  const response = await fetch(product.graphUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      [INTERNAL_HEADER]: signInternalToken(product.env.INTERNAL_SECRET, {
        uid: adminId,
        cv: adminCredentialsVersion,
        ip: '127.0.0.1',
      }),
    },
    body: JSON.stringify({
      query: 'mutation($input: ArticleInput!, $key: String) { createArticle(input: $input, idempotencyKey: $key) { id status } }',
      variables: { input, key: idempotencyKey },
    }),
  });
  return (await response.json()) as { data?: { createArticle: { id: number; status: string } }; errors?: unknown[] };
}

/** Keys are opaque tokens without spaces; the title makes each test's own. */
const keyFor = (purpose: string, title: string) => `${purpose}-${title.toLowerCase().replace(/\W+/g, '-')}`;
const countTitled = async (title: string) =>
  (await pg.query('SELECT count(*)::int AS n FROM article WHERE title = $1', [title])).rows[0].n as number;
const outboxFor = async (articleId: number) =>
  (await pg.query(`SELECT count(*)::int AS n FROM job_outbox WHERE payload->>'articleId' = $1`, [String(articleId)])).rows[0]
    .n as number;
const statusOf = async (articleId: number) =>
  (await pg.query('SELECT status FROM article WHERE id = $1', [articleId])).rows[0]?.status as string;
/** The per-article publish job ran (the minute sweep logs a different line). */
const publishedByItsJob = (articleId: number) =>
  product.logs.some((l) =>
    new RegExp(`INFO scheduled article published .*job=publishScheduledArticle .*articleId=${articleId}\\b`).test(l),
  );

/**
 * A scheduled article written straight to graph while Redis is away: the editor is told it is
 * saved (it is), and its publish job waits in the outbox, not in a lost enqueue.
 */
async function scheduleDuringOutage(title: string): Promise<number> {
  const { result, ms } = await timed(() =>
    createOnGraph(articleInput(title, { status: 'scheduled', scheduledFor: new Date(Date.now() + 2500).toISOString() })),
  );
  expect(result.errors).toBeUndefined();
  expect(result.data!.createArticle.status).toBe('scheduled');
  expect(ms).toBeLessThan(WRITE_BOUND_MS);
  const id = result.data!.createArticle.id;
  expect(await statusOf(id)).toBe('scheduled');
  expect(await outboxFor(id)).toBe(1);
  return id;
}

/** After Redis returns: the outbox is relayed and the article's own job publishes it. */
async function expectJobFollows(articleId: number) {
  await eventually(async () => ((await outboxFor(articleId)) === 0 ? true : undefined), 'the outbox to be relayed', 20_000, 100);
  await eventually(async () => (publishedByItsJob(articleId) ? true : undefined), 'the publish job to run', 20_000, 100).catch(
    (error: Error) => {
      const related = product.logs.filter((l) => /publish|outbox/.test(l)).slice(-10);
      throw new Error(`${error.message} (article ${articleId}); worker said:\n${related.join('\n')}`);
    },
  );
  expect(await statusOf(articleId)).toBe('published');
}

/** An editor's REST write through the gateway, during an outage: refused within the bound, nothing stored. */
async function expectRefusedWrite(title: string) {
  const { result, ms } = await timed(() =>
    editor.post('/api/articles', articleInput(title), { headers: { 'Idempotency-Key': keyFor('refused', title) } }),
  );
  expect(ms).toBeLessThan(WRITE_BOUND_MS);
  expect(result.status).toBe(503);
  expect(result.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', error: expect.stringContaining('nothing was changed') });
  expect(await countTitled(title)).toBe(0);
}

async function expectLoginFailsClosed() {
  const { result, ms } = await timed(() => new TestClient(product.baseUrl).post('/api/auth/login', product.admin));
  expect(ms).toBeLessThan(LOGIN_BOUND_MS);
  expect(result.status).toBe(503);
  expect(result.headers.get('content-type')).toMatch(/json/);
  expect(result.body.code).toBe('SERVICE_UNAVAILABLE');
}

/** Measured from the moment Redis answers again: the editor's next write (same session) succeeds. */
async function expectWritesResume(title: string, back: number) {
  let last = '';
  const res = await eventually(
    async () => {
      const attempt = await editor.post('/api/articles', articleInput(title), {
        headers: { 'Idempotency-Key': keyFor('resume', title) },
      });
      last = `${attempt.status} ${attempt.text}`;
      return attempt.status === 201 ? attempt : undefined;
    },
    'a write to work again',
    RECOVERY_BOUND_MS * 2,
    100,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; last answer: ${last}`);
  });
  expect(Date.now() - back).toBeLessThan(RECOVERY_BOUND_MS);
  expect(await countTitled(title)).toBe(1);
  return res;
}

// ----- graph -----------------------------------------------------------------------------------

it('a frozen graph: REST answers 504 JSON within the bound; a cached page still serves, an unrendered one falls back to the app shell', async () => {
  const article = await editor.post('/api/articles', articleInput('Frozen graph, served page', { status: 'published' }));
  expect(article.status).toBe(201);
  const unrendered = await editor.post('/api/articles', articleInput('Frozen graph, never rendered', { status: 'published' }));
  expect(unrendered.status).toBe(201);
  const page = (p: string) => fetch(product.baseUrl + p, { headers: { accept: 'text/html' } });
  // Normally the page is rendered on the server, with the article's head, and kept: asked until the
  // page cache answers it (a change notice from the second article, heard after the first render,
  // would leave it stale, and a stale page is only served for a few seconds).
  await eventually(
    async () => {
      const res = await page(`/articles/${article.body.slug}`);
      const html = await res.text();
      return res.headers.get('x-savepoint-cache') === 'hit' && html.includes('og:title') ? true : undefined;
    },
    'the article page to be served from the page cache',
    10_000,
    100,
  );

  supervised('graph').child.kill('SIGSTOP');
  try {
    const { result, ms } = await timed(() => new TestClient(product.baseUrl).get('/api/articles'));
    expect(result.status).toBe(504);
    expect(result.body).toMatchObject({ code: 'GATEWAY_TIMEOUT', error: expect.any(String) });
    expect(ms).toBeLessThan(GRAPH_TIMEOUT_MS + 2000);

    // …a page already rendered is still served from the page cache, with its head…
    const cached = await timed(() => page(`/articles/${article.body.slug}`));
    expect(cached.result.status).toBe(200);
    expect(await cached.result.text()).toContain('og:title');
    expect(cached.ms).toBeLessThan(GRAPH_TIMEOUT_MS + 2000);
    // …and one that was not is the plain shell, whose client renders the article once graph answers.
    const shell = await timed(() => page(`/articles/${unrendered.body.slug}`));
    expect(shell.result.status).toBe(200);
    expect(await shell.result.text()).toBe(SHELL);
    expect(shell.ms).toBeLessThan(GRAPH_TIMEOUT_MS + 2000);
  } finally {
    supervised('graph').child.kill('SIGCONT');
  }
  await eventually(async () => ((await editor.get('/api/articles')).status === 200 ? true : undefined), 'graph to answer again');
});

it('a killed graph: 503 JSON meanwhile, the launcher restarts it, and the gateway kept serving', async () => {
  const pid = await kill('graph');
  // An editor's read goes to graph (readers may still get the gateway's cached answer meanwhile).
  const meanwhile = await editor.get('/api/articles');
  expect(meanwhile.status).toBe(503);
  expect(meanwhile.body.code).toBe('SERVICE_UNAVAILABLE');
  expect((await fetch(`${product.baseUrl}/healthz`)).status).toBe(200);

  await eventually(
    async () => ((await editor.get('/api/articles')).status === 200 ? true : undefined),
    'graph to be restarted',
    30_000,
    100,
  );
  expect(supervised('graph').restarts).toBe(1);
  expect(supervised('graph').child.pid).not.toBe(pid);
  expect(product.logs.some((l) => l.includes('[launcher] graph exited (SIGKILL); restarting it'))).toBe(true);
}, 45_000);

it('a killed worker is restarted while readers and editors keep being served', async () => {
  const pid = await kill('worker');
  expect((await new TestClient(product.baseUrl).get('/api/articles')).status).toBe(200);
  expect((await editor.post('/api/articles', articleInput('Written while the worker was down'))).status).toBe(201);

  const readyz = `http://127.0.0.1:${product.env.WORKER_PORT}/readyz`;
  await eventually(
    async () => ((await fetch(readyz).catch(() => undefined))?.status === 200 ? true : undefined),
    'the worker to be restarted',
    30_000,
    100,
  );
  expect(supervised('worker').restarts).toBe(1);
  expect(supervised('worker').child.pid).not.toBe(pid);
}, 45_000);

it('SIGTERM drains the gateway: the request in flight is answered, new connections are refused, then the launcher brings it back', async () => {
  const pid = supervised('gateway').child.pid;
  supervised('graph').child.kill('SIGSTOP');
  const inFlight = new TestClient(product.baseUrl).get('/api/articles');
  // The request must have reached the gateway (and be waiting on the frozen graph) before the signal.
  await new Promise((resolve) => setTimeout(resolve, 300));
  supervised('gateway').child.kill('SIGTERM');
  await eventually(
    async () =>
      (await fetch(`${product.baseUrl}/healthz`).then(
        () => false,
        () => true,
      ))
        ? true
        : undefined,
    'the stopping gateway to refuse new connections',
    2000,
    20,
  );
  supervised('graph').child.kill('SIGCONT');
  const answered = await inFlight;
  expect(answered.status).toBe(200);

  // Back means a new process answering: a keep-alive socket may still reach the draining one.
  await eventually(
    async () =>
      supervised('gateway').child.pid !== pid &&
      (await fetch(`${product.baseUrl}/healthz`).catch(() => undefined))?.status === 200
        ? true
        : undefined,
    'the gateway to be back',
    30_000,
    100,
  );
  expect(supervised('gateway').restarts).toBeGreaterThanOrEqual(1);
  expect(await editor.get('/api/auth/me').then((r) => r.status)).toBe(200);
}, 45_000);

// ----- Redis -----------------------------------------------------------------------------------

it('Redis stopped: logins fail closed, writes answer truthfully within 5 s, jobs follow from the outbox, writes resume within 5 s', async () => {
  await redis.stop();
  await expectLoginFailsClosed();
  await expectRefusedWrite('Refused while Redis was stopped');
  const scheduled = await scheduleDuringOutage('Scheduled while Redis was stopped');

  const ready = await new TestClient(product.baseUrl).get('/readyz');
  expect(ready.status).toBe(503);
  expect(ready.body.checks.redis).toBe('unreachable');

  await redis.start();
  await expectWritesResume('Written once Redis was back', Date.now());
  await expectJobFollows(scheduled);
}, 60_000);

it('Redis frozen: logins fail closed, writes answer truthfully within 5 s, jobs follow from the outbox, writes resume within 5 s', async () => {
  redis.freeze();
  await expectLoginFailsClosed();
  await expectRefusedWrite('Refused while Redis was frozen');
  const scheduled = await scheduleDuringOutage('Scheduled while Redis was frozen');

  redis.thaw();
  await expectWritesResume('Written once Redis thawed', Date.now());
  await expectJobFollows(scheduled);
}, 60_000);

it('a retried create with the same Idempotency-Key makes one article, on REST and on graph, even when the two race', async () => {
  const key = `create-${Date.now()}`;
  const title = 'Sent twice, stored once';
  const [first, second] = await Promise.all([
    editor.post('/api/articles', articleInput(title), { headers: { 'Idempotency-Key': key } }),
    editor.post('/api/articles', articleInput(title), { headers: { 'Idempotency-Key': key } }),
  ]);
  expect([first.status, second.status]).toEqual([201, 201]);
  expect(second.body.id).toBe(first.body.id);
  const retried = await editor.post('/api/articles', articleInput(title), { headers: { 'Idempotency-Key': key } });
  expect(retried.body.id).toBe(first.body.id);
  expect((await createOnGraph(articleInput(title), key)).data!.createArticle.id).toBe(first.body.id);
  expect(await countTitled(title)).toBe(1);

  // Another key is another article.
  const other = await editor.post('/api/articles', articleInput(title), { headers: { 'Idempotency-Key': `${key}-other` } });
  expect(other.body.id).not.toBe(first.body.id);
  expect(await countTitled(title)).toBe(2);
});
