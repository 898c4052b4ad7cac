// Editorial depth end to end (issue 12), in Chromium against the real product: an editor account
// (not the admin) writes, restores a revision, shares a preview with someone outside, and renames a
// published article without breaking its link; editor mode and the open article survive a reload,
// Back and an expired session (they are in the URL); a contributor is offered only what it may do.
// The steps tell one article's story, but each makes what it needs (its session, the article in the
// state the step starts from) when the steps before it did not run, so any one runs alone (`-t`).
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { eventually } from '../testing/eventually';
import {
  apiSession,
  articleRow as rowOf,
  chooseOption,
  launchBrowser,
  logInContext,
  openContext,
  screenshotOnFailure,
  screenshotPath,
  startProduct,
  toastWith as toastOn,
  type ApiSession,
  type RunningProduct,
} from '../testing/product';

const STEP_TIMEOUT_MS = 120_000;

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The editor account's REST session, for what a step needs in place. */
let asEditorApi: ApiSession;

const run = Date.now().toString(36);
const editorAccount = { username: `eve-${run}`, password: 'an editor password' };
const contributorAccount = { username: `cody-${run}`, password: 'a contributor password' };
/** A published article the admin wrote, whose title the editor then reuses. */
const takenTitle = `Patch Notes Digest ${run}`;
const firstTitle = `Dungeon Diaries ${run}`;
const secondTitle = `Dungeon Diaries Revisited ${run}`;
const renamedSlug = `dungeon-diaries-final-cut-${run}`;
const diaryText = 'The first draft of the dungeon diary.';
const pictureAlt = `A torchlit hall ${run}`;

