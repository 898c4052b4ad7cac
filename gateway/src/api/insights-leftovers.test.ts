// Issue 24's insights leftovers and issue 23's counts over the gateway's paths: a reader's search
// that finds nothing (counted by the gateway, marked by graph) shows in the overview's searches with
// no results, comments per day appear once comments exist, on REST and the browser's /graphql for
// staff only; the comment count reaches readers through /graphql too.
import { createArticle, signInMember } from '../../../testing/graph';
import { eventually } from '../../../testing/eventually';
import { startTestStack, type TestClient, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let editor: TestClient;
beforeAll(async () => {
  stack = await startTestStack();
  editor = await stack.editor();
});
afterAll(async () => {
  await stack?.close();
});

const today = new Date().toISOString().slice(0, 10);
const OVERVIEW = `query($f: String, $t: String) { insightsOverview(from: $f, to: $t) {
  searchesWithoutResults { label count } comments { day count } } }`;

it('lists searches with no results and comments per day for staff, on REST and /graphql', async () => {
  const article = await createArticle(stack.graph.graph, { title: 'Findable piece' });
  const reader = stack.client({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' });
  const found = await reader.get('/api/articles?search=findable');
  expect(found.body).toEqual([expect.objectContaining({ id: article.id })]);
  expect((await reader.get('/api/articles?search=Xyzzy%20Plugh')).body).toEqual([]);

  const before = await editor.get(`/api/analytics/overview?from=${today}&to=${today}`);
  expect(before.status).toBe(200);
  expect(before.body.comments).toBeNull();
  // The gateway sends counted searches every few seconds.
  await eventually(async () => {
    const res = await editor.get(`/api/analytics/overview?from=${today}&to=${today}`);
    return res.body.searchesWithoutResults.length ? res.body : undefined;
  }, 'the search counted');
  const rest = await editor.get(`/api/analytics/overview?from=${today}&to=${today}`);
  expect(rest.body.searchesWithoutResults).toEqual([{ label: 'xyzzy plugh', count: 1 }]);

  const { headers } = await signInMember(stack.graph, 'insights-reader@example.com', 'Insights Reader');
  const posted = await stack.graph.query(
    `mutation($a: Int!) { postComment(articleId: $a, body: "Counted per day") { comment { id } } }`,
    { a: article.id },
    headers,
  );
  expect(posted.errors).toBeUndefined();
  const viaGraphql = await editor.post('/graphql', { query: OVERVIEW, variables: { f: today, t: today } });
  expect(viaGraphql.body.data.insightsOverview).toEqual({
    searchesWithoutResults: [{ label: 'xyzzy plugh', count: 1 }],
    comments: [{ day: today, count: 1 }],
  });
  expect((await editor.get(`/api/analytics/overview?from=${today}&to=${today}`)).body.comments).toEqual([
    { day: today, count: 1 },
  ]);

  // Readers: 401 on REST, UNAUTHENTICATED on /graphql; the count on cards is theirs.
  expect((await reader.get('/api/analytics/overview')).status).toBe(401);
  const refused = await reader.post('/graphql', { query: OVERVIEW, variables: {} });
  expect(refused.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  const cards = await reader.post('/graphql', { query: `{ articles(limit: 5) { articles { id commentCount } } }` });
  expect(cards.body.data.articles.articles).toEqual([{ id: article.id, commentCount: 1 }]);
});
