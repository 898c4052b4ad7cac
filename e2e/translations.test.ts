// The translation workflow in editor mode (issue 46 item 6), in a browser against the real product:
// an editor translates an article by copy (AI drafts are offered only with an OpenAI key, and the
// dialog says why not), the linked draft opens in the editor, the source lists it, and once the
// source is edited the translation says "Source changed" and shows what changed. An editor names a
// tag in German from the Tags tab, and a German article's page shows it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiSession,
  chooseOption,
  launchBrowser,
  logInContext,
  openContext,
  screenshotOnFailure,
  startProduct,
  toastWith,
  type ApiSession,
  type RunningProduct,
} from '../testing/product';

jest.setTimeout(180_000);

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: ApiSession;
const run = Date.now().toString(36);

beforeAll(async () => {
  // The seed ships the German, Spanish and Japanese editions beside English.
  product = await startProduct({ seed: true });
  admin = await apiSession(product, product.admin);
  browser = await launchBrowser();
  context = await openContext(browser, { viewport: { width: 1440, height: 1000 } });
  await logInContext(context, product, product.admin);
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

screenshotOnFailure('translations', () => page);

const openEditor = async (articleId: number) => {
  await page.goto(`${product.baseUrl}/?admin=edit&article=${articleId}`);
  await page.getByRole('heading', { name: 'Translations' }).waitFor();
};

it('translates by copy into a linked draft, and flags it when the source changes', async () => {
  const title = `Patch notes explained ${run}`;
  const source = await admin<{ id: number }>('POST', '/api/articles', {
    title,
    content: '<p>The patch fixes the frame rate.</p>',
    category: 'news',
    status: 'published',
  });
  await openEditor(source.id);
  await page.getByRole('button', { name: 'Translate', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Translate' });
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Edition' }), 'Deutsch (de)');
  // No OpenAI key in this product: the AI draft is off, and graph's reason is on screen.
  expect(await dialog.getByRole('radio', { name: 'AI draft' }).isDisabled()).toBe(true);
  expect(await dialog.getByTestId('mode-unavailable-ai').textContent()).toContain('OPENAI_API_KEY');
  await dialog.getByRole('radio', { name: 'Copy' }).check();
  await dialog.getByRole('button', { name: 'Translate' }).click();

  // The linked draft opens in the editor: German, the source's text, a link back to the source.
  await page.waitForURL((url) => url.searchParams.get('article') !== String(source.id));
  const draftId = Number(new URL(page.url()).searchParams.get('article'));
  await page.getByTestId('article-language').filter({ hasText: 'Deutsch (de)' }).waitFor();
  expect(await page.getByLabel('Title').inputValue()).toBe(title);
  await page.getByRole('button', { name: 'Open the source' }).waitFor();
  const draft = await admin<{ language: string; status: string }>('GET', `/api/articles/${draftId}`);
  expect(draft).toMatchObject({ language: 'de', status: 'draft' });

  // The source lists it with its status.
  await openEditor(source.id);
  const row = page.getByTestId('translation-row').filter({ hasText: 'Deutsch (de)' });
  expect(await row.textContent()).toContain('Draft');
  expect(await row.getByText('Source changed').count()).toBe(0);

  // The source is edited after the translation: both screens say so, with the diff.
  await admin('PUT', `/api/articles/${source.id}`, { content: '<p>The patch fixes the frame rate and the save bug.</p>' });
  await openEditor(source.id);
  await page.getByTestId('translation-row').filter({ hasText: 'Source changed' }).waitFor();
  await openEditor(draftId);
  await page.getByRole('alert').filter({ hasText: 'Source changed' }).waitFor();
  await page.getByRole('button', { name: 'View changes' }).click();
  const changes = page.getByRole('region', { name: 'Source changes' });
  await changes.locator('ins').first().waitFor();
  expect(await changes.locator('ins').allTextContents()).toEqual([expect.stringContaining('save bug')]);
});

it("names a tag in German from the Tags tab, and the German article's page shows that name", async () => {
  const tag = `Speedrun ${run}`;
  const german = await admin<{ slug: string }>('POST', '/api/articles', {
    title: `Weltrekord im Speedrun ${run}`,
    content: '<p>Ein neuer Rekord.</p>',
    category: 'news',
    language: 'de',
    tags: [tag],
    status: 'published',
  });
  await page.goto(product.baseUrl);
  await page.getByRole('banner').getByRole('button', { name: 'Admin', exact: true }).click();
  await page.getByRole('tab', { name: 'Tags' }).click();
  await page.getByRole('button', { name: `Editions of tag ${tag}` }).click();
  const edition = page.getByRole('dialog', { name: `${tag} in other editions` }).getByRole('region', { name: 'Deutsch' });
  await edition.getByRole('textbox', { name: 'Name in Deutsch' }).fill(`Schnelldurchlauf ${run}`);
  await edition.getByRole('button', { name: 'Save Deutsch' }).click();
  await toastWith(page, 'Deutsch saved').waitFor();

  // A reader of the German edition, signed out.
  const readers = await openContext(browser);
  try {
    const reader = await readers.newPage();
    await reader.goto(`${product.baseUrl}/de/articles/${german.slug}`);
    await reader.getByRole('list', { name: 'Schlagwörter' }).getByText(`#Schnelldurchlauf ${run}`).waitFor();
  } finally {
    await readers.close();
  }
});
