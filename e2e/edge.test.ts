// Varnish in front of the whole product (deploy/varnish/default.vcl, started as `npm run start:edge`
// starts it), with the worker purging it by key: pages are served from the edge, a published change
// shows at once because it is purged (the pages' s-maxage is a day), an editor's answers
// never reach a reader, and with every Node process stopped readers keep getting the pages the
// edge holds while signed-in requests get a clear 503 page. Per audience (issue 44), in a real
// browser: a member signs in and uses their own pages and comments through the edge, nothing an
// editor or a token is answered is stored, and only the worker (purge listener, shared secret) may
// purge.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eventually } from '../testing/eventually';
import { startTestSmtp, type TestSmtp } from '../testing/mail';
import {
  afterEdgePurges,
  edgePurgesSent,
  apiSession,
  launchBrowser,
  openContext,
  startProduct,
  type ApiSession,
  type RunningProduct,
} from '../testing/product';

const { startVarnish, freePort } = {
  ...(require('../scripts/varnish.cjs') as {
    startVarnish: (o: {
      port: number;
      purgePort: number;
      backendPort: number;
      workDir: string;
      log?: (l: string) => void;
    }) => Promise<{ purgeUrl: string; purgeSecret: string; stop(): Promise<void> }>;
  }),
  ...(require('../scripts/processes.cjs') as { freePort: () => Promise<number> }),
};

jest.setTimeout(120_000);

/**
 * A change shows through Varnish within this: far below the pages' day-long s-maxage, so only a
 * purge explains it, and far above what a purge takes (npm run bench:edge times it; a bound of
 * 1 s here failed CI at 1.19 s while other suites loaded both cores).
 */
const PURGED_WITHIN_MS = 10_000;

let product: RunningProduct;
let varnish: { purgeUrl: string; purgeSecret: string; stop(): Promise<void> };
let smtp: TestSmtp;
let browser: Browser;
let edge: string;
let varnishDir: string;
let admin: ApiSession;
let article: { id: number; slug: string; title: string };
/** The article's title as the origin has it now (the change test renames it). */
let currentTitle = 'Served from the edge';
const varnishLogs: string[] = [];

const html = { accept: 'text/html' };
const get = (pathAndQuery: string, headers: Record<string, string> = html) =>
  fetch(edge + pathAndQuery, { headers, redirect: 'manual' });

beforeAll(async () => {
  const [edgePort, purgePort, gatewayPort] = [await freePort(), await freePort(), await freePort()];
  edge = `http://127.0.0.1:${edgePort}`;
  // Varnish first, as `npm run start:edge` starts it: the worker's first purge finds it.
  varnishDir = mkdtempSync(path.join(os.tmpdir(), 'savepoint-varnish-'));
  varnish = await startVarnish({
    port: edgePort,
    purgePort,
    backendPort: gatewayPort,
    workDir: varnishDir,
    log: (l) => varnishLogs.push(l),
  });
  smtp = await startTestSmtp();
  product = await startProduct({
    seed: false,
    env: {
      PORT: String(gatewayPort),
      CDN_PURGE: 'varnish',
      VARNISH_PURGE_URLS: varnish.purgeUrl,
      EDGE_PURGE_SECRET: varnish.purgeSecret,
      TRUST_PROXY: 'loopback',
      PUBLIC_URL: edge,
      SMTP_URL: smtp.url,
    },
  });
  browser = await launchBrowser();
  // Varnish has seen the gateway come up (its probe, every second).
  await eventually(
    async () => ((await fetch(`${edge}/healthz`)).ok ? true : undefined),
    'the gateway through Varnish',
    15_000,
    100,
  );
  admin = await apiSession(product, product.admin);
  // A new category purges everything and a new article its lists, each again 2 s later: the tests
  // below cache pages at the edge, so those purges are let through first.
  article = await afterEdgePurges(product, async () => {
    const category = (await admin<{ slug: string }>('POST', '/api/categories', { name: 'Edge News' })).slug;
    return admin('POST', '/api/articles', {
      title: 'Served from the edge',
      content: '<p>Kept by Varnish.</p>',
      category,
      status: 'published',
    });
  });
});