beforeAll(async () => {
  product = await startProduct({ seed: true });
  // The admin adds an editor account through the API, as the Users tab does.
  const asAdmin = await apiSession(product, product.admin);
  await asAdmin('POST', '/api/users', { ...editorAccount, role: 'editor', displayName: 'Eve Editor' });
  await asAdmin('POST', '/api/users', { ...contributorAccount, role: 'contributor', displayName: 'Cody Contributor' });
  await asAdmin('POST', '/api/articles', {
    title: takenTitle,
    content: '<p>Every change.</p>',
    category: 'news',
    status: 'published',
  });
  asEditorApi = await apiSession(product, editorAccount);
  browser = await launchBrowser();
  context = await openContext(browser, { viewport: { width: 1440, height: 1000 } });
  page = await context.newPage();
}, STEP_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

screenshotOnFailure('editorial', () => page);

const toastWith = (text: string) => toastOn(page, text);
const articleRow = (title: string) => rowOf(page, title);

/** The browser holds the editor account's session (logged in through the API when it has none). */
async function asEditor() {
  if (!(await context.cookies()).some((cookie) => cookie.name === 'savepoint.sid')) {
    await logInContext(context, product, editorAccount);
  }
}

const pngOf = async (colour: string, width: number, height: number) => {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
};

/**
 * The editor's article the story steps share, as the step needs it: a draft with its text and a
 * library picture in it, or published under the renamed slug. Made (or moved on) through the API
 * only when the steps before did not run.
 */
async function diary(state: 'draft' | 'published'): Promise<{ id: number }> {
  type Listed = { id: number; title: string; status: string; slug: string };
  const listed = await asEditorApi<Listed[]>('GET', `/api/admin/articles?search=${encodeURIComponent(firstTitle)}`);
  let article = listed.find((a) => a.title === firstTitle);
  if (!article) {
    const upload = new FormData();
    upload.set('file', new Blob([new Uint8Array(await pngOf('#884422', 320, 200))], { type: 'image/png' }), 'torchlit-hall.png');
    upload.set('alt', `The dungeon entrance ${run}`);
    const picture = await asEditorApi<{ url: string }>('POST', '/api/media', upload);
    const content = `<p>${diaryText}</p><p><img src="${picture.url}" alt="The dungeon entrance ${run}"></p>`;
    article = await asEditorApi<Listed>('POST', '/api/articles', { title: firstTitle, content, category: 'review' });
  }
  // Published, then renamed, as the publishing step does it.
  if (state === 'published' && article.status !== 'published') {
    await asEditorApi('PUT', `/api/articles/${article.id}`, { status: 'published' });
  }
  if (state === 'published' && article.slug !== renamedSlug) {
    await asEditorApi('PUT', `/api/articles/${article.id}`, { slug: renamedSlug });
  }
  return article;
}

/** The diary open in the editor, from the dashboard. */
async function openDiary(state: 'draft' | 'published') {
  await asEditor();
  await diary(state);
  await openDashboardFrom('/');
  await articleRow(firstTitle)
    .getByRole('button', { name: `Edit ${firstTitle}` })
    .click();
  await editorHeading().waitFor();
  await page.getByRole('textbox', { name: 'Title' }).waitFor();
}

/** A new preview link from the open editor's Share preview dialog. */
async function sharePreview(): Promise<string> {
  await page.getByRole('button', { name: 'Share preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview link' });
  const url = await dialog.getByRole('textbox', { name: 'Preview link' }).inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
  return url;
}

it(
  'an editor logs in and sees the dashboard of an editor (no Users tab)',
  async () => {
    await context.clearCookies();
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
    await asEditor();
    await openDashboardFrom('/');
    await page.getByRole('button', { name: 'New Article' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(firstTitle);
    const content = page.getByRole('textbox', { name: 'Article content' });
    await content.click();
    await content.pressSequentially(diaryText);
    await chooseOption(page, page.getByRole('combobox', { name: 'Category' }), 'Review');
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
  'uploads an image as the featured image, places it in the text from the library, uploads dropped and pasted images, and saves',
  async () => {
    await openDiary('draft');
    const png = await pngOf('#884422', 320, 200);
    await page.getByRole('button', { name: 'Choose featured image' }).click();
    const picker = page.getByRole('dialog', { name: 'Featured image' });
    await picker.getByLabel('Image file').setInputFiles({ name: 'torchlit-hall.png', mimeType: 'image/png', buffer: png });
    // The media dialogs' buttons are pressed from the keyboard: the dialog re-centres as its library's
    // pictures arrive, and a pointer click sent to where the button was missed it (seen in CI: the
    // dialog stayed open with its alt text filled in and nothing sent).
    await picker.getByRole('button', { name: 'Upload' }).press('Enter');
    // Alt text is required before anything is sent.
    await picker.getByText('alt text is required').waitFor();
    await picker.getByLabel('Alt text').fill(pictureAlt);
    await picker.getByRole('button', { name: 'Upload' }).press('Enter');
    await picker.waitFor({ state: 'detached' });
    const featured = await page.getByRole('textbox', { name: 'Featured image URL' }).inputValue();
    expect(featured).toMatch(/^\/media\/library\/[0-9a-f-]+\.webp$/);

    const content = page.getByRole('textbox', { name: 'Article content' });
    await content.click();
    await content.press('End');
    await page.getByRole('button', { name: 'Image from library' }).click();
    const library = page.getByRole('dialog', { name: 'Insert an image' });
    await library.getByLabel('Search the media library').fill(`torchlit hall ${run}`);
    await library.getByRole('button', { name: `Use image: ${pictureAlt}` }).press('Enter');
    await content.locator(`img[src="${featured}"][alt="${pictureAlt}"]`).waitFor();

    // An image dropped on the picker, and one pasted into it, are uploaded and placed the same way.
    for (const [gesture, done, colour] of [
      ['drop', 'dropped', '#225588'],
      ['paste', 'pasted', '#558822'],
    ] as const) {
      const picture = await pngOf(colour, 240, 160);
      await page.getByRole('button', { name: 'Image from library' }).click();
      const picker = page.getByRole('dialog', { name: 'Insert an image' });
      await picker.getByTestId('media-drop-zone').evaluate(
        (zone, { base64, gesture, name }) => {
          const data = new DataTransfer();
          data.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: 'image/png' }));
          const event =
            gesture === 'drop'
              ? new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true })
              : new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
          zone.dispatchEvent(event);
        },
        { base64: picture.toString('base64'), gesture, name: `${done}-${run}.png` },
      );
      await picker.getByText(`${done}-${run}.png`).waitFor();
      await picker.getByLabel('Alt text').fill(`A ${done} map ${run}`);
      await picker.getByRole('button', { name: 'Upload' }).press('Enter');
      await picker.waitFor({ state: 'detached' });
      await content.locator(`img[alt="A ${done} map ${run}"][src^="/media/library/"]`).waitFor();
    }
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await toastWith('Article updated successfully').first().waitFor();
  },
  STEP_TIMEOUT_MS,
);

