// Two editors on one article at once (issue 24), in Chromium against the real product: two browser
// contexts (two signed-in editors) open the same article, see each other's text and cursor within a
// second (the body and the form's fields), one goes offline and edits while the other edits too, and
// once back both are the same merged article; a reload keeps it (the document is stored through
// graph), and Save sends it.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { eventually } from '../testing/eventually';
import {
  apiSession,
  BROWSER_WAIT_MS,
  launchBrowser,
  logInContext,
  openContext,
  screenshotOnFailure,
  startAnotherGateway,
  startProduct,
  toastWith,
  type ApiSession,
  type RunningProduct,
} from '../testing/product';

const STEP_TIMEOUT_MS = 180_000;
/** Issue 24: each sees the other's text and cursor within a second. */
const SEEN_WITHIN_MS = 1_000;

let product: RunningProduct;
let browser: Browser;
let api: ApiSession;
let category: string;
let current: Page | undefined;
const run = Date.now().toString(36);

beforeAll(async () => {
  product = await startProduct({ seed: false });
  api = await apiSession(product, product.admin);
  category = (await api<{ slug: string }>('POST', '/api/categories', { name: `Collab ${run}` })).slug;
  browser = await launchBrowser();
}, STEP_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

screenshotOnFailure('collab', () => current);

/** A new editor account signed in in a browser context of its own, on `baseUrl` (default: the product's gateway). */
async function editorContext(displayName: string, baseUrl = product.baseUrl): Promise<{ context: BrowserContext; page: Page }> {
  const account = { username: `${displayName.split(' ')[0].toLowerCase()}-${run}`, password: 'a long enough password' };
  await api('POST', '/api/users', { ...account, role: 'editor', displayName });
  const context = await openContext(browser, { viewport: { width: 1440, height: 1400 } });
  await logInContext(context, { ...product, baseUrl }, account);
  const page = await context.newPage();
  return { context, page };
}

const body = (page: Page): Locator => page.getByRole('textbox', { name: 'Article content' });
const field = (page: Page, name: 'Title' | 'Excerpt'): Locator => page.getByRole('textbox', { name, exact: false });

/** Waits until the form field shows `value` (a Locator has no wait for an input's value). */
const fieldShows = (page: Page, name: 'Title' | 'Excerpt', value: string, timeout: number): Promise<unknown> =>
  page.waitForFunction(
    ([label, expected]) =>
      [...document.querySelectorAll('label')].some((l) => {
        if (!l.textContent?.startsWith(label) || !l.htmlFor) return false;
        const input = document.getElementById(l.htmlFor) as HTMLInputElement | HTMLTextAreaElement | null;
        return input?.value === expected;
      }),
    [name, value] as const,
    { timeout },
  );

/** The body's paragraphs as text, without the other editors' cursors (their name labels). */
const bodyText = (page: Page): Promise<string> =>
  body(page).evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.collaboration-carets__caret').forEach((caret) => caret.remove());
    return [...copy.querySelectorAll('p')].map((p) => p.textContent ?? '').join('\n');
  });

/** Clicks at the end of the body and types there. */
async function typeAtEnd(page: Page, text: string): Promise<void> {
  await body(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text);
}

