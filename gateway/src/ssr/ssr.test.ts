// Reader pages rendered by the gateway against a real graph and the built web app (npm test
// builds it): the raw HTML carries the content, its links and lists, the real status, and a head
// whose absolute URLs come from PUBLIC_URL whatever Host the request claims.
import { cpSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createArticle,
  createCategory,
  startTestGateway,
  startTestStack,
  testGatewayConfig,
  type TestStack,
} from '../../../testing/gateway';
import { eventually } from '../../../testing/eventually';

const PUBLIC_URL = 'https://savepoint.example';
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    gatewayEnv: { WEB_DIST_DIR: path.resolve(__dirname, '../../../web/dist'), PUBLIC_URL, SSR_TIMEOUT_MS: '20000' },
  });
});
afterAll(async () => {
  await stack.close();
});

const hostile = { accept: 'text/html', host: 'evil.example', 'x-forwarded-host': 'evil.example' };
const page = (p: string) => stack.client().get(p, { headers: hostile });
const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];

describe('server-rendered article page', () => {
  it('carries the text, links and lists of the article with its own head', async () => {
    const category = await createCategory(stack.graph.graph, { name: 'Review', slug: 'review' });
    const article = await createArticle(stack.graph.graph, {
      title: 'Elden Ring </title> DLC',
      category: category.slug,
      metaDescription: 'Everything in the expansion',
      content:
        '<p>The <a href="https://example.com/patch">patch notes</a> change bosses.</p><ul><li>First boss</li><li>Second boss</li></ul>',
      tags: ['souls'],
    });
    const res = await page(`/articles/${article.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const root = res.text.slice(res.text.indexOf('<div id="root"'));
    expect(root).toContain('change bosses.');
    expect(root).toContain('<a href="https://example.com/patch"');
    expect(root).toMatch(/<ul>\s*<li>First boss<\/li>\s*<li>Second boss<\/li>\s*<\/ul>/);
    expect(root).toContain('#souls');
    expect(res.text).toContain('<title>Elden Ring &lt;/title&gt; DLC | Savepoint</title>');
    expect(res.text).toContain('<meta name="description" content="Everything in the expansion">');
    expect(res.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/articles/${article.slug}">`);
    expect(res.text).toContain(`<meta property="og:url" content="${PUBLIC_URL}/articles/${article.slug}">`);
    expect(res.text).toContain('<meta property="og:type" content="article">');
    expect(res.text).not.toContain('evil.example');
    const jsonLd = JSON.parse(attr(res.text, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'NewsArticle',
      headline: article.title,
      mainEntityOfPage: { '@id': `${PUBLIC_URL}/articles/${article.slug}` },
    });
    // The browser starts from the cache the page was rendered with.
    const state = JSON.parse(
      attr(res.text, /<script type="application\/json" id="__APOLLO_STATE__">([\s\S]*?)<\/script>/) ?? '{}',
    );
    expect(JSON.stringify(state)).toContain(article.slug);
    // The stylesheet rules the page uses are written into the head (no request before the first
    // paint), not those of what it does not show; the whole stylesheet is linked after the page.
    // #root names the page the browser loads before hydrating.
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toMatch(/<style>[\s\S]*?\.skip-link\{[\s\S]*?<\/style>/);
    expect(head).toContain('.article-content');
    expect(head).not.toContain('.not-found');
    expect(head).not.toContain('rel="stylesheet"');
    expect(res.text.slice(res.text.indexOf('id="__APOLLO_STATE__"'))).toMatch(
      /<\/script><link rel="stylesheet" crossorigin href="\/assets\/[\w.-]+\.css">/,
    );
    // The page's first script is the small one that loads the app after the first paint
    // (web/src/boot.ts): nothing else of the app's code is asked for by the HTML; the app's files
    // and the page's chunks are named for it.
    const scripts = [...res.text.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual([
      expect.stringMatching(/^<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[\w-]+\.js">$/),
    ]);
    const appCode = JSON.parse(attr(res.text, /<script type="application\/json" id="app-code">([\s\S]*?)<\/script>/) ?? '[]');
    expect(appCode[0]).toMatch(/^\/assets\/app-[\w-]+\.js$/);
    const chunks = attr(res.text, /<div id="root" data-pages="ArticlePage" data-chunks="([^"]*)">/)?.split(' ');
    expect(chunks).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/ArticlePage-[\w-]+\.js$/)]));
    // Nothing twice: the app's own files are not named again among the page's.
    expect(chunks!.filter((chunk) => appCode.includes(chunk))).toEqual([]);
    expect(res.text).not.toContain('needs JavaScript');
    // No font the first paint waits for (issue 27).
    expect(head).not.toContain('as="font"');
  });

  it("points a video article's og:image, twitter:image and JSON-LD image at the video's thumbnail", async () => {
    const article = await createArticle(stack.graph.graph, {
      title: 'Trailer breakdown',
      featuredImage: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const res = await page(`/articles/${article.slug}`);
    const thumbnail = 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg';
    expect(res.text).toContain(`<meta property="og:image" content="${thumbnail}">`);
    expect(res.text).toContain(`<meta name="twitter:image" content="${thumbnail}">`);
    const jsonLd = JSON.parse(attr(res.text, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/) ?? '{}');
    expect(jsonLd.image).toEqual([thumbnail]);
  });

  it("describes a media library lead image by the library's alt text", async () => {
    const url = '/media/library/3f1c2a9e-lead.webp';
    await stack.graph.graph.orm.em
      .fork()
      .execute(`INSERT INTO media (url, original_name, alt, width, height, bytes) VALUES (?, 'lead.png', ?, 1600, 900, 1234)`, [
        url,
        'A knight facing a dragon on a bridge',
      ]);
    const article = await createArticle(stack.graph.graph, { title: 'Bridge boss review', featuredImage: url });
    const res = await page(`/articles/${article.slug}`);
    expect(res.status).toBe(200);
    const root = res.text.slice(res.text.indexOf('<div id="root"'));
    const lead = /<img [^>]*data-testid="article-thumbnail-image"[^>]*>/.exec(root)?.[0];
    expect(lead).toContain(`src="${url}?w=800"`);
    expect(lead).toContain('alt="A knight facing a dragon on a bridge"');
  });

  it("answers 404 with the spec's not-found texts for a missing or unpublished article", async () => {
    const draft = await createArticle(stack.graph.graph, { title: 'Secret draft', status: 'draft' as never });
    for (const slug of ['no-such-article', draft.slug]) {
      const res = await page(`/articles/${slug}`);
      expect(res.status).toBe(404);
      expect(res.text).toContain('Article Not Found');
      expect(res.text).toContain('The article you&#x27;re looking for doesn&#x27;t exist or has been removed.');
      expect(res.text).not.toContain('Secret draft');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
    }
  });
});

