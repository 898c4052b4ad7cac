// Reader pages render in render threads (SSR_THREADS, gateway/src/ssr/page-renderer.ts): while a
// page is being rendered, the gateway's own thread keeps answering everyone else. The built product
// as `npm start` runs it (default thread count), with a renderer of the test's own whose render of
// /articles/held keeps its thread busy until the test lets it go; in the gateway's own thread the
// same render would hold every other answer back.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually } from '../testing/eventually';
import { startProduct, type RunningProduct } from '../testing/product';

const dir = mkdtempSync(path.join(os.tmpdir(), 'savepoint-render-threads-'));
const webDist = path.join(dir, 'web', 'dist');
const release = path.join(dir, 'release');
const started = path.join(dir, 'started');

// A renderer in the web build's place (web/dist-server/entry-server.cjs, as server-bundle.ts loads
// it): the held page blocks its thread synchronously (Atomics.wait, no CPU burnt) until the file
// `release` exists, as a long renderToString would.
const RENDERER = `
const { existsSync, writeFileSync } = require('node:fs');
const { Readable } = require('node:stream');
const pause = new Int32Array(new SharedArrayBuffer(4));
exports.render = async (request) => {
  if (request.url.startsWith('/articles/held')) {
    writeFileSync(${JSON.stringify(started)}, '');
    while (!existsSync(${JSON.stringify(release)})) Atomics.wait(pause, 0, 0, 10);
  }
  return { status: 200, title: 'Held', indexable: true, words: { home: 'Home', games: 'Games' }, pages: [], state: '{}', body: Readable.from(['<p>The held page</p>']) };
};
exports.APOLLO_STATE_ID = '__APOLLO_STATE__';
`;

let product: RunningProduct;

beforeAll(async () => {
  mkdirSync(path.join(webDist, '.vite'), { recursive: true });
  mkdirSync(path.join(dir, 'web', 'dist-server'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Savepoint</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{}');
  writeFileSync(path.join(dir, 'web', 'dist-server', 'entry-server.cjs'), RENDERER);
  product = await startProduct({ seed: false, env: { WEB_DIST_DIR: webDist } });
});
afterAll(async () => {
  writeFileSync(release, '');
  await product?.close();
});

it('answers other requests while a page is being rendered, then sends the rendered page', async () => {
  const held = fetch(`${product.baseUrl}/articles/held`, { headers: { accept: 'text/html' } });
  await eventually(async () => (existsSync(started) ? true : undefined), 'the render to start');

  // The render's thread is blocked; the gateway's own is not.
  const health = await fetch(`${product.baseUrl}/healthz`, { signal: AbortSignal.timeout(5_000) });
  expect(health.status).toBe(200);
  const api = await fetch(`${product.baseUrl}/api/articles`, { signal: AbortSignal.timeout(5_000) });
  expect(api.status).toBe(200);
  expect(Array.isArray(await api.json())).toBe(true);

  writeFileSync(release, '');
  const page = await held;
  expect(page.status).toBe(200);
  expect(page.headers.get('x-savepoint-cache')).toBe('miss');
  expect(await page.text()).toContain('<p>The held page</p>');
});
