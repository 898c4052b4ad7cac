// A preview link shows an unpublished article to whoever holds it, on every path (REST, the page,
// the gateway's /graphql, graph directly): never stored by a browser, a proxy or either process's
// answer cache, never indexed, and ended for good by revoking or publishing, with the next request.
import path from 'node:path';
import { Client } from 'pg';
import { createCategory, startTestStack, type TestClient, type TestStack, untilCacheListens } from '../../testing/gateway';
import { eventually } from '../../testing/eventually';

let stack: TestStack;
let admin: TestClient;
let category: string;
let db: Client;

beforeAll(async () => {
  stack = await startTestStack({
    answerCache: true,
    graph: { answerCacheBytes: 4 * 1024 * 1024 },
    gatewayEnv: { WEB_DIST_DIR: path.resolve(__dirname, '../../web/dist'), SSR_TIMEOUT_MS: '20000' },
  });
  admin = await stack.editor();
  category = (await createCategory(stack.graph.graph, { name: 'Review', slug: 'review' })).slug;
  db = new Client({ connectionString: stack.graph.db.url });
  await db.connect();
  await untilCacheListens(stack);
  await eventually(async () => stack.graph.graph.answerCache.stats().live || undefined, "graph's cache to listen");
});
afterAll(async () => {
  await db.end();
  await stack.close();
});

const html = { accept: 'text/html' };
const PREVIEW_QUERY = 'query ($token: String!) { articleByPreviewToken(token: $token) { title } }';

/** A new draft and a preview link to it: the article's id and the link's token. */
async function draftWithLink(title: string): Promise<{ id: number; token: string }> {
  const created = await admin.post('/api/articles', { title, content: '<p>Not out yet.</p>', category });
  expect(created.status).toBe(201);
  const link = await admin.post(`/api/articles/${created.body.id}/preview-link`);
  expect(link.status).toBe(201);
  return { id: created.body.id, token: link.body.url.split('/').pop() };
}

/** Revoked as any other process would do it: through graph directly, so this gateway hears nothing. */
async function revokeThroughGraph(articleId: number): Promise<void> {
  const res = await stack.graph.query(
    'mutation ($id: Int!) { revokePreviewLinks(articleId: $id) }',
    { id: articleId },
    stack.graph.editorHeaders(),
  );
  expect(res.data).toEqual({ revokePreviewLinks: 1 });
}

/** Revoked by a write no cache hears of (preview_link sends no change notification). */
const revokeInDatabase = (articleId: number) =>
  db.query('UPDATE preview_link SET revoked_at = now() WHERE article_id = $1', [articleId]);

const expectPrivate = (headers: Headers) => {
  expect(headers.get('cache-control')).toBe('private, no-store');
  expect(headers.get('x-robots-tag')).toContain('noindex');
};

async function graphDirect(token: string) {
  const response = await fetch(stack.graph.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: PREVIEW_QUERY, variables: { token } }),
  });
  return { headers: response.headers, body: (await response.json()) as { data: { articleByPreviewToken: unknown } } };
}

