// Content changes carry the keys they touch (Migration20261127100000ContentChangeKeys, the same keys
// as @savepoint/cache-keys), answers carry the keys they show, and graph's answer cache drops only the
// answers an edit reaches: an unrelated article's answer stays in memory.
import {
  articleChangeKeys,
  CACHE_KEYS_HEADER,
  EVERYTHING,
  gameChangeKeys,
  featuredChangeKeys,
  keyedChange,
  parseContentChange,
  type ContentChange,
} from '@savepoint/cache-keys';
import { CONTENT_CHANNEL } from '@savepoint/content-cache';
import { Client } from 'pg';
import { eventually } from '../../../testing/eventually';
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../testing/graph';
import { FeaturedRoute } from '../modules/featured/featured-route';

let testGraph: TestGraph;
let listener: Client;
const payloads: string[] = [];
let sqlCount = 0;

beforeAll(async () => {
  testGraph = await startTestGraph({ answerCacheBytes: 4 * 1024 * 1024 }, { onQuery: () => (sqlCount += 1) });
  listener = new Client({ connectionString: testGraph.db.url });
  await listener.connect();
  listener.on('notification', (message) => payloads.push(message.payload ?? ''));
  await listener.query(`LISTEN ${CONTENT_CHANNEL}`);
  await eventually(
    async () => (testGraph.graph.answerCache.stats().live ? true : undefined),
    'the answer cache to listen',
    10_000,
    20,
  );
});
afterAll(async () => {
  await listener.end();
  await testGraph.close();
});

let drains = 0;
/** Every notification of earlier statements has arrived (a NOTIFY of our own comes back after them). */
async function drain() {
  drains += 1;
  const token = `sync drain-${drains}`;
  await listener.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, token]);
  await eventually(async () => (payloads.includes(token) ? true : undefined), 'earlier notifications', 5_000, 10);
}

/**
 * What the next statement's notifications name together, as an answer cache acts on them. A statement
 * can notify more than once: a tag row also rebuilds its article's search document, an article
 * update with keys of its own, and the order of the two is the triggers' order, not a rule.
 */
async function changeOf(statement: () => Promise<unknown>): Promise<ContentChange> {
  await drain();
  payloads.length = 0;
  await statement();
  await drain();
  const changes = payloads.filter((payload) => !payload.startsWith('sync ')).map(parseContentChange);
  expect(changes.length).toBeGreaterThan(0);
  return changes.some((change) => change.all)
    ? EVERYTHING
    : keyedChange(changes.flatMap((change) => (change.all ? [] : change.keys)));
}

