// What a reader does on a server-rendered page before it has hydrated, in Chromium against the whole
// product. The page starts its scripts only after it has loaded and painted (gateway/src/ssr/
// boot-script.ts, issue 27), so a phone on a slow network shows working links and buttons that
// React does not hear yet: the page's inline script holds those clicks and submissions and replays
// them once hydrated. Here the entry script is held back, so every action is surely made before
// hydration, then let through.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, startProduct, type RunningProduct } from '../testing/product';

jest.setTimeout(120_000);

const PHONE = { width: 360, height: 740 };

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  product = await startProduct({ seed: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: PHONE });
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

/** Opens `path` with the app's entry script held until the returned function is called. */
async function openBeforeHydration(path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const entryAsked = new Promise<void>((resolve) => {
    void page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      resolve();
      await released;
      await route.continue();
    });
  });
  await page.goto(`${product.baseUrl}${path}`, { waitUntil: 'load' });
  // The page asked for its scripts (after load and a paint): from here the reader could act.
  await entryAsked;
  return release;
}

it('opens the mobile menu tapped before hydration, once hydrated', async () => {
  const release = await openBeforeHydration('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  // Nothing answers yet, and the tap did not go anywhere.
  expect(await page.locator('#mobile-menu').count()).toBe(0);
  expect(new URL(page.url()).pathname).toBe('/');

  release();
  const menu = page.locator('#mobile-menu');
  await menu.waitFor();
  // Replayed once: open, not opened and closed again.
  expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
  await menu.getByRole('link', { name: 'Esports' }).click();
  await page.waitForURL('**/esports');
});

it('subscribes with the email typed and sent before hydration', async () => {
  const release = await openBeforeHydration('/');
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill(`early-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  // Held, not sent by the browser as a plain form (which would reload the page with a query).
  expect(page.url()).toBe(`${product.baseUrl}/`);

  release();
  await page.getByText('Success!').first().waitFor();
  // React took the typed address as its own: the form empties after success, as it does when hydrated.
  expect(await email.inputValue()).toBe('');
});

it('rejects an invalid email sent before hydration as it would after', async () => {
  const release = await openBeforeHydration('/');
  await page.getByRole('textbox', { name: 'Email address' }).fill('not-an-email');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  release();
  await page.getByText('Invalid Email').first().waitFor();
  await page.getByText('Please enter a valid email address').first().waitFor();
});
