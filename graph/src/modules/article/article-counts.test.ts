// The totals readers and editors see ("Showing N of M", categories' and tags' articleCount) come
// from counters the database keeps in the same transaction as each write. They must match a real
// count after every kind of change: create, publish, scheduled publish by the worker, archive,
// delete, category change, tag change.
import { Client } from 'pg';
import { createCategory } from '../../../../testing/graph';
import { eventually } from '../../../../testing/eventually';
import { startGraphWithJobs, type TestJobsSetup } from '../../../../testing/worker';

let setup: TestJobsSetup;
let news: string;
let review: string;

beforeAll(async () => {
  setup = await startGraphWithJobs({ scheduleMinLeadMs: 300 });
  await setup.startWorker();
  news = (await createCategory(setup.testGraph.graph, { name: 'News' })).slug;
  review = (await createCategory(setup.testGraph.graph, { name: 'Review' })).slug;
});
afterAll(async () => {
  await setup?.close();
});

const editor = () => setup.testGraph.editorHeaders();

async function mutate(document: string, variables: Record<string, unknown>) {
  const result = await setup.testGraph.query(document, variables, editor());
  expect(result.errors).toBeUndefined();
  return result.data!;
}

const create = async (input: Record<string, unknown>): Promise<number> =>
  (
    await mutate(`mutation($input: ArticleInput!) { createArticle(input: $input) { id } }`, {
      input: { content: '<p>Body.</p>', ...input },
    })
  ).createArticle.id;
const update = (id: number, input: Record<string, unknown>) =>
  mutate(`mutation($id: Int!, $input: ArticleUpdateInput!) { updateArticle(id: $id, input: $input) { id status } }`, {
    id,
    input,
  });

interface Totals {
  all: number;
  byCategory: Record<string, number>;
  categoryCounts: Record<string, number>;
  tagCounts: Record<string, number>;
  adminAll: number;
  adminDrafts: number;
  adminCategoryCounts: Record<string, number>;
  adminTagCounts: Record<string, number>;
}

/** What readers and editors are told, through the API. */
async function totals(): Promise<Totals> {
  const reader = await setup.testGraph.query(`{
    all: articles(limit: 1) { totalCount }
    news: articles(limit: 1, filter: { category: "${news}" }) { totalCount }
    review: articles(limit: 1, filter: { category: "${review}" }) { totalCount }
    categories { slug articleCount }
    tags { name articleCount }
  }`);
  expect(reader.errors).toBeUndefined();
  const admin = await setup.testGraph.query(
    `{ adminAll: adminArticles(limit: 1) { totalCount } drafts: adminArticles(limit: 1, filter: { status: draft }) { totalCount }
       categories { slug articleCount } tags { name articleCount } }`,
    {},
    editor(),
  );
  expect(admin.errors).toBeUndefined();
  const r = reader.data!;
  const a = admin.data!;
  const bySlug = (list: { slug: string; articleCount: number }[]) =>
    Object.fromEntries(list.map((c) => [c.slug, c.articleCount]));
  const byName = (list: { name: string; articleCount: number }[]) =>
    Object.fromEntries(list.filter((t) => t.articleCount > 0).map((t) => [t.name, t.articleCount]));
  return {
    all: r.all.totalCount,
    byCategory: { [news]: r.news.totalCount, [review]: r.review.totalCount },
    categoryCounts: bySlug(r.categories),
    tagCounts: byName(r.tags),
    adminAll: a.adminAll.totalCount,
    adminDrafts: a.drafts.totalCount,
    adminCategoryCounts: bySlug(a.categories),
    adminTagCounts: byName(a.tags),
  };
}

/** The same numbers counted from the rows themselves. */
async function counted(): Promise<Totals> {
  const db = new Client({ connectionString: setup.testGraph.config.databaseUrl });
  await db.connect();
  try {
    const q = async (sql: string) => (await db.query(sql)).rows as { k: string; n: number }[];
    const map = (rows: { k: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.k, r.n]));
    const published = map(
      await q(
        `SELECT c.slug AS k, count(a.id)::int AS n FROM category c LEFT JOIN article a ON a.category_id = c.id AND a.status = 'published' GROUP BY c.slug`,
      ),
    );
    const every = map(
      await q(
        `SELECT c.slug AS k, count(a.id)::int AS n FROM category c LEFT JOIN article a ON a.category_id = c.id GROUP BY c.slug`,
      ),
    );
    const tagPublished = map(
      await q(
        `SELECT t.name AS k, count(*)::int AS n FROM tag t JOIN article_tags x ON x.tag_id = t.id JOIN article a ON a.id = x.article_id WHERE a.status = 'published' GROUP BY t.name`,
      ),
    );
    const tagEvery = map(
      await q(`SELECT t.name AS k, count(*)::int AS n FROM tag t JOIN article_tags x ON x.tag_id = t.id GROUP BY t.name`),
    );
    const [{ n: drafts }] = await q(`SELECT 'd' AS k, count(*)::int AS n FROM article WHERE status = 'draft'`);
    const sum = (m: Record<string, number>) => Object.values(m).reduce((s, n) => s + n, 0);
    return {
      all: sum(published),
      byCategory: { [news]: published[news], [review]: published[review] },
      categoryCounts: published,
      tagCounts: tagPublished,
      adminAll: sum(every),
      adminDrafts: drafts,
      adminCategoryCounts: every,
      adminTagCounts: tagEvery,
    };
  } finally {
    await db.end();
  }
}

