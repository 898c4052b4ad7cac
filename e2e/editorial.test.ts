// Editorial depth end to end (issue 12), in Chromium against the real product: an editor account
// (not the admin) writes, restores a revision, shares a preview with someone outside, and renames a
// published article without breaking its link.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  launchBrowser,
  startProduct,
  type RunningProduct,
  articleRow as rowOf,
  screenshotAfterEachTest,
  toastWith as toastOn,
} from '../testing/product';

const STEP_TIMEOUT_MS = 120_000;

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const run = Date.now().toString(36);
const editorAccount = { username: `eve-${run}`, password: 'an editor password' };
const firstTitle = `Dungeon Diaries ${run}`;
const secondTitle = `Dungeon Diaries Revisited ${run}`;
const renamedSlug = `dungeon-diaries-final-cut-${run}`;
let previewUrl = '';
let originalSlug = '';

beforeAll(async () => {
  product = await startProduct({ seed: true });
  // The admin adds an editor account through the API, as the Users tab does.
  const login = await fetch(`${product.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(product.admin),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const created = await fetch(`${product.baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ ...editorAccount, role: 'editor', displayName: 'Eve Editor' }),
  });
  if (created.status !== 201) throw new Error(`could not create the editor: ${created.status} ${await created.text()}`);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
}, STEP_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

screenshotAfterEachTest('editorial', () => page);

const toastWith = (text: string) => toastOn(page, text);
const articleRow = (title: string) => rowOf(page, title);

it(
  'an editor logs in and sees the dashboard of an editor (no Users tab)',
  async () => {
    await page.goto(product.baseUrl);
    await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog', { name: /Log In to/ });
    await dialog.getByLabel('Username').fill(editorAccount.username);
    await dialog.getByLabel('Password').fill(editorAccount.password);
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('tab', { name: 'Categories' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Users' }).count()).toBe(0);
  },
  STEP_TIMEOUT_MS,
);

it(
  'writes, saves twice and restores the first revision from the history',
  async () => {
    await page.getByRole('button', { name: 'New Article' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(firstTitle);
    const content = page.getByRole('textbox', { name: 'Article content' });
    await content.click();
    await content.pressSequentially('The first draft of the dungeon diary.');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Review', exact: true }).click();
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await toastWith('Article created successfully').first().waitFor();

    await articleRow(firstTitle)
      .getByRole('button', { name: `Edit ${firstTitle}` })
      .click();
    await page.getByRole('textbox', { name: 'Title' }).fill(secondTitle);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await toastWith('Article updated successfully').first().waitFor();

    await articleRow(secondTitle)
      .getByRole('button', { name: `Edit ${secondTitle}` })
      .click();
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Revision history' });
    const revisions = history.getByRole('list', { name: 'Revisions' }).getByRole('button');
    await revisions.nth(1).waitFor();
    await revisions.last().click();
    // The diff shows the word the second save added.
    await history.locator('ins', { hasText: 'Revisited' }).first().waitFor();
    await history.getByRole('button', { name: 'Restore this revision' }).click();
    await toastWith('Revision restored').first().waitFor();
    await expect(page.getByRole('textbox', { name: 'Title' }).inputValue()).resolves.toBe(firstTitle);
  },
  STEP_TIMEOUT_MS,
);

it(
  'uploads an image as the featured image and places it in the text from the library',
  async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    await page.getByRole('button', { name: 'Choose featured image' }).click();
    const picker = page.getByRole('dialog', { name: 'Featured image' });
    await picker.getByLabel('Image file').setInputFiles({ name: 'torchlit-hall.png', mimeType: 'image/png', buffer: png });
    await picker.getByRole('button', { name: 'Upload' }).click();
    // Alt text is required before anything is sent.
    await picker.getByText('alt text is required').waitFor();
    await picker.getByLabel('Alt text').fill(`A torchlit hall ${run}`);
    await picker.getByRole('button', { name: 'Upload' }).click();
    await picker.waitFor({ state: 'detached' });
    const featured = await page.getByRole('textbox', { name: 'Featured image URL' }).inputValue();
    expect(featured).toMatch(/^\/media\/library\/[0-9a-f-]+\.webp$/);

    const content = page.getByRole('textbox', { name: 'Article content' });
    await content.click();
    await content.press('End');
    await page.getByRole('button', { name: 'Image from library' }).click();
    const library = page.getByRole('dialog', { name: 'Insert an image' });
    await library.getByLabel('Search the media library').fill(`torchlit hall ${run}`);
    await library.getByRole('button', { name: `Use image: A torchlit hall ${run}` }).click();
    await content.locator(`img[src="${featured}"][alt="A torchlit hall ${run}"]`).waitFor();
  },
  STEP_TIMEOUT_MS,
);

it(
  'shares a preview that someone without an account can read, marked noindex',
  async () => {
    await page.getByRole('button', { name: 'Share preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview link' });
    previewUrl = await dialog.getByRole('textbox', { name: 'Preview link' }).inputValue();
    expect(previewUrl).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const outsider = await browser.newContext();
    try {
      const guest = await outsider.newPage();
      const response = await guest.goto(previewUrl);
      expect(response?.headers()['x-robots-tag']).toContain('noindex');
      await guest.getByRole('heading', { name: firstTitle }).waitFor();
      await guest.getByText('The first draft of the dungeon diary.').waitFor();
      await guest.getByText(/Preview of an unpublished article/).waitFor();
    } finally {
      await outsider.close();
    }
  },
  STEP_TIMEOUT_MS,
);

it(
  'publishes, renames the published article, and the old link still leads to it',
  async () => {
    await page.getByRole('button', { name: 'Publish' }).click();
    await toastWith('Article updated successfully').first().waitFor();
    await articleRow(firstTitle).getByText('Published').waitFor();

    await articleRow(firstTitle)
      .getByRole('button', { name: `Edit ${firstTitle}` })
      .click();
    originalSlug = await page.getByRole('textbox', { name: 'Slug' }).inputValue();
    await page.getByRole('textbox', { name: 'Slug' }).fill(renamedSlug);
    await page.getByRole('button', { name: 'Publish' }).click();
    await toastWith('Article updated successfully').first().waitFor();

    // A reader with the old link lands on the renamed article.
    const reader = await browser.newContext();
    try {
      const tab = await reader.newPage();
      await tab.goto(`${product.baseUrl}/articles/${originalSlug}`);
      expect(new URL(tab.url()).pathname).toBe(`/articles/${renamedSlug}`);
      await tab.getByRole('heading', { name: firstTitle }).first().waitFor();
      // The uploaded image is in the published text, served from the media library.
      const image = tab.locator(`[data-testid="article-content"] img[alt="A torchlit hall ${run}"]`);
      await image.waitFor();
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      // The preview link ended when the article was published.
      await tab.goto(previewUrl);
      await tab.getByText('This preview link has expired or was revoked.', { exact: false }).waitFor();
    } finally {
      await reader.close();
    }
  },
  STEP_TIMEOUT_MS,
);