it(
  'shares a preview that someone without an account can read, marked noindex',
  async () => {
    await openDiary('draft');
    const previewUrl = await sharePreview();
    expect(previewUrl).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/);

    const outsider = await openContext(browser);
    try {
      const guest = await outsider.newPage();
      const response = await guest.goto(previewUrl);
      expect(response?.headers()['x-robots-tag']).toContain('noindex');
      await guest.getByRole('heading', { name: firstTitle }).waitFor();
      await guest.getByText(diaryText).waitFor();
      await guest.getByText(/Preview of an unpublished article/).waitFor();
    } finally {
      await outsider.close();
    }
  },
  STEP_TIMEOUT_MS,
);

it(
  'revokes preview links: every link shared so far shows the expired notice, and a new one works',
  async () => {
    await openDiary('draft');
    const first = await sharePreview();
    await page.getByRole('button', { name: 'Share preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview link' });
    const second = await dialog.getByRole('textbox', { name: 'Preview link' }).inputValue();
    expect(second).not.toBe(first);
    await dialog.getByRole('button', { name: 'Revoke all links' }).click();
    await toastWith('Preview links revoked').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const previewUrl = await sharePreview();

    const outsider = await openContext(browser);
    try {
      const guest = await outsider.newPage();
      for (const revoked of [first, second]) {
        await guest.goto(revoked);
        await guest.getByText('This preview link has expired or was revoked.', { exact: false }).waitFor();
      }
      // The link made after revoking shows the draft (publishing ends one: the next test).
      await guest.goto(previewUrl);
      await guest.getByRole('heading', { name: firstTitle }).waitFor();
    } finally {
      await outsider.close();
    }
  },
  STEP_TIMEOUT_MS,
);