// Each test starts once earlier tests' purges (and their repeats 2 s later) have reached Varnish: one
// arriving in the middle of a test reads as a page the edge did not keep, or a refused PURGE that purged.
beforeEach(() => edgePurgesSent(product));

afterAll(async () => {
  await browser?.close();
  await varnish?.stop();
  await product?.close();
  await smtp?.close();
});

it('serves the second anonymous request of a page from the cache, tracking parameters or not', async () => {
  for (const page of ['/', `/articles/${article.slug}`]) {
    const first = await get(page);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/^public, .*s-maxage=86400/);
    // Keys are for caches, not for readers.
    expect(first.headers.get('surrogate-key')).toBeNull();
    const second = await get(`${page}?utm_source=newsletter&utm_medium=email`);
    expect({ page, cache: second.headers.get('x-cache') }).toEqual({ page, cache: 'HIT' });
    expect(await second.text()).toContain('Served from the edge');
  }
});

it('shows a published change through the edge once purged by key, not when it expires', async () => {
  const page = `/articles/${article.slug}`;
  await get(page);
  expect((await get(page)).headers.get('x-cache')).toBe('HIT');
  await admin('PUT', `/api/articles/${article.id}`, { title: 'Changed at the origin' });
  currentTitle = 'Changed at the origin';
  // Shown long before the page's day-long s-maxage: it was purged. (How fast: npm run bench:edge.)
  await eventually(
    async () => ((await (await get(page)).text()).includes('Changed at the origin') ? true : undefined),
    'the change through Varnish',
    PURGED_WITHIN_MS,
    25,
  );
  // The listing it appears on was purged too; a page it is not on was not.
  expect(await (await get('/')).text()).toContain('Changed at the origin');
});

it("purges one edition's lists at the edge by their Surrogate-Keys, not another edition's", async () => {
  // A new edition or category purges everything (and again 2 s later): let that pass before caching.
  const category = await afterEdgePurges(product, async () => {
    await admin('POST', '/api/editions', { language: 'de', name: 'Deutsch', searchConfig: 'german' });
    return (await admin<{ slug: string }>('POST', '/api/categories', { name: 'Edge Editions' })).slug;
  });
  const json = { accept: 'application/json' };
  const [english, german] = ['/api/articles?language=en', '/api/articles?language=de'];
  for (const list of [english, german]) {
    await get(list, json);
    expect({ list, cache: (await get(list, json)).headers.get('x-cache') }).toEqual({ list, cache: 'HIT' });
  }
  await admin('POST', '/api/articles', {
    title: 'Vom Rand ausgeliefert',
    content: '<p>Neu.</p>',
    category,
    status: 'published',
    language: 'de',
  });
  // The German list (Surrogate-Key latest-de) was purged; the English one (latest-en) was not.
  await eventually(
    async () => ((await (await get(german, json)).text()).includes('Vom Rand ausgeliefert') ? true : undefined),
    'the German list through Varnish',
    PURGED_WITHIN_MS,
    25,
  );
  const kept = await get(english, json);
  expect(kept.headers.get('x-cache')).toBe('HIT');
  expect(await kept.text()).not.toContain('Vom Rand ausgeliefert');
});

