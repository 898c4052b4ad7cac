// Embargoes through graph (issue 21): before its embargo an article is neither published nor scheduled
// earlier, by graph's API or by any other writer (the database's trigger), the worker's publishing
// statements leave it alone until the embargo lifts and then publish it once, and every change of an
// embargo is in the activity log.
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { eventually } from '../../../../testing/eventually';
import { ArticleStatus } from './article.entity';

let t: TestGraph;
let category: string;
beforeAll(async () => {
  // No lead time: schedules may sit right at a short embargo.
  t = await startTestGraph({ scheduleMinLeadMs: 0 });
  category = (await createCategory(t.graph)).slug;
});
afterAll(async () => {
  await t?.close();
});
const ed = () => t.editorHeaders();
const inHours = (h: number) => new Date(Math.ceil((Date.now() + h * 3600_000) / 60_000) * 60_000);

const UPDATE = `mutation($id: Int!, $input: ArticleUpdateInput!) { updateArticle(id: $id, input: $input) { status scheduledFor embargoUntil } }`;

describe('an embargoed article', () => {
  it('cannot be published before its embargo, on create or update; the error names the time', async () => {
    const embargo = inHours(24);
    const created = await t.query(
      `mutation($input: ArticleInput!) { createArticle(input: $input) { id } }`,
      { input: { title: 'Too early', content: '<p>x</p>', category, status: 'published', embargoUntil: embargo.toISOString() } },
      ed(),
    );
    expect(created.errors?.[0]).toMatchObject({
      message: `Embargoed until ${embargo.toISOString()}: it cannot be published before then; schedule it for ${embargo.toISOString()} or later`,
      extensions: { code: 'EMBARGOED', embargoUntil: embargo.toISOString(), field: 'status' },
    });
    const draft = await createArticle(t.graph, { category, status: ArticleStatus.draft, embargoUntil: embargo });
    const published = await t.query(UPDATE, { id: draft.id, input: { status: 'published' } }, ed());
    expect(published.errors?.[0].extensions).toMatchObject({ code: 'EMBARGOED', embargoUntil: embargo.toISOString() });
    expect((await t.query(`query($id: Int!) { article(id: $id) { id } }`, { id: draft.id })).data!.article).toBeNull();
  });

  it('is scheduled at the embargo or later, never earlier; an embargo moved past its schedule is refused', async () => {
    const embargo = inHours(48);
    const a = await createArticle(t.graph, { category, status: ArticleStatus.draft, embargoUntil: embargo });
    const early = await t.query(
      UPDATE,
      { id: a.id, input: { status: 'scheduled', scheduledFor: inHours(47).toISOString() } },
      ed(),
    );
    expect(early.errors?.[0].extensions).toMatchObject({ code: 'EMBARGOED', field: 'scheduledFor' });
    const atLift = await t.query(UPDATE, { id: a.id, input: { status: 'scheduled', scheduledFor: embargo.toISOString() } }, ed());
    expect(atLift.data!.updateArticle).toEqual({
      status: 'scheduled',
      scheduledFor: embargo.toISOString(),
      embargoUntil: embargo.toISOString(),
    });
    const moved = await t.query(UPDATE, { id: a.id, input: { embargoUntil: inHours(49).toISOString() } }, ed());
    expect(moved.errors?.[0].extensions).toMatchObject({ code: 'EMBARGOED', embargoUntil: inHours(49).toISOString() });
    const lifted = await t.query(
      UPDATE,
      { id: a.id, input: { embargoUntil: null, scheduledFor: inHours(1).toISOString() } },
      ed(),
    );
    expect(lifted.data!.updateArticle).toMatchObject({ status: 'scheduled', embargoUntil: null });
  });

  it('cannot be given an embargo once it is published', async () => {
    const a = await createArticle(t.graph, { category });
    const res = await t.query(UPDATE, { id: a.id, input: { embargoUntil: inHours(5).toISOString() } }, ed());
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'embargoUntil' });
  });

  it('records setting, moving and lifting an embargo in the activity log', async () => {
    const first = inHours(10);
    const second = inHours(12);
    const a = await createArticle(t.graph, {
      category,
      status: ArticleStatus.draft,
      title: 'Logged embargo',
      embargoUntil: first,
    });
    await t.query(UPDATE, { id: a.id, input: { embargoUntil: second.toISOString() } }, ed());
    await t.query(UPDATE, { id: a.id, input: { title: 'Logged embargo, retitled' } }, ed());
    await t.query(UPDATE, { id: a.id, input: { embargoUntil: null } }, ed());
    const log = await t.query(`{ activity(limit: 50) { action subjectId detail actorName } }`, {}, ed());
    const entries = log.data!.activity.filter((e: { subjectId: number; action: string }) => e.subjectId === a.id).reverse();
    expect(entries).toEqual([
      {
        action: 'articleEmbargoChanged',
        subjectId: a.id,
        detail: `none → ${first.toISOString()}`,
        actorName: expect.any(String),
      },
      {
        action: 'articleEmbargoChanged',
        subjectId: a.id,
        detail: `${first.toISOString()} → ${second.toISOString()}`,
        actorName: expect.any(String),
      },
      {
        action: 'articleEmbargoChanged',
        subjectId: a.id,
        detail: `${second.toISOString()} → none`,
        actorName: expect.any(String),
      },
    ]);
  });
});

