// Purging the edge: each adapter speaks its cache's documented purge request (against a loopback
// server), and the worker turns content changes heard on the channel into one purge of their keys,
// retried with backoff when the cache fails, from one worker at a time; admins purge everything.
import { Client } from 'pg';
import { CONTENT_CHANNEL } from '@savepoint/content-cache';
import { startFakeCdn, type FakeCdn } from '../../../../testing/cdn';
import { eventually } from '../../../../testing/eventually';
import { startGraphWithJobs, type TestJobsSetup } from '../../../../testing/worker';
import { UserRole } from '../user/user.entity';
import { createEdgePurger } from './edge-purgers';
import { purgeEdgeJob } from './edge.jobs';

describe('adapters', () => {
  let cdn: FakeCdn;
  beforeEach(async () => {
    cdn = await startFakeCdn();
  });
  afterEach(() => cdn.close());

  it('Fastly: POST /service/{id}/purge with Surrogate-Key and Fastly-Key; purge_all for everything', async () => {
    const fastly = createEdgePurger({
      kind: 'fastly',
      serviceId: 'SU1Z0isxPaozGVKXdv0eY',
      token: 'fastly-token',
      apiUrl: cdn.url,
    })!;
    await fastly.purgeKeys(['article-7', 'home', 'list']);
    await fastly.purgeEverything();
    expect(cdn.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/service/SU1Z0isxPaozGVKXdv0eY/purge',
        headers: expect.objectContaining({ 'surrogate-key': 'article-7 home list', 'fastly-key': 'fastly-token' }),
      }),
      expect.objectContaining({
        method: 'POST',
        path: '/service/SU1Z0isxPaozGVKXdv0eY/purge_all',
        headers: expect.objectContaining({ 'fastly-key': 'fastly-token' }),
      }),
    ]);
    // At most 256 keys a request.
    cdn.requests.length = 0;
    await fastly.purgeKeys(Array.from({ length: 300 }, (_, i) => `article-${i}`));
    expect(cdn.requests.map((r) => String(r.headers['surrogate-key']).split(' ').length)).toEqual([256, 44]);
  });

  it('Cloudflare: POST /client/v4/zones/{zone}/purge_cache with tags (30 a request) and a Bearer token', async () => {
    const cloudflare = createEdgePurger({
      kind: 'cloudflare',
      zoneId: '023e105f4ecef8ad9ca31a8372d0c353',
      token: 'cf-token',
      apiUrl: cdn.url,
    })!;
    await cloudflare.purgeKeys(Array.from({ length: 31 }, (_, i) => `tag-t${i}`));
    await cloudflare.purgeEverything();
    expect(cdn.requests.map((r) => [r.method, r.path, r.headers.authorization, r.headers['content-type']])).toEqual(
      Array(3).fill([
        'POST',
        '/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache',
        'Bearer cf-token',
        'application/json',
      ]),
    );
    expect(cdn.requests.map((r) => JSON.parse(r.body))).toEqual([
      { tags: Array.from({ length: 30 }, (_, i) => `tag-t${i}`) },
      { tags: ['tag-t30'] },
      { purge_everything: true },
    ]);
  });

  it('a refusal is an error naming the cache and its answer', async () => {
    const refusing = await startFakeCdn([403, 200], '{"success":false,"errors":[{"message":"Authentication error"}]}');
    try {
      const cloudflare = createEdgePurger({ kind: 'cloudflare', zoneId: 'z', token: 't', apiUrl: refusing.url })!;
      await expect(cloudflare.purgeKeys(['home'])).rejects.toThrow(/Cloudflare purge: 127\.0\.0\.1:\d+ answered 403/);
      // 200 with success: false is a refusal too.
      await expect(cloudflare.purgeKeys(['home'])).rejects.toThrow('Cloudflare purge: refused (Authentication error)');
    } finally {
      await refusing.close();
    }
  });

  it('a cache that cannot be reached is an error naming why (refused, not found…), not only that fetch failed', async () => {
    const gone = await startFakeCdn();
    await gone.close();
    const fastly = createEdgePurger({ kind: 'fastly', serviceId: 'svc', token: 't', apiUrl: gone.url })!;
    await expect(fastly.purgeEverything()).rejects.toThrow(
      /^Fastly purge_all: 127\.0\.0\.1:\d+ did not answer \(fetch failed: connect ECONNREFUSED 127\.0\.0\.1:\d+\)$/,
    );
  });

  it('Varnish: PURGE with xkey-purge and the shared secret to every node; * for everything', async () => {
    const second = await startFakeCdn();
    const secret = 'the-shared-purge-secret-of-32-chars!';
    try {
      const varnish = createEdgePurger({ kind: 'varnish', urls: [cdn.url, second.url], secret })!;
      await varnish.purgeKeys(['article-7', 'list']);
      await varnish.purgeEverything();
      for (const node of [cdn, second]) {
        expect(node.requests.map((r) => [r.method, r.path, r.headers['xkey-purge'], r.headers['x-purge-secret']])).toEqual([
          ['PURGE', '/', 'article-7 list', secret],
          ['PURGE', '/', '*', secret],
        ]);
      }
    } finally {
      await second.close();
    }
  });
});

