// Featured placement: the flag, one homepage master and one main article per route, in each edition.
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { ArticleStatus } from '../article/article.entity';

let t: TestGraph;
beforeAll(async () => {
  t = await startTestGraph();
  await createCategory(t.graph, { name: 'Hardware' });
  await createCategory(t.graph, { name: 'News' });
});
afterAll(async () => {
  await t?.close();
});

const ed = () => t.editorHeaders();
const ids = (list: { id: number }[]) => list.map((a) => a.id);

it('toggles the featured flag and lists featured published articles newest first', async () => {
  const a = await createArticle(t.graph, { category: 'news' });
  const b = await createArticle(t.graph, { category: 'news' });
  const draft = await createArticle(t.graph, { category: 'news', status: ArticleStatus.draft });
  for (const id of [a.id, b.id, draft.id]) {
    const res = await t.query(`mutation($id: Int!) { toggleFeatured(id: $id) { featured } }`, { id }, ed());
    expect(res.data!.toggleFeatured.featured).toBe(true);
  }
  const list = await t.query(`{ featuredArticles { id } }`);
  expect(ids(list.data!.featuredArticles).slice(0, 2)).toEqual([b.id, a.id]);
  expect(ids(list.data!.featuredArticles)).not.toContain(draft.id);
  const off = await t.query(`mutation($id: Int!) { toggleFeatured(id: $id) { featured } }`, { id: b.id }, ed());
  expect(off.data!.toggleFeatured.featured).toBe(false);
});

it('keeps exactly one master featured article', async () => {
  const a = await createArticle(t.graph, { category: 'news' });
  const b = await createArticle(t.graph, { category: 'news' });
  await t.query(`mutation($id: Int!) { setMasterFeatured(id: $id) { id } }`, { id: a.id }, ed());
  const res = await t.query(`mutation($id: Int!) { setMasterFeatured(id: $id) { id masterFeatured } }`, { id: b.id }, ed());
  expect(res.data!.setMasterFeatured).toEqual({ id: b.id, masterFeatured: true });
  const master = await t.query(`{ masterFeaturedArticle { id } }`);
  expect(master.data!.masterFeaturedArticle).toEqual({ id: b.id });
  const count = await t.graph.orm.em.fork().execute(`SELECT count(*)::int AS n FROM article WHERE master_featured`);
  expect(count[0].n).toBe(1);
  // The database itself refuses a second master, whoever writes.
  await expect(t.graph.orm.em.fork().execute(`UPDATE article SET master_featured = true WHERE id = ${a.id}`)).rejects.toThrow(
    /article_one_master_featured/,
  );

  const removed = await t.query(`mutation($id: Int!) { removeMasterFeatured(id: $id) { masterFeatured } }`, { id: b.id }, ed());
  expect(removed.data!.removeMasterFeatured.masterFeatured).toBe(false);
  expect((await t.query(`{ masterFeaturedArticle { id } }`)).data!.masterFeaturedArticle).toBeNull();
});

it('settles concurrent promotions on exactly one master without errors', async () => {
  const candidates = [];
  for (let i = 0; i < 5; i += 1) candidates.push(await createArticle(t.graph, { category: 'news' }));
  const results = await Promise.all(
    candidates.map((a) => t.query(`mutation($id: Int!) { setMasterFeatured(id: $id) { id } }`, { id: a.id }, ed())),
  );
  expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
  const rows = await t.graph.orm.em.fork().execute(`SELECT id FROM article WHERE master_featured`);
  expect(rows).toHaveLength(1);
});

it('shows the master to readers only while it is published', async () => {
  const a = await createArticle(t.graph, { category: 'news' });
  await t.query(`mutation($id: Int!) { setMasterFeatured(id: $id) { id } }`, { id: a.id }, ed());
  await t.query(`mutation($id: Int!) { updateArticle(id: $id, input: { status: draft }) { id } }`, { id: a.id }, ed());
  expect((await t.query(`{ masterFeaturedArticle { id } }`)).data!.masterFeaturedArticle).toBeNull();
});