it(
  'publishes, renames the published article, and the old link still leads to it',
  async () => {
    await openDiary('draft');
    const previewUrl = await sharePreview();
    await page.getByRole('button', { name: 'Publish' }).click();
    await toastWith('Article updated successfully').first().waitFor();
    await articleRow(firstTitle).getByText('Published').waitFor();

    await articleRow(firstTitle)
      .getByRole('button', { name: `Edit ${firstTitle}` })
      .click();
    const originalSlug = await page.getByRole('textbox', { name: 'Slug' }).inputValue();
    await page.getByRole('textbox', { name: 'Slug' }).fill(renamedSlug);
    await page.getByRole('button', { name: 'Publish' }).click();
    await toastWith('Article updated successfully').first().waitFor();

    // A reader with the old link lands on the renamed article: at once, or after the few seconds a
    // page the change reached may be served stale while it is rendered again (ADR 0031).
    const reader = await openContext(browser);
    try {
      const tab = await reader.newPage();
      await eventually(
        async () => {
          await tab.goto(`${product.baseUrl}/articles/${originalSlug}`);
          return new URL(tab.url()).pathname === `/articles/${renamedSlug}` ? true : undefined;
        },
        'the old link to lead to the renamed article',
        10_000,
        500,
      );
      await tab.getByRole('heading', { name: firstTitle }).first().waitFor();
      // The uploaded images are in the published text, served from the media library.
      const image = tab.locator('[data-testid="article-content"] img[src^="/media/library/"]').first();
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

// ----- editor mode in the URL (?admin=…): reload, Back/Forward, an expired session --------------

/** Path and query of the page now, e.g. /?admin=edit&article=12. */
const location = (tab: Page = page) => {
  const url = new URL(tab.url());
  return `${url.pathname}${url.search}`;
};
const dashboardHeading = () => page.getByRole('heading', { name: 'Admin Dashboard' });
const editorHeading = () => page.getByRole('heading', { name: 'Edit Article' });

/** Opens the dashboard from the reader page at `path`, as an editor does with the header button. */
async function openDashboardFrom(path: string) {
  await page.goto(`${product.baseUrl}${path}`);
  await page.getByRole('banner').getByRole('button', { name: 'Admin', exact: true }).click();
  await dashboardHeading().waitFor();
  expect(location()).toBe('/?admin=dashboard');
}

async function logInAs(tab: Page, account: { username: string; password: string }) {
  const dialog = tab.getByRole('dialog', { name: /Log In to/ });
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A browser of its own (its own cookies) on the home page with the login dialog open. */
async function inOwnBrowser(run: (tab: Page) => Promise<void>): Promise<void> {
  const own = await openContext(browser, { viewport: { width: 1440, height: 1000 } });
  try {
    const tab = await own.newPage();
    await tab.goto(product.baseUrl);
    await tab.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
    await run(tab);
  } finally {
    await own.close();
  }
}

it(
  'keeps the open article and its saved text across a reload; Back goes to the dashboard, then to the reader page',
  async () => {
    const readerPage = `/articles/${renamedSlug}`;
    await asEditor();
    await diary('published');
    await openDashboardFrom(readerPage);
    await articleRow(firstTitle)
      .getByRole('button', { name: `Edit ${firstTitle}` })
      .click();
    await editorHeading().waitFor();
    const editorUrl = location();
    expect(editorUrl).toMatch(/^\/\?admin=edit&article=\d+$/);

    await page.reload();
    await editorHeading().waitFor();
    expect(location()).toBe(editorUrl);
    await expect(page.getByRole('textbox', { name: 'Title' }).inputValue()).resolves.toBe(firstTitle);
    await expect(page.getByRole('textbox', { name: 'Slug' }).inputValue()).resolves.toBe(renamedSlug);
    await page.getByRole('textbox', { name: 'Article content' }).getByText(diaryText).waitFor();

    await page.goBack();
    await dashboardHeading().waitFor();
    expect(location()).toBe('/?admin=dashboard');
    await page.goBack();
    await dashboardHeading().waitFor({ state: 'detached' });
    expect(location()).toBe(readerPage);
    await page.getByRole('heading', { name: firstTitle }).first().waitFor();

    // Forward walks the same way back into the editor, on the same article.
    await page.goForward();
    await dashboardHeading().waitFor();
    await page.goForward();
    await editorHeading().waitFor();
    expect(location()).toBe(editorUrl);
    await expect(page.getByRole('textbox', { name: 'Title' }).inputValue()).resolves.toBe(firstTitle);
  },
  STEP_TIMEOUT_MS,
);

it(
  "leaving the editor returns to the dashboard on the home route, and Back from there to the reader page (entries don't pile up)",
  async () => {
    const readerPage = `/articles/${renamedSlug}`;
    await asEditor();
    await diary('published');
    await openDashboardFrom(readerPage);
    for (let round = 0; round < 2; round += 1) {
      await articleRow(firstTitle)
        .getByRole('button', { name: `Edit ${firstTitle}` })
        .click();
      await editorHeading().waitFor();
      // Loaded (the heading shows while the article loads too), then left.
      await page.getByRole('textbox', { name: 'Title' }).waitFor();
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await dashboardHeading().waitFor();
      expect(location()).toBe('/?admin=dashboard');
    }
    await page.goBack();
    await dashboardHeading().waitFor({ state: 'detached' });
    expect(location()).toBe(readerPage);
  },
  STEP_TIMEOUT_MS,
);

it(
  'keeps the chosen dashboard tab across a reload',
  async () => {
    await asEditor();
    await openDashboardFrom('/about');
    await page.getByRole('tab', { name: 'Categories' }).click();
    await page.getByTestId('admin-category-row').first().waitFor();
    expect(location()).toBe('/?admin=dashboard&tab=categories');

    await page.reload();
    await page.getByRole('tab', { name: 'Categories', selected: true }).waitFor();
    await page.getByTestId('admin-category-row').first().waitFor();
    // Tabs replace their entry: Back leaves the dashboard.
    await page.goBack();
    await dashboardHeading().waitFor({ state: 'detached' });
    expect(location()).toBe('/about');
  },
  STEP_TIMEOUT_MS,
);

it(
  'after the session expired, a reload in the editor asks to log in and then opens the same article again',
  async () => {
    await asEditor();
    await diary('published');
    await openDashboardFrom('/');
    await articleRow(firstTitle)
      .getByRole('button', { name: `Edit ${firstTitle}` })
      .click();
    await editorHeading().waitFor();
    const editorUrl = location();

    await context.clearCookies();
    await page.reload();
    await logInAs(page, editorAccount);
    await editorHeading().waitFor();
    expect(location()).toBe(editorUrl);
    await expect(page.getByRole('textbox', { name: 'Title' }).inputValue()).resolves.toBe(firstTitle);
  },
  STEP_TIMEOUT_MS,
);

it(
  'a reader opening an editor-mode link gets the reader page and a login offer, and downloads no editor code',
  async () => {
    const articleId = (await diary('published')).id;
    const outsider = await openContext(browser);
    try {
      const guest = await outsider.newPage();
      const scripts: string[] = [];
      guest.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      const response = await guest.goto(`${product.baseUrl}/?admin=edit&article=${articleId}`);
      expect(response?.status()).toBe(200);
      const dialog = guest.getByRole('dialog', { name: /Log In to/ });
      await dialog.waitFor();
      // Behind the dialog: the home page, as the server rendered it.
      await guest.getByText('Welcome to Savepoint').waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(location(guest)).toBe('/');
      expect(await guest.getByRole('heading', { name: 'Edit Article' }).count()).toBe(0);

      await guest.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        const source = await (await fetch(script)).text();
        expect({ script, editorCode: /tiptap|prosemirror|Admin Dashboard/i.test(source) }).toEqual({ script, editorCode: false });
      }
    } finally {
      await outsider.close();
    }
  },
  STEP_TIMEOUT_MS,
);

// ----- the rest of issue 12's editor fixes ----------------------------------------------------

/** WCAG contrast of an element's text colour against the background it is drawn on. */
function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const rgba = (css: string) => {
      const [r, g, b, a = 1] = (css.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
      return { r, g, b, a: css.startsWith('rgba') || css.startsWith('rgb') ? a : 0 };
    };
    // The background: each translucent layer up to the first opaque one, composited.
    const layers: ReturnType<typeof rgba>[] = [];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor);
      if (layer.a > 0) layers.push(layer);
      if (layer.a >= 1) break;
    }
    let back = { r: 255, g: 255, b: 255 };
    for (const layer of layers.reverse()) {
      back = {
        r: layer.r * layer.a + back.r * (1 - layer.a),
        g: layer.g * layer.a + back.g * (1 - layer.a),
        b: layer.b * layer.a + back.b * (1 - layer.a),
      };
    }
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const [light, dark] = [luminance(rgba(getComputedStyle(el).color)), luminance(back)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  });
}

