// Editor mode loads what the screen needs (issue 45 item 7, decision record 0026): logging in and
// seeing the dashboard's first tab costs at most 150 KiB of JavaScript as a browser receives it
// (brotli bodies), and the rich-text editor, the charts and the calendar arrive only when their
// view opens, with a skeleton in their place meanwhile.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { apiSession, launchBrowser, openContext, startProduct, type RunningProduct } from '../testing/product';

jest.setTimeout(120_000);

const FIRST_TAB_CEILING_BYTES = 150 * 1024;

/** The build's manifest: which files each source module needs (web/dist/.vite/manifest.json). */
type Manifest = Record<string, { file: string; imports?: string[] }>;
const manifest = JSON.parse(
  readFileSync(path.join(__dirname, '..', 'web', 'dist', '.vite', 'manifest.json'), 'utf8'),
) as Manifest;

/** The script files a source module's chunk runs with (itself and what it imports), as URL paths. */
function filesOf(source: string): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(`/${entry.file}`)) return;
    files.add(`/${entry.file}`);
    entry.imports?.forEach(visit);
  };
  visit(source);
  if (files.size === 0) throw new Error(`${source} is not in the build's manifest`);
  return files;
}

/** A view's own files: those of its chunk that the dashboard's first tab does not already have. */
function viewFiles(source: string): string[] {
  const dashboard = filesOf('src/app/EditorMode.tsx');
  return [...filesOf(source)].filter((file) => !dashboard.has(file));
}

/** The body bytes of a script as a browser that accepts brotli receives it (Chromium asks for brotli over HTTPS only). */
function brotliBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
        if (res.headers['content-encoding'] !== 'br') reject(new Error(`${url} was not sent as brotli`));
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  // No seed (its pictures take long to draw on a busy machine): one article is a row for the tab.
  product = await startProduct({ seed: false });
  const admin = await apiSession(product, product.admin);
  const category = (await admin<{ slug: string }>('POST', '/api/categories', { name: 'Budget' })).slug;
  await admin('POST', '/api/articles', {
    title: 'Budget Check',
    content: '<p>A row for the tab.</p>',
    category,
    status: 'published',
  });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

/** The scripts a page asks for, by URL path, in order. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** From the home page (already open), logs in through the header's Log In button and the login dialog, as an editor does. */
async function logIn(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog', { name: /Log In/ });
  await dialog.getByLabel('Username').fill(product.admin.username);
  await dialog.getByLabel('Password').fill(product.admin.password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
}

/** The Articles tab with its rows in (not their skeleton). */
async function articlesShown(page: Page): Promise<void> {
  await page.getByTestId('admin-article-row').first().waitFor();
}

/**
 * Holds a view's files until `release()`, so the skeleton shown meanwhile can be seen; `asked`
 * resolves once the page asks for one of them.
 */
async function holdFiles(page: Page, files: string[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const whenAsked = new Promise<void>((resolve) => (asked = resolve));
  const handler = async (route: Route) => {
    asked();
    await released;
    await route.continue();
  };
  const matches = (url: URL) => files.includes(url.pathname);
  await page.route(matches, handler);
  return { whenAsked, release };
}

it('shows the first tab for at most 150 KiB of brotli JavaScript, none of it the editor, charts or calendar', async () => {
  const context = await openContext(browser, { viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(product.baseUrl, { waitUntil: 'networkidle' });
  const readerScripts = scripts.length;

  const started = Date.now();
  await logIn(page);
  await articlesShown(page);
  const elapsed = Date.now() - started;
  // From opening the login dialog to the Articles tab: everything editor mode cost this visit (the
  // reader's app, which boot.ts may still be fetching once the page is idle, is the reader's cost).
  const reader = new Set([...filesOf('src/main.tsx'), ...filesOf('index.html')]);
  const editorModeScripts = [...new Set(scripts.slice(readerScripts))].filter((file) => !reader.has(file));
  const sizes = await Promise.all(editorModeScripts.map((file) => brotliBytes(`${product.baseUrl}${file}`)));
  const total = sizes.reduce((sum, bytes) => sum + bytes, 0);
  expect(editorModeScripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(FIRST_TAB_CEILING_BYTES);

  const later = [
    ...viewFiles('src/features/editor/ArticleEditor.tsx'),
    ...viewFiles('src/features/insights/InsightsTab.tsx'),
    ...viewFiles('src/features/calendar/CalendarTab.tsx'),
  ];
  expect(later.length).toBeGreaterThan(0);
  expect(editorModeScripts.filter((file) => later.includes(file))).toEqual([]);
  process.stdout.write(
    `editor mode's first tab: ${(total / 1024).toFixed(1)} KiB brotli in ${editorModeScripts.length} scripts, rows in ${elapsed} ms after opening the home page\n`,
  );
  await context.close();
});

describe('each view loads its code when it opens, with a skeleton meanwhile', () => {
  const views = [
    {
      name: 'the editor',
      source: 'src/features/editor/ArticleEditor.tsx',
      skeleton: 'Loading the editor',
      open: (page: Page) => page.getByRole('button', { name: 'New Article' }).click(),
      shown: (page: Page) => page.getByLabel('Title').first().waitFor(),
    },
    {
      name: 'Insights',
      source: 'src/features/insights/InsightsTab.tsx',
      skeleton: 'Loading Insights',
      open: (page: Page) => page.getByRole('tab', { name: 'Insights' }).click(),
      shown: (page: Page) => page.getByRole('tab', { name: 'Insights', selected: true }).waitFor(),
    },
    {
      name: 'the calendar',
      source: 'src/features/calendar/CalendarTab.tsx',
      skeleton: 'Loading Calendar',
      open: (page: Page) => page.getByRole('tab', { name: 'Calendar' }).click(),
      shown: (page: Page) => page.getByRole('tab', { name: 'Calendar', selected: true }).waitFor(),
    },
  ];

  it.each(views)('$name', async ({ source, skeleton, open, shown }) => {
    const context = await openContext(browser, { viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(product.baseUrl, { waitUntil: 'networkidle' });
    await logIn(page);
    await articlesShown(page);
    const own = viewFiles(source);
    expect(own.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => own.includes(file))).toEqual([]);

    const held = await holdFiles(page, own);
    await open(page);
    await held.whenAsked;
    const placeholder = page.getByRole('status', { name: skeleton });
    await placeholder.waitFor();
    expect(await placeholder.getAttribute('aria-busy')).toBe('true');
    held.release();
    await shown(page);
    await placeholder.waitFor({ state: 'detached' });
    expect(scripts.filter((file) => own.includes(file)).length).toBeGreaterThan(0);
    await context.close();
  });
});