it('sets, replaces and removes the main featured article of a route', async () => {
  const main = await createArticle(t.graph, { category: 'hardware', title: 'Main GPU' });
  const replacement = await createArticle(t.graph, { category: 'hardware', title: 'New GPU' });
  const set = await t.query(
    `mutation($id: Int!) { setMainFeatured(id: $id, route: hardware) { id mainFeaturedRoutes } }`,
    { id: main.id },
    ed(),
  );
  expect(set.data!.setMainFeatured).toEqual({ id: main.id, mainFeaturedRoutes: ['hardware'] });
  await t.query(`mutation($id: Int!) { setMainFeatured(id: $id, route: homepage) { id } }`, { id: main.id }, ed());

  const promoted = await t.query(
    `mutation($id: Int!) { setMainFeatured(id: $id, route: hardware) { id } }`,
    { id: replacement.id },
    ed(),
  );
  expect(promoted.errors).toBeUndefined();
  const assignments = await t.query(`{ mainFeaturedAssignments { route article { id } } }`, {}, ed());
  expect(assignments.data!.mainFeaturedAssignments).toEqual([
    { route: 'homepage', article: { id: main.id } },
    { route: 'hardware', article: { id: replacement.id } },
  ]);

  const removed = await t.query(
    `mutation($id: Int!) { removeMainFeatured(id: $id) { mainFeaturedRoutes } }`,
    { id: main.id },
    ed(),
  );
  expect(removed.data!.removeMainFeatured.mainFeaturedRoutes).toEqual([]);
  const after = await t.query(`{ mainFeaturedAssignments { route article { id } } }`, {}, ed());
  expect(after.data!.mainFeaturedAssignments).toEqual([{ route: 'hardware', article: { id: replacement.id } }]);
});

it('builds featured sets: published main article plus up to 3 other featured ones of the scope', async () => {
  const cat = (await createCategory(t.graph, { name: 'Esports' })).slug;
  const main = await createArticle(t.graph, { category: cat, featured: true });
  const sidebar = [];
  for (let i = 0; i < 4; i += 1) sidebar.push(await createArticle(t.graph, { category: cat, featured: true }));
  await createArticle(t.graph, { category: cat, featured: true, status: ArticleStatus.draft });
  await t.query(`mutation($id: Int!) { setMainFeatured(id: $id, route: esports) { id } }`, { id: main.id }, ed());

  const set = await t.query(`{ featuredSet(category: "esports") { mainFeatured { id } sidebarArticles { id } } }`);
  expect(set.data!.featuredSet.mainFeatured).toEqual({ id: main.id });
  expect(ids(set.data!.featuredSet.sidebarArticles)).toEqual([sidebar[3].id, sidebar[2].id, sidebar[1].id]);

  const route = await t.query(`{ featuredSetForRoute(route: esports) { mainFeatured { id } sidebarArticles { id } } }`);
  expect(route.data!.featuredSetForRoute).toEqual(set.data!.featuredSet);

  // The whole-site scope draws its sidebar from every category.
  const all = await t.query(`{ featuredSetForRoute(route: all) { mainFeatured { id } sidebarArticles { id categorySlug } } }`);
  expect(all.data!.featuredSetForRoute.mainFeatured).toBeNull();
  expect(all.data!.featuredSetForRoute.sidebarArticles).toHaveLength(3);

  // A main article taken offline leaves the slot empty for readers.
  await t.query(`mutation($id: Int!) { updateArticle(id: $id, input: { status: archived }) { id } }`, { id: main.id }, ed());
  const offline = await t.query(`{ featuredSet(category: "esports") { mainFeatured { id } } }`);
  expect(offline.data!.featuredSet.mainFeatured).toBeNull();
});

it('drops placements when the article is deleted', async () => {
  const a = await createArticle(t.graph, { category: 'news' });
  await t.query(`mutation($id: Int!) { setMainFeatured(id: $id, route: news) { id } }`, { id: a.id }, ed());
  await t.query(`mutation($id: Int!) { deleteArticle(id: $id) }`, { id: a.id }, ed());
  const set = await t.query(`{ featuredSetForRoute(route: news) { mainFeatured { id } } }`);
  expect(set.data!.featuredSetForRoute.mainFeatured).toBeNull();
});

