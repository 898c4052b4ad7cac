// The editorial calendar end to end (issue 21), in Chromium against the real product: an editor drags
// a scheduled article to another day on the dashboard's Calendar tab and it is rescheduled at the
// same time of day; dragging an embargoed article before its embargo is refused by graph and the
// toast names the embargo; "Move to…" does the same from the keyboard; and the article editor
// schedules an embargoed draft for its lift in one click. Each step makes its own articles.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  apiSession,
  launchBrowser,
  logInContext,
  openContext,
  screenshotOnFailure,
  startProduct,
  toastWith,
  type ApiSession,
  type RunningProduct,
} from '../testing/product';

const STEP_TIMEOUT_MS = 120_000;
const DAY_MS = 86_400_000;

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: ApiSession;
let category: string;
const run = Date.now().toString(36);

beforeAll(async () => {
  product = await startProduct({ seed: false });
  api = await apiSession(product, product.admin);
  category = (await api<{ slug: string }>('POST', '/api/categories', { name: `Calendar ${run}` })).slug;
  browser = await launchBrowser();
  // Tall enough for a whole month: a drag that has to scroll its target into view loses the mouse
  // press in Chromium (Playwright's dragTo scrolls between press and release).
  context = await openContext(browser, { viewport: { width: 1440, height: 1600 } });
  await logInContext(context, product, product.admin);
  page = await context.newPage();
}, STEP_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

screenshotOnFailure('calendar', () => page);

/** A UTC date `days` from today, and an instant on it at 10:00 UTC. */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/**
 * Two UTC days at least two days ahead in the same Monday-to-Sunday week (the day after `first`), so
 * one calendar page shows both whatever today is.
 */
const sameWeekDays = (): [string, string] => {
  const ahead = new Date(`${dayFromNow(2)}T00:00:00Z`).getUTCDay() === 0 ? 3 : 2;
  return [dayFromNow(ahead), dayFromNow(ahead + 1)];
};
const at10 = (date: string) => `${date}T10:00:00.000Z`;

interface Saved {
  id: number;
  title: string;
  status: string;
  scheduledFor: string | null;
  embargoUntil: string | null;
}

const scheduled = (title: string, scheduledFor: string, embargoUntil?: string) =>
  api<Saved>('POST', '/api/articles', {
    title,
    content: '<p>On the calendar.</p>',
    category,
    status: 'scheduled',
    scheduledFor,
    ...(embargoUntil ? { embargoUntil } : {}),
  });

const dayCell = (date: string): Locator => page.locator(`[data-date="${date}"]`);
const item = (id: number): Locator => page.locator(`li[data-article-id="${id}"]`);

/** The Calendar tab, moved on to the month that shows `date`. */
async function openCalendarAt(date: string) {
  await page.goto(`${product.baseUrl}/?admin=dashboard&tab=calendar`);
  await page.getByRole('tab', { name: 'Calendar', selected: true }).waitFor();
  await page.locator('[data-date]').first().waitFor();
  for (let step = 0; step < 2 && (await dayCell(date).count()) === 0; step += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.locator('[data-date]').first().waitFor();
  }
  await dayCell(date).waitFor();
}

it(
  'drags a scheduled article to another day, and it is rescheduled at the same time',
  async () => {
    const [from, to] = sameWeekDays();
    const article = await scheduled(`Patch notes roundup ${run}`, at10(from));
    await openCalendarAt(from);
    await dayCell(from).getByText(`10:00 UTC Scheduled: ${article.title}`).waitFor();

    await item(article.id).dragTo(dayCell(to));
    await toastWith(page, `"${article.title}" rescheduled for`).waitFor();
    await dayCell(to).getByText(`10:00 UTC Scheduled: ${article.title}`).waitFor();
    expect(await dayCell(from).getByText(article.title).count()).toBe(0);
    const stored = await api<Saved>('GET', `/api/articles/${article.id}`);
    expect(stored).toMatchObject({ status: 'scheduled', scheduledFor: at10(to) });
  },
  STEP_TIMEOUT_MS,
);

it(
  'refuses to drag an embargoed article before its embargo, naming the embargo time',
  async () => {
    const [early, lift] = sameWeekDays();
    const embargo = at10(lift);
    const article = await scheduled(`Embargoed verdict ${run}`, embargo, embargo);
    await openCalendarAt(lift);
    await dayCell(lift).getByText(`Embargo lifts: ${article.title}`).waitFor();

    await item(article.id).dragTo(dayCell(early));
    await toastWith(page, `Embargoed until ${embargo}`).waitFor();
    const stored = await api<Saved>('GET', `/api/articles/${article.id}`);
    expect(stored).toMatchObject({ status: 'scheduled', scheduledFor: embargo });
    await dayCell(lift).getByText(`10:00 UTC Scheduled: ${article.title}`).waitFor();
    expect(await dayCell(early).getByText(article.title).count()).toBe(0);
  },
  STEP_TIMEOUT_MS,
);

it(
  'moves an article from the keyboard with "Move to…"',
  async () => {
    const from = dayFromNow(2);
    const to = dayFromNow(4);
    const article = await scheduled(`Keyboard move ${run}`, at10(from));
    await openCalendarAt(from);
    const move = page.getByRole('button', { name: `Move "${article.title}" to…` });
    await move.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Move to…' });
    await dialog.getByLabel(/New date/).fill(to);
    await page.keyboard.press('Enter');
    await toastWith(page, `"${article.title}" rescheduled for`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const stored = await api<Saved>('GET', `/api/articles/${article.id}`);
    expect(stored.scheduledFor).toBe(at10(to));
  },
  STEP_TIMEOUT_MS,
);

it(
  'schedules an embargoed draft for its lift in one click from the editor',
  async () => {
    const embargo = at10(dayFromNow(5));
    const draft = await api<Saved>('POST', '/api/articles', {
      title: `Held for the lift ${run}`,
      content: '<p>Under embargo.</p>',
      category,
      embargoUntil: embargo,
    });
    await page.goto(`${product.baseUrl}/?admin=edit&article=${draft.id}`);
    await page.getByRole('textbox', { name: 'Title' }).waitFor();
    await page.getByText('Embargoed until').waitFor();
    await page.getByRole('button', { name: 'Schedule for embargo lift' }).click();
    await toastWith(page, 'Article updated successfully').waitFor();
    const stored = await api<Saved>('GET', `/api/articles/${draft.id}`);
    expect(stored).toMatchObject({ status: 'scheduled', scheduledFor: embargo, embargoUntil: embargo });
  },
  STEP_TIMEOUT_MS,
);