const sql = async (text: string, values: unknown[] = []) => {
  const client = new Client({ connectionString: testGraph.db.url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
};

test('an edit names the keys of what it changes; unkeyable changes still clear everything', async () => {
  const news = await createCategory(testGraph.graph, { name: 'News', slug: 'news' });
  const guides = await createCategory(testGraph.graph, { name: 'Guides', slug: 'guides' });
  const published = await createArticle(testGraph.graph, { title: 'Published one', category: news.slug });
  const draft = await createArticle(testGraph.graph, { title: 'A draft', category: news.slug, status: 'draft' as never });

  // A draft changes only its own key.
  expect(await changeOf(() => sql(`UPDATE article SET title = 'Still a draft' WHERE id = $1`, [draft.id]))).toEqual({
    all: false,
    keys: articleChangeKeys({ id: draft.id, visible: false }),
  });
  // A published article's title: its own key, its category and text-chosen lists, not `latest`.
  expect(await changeOf(() => sql(`UPDATE article SET title = 'Retitled' WHERE id = $1`, [published.id]))).toEqual({
    all: false,
    keys: articleChangeKeys({ id: published.id, visible: true, listed: false, languages: ['en'], categorySlugs: ['news'] }),
  });
  // A published article moved between categories: both categories' lists and every list.
  expect(await changeOf(() => sql(`UPDATE article SET category_id = $2 WHERE id = $1`, [published.id, guides.id]))).toEqual({
    all: false,
    keys: articleChangeKeys({
      id: published.id,
      visible: true,
      featured: false,
      languages: ['en'],
      categorySlugs: ['guides', 'news'],
    }),
  });
  const tag = (await sql(`INSERT INTO tag (name) VALUES ('rpg') RETURNING id`)).rows[0] as { id: number };
  expect(await changeOf(() => sql(`INSERT INTO article_tags VALUES ($1, $2)`, [published.id, tag.id]))).toEqual({
    all: false,
    keys: articleChangeKeys({
      id: published.id,
      visible: true,
      featured: false,
      languages: ['en'],
      categorySlugs: ['guides'],
      tagIds: [tag.id],
    }),
  });
  const game = (await sql(`INSERT INTO game (name, slug) VALUES ('Keyed', 'keyed') RETURNING id`)).rows[0] as { id: number };
  expect(await changeOf(() => sql(`UPDATE game SET name = 'Keyed 2' WHERE id = $1`, [game.id]))).toEqual({
    all: false,
    keys: gameChangeKeys(game.id),
  });
  expect(
    await changeOf(() =>
      sql(`INSERT INTO main_featured (route, language, article_id) VALUES ('homepage', 'en', $1)`, [published.id]),
    ),
  ).toEqual({ all: false, keys: featuredChangeKeys(['en']) });

  // Once in a featured slot, its listing changes name the featured slots too.
  expect(
    await changeOf(() => sql(`UPDATE article SET embargo_until = now() - interval '1 day' WHERE id = $1`, [published.id])),
  ).toEqual({
    all: false,
    keys: articleChangeKeys({ id: published.id, visible: true, languages: ['en'], categorySlugs: ['guides'], tagIds: [tag.id] }),
  });

  // A category rename cannot be keyed (every page shows the navigation): everything.
  expect(await changeOf(() => sql(`UPDATE category SET name = 'Latest news' WHERE id = $1`, [news.id]))).toEqual({ all: true });
});

test("a change names its edition's lists: a German publish leaves the English edition's list in memory", async () => {
  const created = await testGraph.query(
    `mutation { createEdition(input: { language: "de", name: "Deutsch", searchConfig: "german" }) { language } }`,
    {},
    testGraph.editorHeaders(),
  );
  expect(created.errors).toBeUndefined();
  const news = await createCategory(testGraph.graph, { name: 'Edition news', slug: 'edition-news' });
  await createArticle(testGraph.graph, { title: 'English story', category: news.slug });
  await untilSettled();

  const list = async (language: string) => {
    const { keys, data } = await readerQuery<{ articles: { articles: { id: number; title: string }[] } }>(
      'query($l: String!) { articles(filter: { language: $l }, limit: 5) { articles { id title } totalCount } }',
      { l: language },
    );
    return { keys: keys!.split(' '), titles: data.articles.articles.map((a) => a.title) };
  };
  const english = await list('en');
  // One edition's list carries that edition's key, not the key across editions.
  expect(english.keys).toContain('latest-en');
  expect(english.keys).not.toContain('latest');
  expect((await list('DE')).keys).toEqual(['latest-de']);

  const draft = await createArticle(testGraph.graph, {
    title: 'Deutsche Geschichte',
    category: news.slug,
    language: 'de',
    status: 'draft' as never,
  });
  const change = await changeOf(() =>
    sql(`UPDATE article SET status = 'published', published_at = now() WHERE id = $1`, [draft.id]),
  );
  expect(change.all).toBe(false);
  const keys = (change as { keys: readonly string[] }).keys;
  expect(keys).toEqual(expect.arrayContaining(['latest', 'latest-de', 'list-de', 'home-de', 'feed-de', 'sitemap-de']));
  expect(keys.filter((k) => k.endsWith('-en'))).toEqual([]);

  // The German list is fresh; the English one costs no SQL.
  expect((await list('de')).titles).toEqual(['Deutsche Geschichte']);
  const before = sqlCount;
  expect(await list('en')).toEqual(english);
  expect(sqlCount).toBe(before);
});

test("a German main slot's change leaves the English edition's featured set in memory", async () => {
  // The German edition, unless the test above made it already.
  await testGraph.query(
    `mutation { createEdition(input: { language: "de", name: "Deutsch", searchConfig: "german" }) { language } }`,
    {},
    testGraph.editorHeaders(),
  );
  const guides = await createCategory(testGraph.graph, { name: 'Slot guides', slug: 'slot-guides' });
  const english = await createArticle(testGraph.graph, { title: 'English guide', category: guides.slug });
  const german = await createArticle(testGraph.graph, { title: 'Deutscher Leitfaden', category: guides.slug, language: 'de' });
  await testGraph.graph.services().featured.setMainFeatured(english.id, FeaturedRoute.guide, 'en');
  await untilSettled();

  const slot = async (language: string) => {
    const { keys, data } = await readerQuery<{ featuredSetForRoute: { mainFeatured: { id: number } | null } }>(
      'query($l: String) { featuredSetForRoute(route: guide, language: $l) { mainFeatured { id } } }',
      { l: language },
    );
    return { keys: keys!.split(' '), main: data.featuredSetForRoute.mainFeatured };
  };
  const englishSlot = await slot('en');
  expect(englishSlot.main).toEqual({ id: english.id });
  // One edition's featured set carries that edition's key, not the key across editions.
  expect(englishSlot.keys).toContain('featured-en');
  expect(englishSlot.keys).not.toContain('featured');
  expect((await slot('de')).main).toBeNull();

  const change = await changeOf(() => testGraph.graph.services().featured.setMainFeatured(german.id, FeaturedRoute.guide, 'de'));
  expect(change).toEqual({ all: false, keys: featuredChangeKeys(['de']) });
  expect((await slot('de')).main).toEqual({ id: german.id });
  const before = sqlCount;
  expect(await slot('en')).toEqual(englishSlot);
  expect(sqlCount).toBe(before);
});

const ARTICLE = 'query Page($slug: String!) { articleBySlug(slug: $slug) { id title category { name } } }';
type ArticleData = { articleBySlug: { title: string } };

/** An anonymous reader's query to graph: the answer's cache keys and its data. */
async function readerQuery<T>(query: string, variables: Record<string, unknown>): Promise<{ keys: string | null; data: T }> {
  const response = await fetch(testGraph.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query, variables }),
  });
  return { keys: response.headers.get(CACHE_KEYS_HEADER), data: ((await response.json()) as { data: T }).data };
}

