// A new install opens on a living publication.
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
  const list = await t.query(`{ articles(limit: 12) { totalCount articles { title tagNames } } }`);
  expect(list.data!.articles.articles).toHaveLength(12);
});

it('does not seed again once there is content', async () => {
  expect(await seedIfEmpty(t.graph.orm.em.fork(), t.admin.id)).toBeNull();
});
