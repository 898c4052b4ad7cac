// Reader pages read from three time zones (issue 45 item 4), in every edition (issue 46): the
// server writes dates in the publication's zone (UTC here, the default) and the edition's locale,
// and a browser in Los Angeles or Tokyo hydrates the same words, so React finds nothing to mismatch (error #418) and every reader sees the same date. An
// article that went live at 23:30 UTC is the day before in Los Angeles' own clock and the day after
// in Tokyo's: the case that broke when dates followed the reader's zone.
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { apiSession, launchBrowser, openContext, startProduct, type ApiSession, type RunningProduct } from '../testing/product';

jest.setTimeout(240_000);

const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Tokyo'];
/** The seed's editions besides the default one (their URL prefixes). */
const EDITIONS = ['de', 'es', 'ja'];

let product: RunningProduct;
let browser: Browser;
let api: ApiSession;
/** Yesterday at 23:30 UTC: when the late article went live. */
const lateAt = new Date(`${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}T23:30:00.000Z`);
const paths: Record<string, string> = {};

async function graph<T>(query: string): Promise<T> {
  const res = await fetch(`${product.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  product = await startProduct({ seed: true });
  browser = await launchBrowser();
  api = await apiSession(product, product.admin);
  const [category] = await api<{ slug: string }[]>('GET', '/api/categories');
  const late = await api<{ id: number; slug: string }>('POST', '/api/articles', {
    title: 'Patch notes that landed at half past eleven',
    content: '<p>Late-night patch notes.</p>',
    category: category.slug,
    status: 'published',
  });
  // Publishing stamps the present; the late hour is set beneath the API, before any page is asked for.
  const db = new Client({ connectionString: product.env.DATABASE_URL });
  await db.connect();
  await db.query('UPDATE article SET published_at = $1 WHERE id = $2', [lateAt, late.id]);
  await db.end();
  const live = await api<{ id: number; slug: string }>('POST', '/api/articles', {
    title: 'Showcase night, live',
    content: '<p>Follow along.</p>',
    category: category.slug,
    status: 'published',
    live: { status: 'live' },
  });
  await api('POST', `/api/articles/${live.id}/live-entries`, { content: '<p>Doors open.</p>' });
  const reviews = await graph<{ articles: { articles: { slug: string }[] } }>(
    '{ articles(filter: { category: "review", language: "en" }, limit: 1) { articles { slug } } }',
  );
  const games = await graph<{ games: { games: { slug: string }[] } }>('{ games(limit: 1) { games { slug } } }');
  // Every edition's home and its translation of the seeded review (issue 46: dates in the edition's
  // locale, the same on server and client, wherever the reader is).
  for (const prefix of EDITIONS) {
    const review = await graph<{ articles: { articles: { slug: string }[] } }>(
      `{ articles(filter: { category: "review", language: "${prefix}" }, limit: 1) { articles { slug } } }`,
    );
    paths[`${prefix} home`] = `/${prefix}`;
    paths[`${prefix} review`] = `/${prefix}/articles/${review.articles.articles[0].slug}`;
  }
  Object.assign(paths, {
    home: '/',
    listing: '/articles',
    'late article': `/articles/${late.slug}`,
    review: `/articles/${reviews.articles.articles[0].slug}`,
    game: `/games/${games.games.games[0].slug}`,
    'live blog': `/articles/${live.slug}`,
  });
});

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

/** Pages already read, by zone and path: each is loaded once, whichever test asks first. */
const reads = new Map<string, Promise<{ errors: string[]; times: string[] }>>();

/**
 * A reader in each zone: one browser context (the zone is the context's) and one tab, which reads
 * the pages one after another as a reader browsing the site does, its cache keeping the app's code.
 * A new context for every page cost each load a new renderer process and the app's code fetched
 * and compiled again, for the same check.
 */
const readers = new Map<string, Promise<{ page: Page; errors: string[] }>>();
/** Each zone's reads, one after another in its tab. */
const queues = new Map<string, Promise<unknown>>();

function readerIn(timeZone: string): Promise<{ page: Page; errors: string[] }> {
  if (!readers.has(timeZone)) {
    readers.set(
      timeZone,
      (async () => {
        const context = await openContext(browser, { timezoneId: timeZone, viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        const reader = { page, errors: [] as string[] };
        page.on('console', (message) => {
          if (message.type() === 'error') reader.errors.push(message.text());
        });
        page.on('pageerror', (error) => reader.errors.push(error.message));
        return reader;
      })(),
    );
  }
  return readers.get(timeZone)!;
}

/** A page read from `timeZone` once hydrated: its console errors and the dates and times it shows. */
function readFrom(timeZone: string, path: string): Promise<{ errors: string[]; times: string[] }> {
  const key = `${timeZone} ${path}`;
  if (!reads.has(key)) {
    const read = (queues.get(timeZone) ?? Promise.resolve()).then(() => loadFrom(timeZone, path));
    queues.set(
      timeZone,
      read.catch(() => undefined),
    );
    reads.set(key, read);
  }
  return reads.get(key)!;
}

async function loadFrom(timeZone: string, path: string): Promise<{ errors: string[]; times: string[] }> {
  const reader = await readerIn(timeZone);
  const { page } = reader;
  reader.errors = [];
  await page.goto(`${product.baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Hydrated: React has taken over the main region (a mismatch is reported by then).
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Every <time> as the reader sees it, without the live blog's "3 min ago" (the reader's own clock).
  const times = await page.locator('time').evaluateAll((elements) =>
    elements.map((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelector('.live-entry-ago')?.remove();
      return `${copy.getAttribute('datetime')} ${copy.textContent?.trim()}`;
    }),
  );
  // The seeded articles' pictures on outside hosts cannot load here: the network's doing, not the page's.
  return { errors: reader.errors.filter((e) => !e.includes('net::ERR_NAME_NOT_RESOLVED')), times };
}

it.each([
  'home',
  'listing',
  'late article',
  'review',
  'game',
  'live blog',
  ...EDITIONS.flatMap((e) => [`${e} home`, `${e} review`]),
])('shows the %s with the same dates in UTC, Los Angeles and Tokyo, hydrating without an error', async (which) => {
  const seen: Record<string, { errors: string[]; times: string[] }> = {};
  for (const zone of ZONES) seen[zone] = await readFrom(zone, paths[which]);
  for (const zone of ZONES) expect({ zone, errors: seen[zone].errors }).toEqual({ zone, errors: [] });
  expect(seen['America/Los_Angeles'].times).toEqual(seen.UTC.times);
  expect(seen['Asia/Tokyo'].times).toEqual(seen.UTC.times);
  if (which !== 'game') expect(seen.UTC.times.length).toBeGreaterThan(0);
});

it('dates the 23:30 UTC article by its UTC day and names the zone of a live entry’s time', async () => {
  const day = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    lateAt,
  );
  for (const zone of ZONES) {
    const article = await readFrom(zone, paths['late article']);
    expect(article.times).toContain(`${lateAt.toISOString()} ${day}`);
    const live = await readFrom(zone, paths['live blog']);
    expect(live.times.some((time) => / \d\d:\d\d UTC$/.test(time))).toBe(true);
  }
});