/** Until the second pass of the changes so far (a second later) is past. */
const untilSettled = () =>
  eventually(async () => (testGraph.graph.answerCache.stats().settling ? undefined : true), 'changes to settle', 5_000, 50);

/** An editor's update of an article through graph (answered once graph's cache has heard it). */
async function editorUpdates(id: number, input: Record<string, unknown>): Promise<void> {
  const updated = await testGraph.query(
    'mutation($id: Int!, $input: ArticleUpdateInput!) { updateArticle(id: $id, input: $input) { id } }',
    { id, input },
    testGraph.editorHeaders(),
  );
  expect(updated.errors).toBeUndefined();
}

test("an editor's edit of one article leaves an unrelated article's answer in memory", async () => {
  const reviews = await createCategory(testGraph.graph, { name: 'Reviews', slug: 'reviews' });
  const edited = await createArticle(testGraph.graph, { title: 'Edited soon', category: reviews.slug });
  const unrelated = await createArticle(testGraph.graph, { title: 'Left alone', category: reviews.slug });
  // Settle: the second pass of the creations' changes (a second later) is past.
  await untilSettled();

  const first = await readerQuery<ArticleData>(ARTICLE, { slug: unrelated.slug });
  expect(first.keys).toBe(`article-${unrelated.id}`);
  await readerQuery<ArticleData>(ARTICLE, { slug: edited.slug });

  await editorUpdates(edited.id, { title: 'Edited now' });

  // The edited article's answer is fresh at once; the unrelated one costs no SQL.
  expect((await readerQuery<ArticleData>(ARTICLE, { slug: edited.slug })).data.articleBySlug.title).toBe('Edited now');
  const before = sqlCount;
  const again = await readerQuery<ArticleData>(ARTICLE, { slug: unrelated.slug });
  expect(again.data).toEqual(first.data);
  expect(again.keys).toBe(`article-${unrelated.id}`);
  expect(sqlCount).toBe(before);
});