/** The relay's repeated purge, short here so the test sees it. */
const REPEAT_MS = 1_500;
const LEASE_MS = 10_000;

describe('the worker purges what a change touched', () => {
  let cdn: FakeCdn;
  let setup: TestJobsSetup;
  let db: Client;
  // Two changes committed together (one statement), as the triggers of one transaction send them.
  const notifyTogether = (a: string, b: string) =>
    db.query('SELECT pg_notify($1, $2), pg_notify($1, $3)', [CONTENT_CHANNEL, a, b]);
  const purgesOf = (keys: string) => cdn.requests.filter((r) => r.headers['surrogate-key'] === keys);

  beforeAll(async () => {
    cdn = await startFakeCdn();
    setup = await startGraphWithJobs({
      edgePurge: { kind: 'fastly', serviceId: 'svc', token: 'secret-token', apiUrl: cdn.url },
    });
    db = new Client({ connectionString: setup.testGraph.config.databaseUrl });
    await db.connect();
    // Two workers: one holds the lease and sends the purges. The lease outlasts a worker starved of
    // CPU on a busy machine: a lapse hands it over, and the new holder rightly purges everything
    // rather than the keys these tests wait for (a 600 ms lease lapsed once in CI's full run).
    await setup.startWorker({ edgePurgeRelay: { leaseMs: LEASE_MS, repeatMs: REPEAT_MS } });
    await setup.startWorker({ edgePurgeRelay: { leaseMs: LEASE_MS, repeatMs: REPEAT_MS } });
    // The worker that takes the lease starts from a clean edge.
    await eventually(async () => cdn.requests.find((r) => r.path === '/service/svc/purge_all'), 'the catch-up purge');
  });
  afterAll(async () => {
    await db?.end();
    await setup?.close();
    await cdn?.close();
  });

  it('sends one purge with the keys of changes heard together, once for two workers, within a second', async () => {
    const before = cdn.requests.length;
    const started = Date.now();
    await notifyTogether('keys article-7 list', 'keys article-7 category-news home');
    await eventually(async () => purgesOf('article-7 category-news home list')[0], 'the purge');
    expect(Date.now() - started).toBeLessThan(1000);
    // Let a second worker's purge (if there were one) arrive before counting.
    const logged = await eventually(
      async () => setup.logs.find((l) => l.msg === 'edge purged' && Array.isArray(l.keys)),
      'the log line',
    );
    expect(cdn.requests.slice(before).filter((r) => r.path === '/service/svc/purge')).toHaveLength(1);
    expect(logged).toMatchObject({
      cache: 'fastly',
      keys: ['article-7', 'category-news', 'home', 'list'],
    });
    // Once more a moment later, for a page the edge refetched before a gateway heard the change.
    await eventually(async () => purgesOf('article-7 category-news home list')[1], 'the repeated purge');
    expect(cdn.requests.slice(before).filter((r) => r.path === '/service/svc/purge')).toHaveLength(2);
  });

  it('a failed purge is logged and retried with backoff until the cache takes it', async () => {
    const failing = await startFakeCdn([503]);
    try {
      setup.testGraph.config.edgePurge = { kind: 'fastly', serviceId: 'svc', token: 'secret-token', apiUrl: failing.url };
      await setup.queues.queue(purgeEdgeJob.queue).add(purgeEdgeJob.name, { keys: ['article-9'] });
      await eventually(async () => (failing.requests.length >= 2 ? true : undefined), 'the retry');
      expect(failing.requests.map((r) => r.headers['surrogate-key'])).toEqual(['article-9', 'article-9']);
      const failure = setup.logs.find((l) => l.msg === 'edge purge failed; retrying with backoff');
      expect(failure).toMatchObject({ cache: 'fastly', keys: ['article-9'], attempt: 1 });
      expect(String(failure!.err)).toMatch(/answered 503/);
    } finally {
      setup.testGraph.config.edgePurge = { kind: 'fastly', serviceId: 'svc', token: 'secret-token', apiUrl: cdn.url };
      await failing.close();
    }
  });

  it('an admin purges everything; an editor may not', async () => {
    const editor = await setup.testGraph.query(`mutation { purgeEdgeCache { cache message } }`, {}, await editorHeaders());
    expect(editor.errors![0].extensions!.code).toBe('FORBIDDEN');
    const before = cdn.requests.length;
    const admin = await setup.testGraph.query(
      `mutation { purgeEdgeCache { cache message } }`,
      {},
      setup.testGraph.editorHeaders(),
    );
    expect(admin.errors).toBeUndefined();
    expect(admin.data).toEqual({ purgeEdgeCache: { cache: 'fastly', message: 'Every page was purged from the fastly cache.' } });
    expect(cdn.requests.slice(before).map((r) => r.path)).toEqual(['/service/svc/purge_all']);
  });

  async function editorHeaders() {
    const user = await setup.testGraph.graph
      .services()
      .users.createUser({ username: 'edge-editor', password: 'a long enough password', role: UserRole.editor });
    return setup.testGraph.editorHeaders(user.id);
  }
});
