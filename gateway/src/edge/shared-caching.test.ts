// The caching headers every answer leaves with, decided at the last moment from who asked and what
// the answer says it shows. A tiny app stands in for the gateway's handlers: each sets what the real
// ones set (a Cache-Control, the internal keys header) and the middleware settles the rest.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { loadGatewayConfig } from '../config';
import { sharedCaching } from './shared-caching';

const secrets = { SESSION_SECRET: 's'.repeat(32), INTERNAL_SECRET: 'i'.repeat(32) };
let server: Server;
let base: string;

function app(env: Record<string, string> = {}) {
  const a = express();
  a.use(sharedCaching(loadGatewayConfig({ ...secrets, CDN_PURGE: 'varnish', ...env }).edge));
  // A rendered page showing two articles.
  a.get(['/', '/newsletter/confirm', '/preview/abc'], (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('x-savepoint-cache-keys', 'article-1 article-2 home');
    res.send('<p>page</p>');
  });
  // The app shell (a render that failed): nothing says what it shows.
  a.get('/shell', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.send('<div id="root"></div>');
  });
  a.get('/gone', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('x-savepoint-cache-keys', 'article-3');
    res.status(404).send('gone');
  });
  a.get('/image.webp', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.send('img');
  });
  // A long list: more keys than a cache takes in one header.
  a.get('/api/articles', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=30');
    res.setHeader(
      'x-savepoint-cache-keys',
      [...Array.from({ length: 600 }, (_, i) => `article-${i + 1}`), 'game-3', 'latest'].join(' '),
    );
    res.json([]);
  });
  a.post('/api/newsletter', (_req, res) => {
    res.setHeader('x-savepoint-cache-keys', 'list');
    res.json({ ok: true });
  });
  return a;
}

async function listen(a: express.Express) {
  server = a.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterEach(() => new Promise<void>((r) => server.close(() => r())));

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

it('an anonymous keyed answer is public for shared caches, with its keys and `all`', async () => {
  await listen(app());
  const res = await get('/?utm_source=x');
  expect(res.headers.get('cache-control')).toBe(
    'public, max-age=0, s-maxage=86400, stale-while-revalidate=60, stale-if-error=86400',
  );
  expect(res.headers.get('surrogate-key')).toBe('article-1 article-2 home all');
  expect(res.headers.get('vary')).toBe('Cookie');
  // The internal header never leaves.
  expect(res.headers.get('x-savepoint-cache-keys')).toBeNull();
});

it('the header and its format follow SURROGATE_KEY_HEADER; the ages follow EDGE_*', async () => {
  await listen(app({ SURROGATE_KEY_HEADER: 'Cache-Tag', EDGE_MAX_AGE: '30', EDGE_S_MAXAGE: '600', EDGE_STALE_IF_ERROR: '3600' }));
  const res = await get('/');
  expect(res.headers.get('cache-tag')).toBe('article-1,article-2,home,all');
  expect(res.headers.get('surrogate-key')).toBeNull();
  expect(res.headers.get('cache-control')).toBe(
    'public, max-age=30, s-maxage=600, stale-while-revalidate=60, stale-if-error=3600',
  );
});

it.each([
  ['a session cookie', { cookie: 'savepoint.sid=s%3Aabc.def' }],
  ['the signed-in hint', { cookie: 'savepoint_signed_in=1' }],
  ['Authorization', { authorization: 'Bearer sp_token' }],
])('with %s the same page is private, no-store and names no keys', async (_what, headers) => {
  await listen(app());
  const res = await get('/', headers);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('surrogate-key')).toBeNull();
  expect(res.headers.get('vary')).toContain('Cookie');
  if ('authorization' in headers) expect(res.headers.get('vary')).toContain('Authorization');
});

it.each(['/newsletter/confirm', '/preview/abc'])('%s (a token in the URL) is private for everyone', async (path) => {
  await listen(app());
  const res = await get(path);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('surrogate-key')).toBeNull();
});

it('writes are private whatever they say they show', async () => {
  await listen(app());
  const res = await fetch(`${base}/api/newsletter`, { method: 'POST' });
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('surrogate-key')).toBeNull();
});

it('what no key names (the shell) and what is not a 200 keep their own header, without s-maxage', async () => {
  await listen(app());
  expect((await get('/shell')).headers.get('cache-control')).toBe('no-cache');
  const gone = await get('/gone');
  expect(gone.status).toBe(404);
  expect(gone.headers.get('cache-control')).toBe('no-cache');
  expect(gone.headers.get('surrogate-key')).toBeNull();
  // Files that never change stay immutable, even for a signed-in editor.
  expect((await get('/image.webp', { cookie: 'savepoint.sid=x' })).headers.get('cache-control')).toBe(
    'public, max-age=31536000, immutable',
  );
});

it('a list too long for one header is named by the collection keys every visible change names', async () => {
  await listen(app());
  const res = await get('/api/articles');
  expect(res.headers.get('surrogate-key')).toBe('games latest list all');
});
