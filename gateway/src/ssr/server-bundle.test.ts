// A server renderer that does not load (a broken build, a chunk or manifest a deploy has not finished
// writing) must not take reader pages down: they get the app shell, the renderer is tried again
// after a pause that grows, and the failure is logged at most once a minute.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startTestGateway, testGatewayConfig } from '../../../testing/gateway';
import { serverBundle } from './server-bundle';

const SHELL = '<!doctype html><html><head><title>Savepoint</title></head><body><div id="root"></div></body></html>';

/** A web build in a folder of its own: dist/ (shell and manifest) beside dist-server/ (the renderer). */
function webBuild(renderer: string) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'savepoint-renderer-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(path.join(root, 'dist-server', 'entry-server.cjs'), renderer);
  return { root, dist, write: (file: string, text: string) => writeFileSync(path.join(root, 'dist-server', file), text) };
}

/** Error lines the bundle logs, read back from a real pino logger. */
function errorLog() {
  const lines: { msg: string; failedAttempts: number }[] = [];
  const log = pino({ level: 'error' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

const WORKING_RENDERER = `module.exports = {
  render: async () => { throw new Error('not used here'); },
  APOLLO_STATE_ID: 'state',
};`;

const builds: string[] = [];
afterAll(() => {
  for (const root of builds) rmSync(root, { recursive: true, force: true });
});

it('retries a renderer that failed to load after a pause, not on every request, and uses it once it loads', async () => {
  // The entry needs a part that is not there yet, as during a deploy (read from disk: jest's
  // resolver would remember a require that failed once).
  const build = webBuild(
    `const part = { exports: {} };
     new Function('module', require('node:fs').readFileSync(__dirname + '/renderer-part.js', 'utf8'))(part);
     module.exports = part.exports;`,
  );
  builds.push(build.root);
  const { log, lines } = errorLog();
  let now = 0;
  const bundles = serverBundle(build.dist, { log, now: () => now });

  expect(await bundles.current()).toBeUndefined();
  expect(lines).toHaveLength(1);
  expect(lines[0].msg).toMatch(/server renderer failed to load/);

  build.write('renderer-part.js', WORKING_RENDERER);
  // Fixed now, but not tried again before the pause is over.
  expect(await bundles.current()).toBeUndefined();
  now = 999;
  expect(await bundles.current()).toBeUndefined();
  now = 1000;
  const loaded = await bundles.current();
  expect(loaded?.bundle.APOLLO_STATE_ID).toBe('state');
  expect(loaded?.manifest).toEqual({});
  expect(lines).toHaveLength(1);
});

it('waits longer after each failure and reports a renderer that keeps failing once a minute', async () => {
  const counter = `savepointRendererAttempts${Date.now()}`;
  const build = webBuild(`globalThis.${counter} = (globalThis.${counter} ?? 0) + 1; throw new Error('broken renderer');`);
  builds.push(build.root);
  const attempts = () => (globalThis as Record<string, unknown>)[counter];
  const { log, lines } = errorLog();
  let now = 0;
  const bundles = serverBundle(build.dist, { log, now: () => now });

  // A request every 100 ms for two minutes: attempts at 0, 1, 3, 7, 15, 31, 63 and 123 s.
  for (now = 0; now <= 120_000; now += 100) expect(await bundles.current()).toBeUndefined();
  expect(attempts()).toBe(7);
  now = 123_000;
  await bundles.current();
  expect(attempts()).toBe(8);
  // Logged at the first failure, at the first one a minute later (63 s, counting the five unlogged
  // in between) and at 123 s, a minute after that.
  expect(lines.map((line) => line.failedAttempts)).toEqual([1, 6, 1]);
});

it('serves reader pages the app shell while the renderer does not load, never an error', async () => {
  const build = webBuild(`throw new Error('broken renderer');`);
  builds.push(build.root);
  const gateway = await startTestGateway(testGatewayConfig({ WEB_DIST_DIR: build.dist }));
  try {
    for (const page of ['/', '/articles/some-article', '/reviews']) {
      const res = await gateway.client().get(page, { headers: { accept: 'text/html' } });
      expect({ page, status: res.status }).toEqual({ page, status: 200 });
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toContain('<div id="root"></div>');
    }
  } finally {
    await gateway.close();
  }
});