describe('main slots per edition (ADR 0053)', () => {
  let english: { id: number };
  let german: { id: number };
  let germanRival: { id: number };
  beforeAll(async () => {
    const created = await t.query(
      `mutation { createEdition(input: { language: "de", name: "Deutsch", searchConfig: "german" }) { language } }`,
      {},
      ed(),
    );
    expect(created.errors).toBeUndefined();
    english = await createArticle(t.graph, { category: 'hardware', title: 'GPU review' });
    german = await createArticle(t.graph, { category: 'hardware', title: 'Grafikkarten-Test', language: 'de' });
    germanRival = await createArticle(t.graph, { category: 'hardware', title: 'Neue Grafikkarte', language: 'de' });
  });

  const setMain = (id: number, language?: string) =>
    t.query(
      `mutation($id: Int!, $language: String) { setMainFeatured(id: $id, route: hardware, language: $language) { id mainFeaturedRoutes } }`,
      { id, language },
      ed(),
    );
  const readerMain = async (language?: string) =>
    (
      await t.query(
        `query($language: String) { featuredSetForRoute(route: hardware, language: $language) { mainFeatured { id } } }`,
        {
          language,
        },
      )
    ).data!.featuredSetForRoute.mainFeatured;

  it("setting the German slot leaves the English one alone, and each edition's readers see their own", async () => {
    expect((await setMain(english.id)).errors).toBeUndefined();
    const set = await setMain(german.id, 'de');
    expect(set.errors).toBeUndefined();
    expect(set.data!.setMainFeatured).toEqual({ id: german.id, mainFeaturedRoutes: ['hardware'] });

    expect(await readerMain()).toEqual({ id: english.id });
    expect(await readerMain('en')).toEqual({ id: english.id });
    expect(await readerMain('de')).toEqual({ id: german.id });
    const category = await t.query(`{ featuredSet(category: "hardware", language: "de") { mainFeatured { id } } }`);
    expect(category.data!.featuredSet.mainFeatured).toEqual({ id: german.id });

    // Replacing the German main story replaces only the German one.
    expect((await setMain(germanRival.id, 'de')).errors).toBeUndefined();
    expect(await readerMain('de')).toEqual({ id: germanRival.id });
    expect(await readerMain()).toEqual({ id: english.id });

    const assignments = async (language?: string) =>
      (
        await t.query(
          `query($language: String) { mainFeaturedAssignments(language: $language) { route language article { id } } }`,
          { language },
          ed(),
        )
      ).data!.mainFeaturedAssignments.filter((a: { route: string }) => a.route === 'hardware');
    expect(await assignments()).toEqual([{ route: 'hardware', language: 'en', article: { id: english.id } }]);
    expect(await assignments('de')).toEqual([{ route: 'hardware', language: 'de', article: { id: germanRival.id } }]);
  });

  it("refuses another edition's article with a 400 naming language, and changes no slot", async () => {
    await setMain(english.id);
    await setMain(german.id, 'de');
    for (const [id, language] of [
      [english.id, 'de'],
      [german.id, undefined],
      [german.id, 'en'],
    ] as const) {
      const refused = await setMain(id, language);
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
    }
    const unknown = await setMain(english.id, 'xx');
    expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
    expect(await readerMain()).toEqual({ id: english.id });
    expect(await readerMain('de')).toEqual({ id: german.id });
  });

  it('keeps the German slot staff-only', async () => {
    expect((await setMain(german.id, 'de')).errors).toBeUndefined();
    const reader = await t.query(`mutation($id: Int!) { setMainFeatured(id: $id, route: hardware, language: "de") { id } }`, {
      id: germanRival.id,
    });
    expect(reader.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const list = await t.query(`{ mainFeaturedAssignments(language: "de") { route } }`);
    expect(list.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await readerMain('de')).toEqual({ id: german.id });
  });

  it('an article moved to another edition leaves its old edition’s slot', async () => {
    const moving = await createArticle(t.graph, { category: 'hardware', title: 'Bald auf Englisch', language: 'de' });
    expect((await setMain(moving.id, 'de')).errors).toBeUndefined();
    await t.graph.orm.em.fork().execute(`UPDATE article SET language = 'en' WHERE id = ${moving.id}`);
    expect(await readerMain('de')).toBeNull();
    const after = await t.query(`query($id: Int!) { article(id: $id) { mainFeaturedRoutes } }`, { id: moving.id }, ed());
    expect(after.data!.article.mainFeaturedRoutes).toEqual([]);
  });
});
