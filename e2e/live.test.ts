// A live blog in real browsers against the whole product (issue 22): two reader tabs follow the
// push stream while an editor posts, edits and deletes entries through the API; a reader scrolled
// down gets the "N new updates" button; a reader whose gateway died gets what it missed.
import { Client } from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiSession, launchBrowser, startProduct, type ApiSession, type RunningProduct } from '../testing/product';

jest.setTimeout(180_000);

let product: RunningProduct;
let browser: Browser;
let api: ApiSession;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  product = await startProduct({ backoff: { firstMs: 500 } });
  browser = await launchBrowser();
  api = await apiSession(product, product.admin);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await product?.close();
});

async function liveBlog(title: string): Promise<{ id: number; slug: string }> {
  const categories = await api<{ slug: string }[]>('GET', '/api/categories');
  return api('POST', '/api/articles', {
    title,
    content: '<p>Follow along.</p>',
    category: categories[0].slug,
    status: 'published',
    live: { status: 'live' },
  });
}

async function reader(slug: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${product.baseUrl}/articles/${slug}`);
  // The stream is open once the live client says so.
  await page.locator('[data-testid="live-blog"][data-mode="push"]').waitFor();
  return page;
}

const entries = (page: Page) => page.getByTestId('live-entry');
const post = (id: number, content: string) =>
  api<{ id: number }>('POST', `/api/articles/${id}/live-entries`, { content: `<p>${content}</p>` });

it('pushes entries, edits and deletions to two reader tabs within a second', async () => {
  const blog = await liveBlog('Showcase live in the browser');
  await post(blog.id, 'Doors open');
  const tabs = [await reader(blog.slug), await reader(blog.slug)];
  for (const tab of tabs) await expectCount(tab, 1);

  const posted = [];
  for (const text of ['First reveal', 'Second reveal', 'Third reveal']) {
    const sent = Date.now();
    posted.push(await post(blog.id, text));
    for (const tab of tabs) await tab.getByText(text).waitFor({ timeout: 1_000 });
    expect(Date.now() - sent).toBeLessThan(2_000);
  }
  for (const tab of tabs) await expectCount(tab, 4);

  await api('PUT', `/api/articles/${blog.id}/live-entries/${posted[0].id}`, { content: '<p>First reveal (updated)</p>' });
  await api('DELETE', `/api/articles/${blog.id}/live-entries/${posted[1].id}`);
  for (const tab of tabs) {
    await tab.getByText('First reveal (updated)').waitFor({ timeout: 2_000 });
    await expectCount(tab, 3);
  }
});

it('holds new entries behind "N new updates" while the reader is scrolled down', async () => {
  const blog = await liveBlog('Showcase live, scrolled');
  for (let i = 1; i <= 12; i += 1) await post(blog.id, `Entry ${i} ${'with a long paragraph of text '.repeat(12)}`);
  const tab = await reader(blog.slug);
  await tab.mouse.wheel(0, 4000);
  await tab.waitForFunction(() => (document.querySelector('[data-testid="live-blog"]')?.getBoundingClientRect().top ?? 0) < 0);
  await post(blog.id, 'While you were reading');
  const pill = tab.getByTestId('live-pill');
  await pill.waitFor({ timeout: 2_000 });
  expect(await pill.textContent()).toBe('1 new update');
  expect(await tab.getByText('While you were reading').count()).toBe(0);
  await pill.click();
  await tab.getByText('While you were reading').waitFor();
});

it('gives a reader whose gateway died what it missed, from PostgreSQL, when it reconnects', async () => {
  const blog = await liveBlog('Showcase live, reconnect');
  await post(blog.id, 'Before the drop');
  const tab = await reader(blog.slug);
  const gateway = product.processes.find((p) => p.name === 'gateway')!;
  const restarts = gateway.restarts;
  // The gateway dies with the stream (nothing in its memory survives); entries are written while it
  // is down, straight into the database (its triggers record the events).
  gateway.child.kill('SIGKILL');
  const db = new Client({ connectionString: product.env.DATABASE_URL });
  await db.connect();
  try {
    for (const text of ['Missed one', 'Missed two']) {
      await db.query(`INSERT INTO live_entry (article_id, content) VALUES ($1, $2)`, [blog.id, `<p>${text}</p>`]);
    }
  } finally {
    await db.end();
  }
  expect(await tab.getByText('Missed one').count()).toBe(0);
  // The launcher restarts the gateway; EventSource reconnects with Last-Event-ID.
  await tab.getByText('Missed two').waitFor({ timeout: 20_000 });
  await tab.getByText('Missed one').waitFor();
  await expectCount(tab, 3);
  expect(gateway.restarts).toBe(restarts + 1);
});

async function expectCount(page: Page, n: number): Promise<void> {
  await page.waitForFunction((count) => document.querySelectorAll('[data-testid="live-entry"]').length === count, n, {
    timeout: 5_000,
  });
  expect(await entries(page).count()).toBe(n);
}
