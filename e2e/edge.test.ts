// Varnish in front of the whole product (deploy/varnish/default.vcl, started as `npm run start:edge`
// starts it), with the worker purging it by key: pages are served from the edge, a published change
// shows at once because it is purged (the pages' s-maxage is a day), an editor's answers
// never reach a reader, and with every Node process stopped readers keep getting the pages the
// edge holds while signed-in requests get a clear 503 page.
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import { eventually } from '../testing/eventually';
import { apiSession, startProduct, type ApiSession, type RunningProduct } from '../testing/product';

const { startVarnish, freePort } = {
  ...(require('../scripts/varnish.cjs') as {
    startVarnish: (o: {
      port: number;
      backendPort: number;
      workDir: string;
      log?: (l: string) => void;
    }) => Promise<{ stop(): Promise<void> }>;
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
let varnish: { stop(): Promise<void> };
let edge: string;
let admin: ApiSession;
let article: { id: number; slug: string; title: string };
/** The article's title as the origin has it now (the change test renames it). */
let currentTitle = 'Served from the edge';
const varnishLogs: string[] = [];

const html = { accept: 'text/html' };
const get = (pathAndQuery: string, headers: Record<string, string> = html) =>
  fetch(edge + pathAndQuery, { headers, redirect: 'manual' });

beforeAll(async () => {
  const [edgePort, gatewayPort] = [await freePort(), await freePort()];
  edge = `http://127.0.0.1:${edgePort}`;
  // Varnish first, as `npm run start:edge` starts it: the worker's first purge finds it.
  varnish = await startVarnish({
    port: edgePort,
    backendPort: gatewayPort,
    workDir: mkdtempSync(path.join(os.tmpdir(), 'savepoint-varnish-')),
    log: (l) => varnishLogs.push(l),
  });
  product = await startProduct({
    seed: false,
    env: { PORT: String(gatewayPort), CDN_PURGE: 'varnish', VARNISH_PURGE_URLS: edge, TRUST_PROXY: 'loopback', PUBLIC_URL: edge },
  });
  // Varnish has seen the gateway come up (its probe, every second).
  await eventually(
    async () => ((await fetch(`${edge}/healthz`)).ok ? true : undefined),
    'the gateway through Varnish',
    15_000,
    100,
  );
  admin = await apiSession(product, product.admin);
  const category = (await admin<{ slug: string }>('POST', '/api/categories', { name: 'Edge News' })).slug;
  article = await admin('POST', '/api/articles', {
    title: 'Served from the edge',
    content: '<p>Kept by Varnish.</p>',
    category,
    status: 'published',
  });
});

afterAll(async () => {
  await varnish?.stop();
  await product?.close();
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