test("a live blog's entries are keyed by their article: a new entry drops that blog's answer, not another's", async () => {
  const showcases = await createCategory(testGraph.graph, { name: 'Showcases', slug: 'showcases' });
  const blogs: number[] = [];
  for (const title of ['Direct live', 'Other live']) {
    const created = await testGraph.query(
      'mutation($input: ArticleInput!) { createArticle(input: $input) { id } }',
      {
        input: { title, content: '<p>Follow along</p>', category: showcases.slug, status: 'published', live: { status: 'live' } },
      },
      testGraph.editorHeaders(),
    );
    expect(created.errors).toBeUndefined();
    blogs.push(created.data!.createArticle.id);
  }
  const [blog, other] = blogs as [number, number];
  await untilSettled();
  const entries = async (articleId: number) => {
    const { keys, data } = await readerQuery<{ liveBlog: { entries: { content: string }[] } }>(
      'query($a: Int!) { liveBlog(articleId: $a) { entries { content } } }',
      { a: articleId },
    );
    return { keys, contents: data.liveBlog.entries.map((e) => e.content) };
  };
  expect(await entries(blog)).toEqual({ keys: `article-${blog}`, contents: [] });
  const otherFirst = await entries(other);

  const posted = await testGraph.query(
    'mutation($a: Int!, $input: LiveEntryInput!) { createLiveEntry(articleId: $a, input: $input) { id } }',
    { a: blog, input: { content: '<p>A new trailer.</p>' } },
    testGraph.editorHeaders(),
  );
  expect(posted.errors).toBeUndefined();

  expect((await entries(blog)).contents).toEqual(['<p>A new trailer.</p>']);
  const before = sqlCount;
  expect(await entries(other)).toEqual(otherFirst);
  expect(sqlCount).toBe(before);
});

test("an article's answer follows its translations: one published, renamed or taken back to draft", async () => {
  // The German edition, unless a test above made it already.
  await testGraph.query(
    `mutation { createEdition(input: { language: "de", name: "Deutsch", searchConfig: "german" }) { language } }`,
    {},
    testGraph.editorHeaders(),
  );
  const news = await createCategory(testGraph.graph, { name: 'Translated news', slug: 'translated-news' });
  const english = await createArticle(testGraph.graph, { title: 'Studio closes', category: news.slug });
  const translated = await testGraph.query(
    `mutation($id: Int!) { translateArticle(id: $id, language: "de") { id } }`,
    { id: english.id },
    testGraph.editorHeaders(),
  );
  expect(translated.errors).toBeUndefined();
  const german: number = translated.data!.translateArticle.id;
  // The English page's hreflang links and language switcher, as the article page asks for them.
  const linked = async () =>
    (
      await readerQuery<{ articleBySlug: { translations: { id: number; title: string }[] } }>(
        'query($slug: String!) { articleBySlug(slug: $slug) { id translations { id language slug title } } }',
        { slug: english.slug },
      )
    ).data.articleBySlug.translations.map((t) => `${t.id} ${t.title}`);
  await untilSettled();
  expect(await linked()).toEqual([]);

  // The answer above held no key of the German draft: its publishing names its siblings.
  await editorUpdates(german, { status: 'published', title: 'Studio schließt' });
  expect(await linked()).toEqual([`${german} Studio schließt`]);

  await editorUpdates(german, { title: 'Studio schließt endgültig' });
  expect(await linked()).toEqual([`${german} Studio schließt endgültig`]);

  await editorUpdates(german, { status: 'draft' });
  expect(await linked()).toEqual([]);
});

test('an article taken back to draft leaves the site-wide corrections list: no cached answer keeps its title', async () => {
  const news = await createCategory(testGraph.graph, { name: 'Corrected news', slug: 'corrected-news' });
  const article = await createArticle(testGraph.graph, { title: 'Leaked roadmap', category: news.slug });
  const added = await testGraph.query(
    'mutation($a: Int!, $input: CorrectionInput!) { addCorrection(articleId: $a, input: $input) { id } }',
    { a: article.id, input: { kind: 'correction', note: 'The date was wrong.' } },
    testGraph.editorHeaders(),
  );
  expect(added.errors).toBeUndefined();
  await untilSettled();

  const listed = async () =>
    (
      await readerQuery<{ corrections: { corrections: { articleId: number; articleTitle: string }[] } }>(
        'query { corrections(limit: 50) { totalCount corrections { articleId articleTitle articleSlug note } } }',
        {},
      )
    ).data.corrections.corrections.filter((c) => c.articleId === article.id);
  expect(await listed()).toHaveLength(1);

  await editorUpdates(article.id, { status: 'draft' });
  expect(await listed()).toEqual([]);
});

