// Reader pages per edition against a real graph and the built web app (ADR 0049): /de/ and a
// German article render in German with their language, the hreflang set of a translated story is
// the same on each of its pages (itself, its translations, x-default), an unknown prefix and another
// edition's article are the 404 page, sitemaps and feeds follow the editions, and a game's page shows
// its description in the page's edition.
import path from 'node:path';
import { eventually } from '../../../testing/eventually';
import { createArticle, createCategory, startTestStack, type TestStack, untilCacheListens } from '../../../testing/gateway';

const PUBLIC_URL = 'https://savepoint.example';
let stack: TestStack;
const story = { en: '', de: '', single: '' };

beforeAll(async () => {
  stack = await startTestStack({
    answerCache: true,
    gatewayEnv: { WEB_DIST_DIR: path.resolve(__dirname, '../../../web/dist'), PUBLIC_URL, SSR_TIMEOUT_MS: '20000' },
  });
  const graph = stack.graph.graph;
  const em = graph.services().em.fork();
  // The edition as graph's createEdition stores it (its rules are graph's tests' subject).
  await em.execute(`INSERT INTO edition (language, name, url_prefix, search_config) VALUES ('de', 'Deutsch', 'de', 'german')`);
  const category = await createCategory(graph, { name: 'Review', slug: 'review' });
  const en = await createArticle(graph, { title: 'Hades II review: a god-tier sequel', category: category.slug });
  const de = await createArticle(graph, { title: 'Hades II im Test: göttlich', category: category.slug, language: 'de' });
  const single = await createArticle(graph, { title: 'Nur auf Deutsch: Spieleabend', category: category.slug, language: 'de' });
  // One translation group (the source's id), as translateArticle links them.
  await em.execute('UPDATE article SET translation_group_id = ? WHERE id IN (?, ?)', [en.id, en.id, de.id]);
  Object.assign(story, { en: en.slug, de: de.slug, single: single.slug });
  // The writes above are heard before any page is kept (else their late news would drop it).
  await untilCacheListens(stack);
});
afterAll(async () => {
  await stack.close();
});

const page = (p: string) => stack.client().get(p, { headers: { accept: 'text/html' } });
const hreflangs = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]));
const root = (html: string) => html.slice(html.indexOf('<div id="root"'));

