// What uncached renders may cost (issue 27), with a renderer the test holds mid-render so the timing
// is certain: beyond the concurrency cap and its queue a reader gets the stale page or a 503 with
// Retry-After; one client address gets a budget of renders a minute; an invalidated page is served
// stale while exactly one render refreshes it; and unknown parameters never start another render.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { keyedChange } from '@savepoint/cache-keys';
import express from 'express';
import pino from 'pino';
import { eventually } from '../../../testing/eventually';
import { ResponseCache } from '../cache/response-cache';
import { FALLBACK_EDITION } from '../editions/reader-editions';
import type { GraphClient } from '../graph-client';
import { pageServer } from './page-server';
import { RenderBudget } from './render-budget';

const SHELL = '<!doctype html><html><head><title>Savepoint</title></head><body><div id="root"></div></body></html>';

// The renderer (a stand-in for web/dist-server) waits on a gate per render, opened by the test.
const GATES = `savepointRenderGates${Date.now()}`;
interface Gates {
  renders: string[];
  open: Map<string, () => void>;
  version: string;
  held: boolean;
}
const gates = ((globalThis as Record<string, unknown>)[GATES] = {
  renders: [],
  open: new Map(),
  version: 'v1',
  held: true,
} as Gates);

const RENDERER = `const { Readable } = require('node:stream');
const gates = globalThis.${GATES};
module.exports = {
  render: async ({ url }) => {
    gates.renders.push(url);
    if (gates.held) await new Promise((resolve) => gates.open.set(url, resolve));
    return { status: 200, indexable: true, words: { home: 'Home', games: 'Games' }, pages: [], state: '{}', body: Readable.from([Buffer.from('<p>' + url + ' ' + gates.version + '</p>')]) };
  },
  APOLLO_STATE_ID: 'state',
};`;

