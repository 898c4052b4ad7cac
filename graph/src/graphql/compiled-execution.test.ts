// Operations run compiled (compiled-execution.ts), and a client still gets what graphql-js gave:
// variables that do not fit are a 400 naming the variable, a resolver's refusal keeps its code,
// field and path, and answers come back as the same JSON.
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../testing/graph';

let t: TestGraph;

beforeAll(async () => {
  t = await startTestGraph();
  const category = (await createCategory(t.graph)).slug;
  await createArticle(t.graph, { title: 'A compiled answer', category, tags: ['jit'] });
});
afterAll(async () => {
  await t?.close();
});

const LIST = `query List($limit: Int) { articles(limit: $limit) { totalCount articles { title tagNames publishedAt } } }`;

it('answers a variable of the wrong type with 400 BAD_USER_INPUT naming the variable', async () => {
  const res = await t.query(LIST, { limit: 'twelve' });
  expect(res.status).toBe(400);
  expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(res.errors?.[0]?.message).toContain('$limit');

  const missing = await t.query(`query ($slug: String!) { articleBySlug(slug: $slug) { id } }`, {});
  expect(missing.status).toBe(400);
  expect(missing.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(missing.errors?.[0]?.message).toContain('$slug');
});

it("keeps a resolver's refusal with its code, field and path", async () => {
  const res = await t.query(LIST, { limit: 500 });
  expect(res.errors?.[0]).toMatchObject({
    path: ['articles'],
    extensions: { code: 'BAD_USER_INPUT', field: 'limit' },
  });
  expect(res.errors?.[0]?.locations).toEqual([{ line: 1, column: 27 }]);
});

it('answers with the data a reader asked for', async () => {
  const res = await t.query(LIST, { limit: 5 });
  expect(res.errors).toBeUndefined();
  expect(res.data?.articles.totalCount).toBe(1);
  expect(res.data?.articles.articles[0]).toEqual({
    title: 'A compiled answer',
    tagNames: ['jit'],
    publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
  });
});