describe('server-rendered routes', () => {
  it('answers 404 with "404 Page Not Found" for an unknown path', async () => {
    const res = await page('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('404 Page Not Found');
  });

  it('answers 404 for an unknown category and 200 for a known one', async () => {
    await createCategory(stack.graph.graph, { name: 'Esports', slug: 'esports' });
    expect((await page('/articles?category=bogus')).status).toBe(404);
    expect((await page('/articles?category=esports')).status).toBe(200);
  });

  // The platform filters read graph's platform table; an id it does not have (an old link, a typo)
  // is ignored like one that is not a platform id at all: graph's 400 made these the app shell and,
  // in the browser, "Failed to load".
  it('renders /reviews and /games with a platform graph does not know ignored, all platforms chosen', async () => {
    // Lists with something in them: an empty list is kept out of the index, without a canonical.
    if (!(await stack.graph.graph.services().categories.findBySlug('review')))
      await createCategory(stack.graph.graph, { name: 'Review', slug: 'review' });
    await createArticle(stack.graph.graph, { title: 'Reviewed on every platform', category: 'review' });
    await stack.graph.query(
      'mutation ($input: GameInput!) { createGame(input: $input) { id } }',
      { input: { name: 'Out on every platform', platforms: ['pc'] } },
      stack.graph.editorHeaders(),
    );
    for (const path of ['/reviews?platform=amiga', '/games?platform=amiga', '/games?platform=amiga&view=upcoming']) {
      const res = await page(path);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('<div id="root"></div>');
      expect(res.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path.split('?')[0]}">`);
      expect(res.text).toMatch(/<a [^>]*aria-current="page"[^>]*>All platforms<\/a>/);
    }
  });

  // A page number is a reader's to type: one whose offset is past what graph takes (a 32-bit Int)
  // made graph refuse the variables, and the page the app shell with "Failed to load".
  it('answers a page number past any list like any page past the end of its list', async () => {
    await createArticle(stack.graph.graph, { title: 'One listed article' });
    await stack.graph.query(
      'mutation ($input: GameInput!) { createGame(input: $input) { id } }',
      { input: { name: 'One listed game', platforms: ['pc'] } },
      stack.graph.editorHeaders(),
    );
    for (const path of ['/articles?page=99999999999', '/games?page=99999999999']) {
      const res = await page(path);
      expect(res.text).not.toContain('<div id="root"></div>');
      expect(res.status).toBe(404);
    }
  });

  // A page past the end of a list is not a page of it: a 404 (kept out of the index), still telling
  // the reader where the list ends. /games said "The games database is empty." there.
  it('answers 404 past the last page of a list, with a link to its last page', async () => {
    await createArticle(stack.graph.graph, { title: 'Listed before the end' });
    await stack.graph.query(
      'mutation ($input: GameInput!) { createGame(input: $input) { id } }',
      { input: { name: 'Game before the end', platforms: ['pc'] } },
      stack.graph.editorHeaders(),
    );
    for (const path of ['/articles?page=99', '/games?page=99']) {
      const res = await page(path);
      expect(res.status).toBe(404);
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      expect(res.text).toMatch(/This list ends at page \d+\./);
      expect(res.text).not.toContain('The games database is empty.');
    }
    expect((await page('/articles')).status).toBe(200);
    expect((await page('/games')).status).toBe(200);
  });

  it('renders the older corrections at /corrections?page=2, its own canonical page', async () => {
    const article = await createArticle(stack.graph.graph, { title: 'Corrected often' });
    // 31 notes, a minute apart: the page lists 30, the oldest is the second page's.
    await stack.graph.graph
      .services()
      .em.fork()
      .execute(
        `INSERT INTO article_correction (article_id, kind, note, author_id, created_at)
         SELECT ?, 'update', 'Note number ' || n, author_id, now() - n * interval '1 minute'
         FROM article, generate_series(1, 31) AS n WHERE id = ?`,
        [article.id, article.id],
      );
    const first = await page('/corrections');
    expect(first.text).toMatch(/Note number 1(?!\d)/);
    expect(first.text).not.toMatch(/Note number 31(?!\d)/);
    const older = await page('/corrections?page=2&utm_source=mail');
    expect(older.status).toBe(200);
    expect(older.text).toMatch(/Note number 31(?!\d)/);
    expect(older.text).not.toMatch(/Note number 1(?!\d)/);
    expect(older.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/corrections?page=2">`);
    // Past its end the list has no page: a 404 out of the index.
    const past = await page('/corrections?page=3');
    expect(past.status).toBe(404);
    expect(past.text).toContain('<meta name="robots" content="noindex">');
  });

  it('keeps an empty list out of the index until its first article, which the cached page then shows', async () => {
    await createCategory(stack.graph.graph, { name: 'Web', slug: 'web' });
    const empty = await page('/web');
    expect(empty.status).toBe(200);
    expect(empty.text).toContain('<meta name="robots" content="noindex">');
    expect(empty.text).not.toContain('rel="canonical"');
    // Served again from the page cache: still the empty page.
    expect((await page('/web')).text).toContain('<meta name="robots" content="noindex">');

    const article = await createArticle(stack.graph.graph, { title: 'A browser game worth a tab', category: 'web' });
    const filled = await eventually(async () => {
      const res = await page('/web');
      return res.text.includes(`href="/articles/${article.slug}"`) ? res : undefined;
    }, 'the web list to show its first article');
    expect(filled.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/web">`);
    expect(filled.text).not.toContain('content="noindex"');
  });

  // graph refuses text holding a NUL, and a category filter over 50 characters, with a 400: a URL
  // carrying one (a pasted search, a mangled link, a crawler's probe) was the app shell and, in the
  // browser, "Failed to load". No page has such an address or search.
  it('answers URLs whose text graph refuses with the page or its 404, never the app shell', async () => {
    const article = await createArticle(stack.graph.graph, { title: 'Found despite a NUL' });
    const cases: [string, number][] = [
      ['/?search=%00', 200],
      ['/articles?search=found%00', 200],
      ['/games?search=%00', 200],
      ['/articles?category=%00', 404],
      [`/articles?category=${'x'.repeat(51)}`, 404],
      ['/articles/%00', 404],
      ['/games/%00', 404],
      [`/articles/${article.slug}%00`, 301],
    ];
    for (const [path, status] of cases) {
      const res = await page(path);
      expect({ path, status: res.status, shell: res.text.includes('<div id="root"></div>') }).toEqual({
        path,
        status,
        shell: false,
      });
    }
    expect((await page(`/articles/${article.slug}%00`)).headers.get('location')).toBe(`/articles/${article.slug}`);
  });

  it('redirects /article and /article/{slug} permanently', async () => {
    const list = await page('/article');
    expect(list.status).toBe(301);
    expect(list.headers.get('location')).toBe('/articles');
    const one = await page('/article/some-slug');
    expect(one.status).toBe(301);
    expect(one.headers.get('location')).toBe('/articles/some-slug');
  });

  it('gives each page its own title, description and canonical URL', async () => {
    const article = await createArticle(stack.graph.graph, { title: 'Listed on the home page' });
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<title>Savepoint</title>');
    expect(home.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/">`);
    expect(home.text).toContain(`href="/articles/${article.slug}"`);

    const listing = await page('/articles?utm_source=x');
    expect(listing.text).toContain('<title>All Articles | Savepoint</title>');
    expect(listing.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/articles">`);
    // Search results stay out of the index (their links are still followed).
    const results = await page('/articles?search=x');
    expect(results.text).toContain('<meta name="robots" content="noindex">');
    expect(results.text).not.toContain('rel="canonical"');
    // Another spelling of a listing is not another page: /articles?category=guide is /guides.
    await createCategory(stack.graph.graph, { name: 'Guide', slug: 'guide' });
    await createArticle(stack.graph.graph, { title: 'Every boss, beaten', category: 'guide' });
    const guides = await page('/articles?category=Guide');
    expect(guides.status).toBe(200);
    expect(guides.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/guides">`);
    expect(guides.text).toContain(`<meta property="og:url" content="${PUBLIC_URL}/guides">`);
    const first = await page('/articles?page=abc');
    expect(first.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/articles">`);

    const about = await page('/about');
    expect(about.text).toMatch(/<title>About[^<]* \| Savepoint<\/title>/);
    expect(about.text).toContain(`<meta property="og:url" content="${PUBLIC_URL}/about">`);
    const descriptions = [home, listing, about].map((r) => attr(r.text, /<meta name="description" content="([^"]*)">/));
    expect(new Set(descriptions).size).toBe(3);
  });

  it("serves editors the plain app shell (their data differs from a reader's)", async () => {
    const editor = await stack.editor();
    const res = await editor.get('/about', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(editor.cookies.get('savepoint_signed_in')).toBe('1');
  });
});

describe('assets', () => {
  it("sends the build's brotli or gzip copy of a script, the same bytes once decoded, with its validators", async () => {
    const home = await page('/about');
    const script = /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(home.text)![1];
    const original = readFileSync(path.resolve(__dirname, '../../../web/dist', `.${script}`));
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(stack.baseUrl + script, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('cache-control')).toContain('immutable');
      // Validators as any static server sends them (decision 0045: not removed to save bytes).
      expect(res.headers.get('etag')).toMatch(/^(W\/)?"/);
      expect(res.headers.get('last-modified')).not.toBeNull();
      // fetch decodes the body as a browser does: the decoded bytes must be the script.
      expect(Buffer.from(await res.arrayBuffer()).equals(original)).toBe(true);
    }
  });
});

describe('a stylesheet that does not parse (a broken deploy)', () => {
  it('is linked whole from the head of pages that still render', async () => {
    const webDist = path.resolve(__dirname, '../../../web/dist');
    const copy = mkdtempSync(path.join(os.tmpdir(), 'savepoint-broken-css-'));
    cpSync(webDist, path.join(copy, 'dist'), { recursive: true });
    symlinkSync(path.resolve(webDist, '../dist-server'), path.join(copy, 'dist-server'));
    const stylesheet = readdirSync(path.join(copy, 'dist', 'assets')).find((file) => file.endsWith('.css'))!;
    writeFileSync(path.join(copy, 'dist', 'assets', stylesheet), '.thumb{color:red}}{');
    const broken = await startTestGateway(
      testGatewayConfig({
        GRAPH_URL: stack.config.graphUrl,
        INTERNAL_SECRET: stack.config.internalSecret,
        WEB_DIST_DIR: path.join(copy, 'dist'),
        PUBLIC_URL,
        SSR_TIMEOUT_MS: '20000',
      }),
    );
    try {
      const res = await broken.client().get('/about', { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root" data-pages="');
      const head = res.text.slice(0, res.text.indexOf('</head>'));
      expect(head).toContain(`<link rel="stylesheet" crossorigin href="/assets/${stylesheet}">`);
      expect(head).not.toContain('<style>');
    } finally {
      await broken.close();
    }
  });
});
