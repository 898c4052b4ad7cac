// Reviews in editor mode end to end (issue 21): an editor writes a review of a game from the
// browser — picks the game, scores it, writes the verdict and a pro — and publishes it against the
// real graph, worker and gateway; a score off the scale's step comes back as graph's message on
// the score field, and nothing is saved until it is fixed. An editor gives a game its German name and
// description, and the German game page shows them.
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

const STEP_TIMEOUT_MS = 180_000;

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: ApiSession;

const run = Date.now().toString(36);
const gameName = `Lanternfall ${run}`;
const title = `Lanternfall Review ${run}`;

beforeAll(async () => {
  product = await startProduct({ seed: true });
  admin = await apiSession(product, product.admin);
  browser = await launchBrowser();
  context = await openContext(browser, { viewport: { width: 1440, height: 1000 } });
  page = await context.newPage();
}, STEP_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

screenshotOnFailure('games-editor', () => page);

it(
  'writes a review with a game and a score and publishes it; an off-step score shows on the field',
  async () => {
    const game = await admin<{ id: number; slug: string }>('POST', '/api/games', { name: gameName, platforms: ['pc', 'ps5'] });
    await logInContext(context, product, product.admin);
    await page.goto(product.baseUrl);
    await page.getByRole('banner').getByRole('button', { name: 'Admin', exact: true }).click();
    await page.getByRole('button', { name: 'New Article' }).click();

    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    const content = page.getByRole('textbox', { name: 'Article content' });
    await content.click();
    await content.pressSequentially('Lanternfall lights up the roguelite genre.');
    await chooseOption(page, page.getByRole('combobox', { name: 'Category' }), 'Review');
    const games = page.getByRole('combobox', { name: 'Games' });
    await games.fill('lanternfal');
    await page.getByRole('listbox').getByRole('option', { name: gameName }).click();

    const panel = page.getByRole('region', { name: 'Review' });
    const score = panel.getByRole('spinbutton', { name: 'Score' });
    await score.fill('8.3');
    await panel.getByRole('textbox', { name: 'Verdict' }).fill('A bright, generous roguelite.');
    await panel.getByText('29/600 characters').waitFor();
    await panel.getByRole('button', { name: 'Add pro' }).click();
    await panel.getByRole('textbox', { name: 'Pros line 1' }).fill('Every run feels different');
    await page.getByRole('button', { name: 'Publish' }).click();

    // graph refuses the step and names review.score: the message is on the score field.
    await panel.getByRole('alert').filter({ hasText: 'Score goes in steps of 0.5' }).waitFor();
    await expect(score.getAttribute('aria-invalid')).resolves.toBe('true');
    // Refused means nothing stored, not even a draft.
    await expect(admin('GET', `/api/admin/articles?game=${game.slug}`)).resolves.toEqual([]);

    await score.fill('8.5');
    await panel.getByText('Recommended').waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await toastWith(page, 'Article created successfully').first().waitFor();

    const listed = await admin<{ slug: string }[]>('GET', `/api/articles?game=${game.slug}`);
    expect(listed).toHaveLength(1);
    const article = await admin<Record<string, unknown>>('GET', `/api/articles/slug/${listed[0].slug}`);
    expect(article).toMatchObject({
      title,
      category: 'review',
      status: 'published',
      games: [{ id: game.id, name: gameName }],
      review: { score: 8.5, label: 'Recommended', verdict: 'A bright, generous roguelite.', pros: ['Every run feels different'] },
    });
  },
  STEP_TIMEOUT_MS,
);

it(
  'gives a game its German name and description from the Games tab, and the German game page shows them',
  async () => {
    const name = `Emberfall ${run}`;
    const game = await admin<{ id: number; slug: string }>('POST', '/api/games', {
      name,
      platforms: ['pc'],
      description: '<p>A lantern-lit dungeon crawler.</p>',
    });
    await logInContext(context, product, product.admin);
    await page.goto(product.baseUrl);
    await page.getByRole('banner').getByRole('button', { name: 'Admin', exact: true }).click();
    await page.getByRole('tab', { name: 'Games' }).click();
    await page.getByRole('textbox', { name: 'Search games' }).fill(name);
    await page.getByRole('button', { name: `Editions of ${name}` }).click();
    const german = page.getByRole('dialog', { name: `${name} in other editions` }).getByRole('region', { name: 'Deutsch' });
    await german.getByRole('textbox', { name: 'Name in Deutsch' }).fill(`Glutfall ${run}`);
    await german.getByRole('textbox', { name: 'Description in Deutsch' }).fill('<p>Ein Dungeon-Crawler im Laternenlicht.</p>');
    await german.getByRole('button', { name: 'Save Deutsch' }).click();
    await toastWith(page, 'Deutsch saved').waitFor();

    // A reader of the German edition, signed out.
    const readers = await openContext(browser);
    try {
      const reader = await readers.newPage();
      await reader.goto(`${product.baseUrl}/de/games/${game.slug}`);
      await reader.getByRole('heading', { level: 1, name: `Glutfall ${run}` }).waitFor();
      await reader.getByText('Ein Dungeon-Crawler im Laternenlicht.').waitFor();
      await reader.goto(`${product.baseUrl}/games/${game.slug}`);
      await reader.getByText('A lantern-lit dungeon crawler.').waitFor();
    } finally {
      await readers.close();
    }
  },
  STEP_TIMEOUT_MS,
);
