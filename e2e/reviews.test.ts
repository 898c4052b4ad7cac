// Reviews and games as a reader meets them, in a real browser against the whole product on a fresh,
// seeded database: the verdict box, score badges on cards, game pages (404 and 301 included), the
// games index and the /reviews filters as links.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eventually } from '../testing/eventually';
import { apiSession, launchBrowser, openContext, screenshotPath, startProduct, type RunningProduct } from '../testing/product';

jest.setTimeout(180_000);

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };

/** Node.DOCUMENT_POSITION_FOLLOWING, for what the page answered (Node is the browser's, not here). */
const Node_FOLLOWING = 4;
const ASHEN_REVIEW = 'Ashen Crown Review: A Soulslike That Finally Respects Your Time';

async function graph<T>(query: string): Promise<T> {
  const res = await fetch(`${product.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await res.json()) as { data: T }).data;
}

/** The page as the server sends it, before any JavaScript. */
async function served(path: string): Promise<Response> {
  return fetch(`${product.baseUrl}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
}

async function open(path: string, viewport = DESKTOP): Promise<void> {
  await page.setViewportSize(viewport);
  await page.goto(`${product.baseUrl}${path}`);
}

const reviewSlug = async (title: string) => {
  const { articles } = await graph<{ articles: { articles: { title: string; slug: string }[] } }>(
    '{ articles(filter: { category: "review" }, limit: 50) { articles { title slug } } }',
  );
  const found = articles.articles.find((a) => a.title === title);
  if (!found) throw new Error(`no seeded review "${title}"`);
  return found.slug;
};

beforeAll(async () => {
  product = await startProduct({ seed: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

beforeEach(async () => {
  context = await openContext(browser, { viewport: DESKTOP });
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

describe('a review', () => {
  it('shows its verdict near the top and again at the end, and its game beside it', async () => {
    const slug = await reviewSlug(ASHEN_REVIEW);
    // Server-rendered: a crawler or a reader without JavaScript gets the verdict too.
    const html = await (await served(`/articles/${slug}`)).text();
    expect(html).toContain('data-testid="verdict-box-top"');
    expect(html).toContain('Score 9 out of 10, Essential');

    await open(`/articles/${slug}`);
    await page.getByRole('heading', { level: 1, name: ASHEN_REVIEW }).waitFor();
    for (const placement of ['top', 'end']) {
      const box = page.getByTestId(`verdict-box-${placement}`);
      await box.waitFor();
      expect(await box.getByTestId('score-badge').innerText()).toMatch(/^9\s*\/10/);
      await box.getByText('Essential', { exact: true }).waitFor();
      await box.getByText(/keeps the punishing bosses and removes the chores/).waitFor();
      expect(await box.getByRole('heading', { name: 'Pros' }).count()).toBe(1);
      await box.getByText('Fair checkpoints before every major boss').waitFor();
      await box.getByText('Slow co-op matchmaking').waitFor();
      await box.getByText('PlayStation 5, PC').waitFor();
      await box.getByText('52 hours').waitFor();
      await box.getByText('Review code provided by the publisher').waitFor();
    }
    // The top box comes before the article's text, the end box after it.
    const order = await page.evaluate(() => {
      const [top, content, end] = ['verdict-box-top', 'article-content', 'verdict-box-end'].map((id) =>
        document.querySelector(`[data-testid="${id}"]`)!,
      );
      return [
        top.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING,
        content.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING,
      ];
    });
    expect(order).toEqual([Node_FOLLOWING, Node_FOLLOWING]);

    const aside = page.getByTestId('article-game');
    await aside.getByText('Greyforge Studio').waitFor();
    await aside.getByText('Lumen Arc').waitFor();
    await page.screenshot({ path: screenshotPath('reviews-verdict-desktop'), fullPage: true });
    await aside.getByRole('link', { name: 'All about Ashen Crown' }).click();
    await page.waitForURL('**/games/ashen-crown');
    await page.getByRole('heading', { level: 1, name: 'Ashen Crown' }).waitFor();

    await open(`/articles/${slug}`, PHONE);
    await page.getByTestId('verdict-box-top').waitFor();
    // Nothing runs off a 360 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: screenshotPath('reviews-verdict-phone'), fullPage: true });
  });

  it('puts a score badge on the cards that show a review, and none on other cards', async () => {
    // The home page's lists show the newest reviews with their scores.
    await open('/');
    await page.getByTestId('score-badge').first().waitFor();
    // A listing (filtered, so no featured block takes the story out of the grid).
    await open('/reviews?platform=switch-2');
    const card = page.getByTestId('article-card').filter({ hasText: 'Tidebreaker Review' });
    const badge = card.getByTestId('score-badge');
    await badge.waitFor();
    expect(await badge.locator('[aria-hidden="true"]').innerText()).toBe('8.5');
    expect(await badge.getAttribute('data-label')).toBe('Recommended');
    await card.getByText('Score 8.5 out of 10, Recommended').waitFor({ state: 'attached' });

    await open('/guides');
    await page.getByTestId('article-card').first().waitFor();
    expect(await page.getByTestId('article-card').getByTestId('score-badge').count()).toBe(0);

    // Search results are cards too.
    await open('/?search=tidebreaker');
    const found = page.getByTestId('article-card').filter({ hasText: 'Tidebreaker Review' });
    expect(await found.getByTestId('score-badge').locator('[aria-hidden="true"]').innerText()).toBe('8.5');
  });
});

describe('game pages', () => {
  it('show the facts, release dates, our review with its score, the coverage and the trailer', async () => {
    await open('/games/ashen-crown');
    await page.getByRole('heading', { level: 1, name: 'Ashen Crown' }).waitFor();
    const facts = page.getByTestId('game-facts');
    await facts.getByText('Greyforge Studio').waitFor();
    await facts.getByText('Action RPG, Soulslike').waitFor();
    const releases = facts.getByRole('list', { name: 'Release dates by platform' }).getByRole('listitem');
    expect(await releases.count()).toBe(3);
    expect(await releases.first().innerText()).toMatch(/^PC\s+\w+ \d{1,2}, \d{4}$/);
    const verdict = page.getByTestId('verdict-box-game');
    expect(await verdict.getByTestId('score-badge').innerText()).toMatch(/^9\s*\/10/);
    await page.getByRole('link', { name: `Read our review: ${ASHEN_REVIEW}` }).waitFor();
    const coverage = page.getByRole('region', { name: 'Coverage of Ashen Crown' });
    await coverage.getByText('Ashen Crown Beginner Guide: Ten Things We Wish We Knew Before Starting').waitFor();
    await coverage.getByText('Ashen Crown Passes Two Million Players as Studio Teases First Expansion').waitFor();
    await page.screenshot({ path: screenshotPath('reviews-game-desktop'), fullPage: true });

    // A quarter is shown as one; the trailer plays in the site's video embed.
    await open('/games/hollowfield');
    await page
      .getByTestId('game-facts')
      .getByText(/^Q[1-4] \d{4}$/)
      .waitFor();
    await open('/games/neon-parallax');
    const trailer = page.getByTitle('Trailer: Neon Parallax');
    expect(await trailer.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    await open('/games/ashen-crown', PHONE);
    await page.getByTestId('verdict-box-game').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: screenshotPath('reviews-game-phone'), fullPage: true });
  });

  it('answer 404 for an unknown game and 301 from an old slug', async () => {
    const missing = await served('/games/no-such-game-anywhere');
    expect(missing.status).toBe(404);
    await open('/games/no-such-game-anywhere');
    await page.getByRole('heading', { name: 'Game Not Found' }).waitFor();

    const api = await apiSession(product, product.admin);
    const game = await api<{ id: number; slug: string }>('POST', '/api/games', { name: 'Renamed Racer', platforms: ['pc'] });
    expect(game.slug).toBe('renamed-racer');
    await api('PUT', `/api/games/${game.id}`, { slug: 'renamed-racer-deluxe' });
    const moved = await served('/games/renamed-racer?from=old');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/games/renamed-racer-deluxe?from=old');
    await open('/games/renamed-racer');
    await page.waitForURL('**/games/renamed-racer-deluxe');
    await page.getByRole('heading', { level: 1, name: 'Renamed Racer' }).waitFor();
  });

  it('are listed with a search, platform links and the upcoming releases by month', async () => {
    await open('/games');
    await page.getByTestId('game-list').getByRole('link', { name: 'Ashen Crown', exact: true }).waitFor();
    // Its own landmark among the page's two searches (the header's searches articles).
    expect(await page.getByRole('search', { name: 'Search games' }).count()).toBe(1);
    // The search is a plain GET form: typed, submitted, and the list narrows (a typo still finds it).
    await page.getByRole('searchbox', { name: 'Search games' }).fill('tidebraker');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/games?search=tidebraker');
    // The full list has it too: wait for the list to narrow.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="game-list"] > li').length === 1);
    await page.getByTestId('game-list').getByRole('link', { name: 'Tidebreaker' }).waitFor();

    await open('/games');
    await page.getByTestId('game-filter-platform').getByRole('link', { name: 'macOS' }).click();
    await page.waitForURL('**/games?platform=mac');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="game-list"] > li').length === 1);
    const onMac = await page.getByTestId('game-list').getByRole('heading').allInnerTexts();
    expect(onMac).toEqual(['Gearbound Tactics']);

    await page.getByRole('link', { name: 'Upcoming releases' }).click();
    await page.waitForURL('**/games?platform=mac&view=upcoming');
    // Still on macOS: nothing dated is coming there.
    await page.getByRole('heading', { name: 'No upcoming releases' }).waitFor();
    await page.getByRole('link', { name: 'All platforms' }).first().click();
    const upcoming = page.getByTestId('upcoming-releases');
    await upcoming.getByRole('link', { name: 'Glasswing' }).first().waitFor();
    await upcoming.getByRole('link', { name: 'Kitewind 2' }).waitFor();
    // A TBA game has no date to list; a game already out is not upcoming.
    expect(await upcoming.getByRole('link', { name: 'Hollow Signal' }).count()).toBe(0);
    expect(await upcoming.getByRole('link', { name: 'Ashen Crown' }).count()).toBe(0);
    const headings = await upcoming.getByRole('heading').allInnerTexts();
    expect(headings.length).toBeGreaterThan(2);
    await page.screenshot({ path: screenshotPath('reviews-games-upcoming'), fullPage: true });
  });
});

describe('/reviews filters', () => {
  const cardTitles = () => page.getByTestId('article-grid').getByTestId('article-card').getByRole('heading').allInnerTexts();

  it('are links that narrow the list by platform and by minimum score', async () => {
    // Crawlable: the server's HTML carries the filters as plain links.
    const html = await (await served('/reviews')).text();
    expect(html).toContain('href="/reviews?platform=switch-2"');
    expect(html).toContain('href="/reviews?minScore=9"');

    await open('/reviews');
    await page.getByTestId('review-filter-platform').getByRole('link', { name: 'Nintendo Switch 2' }).click();
    await page.waitForURL('**/reviews?platform=switch-2');
    await page
      .getByTestId('review-filter-platform')
      .getByRole('link', { name: 'Nintendo Switch 2' })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    // Reviews of the games that are on Switch 2, and nothing else.
    const { articles } = await graph<{ articles: { articles: { title: string }[] } }>(
      '{ articles(filter: { category: "review", platform: "switch-2" }, limit: 50) { articles { title } } }',
    );
    const expected = articles.articles.map((a) => a.title).sort();
    expect(expected).toEqual([
      'Hollowfield Review: Cozy Farming With Something in the Corn',
      'Tidebreaker Review: Roguelike Sailing With Teeth',
    ]);
    // The unfiltered list has these too: wait for it to narrow.
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="article-grid"] [data-testid="article-card"]').length === count,
      expected.length,
    );
    expect((await cardTitles()).sort()).toEqual(expected);

    await page.getByTestId('review-filter-score').getByRole('link', { name: '7.5+ Recommended' }).click();
    await page.waitForURL('**/reviews?platform=switch-2&minScore=7.5');
    // The previous list's cards, then the narrowed list loading, then its cards: wait for those.
    await eventually(
      async () => (JSON.stringify((await cardTitles()).sort()) === JSON.stringify(expected) ? true : undefined),
      'the narrowed reviews',
      10_000,
      100,
    );

    await page.getByTestId('review-filter-score').getByRole('link', { name: '9+ Essential' }).click();
    await page.waitForURL('**/reviews?platform=switch-2&minScore=9');
    await page.getByRole('heading', { name: 'No reviews match these filters' }).waitFor();

    await page.getByTestId('review-filter-platform').getByRole('link', { name: 'All platforms' }).click();
    await page.waitForURL('**/reviews?minScore=9');
    await page.getByTestId('article-grid').waitFor();
    const essential = await cardTitles();
    expect(essential).toContain(ASHEN_REVIEW);
    for (const title of essential) expect(title).not.toMatch(/Tidebreaker|Neon Parallax|Hollowfield/);
    await page.screenshot({ path: screenshotPath('reviews-filters-desktop'), fullPage: true });

    await open('/reviews?platform=switch-2', PHONE);
    await page.getByTestId('article-grid').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: screenshotPath('reviews-filters-phone'), fullPage: true });
  });
});