it("keeps a live blog's page at the edge and shows a new entry once purged", async () => {
  const category = (await admin<{ slug: string }>('POST', '/api/categories', { name: 'Edge Showcases' })).slug;
  const blog = await admin<{ id: number; slug: string }>('POST', '/api/articles', {
    title: 'Showcase at the edge',
    content: '<p>Follow along.</p>',
    category,
    status: 'published',
    live: { status: 'live' },
  });
  const page = `/articles/${blog.slug}`;
  await admin('POST', `/api/articles/${blog.id}/live-entries`, { content: '<p>The show begins.</p>' });
  await eventually(
    async () => ((await (await get(page)).text()).includes('The show begins.') ? true : undefined),
    'the first entry',
  );
  // A spike of readers on the blog is answered by Varnish, not by the gateway.
  await eventually(async () => ((await get(page)).headers.get('x-cache') === 'HIT' ? true : undefined), 'the blog page kept');
  await admin('POST', `/api/articles/${blog.id}/live-entries`, { content: '<p>A new trailer.</p>' });
  await eventually(
    async () => ((await (await get(page)).text()).includes('A new trailer.') ? true : undefined),
    'the new entry through Varnish',
    PURGED_WITHIN_MS,
    25,
  );
});

it("never serves a signed-in editor's answers to a reader", async () => {
  const draft = await admin<{ id: number }>('POST', '/api/articles', {
    title: 'A draft only editors see',
    content: '<p>Not yet.</p>',
    category: 'edge-news',
    status: 'draft',
  });
  const login = await fetch(`${edge}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(product.admin),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // The same URL answers an editor with the draft and a reader with 404.
  const url = `/api/articles/${draft.id}`;
  const asEditor = await get(url, { cookie, accept: 'application/json' });
  expect(asEditor.headers.get('cache-control')).toBe('private, no-store');
  expect(asEditor.headers.get('x-cache')).toBe('MISS');
  expect(JSON.stringify(await asEditor.json())).toContain('A draft only editors see');
  for (let i = 0; i < 2; i += 1) {
    const asReader = await get(url, { accept: 'application/json' });
    expect(asReader.status).toBe(404);
    expect(await asReader.text()).not.toContain('A draft only editors see');
  }
  const editorPage = await get('/', { ...html, cookie });
  expect(editorPage.headers.get('x-cache')).toBe('MISS');
  expect(editorPage.headers.get('cache-control')).toBe('private, no-store');
  await admin('DELETE', `/api/articles/${draft.id}`);
});

/** A new published article nobody has asked for yet (so the edge holds no copy of its page). */
async function freshArticle(title: string): Promise<{ id: number; slug: string }> {
  return admin('POST', '/api/articles', { title, content: `<p>${title}.</p>`, category: 'edge-news', status: 'published' });
}

async function newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const context: BrowserContext = await openContext(browser, { viewport: { width: 1280, height: 900 }, ...options });
  return context.newPage();
}

/**
 * How many times Varnish has put an answer in its cache's storage (varnishstat SMA.s0.c_req: the
 * malloc store; what is passed goes to Transient storage instead). It only ever grows.
 */
function storedObjects(): number {
  const out = execFileSync('varnishstat', ['-n', varnishDir, '-1', '-f', 'SMA.s0.c_req'], { encoding: 'utf8' });
  return Number(/SMA\.s0\.c_req\s+(\d+)/.exec(out)![1]);
}

/** The same page is kept for anonymous readers (so it was who asked that kept it out of the cache). */
async function expectKeptForAnonymous(pathAndQuery: string, headers: Record<string, string> = html) {
  await eventually(
    async () => ((await get(pathAndQuery, headers)).headers.get('x-cache') === 'HIT' ? true : undefined),
    `${pathAndQuery} kept for anonymous readers`,
  );
}

describe('per audience, in a browser through Varnish (issue 44)', () => {
  it('an anonymous reader is served what the edge holds', async () => {
    const { slug } = await freshArticle('Kept for everyone');
    const page = await newPage();
    const storedBefore = storedObjects();
    const first = await page.goto(`${edge}/articles/${slug}`);
    expect(first?.status()).toBe(200);
    // What the other audiences' tests count: an anonymous page is stored.
    expect(storedObjects()).toBeGreaterThan(storedBefore);
    expect(first?.headers()['cache-control']).toMatch(/^public, .*s-maxage=/);
    // The worker's purges for the new article (one now, one 2 s later) may still come: reload until kept.
    await eventually(async () => ((await page.reload())?.headers()['x-cache'] === 'HIT' ? true : undefined), 'the page kept');
    await page.getByRole('heading', { name: 'Kept for everyone' }).waitFor();
    await page.context().close();
  });

  // H6: Varnish used to strip the member cookie from every GET, so members looked signed out.
  it('a member signs in, and their account, feed, export and comments work through the edge', async () => {
    const { slug } = await freshArticle('Talk about it at the edge');
    const email = 'edge-member@example.com';
    const page = await newPage();
    await page.goto(`${edge}/articles/${slug}#comments`);
    const comments = page.getByRole('region', { name: /Comments/ });
    await comments.getByLabel('Email address').fill(email);
    await comments.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await comments.getByText(/Check your inbox/).waitFor();
    const mail = await eventually(
      async () => smtp.messages.find((m) => (m.to as { text: string }).text === email),
      'the sign-in mail',
    );
    const link = new URL(/https?:\/\/\S+\/account\/verify\?token=[\w.-]+/.exec(mail.text ?? '')![0]);
    expect(link.origin).toBe(edge);
    await page.goto(link.toString());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${edge}/articles/${slug}#comments`);
    const storedBefore = storedObjects();

    const account = await page.goto(`${edge}/account`);
    expect(account?.headers()['cache-control']).toBe('private, no-store');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await page.getByText(email).first().waitFor();
    for (const own of ['/api/members/me', '/api/members/me/feed', '/api/members/me/export']) {
      const res = await page.request.get(`${edge}${own}`);
      expect({ own, status: res.status(), control: res.headers()['cache-control'] }).toEqual({
        own,
        status: 200,
        control: 'private, no-store',
      });
    }
    expect(JSON.stringify(await (await page.request.get(`${edge}/api/members/me/export`)).json())).toContain(email);

    await page.goto(`${edge}/articles/${slug}#comments`);
    const region = page.getByRole('region', { name: /Comments/ });
    await region.getByLabel(/Comment as Reader/).fill('Seen through the edge');
    await region.getByRole('button', { name: 'Post comment' }).click();
    const mine = region.getByRole('listitem').filter({ hasText: 'Seen through the edge' });
    await mine.waitFor();
    await mine.getByRole('button', { name: 'Edit' }).click();
    await mine.getByLabel('Edit your comment').fill('Seen through the edge, edited');
    await mine.getByRole('button', { name: 'Save' }).click();
    await region.getByText('Seen through the edge, edited').waitFor();
    await region.getByText('(edited)').waitFor();
    await page.context().close();

    // Nothing of the member's was kept for anyone else.
    expect(storedObjects()).toBe(storedBefore);
    for (const own of ['/api/members/me', '/api/members/me/export']) {
      const anonymous = await get(own, { accept: 'application/json' });
      expect({ own, status: anonymous.status }).toEqual({ own, status: 401 });
      expect(await anonymous.text()).not.toContain(email);
    }
    const reader = await (await get('/account')).text();
    expect(reader).not.toContain(email);
  });

  it("an editor's pages and answers are never stored", async () => {
    const { id, slug } = await freshArticle('Seen by an editor first');
    const page = await newPage();
    const storedBefore = storedObjects();
    const login = await page.request.post(`${edge}/api/auth/login`, { data: product.admin });
    expect(login.status()).toBe(200);
    for (const url of [`/articles/${slug}`, `/articles/${slug}?admin=dashboard`]) {
      const res = await page.goto(`${edge}${url}`);
      expect({ url, cache: res?.headers()['x-cache'], control: res?.headers()['cache-control'] }).toEqual({
        url,
        cache: 'MISS',
        control: 'private, no-store',
      });
    }
    const answer = await page.request.get(`${edge}/api/articles/${id}`);
    expect(answer.headers()['x-cache']).toBe('MISS');
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    await page.context().close();
    expect(storedObjects()).toBe(storedBefore);
    await expectKeptForAnonymous(`/articles/${slug}`);
    await expectKeptForAnonymous(`/api/articles/${id}`, { accept: 'application/json' });
  });

  it("a token's answers are never stored", async () => {
    const minted = await admin<{ token: string }>('POST', '/api/auth/tokens', { name: 'An integrator at the edge' });
    const { id, slug } = await freshArticle('Seen by a token first');
    const page = await newPage({ extraHTTPHeaders: { authorization: `Bearer ${minted.token}` } });
    const storedBefore = storedObjects();
    const res = await page.goto(`${edge}/articles/${slug}`);
    expect(res?.headers()['x-cache']).toBe('MISS');
    expect(res?.headers()['cache-control']).toBe('private, no-store');
    const answer = await page.request.get(`${edge}/api/articles/${id}`);
    expect(answer.headers()['x-cache']).toBe('MISS');
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    await page.context().close();
    expect(storedObjects()).toBe(storedBefore);
    await expectKeptForAnonymous(`/articles/${slug}`);
    await expectKeptForAnonymous(`/api/articles/${id}`, { accept: 'application/json' });
  });
});

