// A new install opens on a living publication.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { startTestGraph, type TestGraph } from '../../../../testing/graph';
import { seedIfEmpty } from './seed';

let t: TestGraph;
beforeAll(async () => {
  t = await startTestGraph({ seedOnEmpty: true });
});
afterAll(async () => {
  await t?.close();
});

it('seeds at least 40 articles over all six categories, with mixed statuses and one published master', async () => {
  const em = t.graph.orm.em.fork();
  const [{ n }] = await em.execute(`SELECT count(*)::int AS n FROM article`);
  expect(n).toBeGreaterThanOrEqual(40);
  const perCategory: { slug: string; n: number }[] = await em.execute(
    `SELECT c.slug, count(a.id)::int AS n FROM category c LEFT JOIN article a ON a.category_id = c.id GROUP BY c.slug`,
  );
  expect(perCategory.map((r) => r.slug).sort()).toEqual(['esports', 'guide', 'hardware', 'news', 'review', 'web']);
  expect(perCategory.every((r) => r.n > 0)).toBe(true);
  const statuses = (await em.execute<{ status: string }[]>(`SELECT DISTINCT status FROM article`)).map((r) => r.status);
  expect(statuses).toEqual(expect.arrayContaining(['published', 'draft']));
  const master = await t.query(`{ masterFeaturedArticle { id status } }`);
  expect(master.data!.masterFeaturedArticle.status).toBe('published');
  // Each seeded edition opens with its translation of the lead story; a translated story holds its
  // edition's main slot of the routes its source holds ("all": translated into de and ja, not es).
  for (const [language, allSlot] of [
    ['de', { language: 'de' }],
    ['es', null],
    ['ja', { language: 'ja' }],
  ] as const) {
    const lead = await t.query(
      `query($language: String) {
        masterFeaturedArticle(language: $language) { language status }
        featuredSetForRoute(route: all, language: $language) { mainFeatured { language } } }`,
      { language },
    );
    expect(lead.data).toEqual({
      masterFeaturedArticle: { language, status: 'published' },
      featuredSetForRoute: { mainFeatured: allSlot },
    });
  }
  const list = await t.query(`{ articles(limit: 12) { totalCount articles { title tagNames } } }`);
  expect(list.data!.articles.articles).toHaveLength(12);
});

it('illustrates the publication from its own media library, with one or two videos and some articles left to thumbnails', async () => {
  // The English edition's (a translation shows its source's picture).
  const list = await t.query(`{ articles(filter: { language: "en" }, limit: 100) { articles { slug featuredImage } } }`);
  const images: (string | null)[] = list.data!.articles.articles.map((a: { featuredImage: string | null }) => a.featuredImage);
  const own = images.filter((url): url is string => !!url && url.startsWith('/media/library/'));
  const videos = images.filter((url) => url && /youtu/.test(url));
  expect(own.length).toBeGreaterThanOrEqual(20);
  expect(videos.length).toBeGreaterThanOrEqual(1);
  expect(videos.length).toBeLessThanOrEqual(2);
  expect(images.filter((url) => !url).length).toBeGreaterThan(0);
  // Nothing points at a host this machine may not reach.
  expect(images.filter((url) => url && !url.startsWith('/media/') && !/youtu/.test(url))).toEqual([]);
  // Real pictures, distinct, each listed in the media library with alternative text.
  const files = own.map((url) => path.join(t.config.mediaDir, url.slice('/media/'.length)));
  const metadata = await Promise.all(files.map((file) => sharp(file).metadata()));
  expect(metadata.every((m) => m.format === 'webp' && m.width === 1600 && m.height === 900)).toBe(true);
  const bytes = await Promise.all(files.map((file) => readFile(file)));
  expect(new Set(bytes.map((b) => b.toString('base64'))).size).toBe(files.length);
  const library = await t.graph.orm.em.fork().execute<{ url: string; alt: string }[]>(`SELECT url, alt FROM media`);
  expect(library.map((m) => m.url)).toEqual(expect.arrayContaining(own));
  expect(library.every((m) => m.alt.startsWith('Illustration of'))).toBe(true);
});