it(
  'two editors see each other’s text and cursor, offline edits merge on reconnect, and a reload keeps it all',
  async () => {
    const article = await api<{ id: number }>('POST', '/api/articles', {
      title: `Co-op launch ${run}`,
      content: '<p>Opening line.</p>',
      category,
    });
    const ada = await editorContext('Ada Lovelace');
    const bob = await editorContext('Bob Kahn');
    const url = `${product.baseUrl}/?admin=edit&article=${article.id}`;
    current = ada.page;
    await ada.page.goto(url);
    await bob.page.goto(url);

    // Both show the stored body once (seeded from the article, not twice), and each other's name.
    for (const { page } of [ada, bob]) {
      await body(page).getByText('Opening line.').waitFor();
      await page.getByTestId('collab-presence').getByText('Ada Lovelace', { exact: false }).waitFor();
      await page.getByTestId('collab-presence').getByText('Bob Kahn', { exact: false }).waitFor();
    }
    expect(await body(bob.page).getByText('Opening line.').count()).toBe(1);

    // Ada types: Bob sees the text and Ada's cursor (her name on it) within a second.
    await typeAtEnd(ada.page, ' Ada was here.');
    await body(bob.page).getByText('Ada was here.', { exact: false }).waitFor({ timeout: SEEN_WITHIN_MS });
    await bob.page.locator('.collaboration-carets__label', { hasText: 'Ada Lovelace' }).waitFor({ timeout: SEEN_WITHIN_MS });
    // And the other way round.
    await typeAtEnd(bob.page, ' Bob too.');
    await body(ada.page).getByText('Bob too.', { exact: false }).waitFor({ timeout: SEEN_WITHIN_MS });
    await ada.page.locator('.collaboration-carets__label', { hasText: 'Bob Kahn' }).waitFor({ timeout: SEEN_WITHIN_MS });

    // The article's other fields are shared too: Ada's new title shows in Bob's form within a second.
    const title = `Co-op launch ${run} (updated)`;
    await field(ada.page, 'Title').fill(title);
    await fieldShows(bob.page, 'Title', title, SEEN_WITHIN_MS);

    // Bob goes offline and writes a new paragraph; Ada keeps writing hers.
    current = bob.page;
    await bob.context.setOffline(true);
    await bob.page.getByTestId('collab-presence').getByText('Offline', { exact: false }).waitFor();
    await typeAtEnd(bob.page, '');
    await bob.page.keyboard.press('Enter');
    await bob.page.keyboard.type('Written offline by Bob.');
    await typeAtEnd(ada.page, ' Ada kept going.');
    // Fields merge per field: Bob writes the excerpt offline while Ada changes the title again.
    await field(bob.page, 'Excerpt').fill('Excerpt written offline.');
    const finalTitle = `Co-op launch ${run} (final)`;
    await field(ada.page, 'Title').fill(finalTitle);
    // Bob is offline: Ada cannot have his paragraph yet.
    expect(await body(ada.page).getByText('Written offline by Bob.').count()).toBe(0);

    await bob.context.setOffline(false);
    const merged = async () => {
      const [a, b] = [await bodyText(ada.page), await bodyText(bob.page)];
      return a === b && a.includes('Written offline by Bob.') && a.includes('Ada kept going.') ? a : undefined;
    };
    const text = await eventually(merged, 'both bodies merged', BROWSER_WAIT_MS);
    expect(text).toContain('Opening line. Ada was here. Bob too. Ada kept going.');
    for (const { page } of [ada, bob]) {
      await fieldShows(page, 'Title', finalTitle, BROWSER_WAIT_MS);
      await fieldShows(page, 'Excerpt', 'Excerpt written offline.', BROWSER_WAIT_MS);
    }

    // A reload keeps everything: the document came back from the server (stored through graph).
    current = ada.page;
    await ada.page.reload();
    await body(ada.page).getByText('Written offline by Bob.').waitFor();
    expect(await bodyText(ada.page)).toBe(text);
    await fieldShows(ada.page, 'Excerpt', 'Excerpt written offline.', BROWSER_WAIT_MS);

    // Saving sends the merged body.
    await ada.page.getByRole('button', { name: 'Save Draft' }).click();
    await toastWith(ada.page, 'Article updated successfully').waitFor();
    const saved = await api<{ content: string; title: string; excerpt: string }>('GET', `/api/articles/${article.id}`);
    expect(saved).toMatchObject({ title: finalTitle, excerpt: 'Excerpt written offline.' });
    expect(saved.content).toContain('Written offline by Bob.');
    expect(saved.content).toContain('Ada kept going.');

    await ada.context.close();
    await bob.context.close();
  },
  STEP_TIMEOUT_MS,
);

it(
  'two editors on two gateway processes see each other’s text and cursor (Redis between them)',
  async () => {
    const second = await startAnotherGateway(product);
    try {
      const article = await api<{ id: number }>('POST', '/api/articles', {
        title: `Two gateways ${run}`,
        content: '<p>Shared across processes.</p>',
        category,
      });
      const cy = await editorContext('Cy Gateway');
      const di = await editorContext('Di Gateway', second.baseUrl);
      current = di.page;
      await cy.page.goto(`${product.baseUrl}/?admin=edit&article=${article.id}`);
      await di.page.goto(`${second.baseUrl}/?admin=edit&article=${article.id}`);
      for (const { page } of [cy, di]) {
        await body(page).getByText('Shared across processes.').waitFor();
        await page.getByTestId('collab-presence').getByText('Cy Gateway', { exact: false }).waitFor();
        await page.getByTestId('collab-presence').getByText('Di Gateway', { exact: false }).waitFor();
      }

      await typeAtEnd(cy.page, ' Cy on gateway one.');
      await body(di.page).getByText('Cy on gateway one.', { exact: false }).waitFor({ timeout: SEEN_WITHIN_MS });
      await di.page.locator('.collaboration-carets__label', { hasText: 'Cy Gateway' }).waitFor({ timeout: SEEN_WITHIN_MS });
      await typeAtEnd(di.page, ' Di on gateway two.');
      await body(cy.page).getByText('Di on gateway two.', { exact: false }).waitFor({ timeout: SEEN_WITHIN_MS });
      await cy.page.locator('.collaboration-carets__label', { hasText: 'Di Gateway' }).waitFor({ timeout: SEEN_WITHIN_MS });
      expect(await bodyText(cy.page)).toBe(await bodyText(di.page));

      await cy.context.close();
      await di.context.close();
    } finally {
      await second.stop();
    }
  },
  STEP_TIMEOUT_MS,
);