/**
 * The search dictionary (typo corrections and search windows read it): each term of a published
 * article's title, excerpt and tags with the number of published articles using it, as kept by the
 * trigger and as recounted from the rows.
 */
async function searchTerms(): Promise<{ kept: Record<string, number>; recounted: Record<string, number> }> {
  const db = new Client({ connectionString: setup.testGraph.config.databaseUrl });
  await db.connect();
  try {
    const map = (rows: { term: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.term, r.n]));
    const kept = await db.query(`SELECT term, articles AS n FROM search_term WHERE articles > 0`);
    const recounted = await db.query(
      `SELECT t AS term, count(*)::int AS n FROM article, unnest(tsvector_to_array(ts_filter(search_vector, '{a,b}'))) t
       WHERE status = 'published' GROUP BY t`,
    );
    return { kept: map(kept.rows), recounted: map(recounted.rows) };
  } finally {
    await db.end();
  }
}

async function expectTotals(expected: Partial<Totals>, expectedTerms: Record<string, number> = {}) {
  const told = await totals();
  expect(told).toEqual(await counted());
  expect(told).toMatchObject(expected);
  const terms = await searchTerms();
  expect(terms.kept).toEqual(terms.recounted);
  for (const [term, n] of Object.entries(expectedTerms)) {
    if (n === 0) expect(terms.kept).not.toHaveProperty(term);
    else expect(terms.kept).toHaveProperty(term, n);
  }
}

it('keeps every total exact through create, publish, scheduled publish, archive, tag and category changes, and delete', async () => {
  await expectTotals({ all: 0, adminAll: 0 });

  const a = await create({ title: 'Patch day', category: news, status: 'published', tags: ['PC', 'Patch Notes'] });
  const b = await create({ title: 'Draft review', category: review, status: 'draft', tags: ['PC'] });
  await expectTotals(
    {
      all: 1,
      adminAll: 2,
      adminDrafts: 1,
      byCategory: { [news]: 1, [review]: 0 },
      tagCounts: { PC: 1, 'Patch Notes': 1 },
    },
    // Stems of the published title and tags; the draft's words are not offered as corrections.
    { patch: 1, day: 1, pc: 1, note: 1, draft: 0 },
  );

  await update(b, { status: 'published' });
  await expectTotals(
    { all: 2, adminDrafts: 0, byCategory: { [news]: 1, [review]: 1 }, tagCounts: { PC: 2, 'Patch Notes': 1 } },
    { pc: 2, draft: 1, review: 1 },
  );

  // A new title moves its words in and out of the dictionary.
  await update(b, { title: 'Final review' });
  await expectTotals({ all: 2 }, { draft: 0, final: 1, review: 1 });

  const c = await create({
    title: 'Coming soon',
    category: news,
    status: 'scheduled',
    scheduledFor: new Date(Date.now() + 1500).toISOString(),
    tags: ['Switch'],
  });
  await expectTotals({ all: 2, adminAll: 3, tagCounts: { PC: 2, 'Patch Notes': 1 } });
  // The worker publishes it at its time; the totals follow without any request in between.
  await eventually(
    async () => ((await totals()).all === 3 ? true : undefined),
    'the scheduled article to be counted as published',
  );
  await expectTotals({ all: 3, byCategory: { [news]: 2, [review]: 1 }, tagCounts: { PC: 2, 'Patch Notes': 1, Switch: 1 } });

  await update(a, { status: 'archived' });
  await expectTotals(
    { all: 2, adminAll: 3, byCategory: { [news]: 1, [review]: 1 }, tagCounts: { PC: 1, Switch: 1 } },
    { patch: 0, day: 0, pc: 1, switch: 1, soon: 1 },
  );

  await update(c, { category: review, tags: ['PC', 'RPG'] });
  await expectTotals({ all: 2, byCategory: { [news]: 0, [review]: 2 }, tagCounts: { PC: 2, RPG: 1 } });

  await mutate(`mutation($id: Int!) { deleteArticle(id: $id) }`, { id: b });
  await expectTotals(
    { all: 1, adminAll: 2, byCategory: { [news]: 0, [review]: 1 }, tagCounts: { PC: 1, RPG: 1 } },
    { final: 0, review: 0, rpg: 1 },
  );

  // Renaming a tag rewrites its articles' documents, and so the dictionary.
  const [rpg] = (await setup.testGraph.query(`{ tags { id name } }`)).data!.tags.filter(
    (t: { name: string }) => t.name === 'RPG',
  );
  await mutate(`mutation($id: Int!) { updateTag(id: $id, input: { name: "Roleplaying" }) { id } }`, { id: rpg.id });
  await expectTotals({ all: 1 }, { rpg: 0, roleplay: 1 });

  await mutate(`mutation($id: Int!) { deleteArticle(id: $id) }`, { id: a });
  await expectTotals({ all: 1, adminAll: 1, adminDrafts: 0 });
});

it('counts featured lists and answers pages beyond the end with the same total', async () => {
  const id = await create({ title: 'Featured piece', category: news, status: 'published', featured: true });
  const res = await setup.testGraph.query(`{
    featured: articles(limit: 5, filter: { featured: true }) { totalCount articles { id } }
    beyond: articles(limit: 5, offset: 50) { totalCount articles { id } }
  }`);
  expect(res.errors).toBeUndefined();
  expect(res.data!.featured).toEqual({ totalCount: 1, articles: [{ id }] });
  expect(res.data!.beyond).toEqual({ totalCount: (await counted()).all, articles: [] });
});