let root: string;
let server: ReturnType<ReturnType<typeof express>['listen']>;
let baseUrl: string;
let now = 1_000_000;
let cache: ResponseCache;
let renderStats: () => { running: number; waiting: number };

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'savepoint-budget-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(path.join(root, 'dist-server', 'entry-server.cjs'), RENDERER);

  cache = new ResponseCache({ maxBytes: 1024 * 1024, staleMs: 5_000, now: () => now });
  cache.setLive(true);
  const pages = pageServer({
    webDistDir: dist,
    // Graph is asked only for the editions (which one a path is in); the renderer asks for nothing.
    graph: { execute: async () => ({ editions: [FALLBACK_EDITION] }) } as unknown as GraphClient,
    publicOrigin: () => 'https://savepoint.example',
    renderTimeoutMs: 10_000,
    logger: pino({ level: 'silent' }),
    cache,
    budget: { concurrency: 1, queue: 1, perIpPerMinute: 4 },
    now: () => now,
  });
  renderStats = pages.renderStats;
  const app = express();
  app.set('trust proxy', true);
  app.use(async (req, res) => {
    if (!(await pages.renderPage(req, res, SHELL))) res.type('html').send(SHELL);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const get = (pathAndQuery: string, ip = '203.0.113.1') =>
  fetch(baseUrl + pathAndQuery, { headers: { accept: 'text/html', 'x-forwarded-for': ip } });

/** Resolves once the renderer has started rendering `url`. */
async function rendering(url: string) {
  await eventually(async () => (gates.open.has(url) ? true : undefined), `a render of ${url}`, 5_000, 5);
}

function release(url: string) {
  gates.open.get(url)!();
  gates.open.delete(url);
}

test('beyond the render cap and its queue a reader gets 503 with Retry-After, never a pile of renders', async () => {
  const first = get('/about', '198.51.100.1');
  await rendering('/about');
  const queued = get('/contact', '198.51.100.2');
  // One render at a time and one waiting: a third page is refused at once.
  const refused = await get('/terms', '198.51.100.3');
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toBe('2');
  expect(await refused.text()).toContain('Savepoint is busy');
  expect(gates.renders).toEqual(['/about']);

  release('/about');
  expect(await (await first).text()).toContain('<p>/about v1</p>');
  await rendering('/contact');
  release('/contact');
  expect((await queued).status).toBe(200);
});

test('a reader who leaves while waiting for a render slot gives it up: that page is not rendered', async () => {
  gates.held = true;
  gates.renders.length = 0;
  const first = get('/careers', '198.51.100.30');
  await rendering('/careers');
  const leaving = new AbortController();
  const left = fetch(`${baseUrl}/advertise`, {
    headers: { accept: 'text/html', 'x-forwarded-for': '198.51.100.31' },
    signal: leaving.signal,
  }).catch(() => 'left');
  await eventually(async () => (renderStats().waiting === 1 ? true : undefined), 'the request waiting for a slot', 5_000, 5);
  leaving.abort();
  expect(await left).toBe('left');
  await eventually(async () => (renderStats().waiting === 0 ? true : undefined), 'the place given up', 5_000, 5);

  release('/careers');
  expect((await first).status).toBe(200);
  await eventually(async () => (renderStats().running === 0 ? true : undefined), 'the slot free again', 5_000, 5);
  expect(gates.renders).toEqual(['/careers']);
});

test('tracking and unknown parameters render the canonical page once and share its entry', async () => {
  gates.renders.length = 0;
  const first = get('/?utm_source=newsletter&v=1&search=zelda', '198.51.100.4');
  // The same page asked differently while it renders joins that render.
  const joined = get('/?search=zelda&fbclid=abc', '198.51.100.5');
  await rendering('/?search=zelda');
  release('/?search=zelda');
  expect(await (await first).text()).toContain('<p>/?search=zelda v1</p>');
  expect(await (await joined).text()).toContain('<p>/?search=zelda v1</p>');
  expect((await get('/?v=2&search=zelda&gclid=x', '198.51.100.6')).status).toBe(200);
  expect(gates.renders).toEqual(['/?search=zelda']);
  expect(cache.get('/?search=zelda')).toBeDefined();
});

test('an invalidated page is served stale at once while exactly one render refreshes it', async () => {
  gates.held = false;
  await get('/privacy', '198.51.100.7');
  cache.set('/privacy', cache.get('/privacy')!, cache.ticket(), ['article-1']);
  gates.held = true;
  gates.version = 'v2';
  gates.renders.length = 0;
  cache.invalidate(keyedChange(['article-1']));

  const readers = await Promise.all([1, 2, 3].map((n) => get('/privacy', `198.51.100.${10 + n}`)));
  for (const reader of readers) expect(await reader.text()).toContain('<p>/privacy v1</p>');
  await rendering('/privacy');
  expect(gates.renders).toEqual(['/privacy']);
  release('/privacy');
  await eventually(async () => cache.get('/privacy'), 'the refreshed page', 5_000, 5);
  expect(await (await get('/privacy', '198.51.100.20')).text()).toContain('<p>/privacy v2</p>');

  // A stale copy older than the stale window is not served: the next reader waits for a render.
  // (The stand-in renderer asks graph for nothing, so the page is said to show article 1 again.)
  cache.set('/privacy', cache.get('/privacy')!, cache.ticket(), ['article-1']);
  cache.invalidate(keyedChange(['article-1']));
  now += 5_000;
  gates.held = false;
  gates.version = 'v3';
  expect(await (await get('/privacy', '198.51.100.21')).text()).toContain('<p>/privacy v3</p>');
});

test('one client address gets a budget of uncached renders a minute, then 429 until the next minute', async () => {
  gates.held = false;
  const ip = '192.0.2.50';
  for (let i = 0; i < 4; i += 1) expect((await get(`/?search=budget-${i}`, ip)).status).toBe(200);
  const over = await get('/?search=budget-over', ip);
  expect(over.status).toBe(429);
  expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  // Cached pages cost no render: still served.
  expect((await get('/?search=budget-0', ip)).status).toBe(200);
  // Another reader is not affected, and the next minute brings a new budget.
  expect((await get('/?search=budget-other', '192.0.2.51')).status).toBe(200);
  now += 60_000;
  expect((await get('/?search=budget-over', ip)).status).toBe(200);
});

it('counts an IPv6 client by its /64: a new address in the same network is the same client', () => {
  const budget = new RenderBudget({ concurrency: 1, queue: 0, perIpPerMinute: 2, now: () => now });
  expect(budget.chargeIp('2001:db8:27:1::1')).toEqual({ allowed: true });
  expect(budget.chargeIp('2001:db8:27:1::2')).toEqual({ allowed: true });
  expect(budget.chargeIp('2001:db8:27:1:ffff::9')).toMatchObject({ allowed: false });
  expect(budget.chargeIp('2001:db8:27:2::1')).toEqual({ allowed: true });
});
