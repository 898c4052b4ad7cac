// A live blog in real browsers against the whole product (issue 22): two reader tabs follow the
// push stream while an editor posts, edits and deletes entries through the API and from the live
// console in a third tab; a reader scrolled down gets the "N new updates" button; a reader whose
// gateway died, or whose connection dropped, gets what it missed; two gateways each push to their
// own reader; a reader whose gateway refuses the stream polls and still sees changes and the end,
// and is pushed to again once a place is free.
import net from 'node:net';
import { Client } from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiSession,
  launchBrowser,
  logInContext,
  openContext,
  startAnotherGateway,
  startProduct,
  type ApiSession,
  type RunningProduct,
} from '../testing/product';
import { axeViolations } from '../testing/axe';
import { eventually } from '../testing/eventually';

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

async function reader(slug: string, baseUrl = product.baseUrl): Promise<Page> {
  const context = await openContext(browser, { viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/articles/${slug}`);
  // The stream is open once the live client says so.
  await page.locator('[data-testid="live-blog"][data-mode="push"]').waitFor();
  return page;
}

/**
 * A reader whose gateway refused the stream, polling instead, on a clock the test moves by hand
 * (`page.clock.runFor`): no test waits 15 real seconds for a poll.
 */
async function pollingReader(slug: string, baseUrl: string): Promise<Page> {
  const context = await openContext(browser, { viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${baseUrl}/articles/${slug}`);
  await page.locator('[data-testid="live-blog"][data-mode="poll"]').waitFor();
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
  // Pressed from the keyboard: the pill goes away with the updates shown, and the keyboard goes with the
  // view to the top of the live blog (not dropped on <body>, where a screen reader loses its place).
  await pill.focus();
  await tab.keyboard.press('Enter');
  await tab.getByText('While you were reading').waitFor();
  expect(await tab.evaluate(() => document.activeElement?.closest('[data-testid="live-blog"]')?.tagName)).toBe('SECTION');
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

it('posts from the live console to two reader tabs within a second; a dropped reader catches up', async () => {
  const link = await cuttableLink(Number(new URL(product.baseUrl).port));
  afterTest.push(() => link.close());
  const blog = await liveBlog('Showcase live from the console');
  await post(blog.id, 'Doors open');
  // The second reader reaches the gateway through a link the test can cut.
  const tabs = [await reader(blog.slug), await reader(blog.slug, link.baseUrl)];
  const context = await openContext(browser, { viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  await logInContext(context, product, product.admin);
  const desk = await context.newPage();
  await desk.goto(`${product.baseUrl}/?admin=live&article=${blog.id}`);
  await desk.locator('[data-testid="live-console-mode"][data-mode="push"]').waitFor({ timeout: 20_000 });
  // The LIVE chip reads at WCAG AA contrast (it was white on red at 3.68:1).
  expect(await axeViolations(desk, ['color-contrast'], '[data-testid="live-console-status"]')).toEqual([]);
  const box = desk.getByRole('textbox', { name: 'New entry' });
  const focused = () => box.evaluate((el) => el === document.activeElement);
  await box.waitFor();
  expect(await focused()).toBe(true);

  for (const text of ['Console one', 'Console two', 'Console three']) {
    await box.fill(text);
    const sent = Date.now();
    await box.press('Control+Enter');
    await Promise.all(tabs.map((tab) => tab.getByText(text).waitFor({ timeout: 1_000 })));
    expect(Date.now() - sent).toBeLessThan(1_500);
    // Once the console has its answer (the readers' push may come first), the box is empty and
    // still focused, ready for the next entry.
    await eventually(async () => ((await box.inputValue()) === '' ? true : undefined), 'the compose box to clear', 5_000, 20);
    expect(await focused()).toBe(true);
  }
  for (const tab of tabs) await expectCount(tab, 4);

  const row = (text: string) => desk.getByTestId('live-console-entry').filter({ hasText: text });
  await row('Console one').getByRole('button', { name: /^Edit/ }).click();
  const edit = desk.getByRole('textbox', { name: 'Edit entry' });
  await edit.fill('<p>Console one (corrected)</p>');
  await edit.press('Control+Enter');
  desk.once('dialog', (dialog) => void dialog.accept());
  await row('Console two')
    .getByRole('button', { name: /^Delete/ })
    .click();
  for (const tab of tabs) {
    await tab.getByText('Console one (corrected)').waitFor({ timeout: 2_000 });
    await expectCount(tab, 3);
  }
  await row('Console one (corrected)').waitFor();
  expect(await desk.getByTestId('live-console-entry').count()).toBe(3);

  // The second reader's connection drops (its TCP connections are cut and refused for a while): the
  // first keeps receiving; back, the second reconnects with Last-Event-ID and gets what it missed.
  const [kept, dropped] = tabs;
  link.down();
  for (const text of ['While cut off one', 'While cut off two']) {
    await box.fill(text);
    await box.press('Control+Enter');
    await kept.getByText(text).waitFor({ timeout: 1_000 });
  }
  expect(await dropped.getByText('While cut off one').count()).toBe(0);
  link.up();
  await dropped.getByText('While cut off two').waitFor({ timeout: 15_000 });
  await dropped.getByText('While cut off one').waitFor();
  await expectCount(dropped, 5);
});

it('pushes an entry to a reader on each of two gateways', async () => {
  const second = await startAnotherGateway(product);
  try {
    const blog = await liveBlog('Showcase live on two gateways');
    await post(blog.id, 'Doors open');
    const tabs = [await reader(blog.slug), await reader(blog.slug, second.baseUrl)];
    for (const text of ['Seen on both', 'Seen on both again']) {
      const sent = Date.now();
      await post(blog.id, text);
      await Promise.all(tabs.map((tab) => tab.getByText(text).waitFor({ timeout: 1_000 })));
      expect(Date.now() - sent).toBeLessThan(1_500);
    }
    for (const tab of tabs) await expectCount(tab, 3);
  } finally {
    await second.stop();
  }
});

it('polls every 15 s when its gateway refuses the stream, and shows new entries, edits and the end', async () => {
  // A gateway past its bound of open streams (0 here) answers 503: the page polls instead.
  const refusing = await startAnotherGateway(product, { GATEWAY_LIVE_MAX_STREAMS: '0' });
  try {
    const blog = await liveBlog('Showcase live, polled');
    const first = await post(blog.id, 'Doors open');
    const page = await pollingReader(blog.slug, refusing.baseUrl);
    await expectCount(page, 1);

    await post(blog.id, 'Told by a poll');
    await api('PUT', `/api/articles/${blog.id}/live-entries/${first.id}`, { content: '<p>Doors opened early</p>' });
    await api('PUT', `/api/articles/${blog.id}`, { live: { status: 'ended' } });
    // Two badges: the article's at the top and the blog's own; both must say so once it ends.
    const badges = page.getByTestId('live-badge');
    const statuses = async () => Promise.all((await badges.all()).map((badge) => badge.getAttribute('data-status')));
    expect(await statuses()).toEqual(['live', 'live']);
    // Each poll asks the gateway, whose cached answers the changes above cleared (NOTIFY, a moment
    // later): a poll or two of the page's clock.
    // A poll that saw the end before the edits (polled a blog that has ended: every 5 minutes).
    let endedBefore = false;
    await eventually(async () => {
      await page.clock.runFor(endedBefore ? 300_000 : 15_000);
      const shown = await entries(page).allInnerTexts();
      const ended = (await statuses()).every((status) => status === 'ended');
      endedBefore = ended;
      return ended && shown.some((t) => t.includes('Told by a poll')) && shown.some((t) => t.includes('Doors opened early'))
        ? true
        : undefined;
    }, 'the polled page shows the new entry, the edit and the end');
    await expectCount(page, 2);
  } finally {
    await refusing.stop();
  }
});

it('gives a reader refused at the peak the stream again once a place is free', async () => {
  // One stream per gateway here: the first reader holds it, the second polls.
  const busy = await startAnotherGateway(product, { GATEWAY_LIVE_MAX_STREAMS: '1' });
  try {
    const blog = await liveBlog('Showcase live, at its peak');
    await post(blog.id, 'Doors open');
    const first = await reader(blog.slug, busy.baseUrl);
    const second = await pollingReader(blog.slug, busy.baseUrl);

    // The first reader leaves; within a minute of the second's clock it tries the stream again.
    await first.close();
    await eventually(async () => {
      await second.clock.runFor(15_000);
      return (await second.locator('[data-testid="live-blog"]').getAttribute('data-mode')) === 'push' ? true : undefined;
    }, 'the refused reader is pushed to again');
    const sent = Date.now();
    await post(blog.id, 'Pushed, not polled');
    await second.getByText('Pushed, not polled').waitFor({ timeout: 1_000 });
    expect(Date.now() - sent).toBeLessThan(1_500);
  } finally {
    await busy.stop();
  }
});

const afterTest: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const job of afterTest.splice(0)) await job();
});

/**
 * A TCP relay to the gateway that can be cut: `down()` destroys every connection through it and
 * refuses new ones (a reader's network dropped), `up()` lets them through again.
 */
async function cuttableLink(port: number) {
  const sockets = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(port, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        (socket === client ? upstream : client).destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    down() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    up() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function expectCount(page: Page, n: number): Promise<void> {
  await page.waitForFunction((count) => document.querySelectorAll('[data-testid="live-entry"]').length === count, n, {
    timeout: 5_000,
  });
  expect(await entries(page).count()).toBe(n);
}