it(
  'shows the slug the server saved for a taken title, with readable links in editor and preview and one "Search articles" on each screen',
  async () => {
    await asEditor();
    await openDashboardFrom('/');
    expect(await page.getByLabel('Search articles', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'New Article' }).click();
    await page.getByRole('heading', { name: 'New Article' }).waitFor();
    expect(await page.getByLabel('Search articles', { exact: true }).count()).toBe(1);

    // The slug transliterates as graph does, live.
    await page.getByRole('textbox', { name: 'Title' }).fill('Ünïcode Straße');
    await expect(page.getByRole('textbox', { name: 'Slug' }).inputValue()).resolves.toBe('unicode-strasse');
    await page.getByRole('textbox', { name: 'Title' }).fill(takenTitle);
    const expectedSlug = `patch-notes-digest-${run}`;
    await expect(page.getByRole('textbox', { name: 'Slug' }).inputValue()).resolves.toBe(expectedSlug);
    const content = page.getByRole('textbox', { name: 'Article content' });
    await content.click();
    await content.pressSequentially('Read the full patch notes');
    await content.press('ControlOrMeta+a');
    page.once('dialog', (prompt) => void prompt.accept('https://example.com/patch-notes'));
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    const link = content.locator('a[href="https://example.com/patch-notes"]');
    await link.waitFor();
    expect(await contrastOf(link)).toBeGreaterThanOrEqual(4.5);
    await page.getByRole('button', { name: 'Preview' }).click();
    const previewLink = page
      .getByRole('article', { name: 'Article preview' })
      .locator('a[href="https://example.com/patch-notes"]');
    await previewLink.waitFor();
    expect(await contrastOf(previewLink)).toBeGreaterThanOrEqual(4.5);
    await page.getByRole('button', { name: 'Write' }).click();

    await chooseOption(page, page.getByRole('combobox', { name: 'Category' }), 'News');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    // The admin's article has the plain slug: this one was saved with -2, and the editor says so.
    await toastWith(`The article's address is /articles/${expectedSlug}-2`).first().waitFor();
    await dashboardHeading().waitFor();
    const mine = articleRow(takenTitle).filter({ hasText: 'Draft' });
    await mine.getByRole('button', { name: `Edit ${takenTitle}` }).click();
    await editorHeading().waitFor();
    await expect(page.getByRole('textbox', { name: 'Slug' }).inputValue()).resolves.toBe(`${expectedSlug}-2`);
  },
  STEP_TIMEOUT_MS,
);

