// Every reader collection answers one edition (issue 46 items 5 and 7, ADR 0052), through graph
// directly: without `language` the default edition's, with it that edition's only; the back office's
// list still spans every edition, so an editor finds a German draft; an unknown language is refused
// naming `language` on each collection.
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { ArticleStatus } from './article.entity';

let t: TestGraph;
let category: string;
const ids: Record<string, number> = {};
const today = () => new Date().toISOString().slice(0, 10);
const visitor = (n: number) => n.toString(16).padStart(32, '0');

beforeAll(async () => {
  t = await startTestGraph();
  const res = await t.query(
    `mutation { createEdition(input: { language: "de", name: "Deutsch", searchConfig: "german" }) { language } }`,
    {},
    t.editorHeaders(),
  );
  expect(res.errors).toBeUndefined();
  category = (await createCategory(t.graph, { name: 'Edition Lists', slug: 'edition-lists' })).slug;
  const add = async (key: string, language: string, title: string, extra: Record<string, unknown> = {}) => {
    ids[key] = (await createArticle(t.graph, { category, language, title, content: `<p>${title}</p>`, ...extra })).id;
  };
  await add('en1', 'en', 'Ironbloom patch notes', { featured: true });
  await add('en2', 'en', 'Ironbloom speedrun record');
  await add('de1', 'de', 'Ironbloom Patchnotizen', { featured: true });
  await add('de2', 'de', 'Ironbloom Speedrun-Rekord', { featured: true });
  await add('deDraft', 'de', 'Ironbloom Entwurf', { status: ArticleStatus.draft });
});
afterAll(async () => {
  await t?.close();
});

const LIST = `query($f: ArticleFilter) { articles(filter: $f, limit: 50) { articles { title language } totalCount } }`;
const list = async (filter: Record<string, unknown>) => {
  const res = await t.query(LIST, { f: filter });
  expect(res.errors).toBeUndefined();
  const page = res.data!.articles as { articles: { title: string; language: string }[]; totalCount: number };
  return {
    languages: new Set(page.articles.map((a) => a.language)),
    titles: page.articles.map((a) => a.title),
    total: page.totalCount,
  };
};

describe('article lists and search', () => {
  it('answer the default edition without language, and only German with language "de"', async () => {
    const english = await list({ category });
    expect(english.titles).toEqual(['Ironbloom speedrun record', 'Ironbloom patch notes']);
    expect(english.total).toBe(2);
    const everything = await list({});
    expect([...everything.languages]).toEqual(['en']);

    const german = await list({ category, language: 'de' });
    expect(german.titles).toEqual(['Ironbloom Speedrun-Rekord', 'Ironbloom Patchnotizen']);
    // The draft is not a reader's, and the total is the edition's own.
    expect(german.total).toBe(2);
    expect([...(await list({ language: 'DE', featured: true })).languages]).toEqual(['de']);
  });

  it('search without language never mixes editions: the default edition, its stemming', async () => {
    const res = await t.query(`{ search(query: "Ironbloom") { title language } }`);
    expect(res.errors).toBeUndefined();
    const found = res.data!.search as { title: string; language: string }[];
    expect(found.map((a) => a.language)).toEqual(['en', 'en']);
    const german = await t.query(`{ search(query: "Ironbloom", language: "de") { language } }`);
    expect((german.data!.search as { language: string }[]).map((a) => a.language)).toEqual(['de', 'de']);
    expect((await list({ search: 'Patchnotizen' })).titles).toEqual([]);
  });

  it("lets an editor find a German draft in the dashboard's list, every edition without language", async () => {
    const ADMIN = `query($f: ArticleFilter) { adminArticles(filter: $f, limit: 50) { articles { id language } totalCount } }`;
    const all = await t.query(ADMIN, { f: { category } }, t.editorHeaders());
    expect(all.errors).toBeUndefined();
    const rows = all.data!.adminArticles.articles as { id: number; language: string }[];
    expect(rows.map((r) => r.id)).toContain(ids.deDraft);
    expect(new Set(rows.map((r) => r.language))).toEqual(new Set(['en', 'de']));
    const drafts = await t.query(ADMIN, { f: { language: 'de', status: 'draft' } }, t.editorHeaders());
    expect(drafts.data!.adminArticles).toEqual({ articles: [{ id: ids.deDraft, language: 'de' }], totalCount: 1 });
  });

  it('keeps related articles in one edition', async () => {
    const related = async (language?: string) =>
      (
        (
          await t.query(`query($c: String!, $l: String) { relatedArticles(category: $c, language: $l) { language } }`, {
            c: category,
            l: language ?? null,
          })
        ).data!.relatedArticles as { language: string }[]
      ).map((a) => a.language);
    expect(await related()).toEqual(['en', 'en']);
    expect(await related('de')).toEqual(['de', 'de']);
  });
});

