// Query cost counts sizes: a list's limit multiplies what is selected under it, so a request that
// would build a huge answer is refused before it runs, the same on graph directly and through the
// gateway's /graphql, while the web app's pages and every REST call stay well under the limit.
import { parse } from 'graphql';
import { createArticle, createCategory, startTestStack, type TestStack } from '../../testing/gateway';
import { createGraphClient, GraphError } from './graph-client';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
  const category = (await createCategory(stack.graph.graph, { name: 'News' })).slug;
  await createArticle(stack.graph.graph, { category, title: 'Patch day', content: '<p>Notes.</p>' });
});
afterAll(async () => {
  await stack?.close();
});

const aliases = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: articles(limit: 100) { articles { content } }`).join(' ')} }`;

describe('a request of 15 pages of 100 full articles', () => {
  it('is refused by graph before it runs, naming its cost', async () => {
    const res = await stack.graph.query(aliases(15));
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0].message).toMatch(/^Query is too expensive: its cost is 31\d{3}, the limit is 12000/);
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY' });
  });

  it('is refused through the gateway with a 400', async () => {
    const res = await stack.client().post('/graphql', { query: aliases(15) });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/too expensive: its cost is 31\d{3}/),
      extensions: { code: 'QUERY_TOO_COSTLY' },
    });
  });

  it('counts limits given as variables too', async () => {
    const document = `query($n: Int) { ${Array.from({ length: 15 }, (_, i) => `a${i}: articles(limit: $n) { articles { content } }`).join(' ')} }`;
    expect((await stack.graph.query(document, { n: 100 })).errors?.[0].extensions?.code).toBe('QUERY_TOO_COSTLY');
    const small = await stack.graph.query(document, { n: 2 });
    expect(small.errors).toBeUndefined();
    expect(small.data!.a0.articles).toEqual([{ content: '<p>Notes.</p>' }]);
  });
});

it('lets one full page of 100 articles, the home page and the largest REST lists through', async () => {
  const page = await stack.client().post('/graphql', {
    query: '{ articles(limit: 100) { totalCount articles { id title content tags { name } author { displayName } } } }',
  });
  expect(page.status).toBe(200);
  expect(page.body.data.articles.totalCount).toBe(1);
  const reader = stack.client();
  for (const path of ['/api/articles', '/api/articles?limit=100&includeCount=true', '/api/search?q=patch']) {
    const res = await reader.get(path);
    expect([path, res.status]).toEqual([path, 200]);
  }
  const editor = await stack.editor();
  expect((await editor.get('/api/admin/articles?limit=100&includeCount=true')).body.totalCount).toBe(1);
});

it('turns graph refusing a REST operation as too costly into a 400 with graph’s sentence, never a 500', async () => {
  const client = createGraphClient({ graphUrl: stack.graph.url, internalSecret: stack.graph.config.internalSecret });
  try {
    const refusal = await client.execute(parse(aliases(15)), {}, {}).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refusal).toBeInstanceOf(GraphError);
    const answer = (refusal as GraphError).toHttpError();
    expect(answer).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
    expect(answer.message).toMatch(/^Query is too expensive: its cost is 31\d{3}/);
  } finally {
    await client.close();
  }
});
