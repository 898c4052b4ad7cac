// robots.txt, the sitemaps and the RSS feeds against a real graph, read back by a real XML parser.
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Client } from 'pg';
import { SaxesParser } from 'saxes';
import { eventually } from '../../../testing/eventually';
import { createArticle, createCategory, startTestStack, type TestStack } from '../../../testing/gateway';

const PUBLIC_URL = 'https://savepoint.example';
let stack: TestStack;
let games: { id: number; slug: string; updatedAt: string }[];
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['sitemap', 'url', 'item'].includes(name) });
const hostile = { host: 'evil.example' };

beforeAll(async () => {
  stack = await startTestStack({
    gatewayEnv: { WEB_DIST_DIR: path.resolve(__dirname, '../../../web/dist'), PUBLIC_URL, SSR_TIMEOUT_MS: '20000' },
  });
  const review = await createCategory(stack.graph.graph, { name: 'Review', slug: 'review' });
  games = [];
  for (const name of ['Moss Kingdom', 'Circuit Saints']) {
    const created = await stack.graph.query(
      'mutation ($input: GameInput!) { createGame(input: $input) { id slug updatedAt } }',
      { input: { name, platforms: ['pc'] } },
      stack.graph.editorHeaders(),
    );
    games.push(created.data!.createGame);
  }
  await createArticle(stack.graph.graph, {
    title: 'Old news & notes',
    category: review.slug,
    excerpt: 'A <b>bold</b> take',
    games: [games[0].id],
    review: { score: 9 },
  });
  await createArticle(stack.graph.graph, {
    title: 'Fresh review',
    category: review.slug,
    games: [games[1].id],
    review: { score: 8.5 },
  });
  await createArticle(stack.graph.graph, { title: 'Not a review' });
  await createArticle(stack.graph.graph, { title: 'Unpublished', status: 'draft' as never });
});
afterAll(async () => {
  await stack.close();
});

/**
 * The first well-formedness error of an XML 1.0 document, or null. fast-xml-parser's validator
 * checks structure but lets characters XML forbids through (U+0007…); saxes checks both.
 */
function wellFormednessError(text: string): string | null {
  const parser = new SaxesParser();
  let error: string | null = null;
  parser.on('error', (err) => {
    error ??= err.message;
  });
  parser.write(text).close();
  return error;
}

async function xmlAt(p: string) {
  const res = await stack.client().get(p, { headers: hostile });
  expect(res.status).toBe(200);
  expect(XMLValidator.validate(res.text)).toBe(true);
  expect(wellFormednessError(res.text)).toBeNull();
  expect(res.text).not.toContain('evil.example');
  return { res, doc: parser.parse(res.text) };
}

