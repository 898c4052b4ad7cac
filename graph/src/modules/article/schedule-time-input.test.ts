// A schedule or embargo is an instant: a time without its offset ("02:30" on a clock-change night, in
// which zone?) is refused on graph's own path with the field named and the form it takes, as REST does.
import { createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';

let t: TestGraph;
let category: string;
beforeAll(async () => {
  t = await startTestGraph();
  category = (await createCategory(t.graph)).slug;
});
afterAll(async () => {
  await t?.close();
});

it.each([
  ['scheduledFor', { status: 'scheduled', scheduledFor: '2027-03-28T02:30:00' }],
  ['embargoUntil', { status: 'draft', embargoUntil: '2027-03-28T02:30' }],
])('refuses %s without a UTC offset, naming the field', async (field, times) => {
  const res = await t.query(
    `mutation($input: ArticleInput!) { createArticle(input: $input) { id } }`,
    { input: { title: 'Patch notes at half past two', content: '<p>Notes.</p>', category, ...times } },
    t.editorHeaders(),
  );
  expect(res.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field });
  // The words REST answers with for the same text.
  expect(res.errors?.[0].message).toBe(
    `${field}: must be an ISO 8601 date-time with its time zone, such as 2026-11-21T20:25:00.000Z`,
  );
});