it(
  "a contributor's dashboard offers drafts only; its failed-login toast goes once it is logged in",
  async () => {
    // Someone else's article, on the contributor's list.
    await diary('published');
    await inOwnBrowser(async (tab) => {
      const dialog = tab.getByRole('dialog', { name: /Log In to/ });
      await dialog.getByLabel('Username').fill(contributorAccount.username);
      await dialog.getByLabel('Password').fill('not the password');
      await dialog.getByRole('button', { name: 'Log In' }).click();
      // Radix marks a toast closed at once when it is dismissed (it may stay in the page while it fades).
      const failureToast = tab.locator('ol li[data-state="open"]').filter({ hasText: 'Login Failed' });
      await failureToast.waitFor();
      await logInAs(tab, contributorAccount);
      await tab.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      // The successful login dismissed it: it does not sit over the dashboard until it times out.
      expect(await failureToast.count()).toBe(0);

      // Articles, the calendar and insights (to read) only: no review queue, structure, audience or
      // accounts; no featured placement.
      await rowOf(tab, firstTitle).waitFor();
      expect(await tab.getByRole('tab').allTextContents()).toEqual(['Articles', 'Calendar', 'Insights']);
      await tab.getByRole('button', { name: 'Change Password' }).waitFor();
      expect(await tab.getByRole('button', { name: 'Featured Manager' }).count()).toBe(0);
      // Other people's articles: nothing to do with them.
      const row = rowOf(tab, firstTitle);
      for (const action of [/^Edit /, /^Delete /, /^(Feature|Unfeature) /, /master featured/]) {
        expect({ action: String(action), buttons: await tab.getByRole('button', { name: action }).count() }).toEqual({
          action: String(action),
          buttons: 0,
        });
      }
      expect(await row.getByRole('button').count()).toBe(0);
      await tab.screenshot({ path: screenshotPath('editorial-contributor-dashboard'), fullPage: true });

      // Its own draft: Save Draft, never Publish or Schedule; then it may edit it but not delete it.
      await tab.getByRole('button', { name: 'New Article' }).click();
      const draftTitle = `Contributor Notes ${run}`;
      await tab.getByRole('textbox', { name: 'Title' }).fill(draftTitle);
      const content = tab.getByRole('textbox', { name: 'Article content' });
      await content.click();
      await content.pressSequentially('A first draft from a contributor.');
      await chooseOption(tab, tab.getByRole('combobox', { name: 'Category' }), 'News');
      expect(await tab.getByRole('button', { name: /^(Publish|Schedule)$/ }).count()).toBe(0);
      expect(await tab.getByRole('radio', { name: 'Schedule for later' }).count()).toBe(0);
      await tab.getByRole('button', { name: 'Save Draft' }).click();
      await toastOn(tab, 'Article created successfully').first().waitFor();
      const mine = rowOf(tab, draftTitle);
      await mine.getByRole('button', { name: `Edit ${draftTitle}` }).waitFor();
      expect(await mine.getByRole('button', { name: `Delete ${draftTitle}` }).count()).toBe(0);
    });
  },
  STEP_TIMEOUT_MS,
);