describe('most read and featured', () => {
  it("rank one edition's stories, full count, the default edition without language", async () => {
    // German stories read most: a German ranking still fills its count, an English one has none of them.
    const views = [ids.de1, ids.de2, ids.en1].flatMap((id, rank) =>
      Array.from({ length: 3 - rank }, (_, n) => ({ id, visitor: visitor(rank * 10 + n + 1) })),
    );
    const slugs = new Map<number, string>();
    for (const { id } of views) {
      if (!slugs.has(id)) slugs.set(id, (await t.graph.services().articles.getById(id)).slug);
    }
    const recorded = await t.query(
      `mutation($v: [ViewInputType!]!) { recordReaderActivity(views: $v) { views } }`,
      { v: views.map((v) => ({ slug: slugs.get(v.id), visitor: v.visitor, day: today() })) },
      t.gatewayOwnHeaders(),
    );
    expect(recorded.errors).toBeUndefined();
    const mostRead = async (language?: string) =>
      (
        (
          await t.query(`query($l: String) { mostReadArticles(limit: 2, language: $l) { article { id } } }`, {
            l: language ?? null,
          })
        ).data!.mostReadArticles as { article: { id: number } }[]
      ).map((m) => m.article.id);
    expect(await mostRead()).toEqual([ids.en1]);
    expect(await mostRead('de')).toEqual([ids.de1, ids.de2]);
  });

  it("answer one edition's featured articles and sets", async () => {
    const featured = async (language?: string) => {
      const res = await t.query(
        `query($l: String) {
          featuredArticles(language: $l) { language }
          featuredSetForRoute(route: homepage, language: $l) { sidebarArticles { language } }
          featuredSet(category: "all", language: $l) { sidebarArticles { language } }
        }`,
        { l: language ?? null },
      );
      expect(res.errors).toBeUndefined();
      const { featuredArticles, featuredSetForRoute, featuredSet } = res.data!;
      return [featuredArticles, featuredSetForRoute.sidebarArticles, featuredSet.sidebarArticles].map((items) =>
        (items as { language: string }[]).map((a) => a.language),
      );
    };
    expect(await featured()).toEqual([['en'], ['en'], ['en']]);
    expect(await featured('de')).toEqual([
      ['de', 'de'],
      ['de', 'de'],
      ['de', 'de'],
    ]);
  });

  it('keeps one homepage master per edition: a German master leaves the English one in place', async () => {
    const setMaster = (id: number) =>
      t.query(`mutation($id: Int!) { setMasterFeatured(id: $id) { id } }`, { id }, t.editorHeaders());
    expect((await setMaster(ids.en1)).errors).toBeUndefined();
    expect((await setMaster(ids.de1)).errors).toBeUndefined();
    const master = async (language?: string) =>
      (await t.query(`query($l: String) { masterFeaturedArticle(language: $l) { id } }`, { l: language ?? null })).data!
        .masterFeaturedArticle as { id: number } | null;
    expect(await master()).toEqual({ id: ids.en1 });
    expect(await master('de')).toEqual({ id: ids.de1 });
    // A new German master replaces the German one only.
    expect((await setMaster(ids.de2)).errors).toBeUndefined();
    expect(await master('de')).toEqual({ id: ids.de2 });
    expect(await master('en')).toEqual({ id: ids.en1 });
  });

  it("moves an article into another edition: its master flag yields to that edition's master, totals follow", async () => {
    const moved = await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { language: "de" }) { language masterFeatured } }`,
      { id: ids.en1 },
      t.editorHeaders(),
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.updateArticle).toEqual({ language: 'de', masterFeatured: false });
    expect((await t.query(`{ masterFeaturedArticle(language: "de") { id } }`)).data!.masterFeaturedArticle).toEqual({
      id: ids.de2,
    });
    expect((await list({ category })).total).toBe(1);
    expect((await list({ category, language: 'de' })).total).toBe(3);
  });

  it('refuses an unknown language naming it, on every reader collection', async () => {
    for (const query of [
      `{ articles(filter: { language: "xx" }) { totalCount } }`,
      `{ search(query: "Ironbloom", language: "xx") { id } }`,
      `{ mostReadArticles(language: "xx") { views } }`,
      `{ featuredArticles(language: "xx") { id } }`,
      `{ featuredSet(category: "all", language: "xx") { sidebarArticles { id } } }`,
      `{ featuredSetForRoute(route: homepage, language: "xx") { sidebarArticles { id } } }`,
      `{ masterFeaturedArticle(language: "xx") { id } }`,
      `{ relatedArticles(category: "edition-lists", language: "xx") { id } }`,
    ]) {
      const res = await t.query(query);
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
    }
  });
});
