// The newsroom end to end (issue 24), in Chromium against the real product: a contributor submits a
// draft for review, an editor sends it back with a note from the review queue, the contributor reads
// the note, fixes the draft and resubmits, and the editor sees the changes since the last review and
// approves it for a time; and the Insights tab draws its charts from views the gateway really counted
// (a reader arriving from a search engine on a phone). Each test makes its own articles and accounts.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eventually } from '../testing/eventually';
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

let product: RunningProduct;
let browser: Browser;
let api: ApiSession;
let category: string;
let editorContext: BrowserContext;
let editorPage: Page;
let current: Page | undefined;
const run = Date.now().toString(36);

beforeAll(async () => {
  product = await startProduct({ seed: false });
  api = await apiSession(product, product.admin);
  category = (await api<{ slug: string }>('POST', '/api/categories', { name: `Newsroom ${run}` })).slug;
  browser = await launchBrowser();
  editorContext = await openContext(browser, { viewport: { width: 1440, height: 1400 } });
  await logInContext(editorContext, product, product.admin);
  editorPage = await editorContext.newPage();
}, STEP_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

screenshotOnFailure('newsroom', () => current);

async function contributorPage(): Promise<{ page: Page; api: ApiSession }> {
  const account = { username: `writer-${run}`, password: 'a long enough password' };
  await api('POST', '/api/users', { ...account, role: 'contributor', displayName: 'Wren Writer' });
  const context = await openContext(browser, { viewport: { width: 1440, height: 1400 } });
  await logInContext(context, product, account);
  const page = await context.newPage();
  return { page, api: await apiSession(product, account) };
}

it(
  'a contributor submits, an editor requests changes, the contributor resubmits, the editor approves and schedules',
  async () => {
    const writer = await contributorPage();
    const title = `Boss rush guide ${run}`;
    const draft = await writer.api<{ id: number }>('POST', '/api/articles', {
      title,
      content: '<p>Beat the first boss with the shield.</p>',
      category,
    });

    // The contributor submits with a note.
    current = writer.page;
    await writer.page.goto(`${product.baseUrl}/?admin=edit&article=${draft.id}`);
    await writer.page.getByRole('button', { name: 'Submit for review' }).click();
    await writer.page.getByLabel('Note to the editors (optional)').fill('First draft, be gentle.');
    await writer.page.getByRole('button', { name: 'Submit', exact: true }).click();
    await toastWith(writer.page, 'Submitted for review').waitFor();

    // The editor finds it in the review queue and sends it back with a note.
    current = editorPage;
    await editorPage.goto(`${product.baseUrl}/?admin=dashboard&tab=review`);
    await editorPage.getByRole('tab', { name: /Review queue/ }).waitFor();
    const row = editorPage.getByTestId('review-queue-row').filter({ hasText: title });
    await row.getByRole('button', { name: 'Review' }).click();
    await editorPage.getByText('First review of this article.').waitFor();
    await editorPage.getByRole('button', { name: 'Request changes' }).click();
    await editorPage.getByLabel('What needs changing').fill('Name the second boss too.');
    await editorPage.getByRole('button', { name: 'Send back' }).click();
    await toastWith(editorPage, 'Changes requested').waitFor();

    // The contributor reads the note, fixes the draft and resubmits.
    current = writer.page;
    await writer.page.goto(`${product.baseUrl}/?admin=edit&article=${draft.id}`);
    await writer.page.getByTestId('changes-requested').getByText('Name the second boss too.').waitFor();
    await writer.page.getByLabel('Title').fill(`${title} and the Warden`);
    await writer.page.getByRole('button', { name: 'Submit for review' }).click();
    await writer.page.getByRole('button', { name: 'Submit', exact: true }).click();
    await toastWith(writer.page, 'Submitted for review').waitFor();

    // The editor sees what changed since the last review and approves it for tomorrow 10:00.
    current = editorPage;
    await editorPage.goto(`${product.baseUrl}/?admin=edit&article=${draft.id}`);
    const diff = editorPage.getByTestId('review-diff');
    await diff.locator('ins', { hasText: 'Warden' }).waitFor();
    await editorPage.getByRole('radio', { name: 'Schedule for later' }).check();
    const tomorrow = new Date(Date.now() + 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await editorPage
      .getByLabel('Date')
      .fill(`${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`);
    await editorPage.getByRole('combobox', { name: 'Hour' }).selectOption('10');
    await editorPage.getByRole('combobox', { name: 'Minute' }).selectOption('0');
    await editorPage.getByRole('button', { name: 'Approve and schedule' }).click();
    await toastWith(editorPage, 'Approved and scheduled').waitFor();

    const saved = await api<{ status: string; title: string; scheduledFor: string }>('GET', `/api/articles/${draft.id}`);
    const expected = new Date(tomorrow.getFullYear(), tomorrow.getMonth(), tomorrow.getDate(), 10, 0).toISOString();
    expect(saved).toMatchObject({ status: 'scheduled', title: `${title} and the Warden`, scheduledFor: expected });
    const review = await api<{ events: { kind: string }[] }>('GET', `/api/articles/${draft.id}/review`);
    expect(review.events.map((e) => e.kind)).toEqual(['approved', 'submitted', 'changes_requested', 'submitted']);
    await writer.page.context().close();
  },
  STEP_TIMEOUT_MS,
);

it(
  'the Insights tab draws its charts from views the gateway counted',
  async () => {
    const article = await api<{ slug: string; title: string }>('POST', '/api/articles', {
      title: `Charted story ${run}`,
      content: '<p>Read me.</p>',
      category,
      status: 'published',
    });
    // A reader on a phone arrives from a search engine (no session: counted).
    const reader = await openContext(browser, {
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
    });
    const readerPage = await reader.newPage();
    await readerPage.goto(`${product.baseUrl}/articles/${article.slug}`, { referer: 'https://www.google.com/' });
    await readerPage.getByRole('heading', { level: 1, name: article.title }).waitFor();
    await reader.close();
    await eventually(async () => {
      const overview = await api<{ topArticles: { title: string }[] }>('GET', '/api/analytics/overview');
      return overview.topArticles.some((a) => a.title === article.title) ? true : undefined;
    }, 'the view to be counted');

    current = editorPage;
    await editorPage.goto(`${product.baseUrl}/?admin=dashboard&tab=insights`);
    await editorPage.getByRole('tab', { name: 'Insights', selected: true }).waitFor();
    const daily = editorPage.getByTestId('insights-daily-chart');
    // The Views line is drawn (a path with points), not only its legend mark.
    await daily.locator('path.MuiLineChart-line').first().waitFor();
    const referrers = editorPage.getByRole('region', { name: 'Where readers came from' });
    await referrers.getByRole('cell', { name: 'Search engines' }).waitFor();
    await referrers.locator('.MuiBarChart-element').first().waitFor();
    const devices = editorPage.getByRole('region', { name: 'Devices' });
    await devices.getByRole('cell', { name: 'mobile' }).waitFor();
    await editorPage.getByRole('region', { name: 'Most read articles' }).getByRole('cell', { name: article.title }).waitFor();
    const download = editorPage.waitForEvent('download');
    await editorPage.getByRole('button', { name: 'Export Most read articles as CSV' }).click();
    expect((await download).suggestedFilename()).toBe('articles.csv');
  },
  STEP_TIMEOUT_MS,
);