it(
  'any account changes its own password from the dashboard; only the new one logs in afterwards',
  async () => {
    await inOwnBrowser(async (tab) => {
      await logInAs(tab, contributorAccount);
      await tab.getByRole('button', { name: 'Change Password' }).click();
      const dialog = tab.getByRole('dialog', { name: 'Change Password' });
      const newPassword = 'a brand new contributor password';
      await dialog.getByLabel('Current password').fill('not my password at all');
      await dialog.getByLabel(/^New password/).fill(newPassword);
      await dialog.getByLabel('Repeat the new password').fill(newPassword);
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      // graph's word for it, next to the fields.
      await dialog
        .getByRole('alert')
        .getByText(/current password/i)
        .waitFor();

      await dialog.getByLabel('Current password').fill(contributorAccount.password);
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await dialog.waitFor({ state: 'detached' });
      await toastOn(tab, 'Password changed').waitFor();

      await tab.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();
      await tab.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
      const login = tab.getByRole('dialog', { name: /Log In to/ });
      await login.getByLabel('Username').fill(contributorAccount.username);
      await login.getByLabel('Password').fill(contributorAccount.password);
      await login.getByRole('button', { name: 'Log In' }).click();
      await toastOn(tab, 'Login Failed').waitFor();
      contributorAccount.password = newPassword;
      await logInAs(tab, contributorAccount);
      await tab.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    });
  },
  STEP_TIMEOUT_MS,
);

it(
  'an admin adds, promotes and removes an account in the Users tab, and reads who did what in the Activity tab',
  async () => {
    // The editor account's publication of its article, for the log.
    await diary('published');
    await inOwnBrowser(async (tab) => {
      await logInAs(tab, product.admin);
      await tab.getByRole('tab', { name: 'Users' }).click();
      expect(location(tab)).toBe('/?admin=dashboard&tab=users');

      const username = `ivy-${run}`;
      const form = tab.getByRole('form', { name: 'Add a user' });
      await form.getByLabel(/^New username/).fill(username);
      await form.getByLabel('Display name').fill('Ivy Author');
      await form.getByLabel(/^Initial password/).fill('an initial password');
      await chooseOption(tab, form.getByRole('combobox', { name: 'Role' }), 'Author');
      await form.getByRole('button', { name: 'Add user' }).click();
      await toastOn(tab, 'User created').waitFor();
      const row = tab.getByRole('row').filter({ hasText: username });
      await row.getByText('Ivy Author').waitFor();

      await chooseOption(tab, row.getByRole('combobox'), 'Editor');
      await toastOn(tab, 'Role changed').waitFor();

      await tab.getByRole('button', { name: `Delete user ${username}` }).click();
      await tab.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();
      await toastOn(tab, 'User deleted').waitFor();
      await row.waitFor({ state: 'detached' });

      await tab.getByRole('tab', { name: 'Activity' }).click();
      const log = tab.getByRole('table', { name: 'Activity' });
      await log.getByText(`added user “${username}”`).waitFor();
      await log.getByText(`changed the role of “${username}” (author → editor)`).waitFor();
      await log.getByText(`deleted user “${username}”`).waitFor();
      // The editor account's publication earlier in this file, under its own name.
      await log
        .getByRole('row')
        .filter({ hasText: 'Eve Editor' })
        .filter({ hasText: `published “${firstTitle}”` })
        .first()
        .waitFor();
    });
  },
  STEP_TIMEOUT_MS,
);