describe('the database holds the embargo for every writer', () => {
  it('refuses a direct publish or an earlier schedule', async () => {
    const a = await createArticle(t.graph, { category, status: ArticleStatus.draft, embargoUntil: inHours(3) });
    const em = t.graph.services().em;
    await expect(
      em.execute(`UPDATE article SET status = 'published', published_at = now() WHERE id = ?`, [a.id]),
    ).rejects.toThrow(/embargoed until/);
    await expect(
      em.execute(`UPDATE article SET status = 'scheduled', scheduled_for = now() + interval '1 hour' WHERE id = ?`, [a.id]),
    ).rejects.toThrow(/embargoed until/);
  });

  it("leaves an embargoed article to the worker's sweep until the embargo lifts, then publishes it once", async () => {
    const embargo = new Date(Date.now() + 1500);
    const a = await createArticle(t.graph, {
      category,
      status: ArticleStatus.scheduled,
      scheduledFor: embargo,
      embargoUntil: embargo,
    });
    const publishing = t.graph.services().publishing;
    // A worker whose clock runs an hour ahead finds the article due, but the embargo has not lifted.
    const fastClock = new Date(Date.now() + 3600_000);
    expect(await publishing.publishDueArticles(fastClock)).not.toContain(a.id);
    expect(await publishing.publishScheduledArticle(a.id, embargo, fastClock)).toBe(false);
    // Once the embargo lifted (by the database's clock), the ordinary sweep publishes it, once.
    const published = await eventually(
      async () => ((await publishing.publishDueArticles()).includes(a.id) ? true : undefined),
      'the embargo to lift',
      10_000,
      100,
    );
    expect(published).toBe(true);
    expect(await publishing.publishDueArticles()).not.toContain(a.id);
    const seen = await t.query(`query($id: Int!) { article(id: $id) { status publishedAt } }`, { id: a.id });
    expect(seen.data!.article).toEqual({ status: 'published', publishedAt: embargo.toISOString() });
  });
});

// A schedule or embargo is an instant: a time without its offset ("02:30" on a clock-change night, in
// which zone?) is refused on graph's own path with the field named and the form it takes, as REST does.
it.each([
  ['scheduledFor', { status: 'scheduled', scheduledFor: '2027-03-28T02:30:00' }],
  ['embargoUntil', { status: 'draft', embargoUntil: '2027-03-28T02:30' }],
])('refuses %s without a UTC offset, naming the field', async (field, times) => {
  const res = await t.query(
    `mutation($input: ArticleInput!) { createArticle(input: $input) { id } }`,
    { input: { title: 'Patch notes at half past two', content: '<p>Notes.</p>', category, ...times } },
    ed(),
  );
  expect(res.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field });
  // The words REST answers with for the same text.
  expect(res.errors?.[0].message).toBe(
    `${field}: must be an ISO 8601 date-time with its time zone, such as 2026-11-21T20:25:00.000Z`,
  );
});