describe('GET /api/preview/{token}', () => {
  it('is private, no-store and noindex, stays out of the answer cache and ends when revoked', async () => {
    const { id, token } = await draftWithLink('Secret review over REST');
    const reader = stack.client();
    const entries = stack.gateway.cache.stats().entries;
    const first = await reader.get(`/api/preview/${token}`);
    expect(first.status).toBe(200);
    expect(first.body.title).toBe('Secret review over REST');
    expectPrivate(first.headers);
    const again = await reader.get(`/api/preview/${token}`, { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(again.headers.get('x-robots-tag')).toContain('noindex');
    expect(again.headers.get('cache-control')).toBe('private, no-store');
    expect(stack.gateway.cache.stats().entries).toBe(entries);

    await revokeThroughGraph(id);
    const revoked = await reader.get(`/api/preview/${token}`);
    expect(revoked.status).toBe(404);
    expect(revoked.headers.get('x-robots-tag')).toContain('noindex');
  });
});

describe('/preview/{token} page', () => {
  it('is rendered private, no-store and noindex, without a canonical URL, and ends when revoked', async () => {
    const { id, token } = await draftWithLink('Secret review page');
    const entries = stack.gateway.cache.stats().entries;
    const page = await stack.client().get(`/preview/${token}`, { headers: html });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Secret review page');
    expectPrivate(page.headers);
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    expect(page.text).not.toContain('max-image-preview');
    expect(page.text).not.toContain('application/ld+json');
    expect(page.text).not.toContain('rel="canonical"');
    expect(page.text).not.toContain('og:url');
    expect(stack.gateway.cache.stats().entries).toBe(entries);

    await revokeThroughGraph(id);
    const revoked = await stack.client().get(`/preview/${token}`, { headers: html });
    // An ended link is gone: 404 with its own page, not a 200 someone could take for the draft.
    expect(revoked.status).toBe(404);
    expect(revoked.text).toContain('<title>Preview Unavailable | Savepoint</title>');
    expect(revoked.text).not.toContain('Secret review page');
    expect(revoked.text).toContain('This preview link has expired or was revoked');
    expectPrivate(revoked.headers);
  });

  it('answers an unknown link 404 with the Preview Unavailable page', async () => {
    const unknown = await stack.client().get('/preview/NoSuchToken-4f9a', { headers: html });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('This preview link has expired or was revoked');
    expectPrivate(unknown.headers);
  });

  it('robots.txt keeps crawlers out of every page for one person', async () => {
    const robots = await stack.client().get('/robots.txt', { headers: { accept: 'text/plain' } });
    const lines = robots.text.split('\n');
    for (const family of ['/preview', '/account', '/newsletter']) expect(lines).toContain(`Disallow: ${family}`);
  });
});

// H1 (issue 44): the routers take `/Preview/<token>`, `/preview/<token>/` and `/%70review/<token>`
// for the preview page, so every rule written for `/preview/` must too. Each other spelling is now
// redirected to the one spelling before anything runs: never rendered, stored or indexed as itself.
describe('a preview in any other spelling', () => {
  const spellings = (token: string) => [
    `/Preview/${token}`,
    `/PREVIEW/${token}`,
    `/preview/${token}/`,
    `/%70review/${token}`,
    `//preview/${token}`,
  ];

  it('is redirected to the one spelling (the token keeps its case), private, never shown or stored as itself', async () => {
    const { id, token } = await draftWithLink('Secret review in capitals');
    const entries = stack.gateway.cache.stats().entries;
    for (const spelling of spellings(token)) {
      for (let i = 0; i < 2; i += 1) {
        const res = await stack.client().get(`${spelling}?utm_source=x`, { headers: html });
        expect({ spelling, status: res.status, location: res.headers.get('location') }).toEqual({
          spelling,
          status: 301,
          location: `/preview/${token}?utm_source=x`,
        });
        expect(res.text).not.toContain('Secret review in capitals');
        expect(res.headers.get('x-savepoint-cache')).toBeNull();
        expect(res.headers.get('cache-control')).toBe('private, no-store');
      }
    }
    // The token is a parameter: its letter case is kept, so another case is another (unknown) link.
    const otherCase = await stack.client().get(`/preview/${token.toUpperCase()}`, { headers: html });
    expect(otherCase.status).toBe(404);
    expect(stack.gateway.cache.stats().entries).toBe(entries);

    // Revoked over REST: no spelling shows the draft afterwards.
    expect((await admin.delete(`/api/articles/${id}/preview-link`)).status).toBe(200);
    for (const spelling of spellings(token)) {
      const res = await stack.client().get(spelling, { headers: html });
      expect(res.status).toBe(301);
      const followed = await stack.client().get(res.headers.get('location')!, { headers: html });
      expect(followed.status).toBe(404);
      expect(followed.text).not.toContain('Secret review in capitals');
    }
  });

  it('over REST too: /API/Preview/<token> is redirected, never answered from the answer cache', async () => {
    const { token } = await draftWithLink('Secret review over shouted REST');
    for (const spelling of [`/API/preview/${token}`, `/api/Preview/${token}/`, `/api/%70review/${token}`]) {
      const res = await stack.client().get(spelling);
      expect({ spelling, status: res.status, location: res.headers.get('location') }).toEqual({
        spelling,
        status: 301,
        location: `/api/preview/${token}`,
      });
      expect(res.text).not.toContain('Secret review over shouted REST');
    }
  });

  it("the member's and the newsletter's pages likewise: redirected, and private in their one spelling", async () => {
    for (const [spelling, canonical] of [
      ['/Account', '/account'],
      ['/Account/verify?token=abc', '/account/verify?token=abc'],
      ['/ACCOUNT/', '/account'],
      ['/Newsletter/confirm?token=abc', '/newsletter/confirm?token=abc'],
      ['/newsletter/Unsubscribe/', '/newsletter/unsubscribe'],
    ]) {
      const res = await stack.client().get(spelling, { headers: html });
      expect({ spelling, status: res.status, location: res.headers.get('location') }).toEqual({
        spelling,
        status: 301,
        location: canonical,
      });
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const page = await stack.client().get(canonical, { headers: html });
      expect({ canonical, control: page.headers.get('cache-control') }).toEqual({ canonical, control: 'private, no-store' });
      expect(page.headers.get('x-robots-tag')).toContain('noindex');
    }
  });
});

describe('articleByPreviewToken through the gateway and graph directly', () => {
  it("the gateway's /graphql answers private and never from a cache: a revoked link is null at once", async () => {
    const { id, token } = await draftWithLink('Secret review over the proxy');
    const ask = () => stack.client().post('/graphql', { query: PREVIEW_QUERY, variables: { token } });
    const first = await ask();
    expect(first.body.data.articleByPreviewToken).toEqual({ title: 'Secret review over the proxy' });
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    await ask();
    await revokeInDatabase(id);
    expect((await ask()).body.data.articleByPreviewToken).toBeNull();
  });

  it('graph answers private, no-store and never from its cache: a revoked link is null at once', async () => {
    const { id, token } = await draftWithLink('Secret review from graph');
    const first = await graphDirect(token);
    expect(first.body.data.articleByPreviewToken).toEqual({ title: 'Secret review from graph' });
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    await graphDirect(token);
    await revokeInDatabase(id);
    expect((await graphDirect(token)).body.data.articleByPreviewToken).toBeNull();
  });
});

describe('a link ended by publishing', () => {
  it('stays ended when the article goes back to draft, on every path', async () => {
    const { id, token } = await draftWithLink('Published then pulled');
    expect((await stack.client().get(`/api/preview/${token}`)).status).toBe(200);
    expect((await admin.put(`/api/articles/${id}`, { status: 'published' })).status).toBe(200);
    expect((await stack.client().get(`/api/preview/${token}`)).status).toBe(404);
    expect((await admin.put(`/api/articles/${id}`, { status: 'draft' })).status).toBe(200);

    expect((await stack.client().get(`/api/preview/${token}`)).status).toBe(404);
    const proxied = await stack.client().post('/graphql', { query: PREVIEW_QUERY, variables: { token } });
    expect(proxied.body.data.articleByPreviewToken).toBeNull();
    expect((await graphDirect(token)).body.data.articleByPreviewToken).toBeNull();
    const page = await stack.client().get(`/preview/${token}`, { headers: html });
    expect(page.text).toContain('This preview link has expired or was revoked');
    // A new link for the draft works: only the old ones ended.
    const fresh = await admin.post(`/api/articles/${id}/preview-link`);
    expect((await stack.client().get(`/api/preview/${fresh.body.url.split('/').pop()}`)).status).toBe(200);
  });

  it('is ended by the scheduled publish too (written by SQL, as the worker does)', async () => {
    const { id, token } = await draftWithLink('Published by the clock');
    await db.query(`UPDATE article SET status = 'published', published_at = now() WHERE id = $1`, [id]);
    await db.query(`UPDATE article SET status = 'draft' WHERE id = $1`, [id]);
    expect((await stack.client().get(`/api/preview/${token}`)).status).toBe(404);
  });
});