// The Kubernetes overlay trusted every private address to purge: behind an Ingress a PURGE from the
// internet arrives from the Ingress' pod. Now an address proves nothing: only the purge listener
// with the worker's secret.
it("takes a PURGE from the worker only: not on the readers' listener, not without the secret", async () => {
  const page = `/articles/${article.slug}`;
  await eventually(async () => ((await get(page)).headers.get('x-cache') === 'HIT' ? true : undefined), `${page} cached`);
  const purge = (base: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/`, { method: 'PURGE', headers: { 'xkey-purge': '*', ...headers } });
  const secret = { 'x-purge-secret': varnish.purgeSecret };
  // As an Ingress forwards one from the internet: to the readers' listener, from loopback.
  expect((await purge(edge)).status).toBe(403);
  expect((await purge(edge, secret)).status).toBe(403);
  expect((await purge(varnish.purgeUrl)).status).toBe(403);
  expect((await purge(varnish.purgeUrl, { 'x-purge-secret': 'x'.repeat(43) })).status).toBe(403);
  expect((await purge(varnish.purgeUrl, { 'x-purge-secret': '' })).status).toBe(403);
  // None of them purged anything.
  expect((await get(page)).headers.get('x-cache')).toBe('HIT');
  const worker = await purge(varnish.purgeUrl, secret);
  expect(worker.status).toBe(200);
  expect(await worker.text()).toMatch(/^Purged \d+ objects/);
  expect((await get(page)).headers.get('x-cache')).toBe('MISS');
  // Readers are never answered on the purge listener.
  expect((await fetch(`${varnish.purgeUrl}${page}`)).status).toBe(405);
});

// Last: it stops the product.
it('keeps serving cached pages with every Node process stopped; signed-in requests get a clear 503', async () => {
  const pages = ['/', `/articles/${article.slug}`];
  // Held by the edge (a page the gateway serves stale right after a change is not kept: fetch again).
  for (const page of pages) {
    await eventually(
      async () => ((await get(page)).headers.get('x-cache') === 'HIT' ? true : undefined),
      `${page} cached`,
      10_000,
      100,
    );
  }
  await product.stopProcesses();
  for (const page of pages) {
    const res = await get(page);
    expect({ page, status: res.status }).toEqual({ page, status: 200 });
    expect(await res.text()).toContain(currentTitle);
  }
  const signedIn = await get('/', { ...html, cookie: 'savepoint.sid=s%3Aany.sig' });
  expect(signedIn.status).toBe(503);
  expect(signedIn.headers.get('content-type')).toContain('text/html');
  const text = await signedIn.text();
  expect(text).toContain('Savepoint is briefly unavailable');
  expect(text).toContain('signing in, editing and pages not seen before need the servers');
});