it('seeds games for its reviews and stories, scored reviews, one embargoed review and upcoming releases', async () => {
  const reviews = await t.query(
    `{ articles(filter: { category: "review" }, limit: 50) { articles { title games { slug } review { score label verdict pros cons } } } }`,
  );
  const published = reviews.data!.articles.articles;
  expect(published.length).toBeGreaterThanOrEqual(6);
  for (const article of published) {
    expect([article.title, article.games.length > 0]).toEqual([article.title, true]);
    expect(article.review).toMatchObject({ score: expect.any(Number), label: expect.any(String), verdict: expect.any(String) });
    expect(article.review.pros.length).toBeGreaterThan(0);
  }
  const ashen = await t.query(
    `{ gameBySlug(slug: "ashen-crown") { coverImage { url } coverage { title } review { review { score label } } } }`,
  );
  expect(ashen.data!.gameBySlug.review.review).toEqual({ score: 9, label: 'Essential' });
  expect(ashen.data!.gameBySlug.coverage.length).toBeGreaterThanOrEqual(3);
  expect(ashen.data!.gameBySlug.coverImage.url).toMatch(/^\/media\/library\//);

  const em = t.graph.orm.em.fork();
  const embargoed = await em.execute<{ status: string; scheduled_for: Date; embargo_until: Date; score: string }[]>(
    `SELECT a.status, a.scheduled_for, a.embargo_until, r.score FROM article a JOIN article_review r ON r.article_id = a.id
     WHERE a.embargo_until IS NOT NULL`,
  );
  expect(embargoed).toHaveLength(1);
  expect(embargoed[0].status).toBe('scheduled');
  expect(new Date(embargoed[0].scheduled_for).getTime()).toBe(new Date(embargoed[0].embargo_until).getTime());
  expect(new Date(embargoed[0].embargo_until).getTime()).toBeGreaterThan(Date.now());

  const upcoming = await em.execute<{ n: number }[]>(
    `SELECT count(DISTINCT game_id)::int AS n FROM game_release WHERE starts_on > current_date OR precision = 'tba'`,
  );
  expect(upcoming[0].n).toBeGreaterThanOrEqual(4);
  const games = await t.query(`{ games(limit: 100) { totalCount } }`);
  expect(games.data!.games.totalCount).toBeGreaterThanOrEqual(12);
});

it('does not seed again once there is content', async () => {
  expect(
    await seedIfEmpty(t.graph.orm.em.fork(), t.admin.id, {
      media: { mediaDir: t.config.mediaDir, maxUploadBytes: t.config.mediaUploadMaxBytes, maxPixels: t.config.mediaMaxPixels },
    }),
  ).toBeNull();
});

it('seeds a finished showcase live blog, an upcoming one and a corrected story', async () => {
  const list = await t.query(`{ articles(limit: 100) { articles { id title live { status } correctedAt } } }`);
  const articles: { id: number; title: string; live: { status: string } | null; correctedAt: string | null }[] =
    list.data!.articles.articles;
  const showcase = articles.find((a) => a.live?.status === 'ended')!;
  expect(
    articles
      .filter((a) => a.live)
      .map((a) => a.live!.status)
      .sort(),
  ).toEqual(['ended', 'upcoming']);
  const blog = await t.query(`query($id: Int!) { liveBlog(articleId: $id) { entries { pinned keyEvent } } }`, {
    id: showcase.id,
  });
  const entries: { pinned: boolean; keyEvent: boolean }[] = blog.data!.liveBlog.entries;
  expect(entries.length).toBeGreaterThanOrEqual(35);
  expect(entries[0].pinned).toBe(true);
  expect(entries.filter((e) => e.keyEvent).length).toBeGreaterThanOrEqual(4);
  expect(articles.filter((a) => a.correctedAt)).toHaveLength(1);
});

it('ships the English default edition with German, Spanish and Japanese ones', async () => {
  const res = await t.query(`{ editions { language urlPrefix searchConfig isDefault } }`);
  expect(res.data!.editions).toEqual([
    { language: 'en', urlPrefix: null, searchConfig: 'english', isDefault: true },
    { language: 'de', urlPrefix: 'de', searchConfig: 'german', isDefault: false },
    { language: 'es', urlPrefix: 'es', searchConfig: 'spanish', isDefault: false },
    { language: 'ja', urlPrefix: 'ja', searchConfig: 'simple', isDefault: false },
  ]);
});

it('ships German, Spanish and Japanese translations in one translation group per story, and names per edition', async () => {
  const em = t.graph.orm.em.fork();
  const groups: { languages: string[]; source_language: string }[] = await em.execute(
    `SELECT array_agg(a.language ORDER BY a.language) AS languages,
       (SELECT s.language FROM article s WHERE s.id = a.translation_group_id) AS source_language
     FROM article a WHERE a.translation_group_id IS NOT NULL GROUP BY a.translation_group_id`,
  );
  expect(groups.length).toBeGreaterThanOrEqual(3);
  // Each story starts from its English article and has at most one article per language.
  expect(groups.every((g) => g.source_language === 'en' && new Set(g.languages).size === g.languages.length)).toBe(true);
  expect(groups.map((g) => g.languages)).toContainEqual(['de', 'en', 'es', 'ja']);

  // The review in every edition: the game, score, platforms and embargo shared, the verdict and pros translated.
  const REVIEW = `query($l: String) { articles(filter: { category: "review", language: $l }, limit: 50) { articles { title language
      embargoUntil games { id name(language: $l) } review { score verdict pros platformsTested } translations { language } } } }`;
  const ja = (await t.query(REVIEW, { l: 'ja' })).data!.articles.articles;
  expect(ja).toHaveLength(1);
  const en = (await t.query(REVIEW, { l: 'en' })).data!.articles.articles.find((a: { title: string }) =>
    a.title.startsWith('Ashen Crown Review'),
  );
  expect(ja[0].games).toEqual([{ id: en.games[0].id, name: 'アッシェンクラウン' }]);
  expect(ja[0].review).toMatchObject({ score: en.review.score, platformsTested: en.review.platformsTested });
  expect(ja[0].review.verdict).not.toBe(en.review.verdict);
  expect(ja[0].review.pros[0]).toMatch(/チェックポイント/);
  expect(ja[0].embargoUntil).toBe(en.embargoUntil);
  expect(ja[0].translations.map((x: { language: string }) => x.language)).toEqual(['de', 'en', 'es']);

  // Each edition's search finds its own articles: German stems, Japanese matches inside words.
  const search = async (q: string, language: string) =>
    (
      await t.query(`query($q: String!, $l: String) { search(query: $q, language: $l) { title } }`, { q, l: language })
    ).data!.search.map((a: { title: string }) => a.title);
  expect(await search('Spielern', 'de')).toContain(
    'Ashen Crown knackt zwei Millionen Spieler – Studio deutet erste Erweiterung an',
  );
  expect(await search('クラウン', 'ja')).toHaveLength(2);

  const categories = await t.query(
    `{ categories { slug de: name(language: "de") es: slug(language: "es") ja: name(language: "ja") } }`,
  );
  expect(categories.data!.categories).toContainEqual({ slug: 'news', de: 'Nachrichten', es: 'noticias', ja: 'ニュース' });
});
