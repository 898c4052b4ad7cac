// The worker's entry points for scheduled publishing: exact, idempotent, and safe against stale jobs.
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { ArticleStatus } from './article.entity';
import { SYSTEM_ACTOR } from '../../common/caller';

let t: TestGraph;
let category: string;
beforeAll(async () => {
  // A short lead lets the test schedule close to "now" without waiting.
  t = await startTestGraph({ scheduleMinLeadMs: 0 });
  category = (await createCategory(t.graph)).slug;
});
afterAll(async () => {
  await t?.close();
});

const readerSees = async (id: number) =>
  (await t.query(`query($id: Int!) { article(id: $id) { id status publishedAt } }`, { id })).data!.article;

it('publishes a scheduled article only at its time, once, and only for the time it was scheduled for', async () => {
  const at = new Date(Date.now() + 60_000);
  const a = await createArticle(t.graph, { category, status: ArticleStatus.scheduled, scheduledFor: at });
  const publishing = t.graph.services().publishing;

  expect(await publishing.publishScheduledArticle(a.id, at, new Date(at.getTime() - 1))).toBe(false);
  expect(await readerSees(a.id)).toBeNull();
  expect(await publishing.publishScheduledArticle(a.id, new Date(at.getTime() + 1000), new Date(at.getTime() + 5000))).toBe(
    false,
  );

  expect(await publishing.publishScheduledArticle(a.id, at, at)).toBe(true);
  expect(await readerSees(a.id)).toEqual({ id: a.id, status: 'published', publishedAt: at.toISOString() });
  expect(await publishing.publishScheduledArticle(a.id, at, at)).toBe(false);
});

it('ignores a job for an article that was rescheduled or drafted', async () => {
  const first = new Date(Date.now() + 60_000);
  const a = await createArticle(t.graph, { category, status: ArticleStatus.scheduled, scheduledFor: first });
  const later = new Date(Date.now() + 3600_000);
  await t.graph.services().articles.update(a.id, { scheduledFor: later }, SYSTEM_ACTOR);
  expect(await t.graph.services().publishing.publishScheduledArticle(a.id, first, new Date(later.getTime() + 1))).toBe(false);
  await t.graph.services().articles.update(a.id, { status: ArticleStatus.draft }, SYSTEM_ACTOR);
  expect(await t.graph.services().publishing.publishScheduledArticle(a.id, later, new Date(later.getTime() + 1))).toBe(false);
  expect(await readerSees(a.id)).toBeNull();
});

it('publishDueArticles publishes every due article and nothing else', async () => {
  const now = new Date(Date.now() + 10 * 60_000);
  const due1 = await createArticle(t.graph, {
    category,
    status: ArticleStatus.scheduled,
    scheduledFor: new Date(Date.now() + 60_000),
  });
  const due2 = await createArticle(t.graph, {
    category,
    status: ArticleStatus.scheduled,
    scheduledFor: new Date(Date.now() + 120_000),
  });
  const notYet = await createArticle(t.graph, {
    category,
    status: ArticleStatus.scheduled,
    scheduledFor: new Date(Date.now() + 3600_000),
  });
  const published = await t.graph.services().publishing.publishDueArticles(now);
  expect(published).toEqual(expect.arrayContaining([due1.id, due2.id]));
  expect(published).not.toContain(notYet.id);
  expect((await readerSees(due2.id)).status).toBe('published');
  expect(await t.graph.services().publishing.publishDueArticles(now)).toEqual([]);
});