test('an article published again brings its corrections back to the site-wide list and its count', async () => {
  const news = await createCategory(testGraph.graph, { name: 'Republished news', slug: 'republished-news' });
  const article = await createArticle(testGraph.graph, { title: 'Pulled and restored', category: news.slug });
  const added = await testGraph.query(
    'mutation($a: Int!, $input: CorrectionInput!) { addCorrection(articleId: $a, input: $input) { id } }',
    { a: article.id, input: { kind: 'update', note: 'Added the studio’s answer.' } },
    testGraph.editorHeaders(),
  );
  expect(added.errors).toBeUndefined();
  await editorUpdates(article.id, { status: 'draft' });
  await untilSettled();

  const page = async () =>
    (
      await readerQuery<{ corrections: { totalCount: number; corrections: { articleId: number }[] } }>(
        'query { corrections(limit: 50) { totalCount corrections { articleId articleTitle note } } }',
        {},
      )
    ).data.corrections;
  const hidden = await page();
  expect(hidden.corrections.filter((c) => c.articleId === article.id)).toEqual([]);

  await editorUpdates(article.id, { status: 'published' });
  const shown = await page();
  expect(shown.corrections.filter((c) => c.articleId === article.id)).toHaveLength(1);
  expect(shown.totalCount).toBe(hidden.totalCount + 1);
});

test("a list filtered by platform follows its games' platforms: a game ported to it joins the list at once", async () => {
  const guides = await createCategory(testGraph.graph, { name: 'Platform guides', slug: 'platform-guides' });
  const created = await testGraph.query(
    'mutation($input: GameInput!) { createGame(input: $input) { id } }',
    { input: { name: 'Ported later', platforms: ['pc'] } },
    testGraph.editorHeaders(),
  );
  expect(created.errors).toBeUndefined();
  const game: number = created.data!.createGame.id;
  const guide = await createArticle(testGraph.graph, { title: 'Ported later: a guide', category: guides.slug, games: [game] });
  await untilSettled();

  const onVr = async () =>
    (
      await readerQuery<{ articles: { articles: { id: number }[] } }>(
        'query { articles(filter: { platform: "vr" }, limit: 50) { articles { id title } totalCount } }',
        {},
      )
    ).data.articles.articles.map((a) => a.id);
  expect(await onVr()).not.toContain(guide.id);

  const ported = await testGraph.query(
    'mutation($id: Int!, $input: GameUpdateInput!) { updateGame(id: $id, input: $input) { id } }',
    { id: game, input: { platforms: ['pc', 'vr'] } },
    testGraph.editorHeaders(),
  );
  expect(ported.errors).toBeUndefined();
  expect(await onVr()).toContain(guide.id);
});

test("an edition's names of categories and games reach the answers that show them", async () => {
  // The German edition, unless a test above made it already.
  await testGraph.query(
    `mutation { createEdition(input: { language: "de", name: "Deutsch", searchConfig: "german" }) { language } }`,
    {},
    testGraph.editorHeaders(),
  );
  const category = await createCategory(testGraph.graph, { name: 'Hardware', slug: 'named-hardware' });
  const created = await testGraph.query(
    'mutation($input: GameInput!) { createGame(input: $input) { id slug } }',
    { input: { name: 'The Legend of Names', platforms: ['pc'] } },
    testGraph.editorHeaders(),
  );
  expect(created.errors).toBeUndefined();
  const game: { id: number; slug: string } = created.data!.createGame;
  await untilSettled();

  const germanCategory = async () =>
    (
      await readerQuery<{ categories: { id: number; name: string }[] }>('query { categories { id name(language: "de") } }', {})
    ).data.categories.find((c) => c.id === category.id)?.name;
  const germanGame = async () =>
    (
      await readerQuery<{ gameBySlug: { name: string } }>(
        'query($s: String!) { gameBySlug(slug: $s) { name(language: "de") } }',
        {
          s: game.slug,
        },
      )
    ).data.gameBySlug.name;
  expect(await germanCategory()).toBe('Hardware');
  expect(await germanGame()).toBe('The Legend of Names');

  const named = await testGraph.query(
    `mutation($c: Int!, $g: Int!) {
      setCategoryName(id: $c, language: "de", name: "Technik") { id }
      setGameName(id: $g, language: "de", name: "Die Legende der Namen") { id }
    }`,
    { c: category.id, g: game.id },
    testGraph.editorHeaders(),
  );
  expect(named.errors).toBeUndefined();
  expect(await germanCategory()).toBe('Technik');
  expect(await germanGame()).toBe('Die Legende der Namen');
});