it('robots.txt is text with the sitemap line', async () => {
  const res = await stack.client().get('/robots.txt', { headers: { ...hostile, accept: 'text/html' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(res.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
});

it('the sitemap index lists pages whose URLs are every published article, with lastmod', async () => {
  const { doc } = await xmlAt('/sitemap.xml');
  const locs: string[] = doc.sitemapindex.sitemap.map((s: { loc: string }) => s.loc);
  expect(locs).toEqual([
    `${PUBLIC_URL}/sitemap-pages.xml`,
    `${PUBLIC_URL}/sitemap-news.xml`,
    `${PUBLIC_URL}/sitemap-articles-1.xml`,
    `${PUBLIC_URL}/sitemap-games-1.xml`,
  ]);
  expect(doc.sitemapindex.sitemap[2].lastmod).toEqual(expect.any(String));
  const { doc: page } = await xmlAt('/sitemap-articles-1.xml');
  const urls: { loc: string; lastmod: string }[] = page.urlset.url;
  expect(urls).toHaveLength(3);
  expect(urls.every((u) => u.loc.startsWith(`${PUBLIC_URL}/articles/`) && !Number.isNaN(Date.parse(u.lastmod)))).toBe(true);
  expect((await stack.client().get('/sitemap-articles-2.xml', { headers: { accept: 'text/html' } })).status).toBe(404);
  const { doc: pages } = await xmlAt('/sitemap-pages.xml');
  const listed: { loc: string; lastmod?: string }[] = pages.urlset.url;
  expect(listed.map((u) => u.loc)).toEqual(expect.arrayContaining([`${PUBLIC_URL}/reviews`, `${PUBLIC_URL}/games`]));
  // A category page is dated by its newest article, as the home page is; one with none (a noindex
  // page) is not listed.
  const newestReview = await stack.graph.graph
    .services()
    .em.fork()
    .execute(
      `SELECT a.updated_at AS at FROM article a JOIN category c ON c.id = a.category_id
       WHERE a.status = 'published' AND c.slug = 'review' ORDER BY a.published_at DESC LIMIT 1`,
    );
  expect(listed.find((u) => u.loc === `${PUBLIC_URL}/reviews`)!.lastmod).toBe(new Date(newestReview[0].at).toISOString());
  expect(listed.map((u) => u.loc)).not.toContain(`${PUBLIC_URL}/esports`);
});

it("the games sitemap lists every game page with the game's last change as lastmod", async () => {
  const { res, doc } = await xmlAt('/sitemap-games-1.xml');
  const byId = [...games].sort((a, b) => a.id - b.id);
  expect(doc.urlset.url).toEqual(byId.map((g) => ({ loc: `${PUBLIC_URL}/games/${g.slug}`, lastmod: g.updatedAt })));
  expect(res.headers.get('last-modified')).toBe(new Date(byId.map((g) => g.updatedAt).sort()[1]).toUTCString());
  expect((await stack.client().get('/sitemap-games-2.xml', { headers: { accept: 'text/html' } })).status).toBe(404);

  // An edit moves the game's lastmod.
  const edited = await stack.graph.query(
    'mutation ($id: Int!, $input: GameUpdateInput!) { updateGame(id: $id, input: $input) { updatedAt } }',
    { id: games[0].id, input: { genres: ['Strategy'] } },
    stack.graph.editorHeaders(),
  );
  const updatedAt: string = edited.data!.updateGame.updatedAt;
  expect(updatedAt > games[0].updatedAt).toBe(true);
  const { doc: after } = await xmlAt('/sitemap-games-1.xml');
  expect(after.urlset.url).toContainEqual({ loc: `${PUBLIC_URL}/games/${games[0].slug}`, lastmod: updatedAt });
  games[0].updatedAt = updatedAt;
});

it("the sitemap index's Last-Modified moves with its files, so If-Modified-Since never hides a change", async () => {
  const { res } = await xmlAt('/sitemap.xml');
  const lastModified = res.headers.get('last-modified')!;
  expect(lastModified).toBeTruthy();
  // (fetch adds `cache-control: no-cache` to a conditional request unless one is given.)
  const conditional = { 'if-modified-since': lastModified, 'cache-control': 'max-age=0' };
  expect((await stack.client().get('/sitemap.xml', { headers: conditional })).status).toBe(304);
  // A game changes later than anything the index was dated by (Last-Modified counts seconds: the
  // change is dated a few seconds on, rather than waited for).
  const db = new Client({ connectionString: stack.graph.db.url });
  await db.connect();
  try {
    await db.query(
      `UPDATE game SET genres = ARRAY['Racing'], updated_at = $2::timestamptz + interval '5 seconds' WHERE id = $1`,
      [games[1].id, new Date(lastModified).toISOString()],
    );
  } finally {
    await db.end();
  }
  const again = await stack.client().get('/sitemap.xml', { headers: conditional });
  expect(again.status).toBe(200);
  expect(Date.parse(again.headers.get('last-modified')!)).toBeGreaterThan(Date.parse(lastModified));
  games[1].updatedAt = (await xmlAt('/sitemap-games-1.xml')).doc.urlset.url.find((u: { loc: string }) =>
    u.loc.endsWith(`/games/${games[1].slug}`),
  ).lastmod;
});

it('the news sitemap carries the last 48 hours with Google News fields', async () => {
  const { doc } = await xmlAt('/sitemap-news.xml');
  const urls = doc.urlset.url;
  expect(urls.map((u: { 'news:news': { 'news:title': string } }) => u['news:news']['news:title']).sort()).toEqual([
    'Fresh review',
    'Not a review',
    'Old news & notes',
  ]);
  expect(urls[0]['news:news']['news:publication']['news:name']).toBe('Savepoint');
});

it('RSS 2.0 for the site and per category route, with ETag, Last-Modified and 304', async () => {
  const { res, doc } = await xmlAt('/rss.xml');
  expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
  expect(doc.rss['@_version']).toBe('2.0');
  const titles = doc.rss.channel.item.map((i: { title: string }) => i.title);
  // A review's score ends its title, on the publication's scale; half points as they are.
  expect(titles.sort()).toEqual(['Fresh review \u2014 8.5/10', 'Not a review', 'Old news & notes \u2014 9/10']);
  const old = doc.rss.channel.item.find((i: { title: string }) => i.title.startsWith('Old news & notes'));
  expect(old.link).toMatch(new RegExp(`^${PUBLIC_URL}/articles/`));
  expect(old.description).toBe('A <b>bold</b> take');
  expect(Number.isNaN(Date.parse(old.pubDate))).toBe(false);
  expect(Date.parse(old['atom:updated'])).toBeGreaterThanOrEqual(Date.parse(old.pubDate) - 1000);

  const etag = res.headers.get('etag');
  expect(etag).toBeTruthy();
  expect(Number.isNaN(Date.parse(res.headers.get('last-modified') ?? ''))).toBe(false);
  const again = await stack.client().get('/rss.xml', { headers: { 'if-none-match': etag! } });
  expect({ status: again.status, etag: again.headers.get('etag') }).toEqual({ status: 304, etag });

  const { doc: reviews } = await xmlAt('/reviews/rss.xml');
  expect(reviews.rss.channel.item.map((i: { title: string }) => i.title).sort()).toEqual([
    'Fresh review \u2014 8.5/10',
    'Old news & notes \u2014 9/10',
  ]);
  expect((await stack.client().get('/nonsense/rss.xml', { headers: { accept: 'text/html' } })).status).toBe(404);
});

it("keeps an item's guid when its address changes, so feed readers do not show it again", async () => {
  const article = await createArticle(stack.graph.graph, { title: 'Launch day patch notes' });
  const itemOf = async (title: string) => {
    const { doc } = await xmlAt('/rss.xml');
    return doc.rss.channel.item.find((i: { title: string }) => i.title === title);
  };
  const before = await itemOf('Launch day patch notes');
  expect(before.guid).toMatchObject({ '#text': `article-${article.id}`, '@_isPermaLink': 'false' });

  const renamed = await stack.graph.query(
    'mutation ($id: Int!) { updateArticle(id: $id, input: { slug: "day-one-patch-notes" }) { slug } }',
    { id: article.id },
    stack.graph.editorHeaders(),
  );
  expect(renamed.errors).toBeUndefined();
  // The feed's cached answer goes with the change (PostgreSQL NOTIFY): wait for the new address.
  const after = await eventually(async () => {
    const item = await itemOf('Launch day patch notes');
    return item.link === `${PUBLIC_URL}/articles/day-one-patch-notes` ? item : undefined;
  }, 'the feed to list the new address');
  expect(after.guid).toEqual(before.guid);
});

it('splits games into sitemap files of 1,000 by id, each listed with its lastmod', async () => {
  const em = stack.graph.graph.services().em;
  await em.execute(
    `INSERT INTO game (name, slug, platforms) SELECT 'Bulk game ' || i, 'bulk-game-' || i, ARRAY['pc'] FROM generate_series(1, 999) i`,
  );
  const ids: { id: number; slug: string }[] = await em.execute(`SELECT id, slug FROM game ORDER BY id`);
  const fileOf = (id: number) => Math.floor((id - 1) / 1000) + 1;
  const expectedFiles = [...new Set(ids.map((g) => fileOf(g.id)))];
  expect(expectedFiles.length).toBeGreaterThan(1);
  const { doc } = await xmlAt('/sitemap.xml');
  const listed = doc.sitemapindex.sitemap.filter((s: { loc: string }) => s.loc.includes('sitemap-games-'));
  expect(listed.map((s: { loc: string }) => s.loc)).toEqual(expectedFiles.map((n) => `${PUBLIC_URL}/sitemap-games-${n}.xml`));
  expect(listed.every((s: { lastmod: string }) => !Number.isNaN(Date.parse(s.lastmod)))).toBe(true);
  const locs: string[] = [];
  for (const n of expectedFiles) {
    const urls = [(await xmlAt(`/sitemap-games-${n}.xml`)).doc.urlset.url].flat();
    expect(urls.length).toBeLessThanOrEqual(1000);
    expect(urls.map((u: { loc: string }) => u.loc)).toEqual(
      ids.filter((g) => fileOf(g.id) === n).map((g) => `${PUBLIC_URL}/games/${g.slug}`),
    );
    locs.push(...urls.map((u: { loc: string }) => u.loc));
  }
  expect(locs).toHaveLength(ids.length);
});

describe('text XML forbids', () => {
  // Last in the file: it adds published articles the tests above do not count.
  const BELL = '\u0007';
  const ONE_PIXEL_PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
    'base64',
  );

  it('is stripped on write on every path (REST, the gateway /graphql, graph directly, uploads)', async () => {
    const editor = await stack.editor();
    const rest = await editor.post('/api/articles', {
      title: `Bell${BELL} over REST`,
      content: '<p>x</p>',
      category: 'review',
      metaDescription: `Rings${BELL}\u0001 twice`,
      tags: [`chime${BELL}`],
    });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ title: 'Bell over REST', metaDescription: 'Rings twice', tags: ['chime'] });
    const proxied = await editor.post('/graphql', {
      query: 'mutation ($input: TagInput!) { createTag(input: $input) { name description } }',
      variables: { input: { name: `Bell${BELL} tag`, description: `a\uFFFEb` } },
    });
    expect(proxied.body.data.createTag).toEqual({ name: 'Bell tag', description: 'ab' });
    const direct = await stack.graph.query(
      'mutation ($id: Int!, $input: ArticleUpdateInput!) { updateArticle(id: $id, input: $input) { title excerpt metaDescription } }',
      { id: rest.body.id, input: { title: `Bell${BELL} from graph`, excerpt: `E${BELL}x`, metaDescription: `M${BELL}d` } },
      stack.graph.editorHeaders(),
    );
    expect(direct.data?.updateArticle).toEqual({ title: 'Bell from graph', excerpt: 'Ex', metaDescription: 'Md' });
    // Alt text arrives as a multipart field, beside GraphQL.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(ONE_PIXEL_PNG)]), 'pixel.png');
    form.append('alt', `A bell${BELL} on a desk`);
    const multipart = new Request('http://upload.invalid', { method: 'POST', body: form });
    const uploaded = await editor.request('POST', '/api/media', {
      body: Buffer.from(await multipart.arrayBuffer()),
      headers: { 'content-type': multipart.headers.get('content-type')! },
    });
    expect({ status: uploaded.status, alt: uploaded.body.alt }).toEqual({ status: 201, alt: 'A bell on a desk' });
    // Only control characters go: an input of nothing else is empty, and told so.
    const empty = await editor.post('/api/articles', { title: BELL, content: '<p>x</p>', category: 'review' });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('title');
  });

  it('in rows written beside the API never makes a feed or sitemap unreadable', async () => {
    const article = await createArticle(stack.graph.graph, { title: 'Bell in the database', category: 'review' });
    const db = new Client({ connectionString: stack.graph.db.url });
    await db.connect();
    try {
      await db.query(
        `UPDATE article SET meta_description = 'Rings ' || chr(7) || 'loud', title = 'Bell' || chr(1) || ' in the database' WHERE id = $1`,
        [article.id],
      );
      await db.query(`UPDATE category SET name = 'Rev' || chr(11) || 'iew' WHERE slug = 'review'`);
      await db.query(`UPDATE app_user SET display_name = 'Ed' || chr(65534) || 'itor' WHERE id = $1`, [stack.graph.admin.id]);
    } finally {
      await db.end();
    }
    const { doc } = await xmlAt('/rss.xml');
    const item = doc.rss.channel.item.find((i: { title: string }) => i.title === 'Bell in the database');
    expect(item).toMatchObject({ description: 'Rings loud', category: 'Review', 'dc:creator': 'Editor' });
    await xmlAt('/reviews/rss.xml');
    const { doc: news } = await xmlAt('/sitemap-news.xml');
    expect(news.urlset.url.map((u: { 'news:news': { 'news:title': string } }) => u['news:news']['news:title'])).toContain(
      'Bell in the database',
    );
    await xmlAt('/sitemap.xml');
    await xmlAt('/sitemap-articles-1.xml');
    await xmlAt('/sitemap-pages.xml');
  });
});

it('article sitemaps are id ranges of 50,000, read in windows, with a validator that answers 304', async () => {
  // The next article gets id 100,001: it lands in file 3 (ids 100,001–150,000); file 2 is empty.
  const db = new Client({ connectionString: stack.graph.config.databaseUrl });
  await db.connect();
  try {
    await db.query(`SELECT setval(pg_get_serial_sequence('article', 'id'), 100000)`);
  } finally {
    await db.end();
  }
  const far = await createArticle(stack.graph.graph, { title: 'Far along the ids' });
  expect(far.id).toBe(100_001);
  const { doc } = await xmlAt('/sitemap.xml');
  const files = doc.sitemapindex.sitemap
    .map((s: { loc: string }) => s.loc)
    .filter((loc: string) => loc.includes('sitemap-articles'));
  expect(files).toEqual([`${PUBLIC_URL}/sitemap-articles-1.xml`, `${PUBLIC_URL}/sitemap-articles-3.xml`]);
  const { res, doc: third } = await xmlAt('/sitemap-articles-3.xml');
  expect(third.urlset.url.map((u: { loc: string }) => u.loc)).toEqual([`${PUBLIC_URL}/articles/${far.slug}`]);
  expect((await stack.client().get('/sitemap-articles-2.xml', { headers: { accept: 'text/html' } })).status).toBe(404);
  // The same file again: 304 by its ETag; an edit of one of its articles changes the ETag.
  const etag = res.headers.get('etag')!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect((await stack.client().get('/sitemap-articles-3.xml', { headers: { 'if-none-match': etag } })).status).toBe(304);
  await stack.graph.query(
    'mutation ($id: Int!) { updateArticle(id: $id, input: { title: "Renamed far along" }) { id } }',
    { id: far.id },
    stack.graph.editorHeaders(),
  );
  const changed = await stack.client().get('/sitemap-articles-3.xml', { headers: { 'if-none-match': etag } });
  expect(changed.status).toBe(200);
  // graph reads a file in windows by id: two one-article windows cover file 1's first two.
  const window = (afterId: number | null) =>
    stack.graph.query<{ sitemapArticles: { id: number }[] }>(
      'query ($after: Int) { sitemapArticles(file: 1, afterId: $after, limit: 1) { id } }',
      { after: afterId },
    );
  const first = (await window(null)).data!.sitemapArticles;
  const second = (await window(first[0].id)).data!.sitemapArticles;
  expect(second[0].id).toBeGreaterThan(first[0].id);
  const tooMany = await stack.graph.query('{ sitemapArticles(file: 1, limit: 3001) { id } }');
  expect(tooMany.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
});

it("an article sitemap's validator changes when its entries' alternates do (a translation published in a later file)", async () => {
  // An article of file 1, and the German edition its translation will be in.
  const firstFile = await stack.graph.query<{ sitemapArticles: { id: number }[] }>(
    '{ sitemapArticles(file: 1, limit: 1) { id } }',
  );
  const source = firstFile.data!.sitemapArticles[0];
  const edition = await stack.graph.query(
    `mutation { createEdition(input: { language: "de", name: "Deutsch", searchConfig: "german" }) { language } }`,
    {},
    stack.graph.editorHeaders(),
  );
  expect(edition.errors).toBeUndefined();
  const db = new Client({ connectionString: stack.graph.config.databaseUrl });
  await db.connect();
  try {
    // The translation gets an id far from its source's: it lands in another file.
    await db.query(`SELECT setval(pg_get_serial_sequence('article', 'id'), greatest(100100, (SELECT max(id) FROM article)))`);
  } finally {
    await db.end();
  }
  const sourceFile = '/sitemap-articles-1.xml';
  const before = await stack.client().get(sourceFile);
  expect(before.status).toBe(200);
  expect(before.text).not.toContain('hreflang="de"');
  const etag = before.headers.get('etag')!;

  const translated = await stack.graph.query(
    'mutation($id: Int!) { translateArticle(id: $id, language: "de") { id } }',
    { id: source.id },
    stack.graph.editorHeaders(),
  );
  expect(translated.errors).toBeUndefined();
  const german: number = translated.data!.translateArticle.id;
  expect(german).toBeGreaterThan(50_000);
  const published = await stack.graph.query(
    'mutation($id: Int!) { updateArticle(id: $id, input: { status: published, title: "Mit Übersetzung gelistet" }) { id } }',
    { id: german },
    stack.graph.editorHeaders(),
  );
  expect(published.errors).toBeUndefined();

  // The source's entry now carries the German alternate: a crawler holding the old copy gets it.
  const after = await stack.client().get(sourceFile, { headers: { 'if-none-match': etag } });
  expect(after.status).toBe(200);
  expect(after.text).toContain(`hreflang="de" href="${PUBLIC_URL}/de/articles/`);

  // The German edition moves to another prefix: every German URL in the file changes.
  const moved = await stack.graph.query(
    'mutation { updateEdition(language: "de", input: { urlPrefix: "deutsch" }) { urlPrefix } }',
    {},
    stack.graph.editorHeaders(),
  );
  expect(moved.errors).toBeUndefined();
  const renamed = await stack.client().get(sourceFile, { headers: { 'if-none-match': after.headers.get('etag')! } });
  expect(renamed.status).toBe(200);
  expect(renamed.text).toContain(`hreflang="de" href="${PUBLIC_URL}/deutsch/articles/`);
});