describe('the German edition under /de', () => {
  it('renders its home in German: lang, Content-Language, its own articles, hreflang to every edition', async () => {
    // One spelling: the edition's home has no trailing slash.
    const slash = await stack.client().get('/de/?search=x', { headers: { accept: 'text/html' } });
    expect([slash.status, slash.headers.get('location')]).toEqual([301, '/de?search=x']);
    const res = await page('/de');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<html lang="de" dir="ltr">/);
    expect(res.headers.get('content-language')).toBe('de');
    expect(root(res.text)).toContain('Hades II im Test: göttlich');
    expect(root(res.text)).not.toContain('Hades II review: a god-tier sequel');
    // Reader links stay in the edition.
    expect(root(res.text)).toContain(`href="/de/articles/${story.de}"`);
    expect(root(res.text)).toContain('href="/de/reviews"');
    expect(res.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/de">`);
    expect(hreflangs(res.text)).toEqual({ en: `${PUBLIC_URL}/`, de: `${PUBLIC_URL}/de`, 'x-default': `${PUBLIC_URL}/` });
    expect(res.text).toContain(`href="${PUBLIC_URL}/de/rss.xml"`);
    // The default edition's home shows none of the German articles.
    const home = await page('/');
    expect(home.text).toMatch(/<html lang="en" dir="ltr">/);
    expect(root(home.text)).toContain('Hades II review: a god-tier sequel');
    expect(root(home.text)).not.toContain('Hades II im Test');
    // Kept per edition: a later reader of each gets its own copy from the cache.
    const kept = async (p: string) => {
      const res = await page(p);
      return res.headers.get('x-savepoint-cache') === 'hit' ? res.text : undefined;
    };
    expect(root(await eventually(() => kept('/de'), 'the German home kept', 10_000, 100))).toContain('Hades II im Test');
    expect(root(await eventually(() => kept('/'), 'the English home kept', 10_000, 100))).not.toContain('Hades II im Test');
  });

  it('serves a translated article with its own canonical URL and the same reciprocal hreflang set on each translation', async () => {
    const de = await page(`/de/articles/${story.de}`);
    expect(de.status).toBe(200);
    expect(de.text).toMatch(/<html lang="de" dir="ltr">/);
    expect(de.headers.get('content-language')).toBe('de');
    expect(de.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/de/articles/${story.de}">`);
    const set = {
      en: `${PUBLIC_URL}/articles/${story.en}`,
      de: `${PUBLIC_URL}/de/articles/${story.de}`,
      'x-default': `${PUBLIC_URL}/articles/${story.en}`,
    };
    expect(hreflangs(de.text)).toEqual(set);
    const en = await page(`/articles/${story.en}`);
    expect(en.headers.get('content-language')).toBe('en');
    expect(hreflangs(en.text)).toEqual(set);
    // Valid BCP 47 tags, in canonical form.
    for (const tag of Object.keys(set).filter((t) => t !== 'x-default')) expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    const jsonLd = [...de.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    expect(jsonLd.find((item) => item['@type'] === 'NewsArticle')).toMatchObject({ inLanguage: 'de' });
  });

  it('lists no hreflang links for an article without translations', async () => {
    const res = await page(`/de/articles/${story.single}`);
    expect(res.status).toBe(200);
    expect(hreflangs(res.text)).toEqual({});
  });

  it("answers an unknown prefix and another edition's article with the 404 page", async () => {
    for (const p of ['/fr', '/fr/articles/anything', `/de/articles/${story.en}`, `/articles/${story.de}`]) {
      const res = await page(p);
      expect({ p, status: res.status }).toEqual({ p, status: 404 });
      expect(res.text).toContain('name="robots" content="noindex"');
    }
  });
});

describe('sitemaps and feeds per edition', () => {
  it('gives each article sitemap entry its edition URL and the page’s hreflang set as xhtml:link alternates', async () => {
    const res = await stack.client().get('/sitemap-articles-1.xml');
    expect(res.status).toBe(200);
    expect(res.text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (slug: string) => new RegExp(`<url><loc>[^<]*/articles/${slug}</loc>.*?</url>`).exec(res.text)?.[0] ?? '';
    const links = (xml: string) =>
      Object.fromEntries(
        [...xml.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
      );
    const page = await stack.client().get(`/de/articles/${story.de}`, { headers: { accept: 'text/html' } });
    expect(entry(story.de)).toContain(`<loc>${PUBLIC_URL}/de/articles/${story.de}</loc>`);
    expect(links(entry(story.de))).toEqual(hreflangs(page.text));
    expect(links(entry(story.en))).toEqual(hreflangs(page.text));
    expect(links(entry(story.single))).toEqual({});
  });

  it('keeps /de/rss.xml to German items under /de/, and /rss.xml to the default edition', async () => {
    const de = await stack.client().get('/de/rss.xml');
    expect(de.status).toBe(200);
    expect(de.text).toContain('<language>de</language>');
    const items = [...de.text.matchAll(/<item><title>([^<]*)<\/title><link>([^<]*)<\/link>/g)];
    expect(items.map((m) => m[1]).sort()).toEqual(['Hades II im Test: göttlich', 'Nur auf Deutsch: Spieleabend']);
    for (const m of items) expect(m[2]).toMatch(new RegExp(`^${PUBLIC_URL}/de/articles/`));
    const reviews = await stack.client().get('/de/reviews/rss.xml');
    expect(reviews.status).toBe(200);
    expect(reviews.text).toContain('Hades II im Test');
    const en = await stack.client().get('/rss.xml');
    expect(en.text).toContain('<language>en</language>');
    expect(en.text).toContain('Hades II review');
    expect(en.text).not.toContain('Hades II im Test');
    expect((await stack.client().get('/fr/rss.xml')).status).toBe(404);
  });

  it('names each article’s language in the Google News sitemap, and one edition’s under its prefix', async () => {
    const all = await stack.client().get('/sitemap-news.xml');
    expect(all.text).toContain(`<loc>${PUBLIC_URL}/de/articles/${story.de}</loc>`);
    expect(all.text).toMatch(
      new RegExp(
        `/de/articles/${story.de}</loc><news:news><news:publication><news:name>Savepoint</news:name><news:language>de</news:language>`,
      ),
    );
    expect(all.text).toMatch(
      new RegExp(
        `/articles/${story.en}</loc><news:news><news:publication><news:name>Savepoint</news:name><news:language>en</news:language>`,
      ),
    );
    const de = await stack.client().get('/de/sitemap-news.xml');
    expect(de.status).toBe(200);
    expect(de.text).not.toContain(story.en);
    expect(de.text).toContain(story.de);
  });

  it("dates the news sitemap in the index by every edition's articles, not the default edition's alone", async () => {
    // The German article created last is the newest change the news sitemap lists.
    const [{ latest }] = await stack.graph.graph
      .services()
      .em.fork()
      .execute<{ latest: Date }[]>(
        `SELECT max(updated_at) AS latest FROM article WHERE status = 'published' AND language = 'de'`,
      );
    const index = await stack.client().get('/sitemap.xml');
    expect(index.status).toBe(200);
    const lastmod = new RegExp(`<loc>${PUBLIC_URL}/sitemap-news.xml</loc><lastmod>([^<]+)</lastmod>`).exec(index.text)?.[1];
    expect(Date.parse(lastmod ?? '')).toBeGreaterThanOrEqual(new Date(latest).getTime());
  });

  it("dates each edition's home and list in the pages sitemap by that edition's own articles", async () => {
    const em = stack.graph.graph.services().em.fork();
    const latest = async (language: string) =>
      new Date(
        (
          await em.execute<{ latest: Date }[]>(
            `SELECT max(updated_at) AS latest FROM article WHERE status = 'published' AND language = ?`,
            [language],
          )
        )[0].latest,
      );
    const [en, de] = [await latest('en'), await latest('de')];
    expect(de.getTime()).toBeGreaterThan(en.getTime());
    const res = await stack.client().get('/sitemap-pages.xml');
    expect(res.status).toBe(200);
    const lastmodOf = (loc: string) => new RegExp(`<loc>${loc}</loc><lastmod>([^<]+)</lastmod>`).exec(res.text)?.[1];
    expect([lastmodOf(`${PUBLIC_URL}/`), lastmodOf(`${PUBLIC_URL}/articles`)]).toEqual([en.toISOString(), en.toISOString()]);
    expect([lastmodOf(`${PUBLIC_URL}/de`), lastmodOf(`${PUBLIC_URL}/de/articles`)]).toEqual([de.toISOString(), de.toISOString()]);
    // The file itself changed with the newest of them.
    expect(res.headers.get('last-modified')).toBe(de.toUTCString());
  });
});

describe('JSON-LD per edition', () => {
  const jsonLd = (html: string): Record<string, any>[] =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const ofType = (items: Record<string, any>[], type: string) => items.find((item) => item['@type'] === type)!;
  const crumbs = (items: Record<string, any>[]) =>
    (ofType(items, 'BreadcrumbList').itemListElement as { item: string }[]).map((crumb) => crumb.item);
  const crumbNames = (items: Record<string, any>[]) =>
    (ofType(items, 'BreadcrumbList').itemListElement as { name: string }[]).map((crumb) => crumb.name);

  it("links a German page's breadcrumbs, game and review to the German pages, not the default edition's", async () => {
    const created = await stack.graph.query(
      `mutation($input: GameInput!) { createGame(input: $input) { id slug } }`,
      { input: { name: 'Lantern Deep', platforms: ['pc'] } },
      stack.graph.editorHeaders(),
    );
    const game = created.data!.createGame as { id: number; slug: string };
    const review = await createArticle(stack.graph.graph, {
      title: 'Lantern Deep im Test',
      category: 'review',
      language: 'de',
      games: [game.id],
      review: { score: 8, verdict: 'Stark.', pros: [], cons: [], platformsTested: [] },
    });
    const reviewUrl = `${PUBLIC_URL}/de/articles/${review.slug}`;
    const gameUrl = `${PUBLIC_URL}/de/games/${game.slug}`;

    const article = await page(`/de/articles/${review.slug}`);
    expect(article.status).toBe(200);
    const articleItems = jsonLd(article.text);
    expect(crumbs(articleItems)).toEqual([`${PUBLIC_URL}/de`, `${PUBLIC_URL}/de/reviews`, reviewUrl]);
    expect(ofType(articleItems, 'NewsArticle').about).toEqual([expect.objectContaining({ url: gameUrl })]);
    expect(ofType(articleItems, 'NewsArticle').author).toEqual([expect.objectContaining({ url: `${PUBLIC_URL}/de/about` })]);
    expect(ofType(articleItems, 'Review').itemReviewed.url).toBe(gameUrl);
    // In the page's words: a search result's trail and a link preview read German, as the page does.
    expect(crumbNames(articleItems)).toEqual(['Start', 'Test', 'Lantern Deep im Test']);
    expect(ofType(articleItems, 'NewsArticle').articleSection).toBe('Test');
    expect(article.text).toContain('<meta property="article:section" content="Test">');
    expect(article.text).toContain('<meta property="og:locale" content="de_DE">');

    const gamePage = await page(`/de/games/${game.slug}`);
    expect(gamePage.status).toBe(200);
    const gameItems = jsonLd(gamePage.text);
    expect(ofType(gameItems, 'VideoGame').url).toBe(gameUrl);
    // The German review lives under /de: the default edition's path to its slug is the 404 page.
    expect(ofType(gameItems, 'VideoGame').review.url).toBe(reviewUrl);
    expect(crumbs(gameItems)).toEqual([`${PUBLIC_URL}/de`, `${PUBLIC_URL}/de/games`, gameUrl]);
    expect(crumbNames(gameItems)).toEqual(['Start', 'Spiele', 'Lantern Deep']);
  });
});

describe("a game's description per edition", () => {
  it('shows the German description on the German page once an editor sets it, and refuses an author', async () => {
    const created = await stack.graph.query(
      `mutation($input: GameInput!) { createGame(input: $input) { id slug } }`,
      { input: { name: 'Ember Vault', platforms: ['pc'], description: '<p>A lantern-lit dungeon crawler.</p>' } },
      stack.graph.editorHeaders(),
    );
    const game = created.data!.createGame as { id: number; slug: string };
    // Both pages are kept by the answer cache before the change.
    expect(root((await page(`/games/${game.slug}`)).text)).toContain('A lantern-lit dungeon crawler.');
    expect(root((await page(`/de/games/${game.slug}`)).text)).toContain('A lantern-lit dungeon crawler.');

    const set = (client: Awaited<ReturnType<TestStack['editor']>>) =>
      client.post('/graphql', {
        query: `mutation($id: Int!) { setGameDescription(id: $id, language: "de", description: "<p>Ein Dungeon-Crawler im Laternenlicht.</p>") { id } }`,
        variables: { id: game.id },
      });
    const editor = await stack.editor();
    await editor.post('/api/users', { username: 'gwen', password: 'long enough pass', role: 'author', displayName: 'Gwen' });
    const author = stack.client();
    expect((await author.post('/api/auth/login', { username: 'gwen', password: 'long enough pass' })).status).toBe(200);
    expect((await set(author)).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await set(editor)).body.errors).toBeUndefined();

    await eventually(
      async () =>
        root((await page(`/de/games/${game.slug}`)).text).includes('Ein Dungeon-Crawler im Laternenlicht.') ? true : undefined,
      'the German page shows its description',
    );
    const english = root((await page(`/games/${game.slug}`)).text);
    expect(english).toContain('A lantern-lit dungeon crawler.');
    expect(english).not.toContain('Laternenlicht');
  });
});

describe("an article's names per edition", () => {
  it("names a German article's category, tags and game as the German edition does, in its page and JSON-LD, in its order", async () => {
    const graph = stack.graph.graph;
    const category = await createCategory(graph, { name: 'Retro Corner', slug: 'retro' });
    const created = await stack.graph.query(
      `mutation($input: GameInput!) { createGame(input: $input) { id slug } }`,
      { input: { name: 'Moonlit Forge', platforms: ['pc'] } },
      stack.graph.editorHeaders(),
    );
    const game = created.data!.createGame as { id: number; slug: string };
    const german = await createArticle(graph, {
      title: 'Retro-Schmiede im Rückblick',
      category: category.slug,
      language: 'de',
      // Collectibles has no German name: German readers see Branche first, in their alphabet.
      tags: ['Industry', 'Collectibles'],
      games: [game.id],
    });
    const english = await createArticle(graph, {
      title: 'Moonlit Forge, looking back',
      category: category.slug,
      tags: ['Industry'],
    });
    // Kept by the answer cache before the editors name them in German.
    expect(root((await page(`/de/articles/${german.slug}`)).text)).toContain('#Industry');

    const editor = await stack.editor();
    const tag = (await editor.post('/graphql', { query: '{ tags { id name } }' })).body.data.tags.find(
      (t: { name: string }) => t.name === 'Industry',
    ) as { id: number };
    const named = await editor.post('/graphql', {
      query: `mutation($c: Int!, $t: Int!, $g: Int!) {
        setCategoryName(id: $c, language: "de", name: "Retro-Ecke") { id }
        setTagName(id: $t, language: "de", name: "Branche") { id }
        setGameName(id: $g, language: "de", name: "Mondschmiede") { id }
      }`,
      variables: { c: category.id, t: tag.id, g: game.id },
    });
    expect(named.body.errors).toBeUndefined();

    const res = await eventually(async () => {
      const html = (await page(`/de/articles/${german.slug}`)).text;
      return root(html).includes('#Branche') ? html : undefined;
    }, 'the German article shows its tag in German');
    const body = root(res);
    expect(body).toContain('Retro-Ecke');
    expect(body).toContain('Mondschmiede');
    expect(body).not.toContain('#Industry');
    expect(body.indexOf('#Branche')).toBeLessThan(body.indexOf('#Collectibles'));
    const items = [...res.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const news = items.find((item) => item['@type'] === 'NewsArticle');
    expect(news).toMatchObject({
      keywords: 'Branche, Collectibles',
      articleSection: 'Retro-Ecke',
      about: [expect.objectContaining({ name: 'Mondschmiede' })],
    });

    // The gateway's /graphql refuses an unknown edition for the order as graph does, naming it.
    const unknown = await stack.client().post('/graphql', {
      query: `query($slug: String!) { articleBySlug(slug: $slug) { tags(language: "xx") { name } } }`,
      variables: { slug: german.slug },
    });
    expect(unknown.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
    expect(unknown.body.data?.articleBySlug ?? null).toBeNull();

    // The English article keeps the default edition's names.
    const englishBody = root((await page(`/articles/${english.slug}`)).text);
    expect(englishBody).toContain('#Industry');
    expect(englishBody).not.toContain('Branche');
    // The German games index names the game in German, and finds it by that name.
    expect(root((await page('/de/games')).text)).toContain('>Mondschmiede<');
    expect(root((await page('/de/games?search=mondschmiede')).text)).toContain('>Mondschmiede<');
    expect(root((await page('/games')).text)).toContain('>Moonlit Forge<');
    // The category's German listing is titled with its German name, and so are its cards' badges;
    // the English one keeps its own (not its capitalised slug).
    const germanListing = root((await page('/de/articles?category=retro')).text);
    expect(germanListing).toMatch(/<h1[^>]*>Retro-Ecke<\/h1>/);
    expect(germanListing).toMatch(/data-category="retro"[^>]*>Retro-Ecke</);
    const englishListing = root((await page('/articles?category=retro')).text);
    expect(englishListing).toMatch(/<h1[^>]*>Retro Corner<\/h1>/);
    expect(englishListing).toMatch(/data-category="retro"[^>]*>Retro Corner</);
    expect(englishListing).not.toMatch(/data-category="retro"[^>]*>Retro</);
  });
});

describe('hreflang on lists', () => {
  it("links a later page of a list to no other edition's page: theirs is another list, and may not exist", async () => {
    // 13 more English articles: the English list has a second page of 12, the German one does not.
    for (let i = 0; i < 13; i += 1) await createArticle(stack.graph.graph, { title: `English story ${i}` });
    const second = await page('/articles?page=2');
    expect(second.status).toBe(200);
    expect((await page('/de/articles?page=2')).status).toBe(404);
    expect(second.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/articles?page=2">`);
    expect(hreflangs(second.text)).toEqual({});
    // The lists' first pages are each other's translations.
    expect(hreflangs((await page('/articles')).text)).toEqual({
      en: `${PUBLIC_URL}/articles`,
      de: `${PUBLIC_URL}/de/articles`,
      'x-default': `${PUBLIC_URL}/articles`,
    });
  });
});
