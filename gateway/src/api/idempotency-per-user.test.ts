// Idempotency keys belong to the user who sent them (issue 26): a contributor replaying an admin's
// key used to get the admin's draft back. On every path a second user's identical key makes that
// user's own article, while the same user's retry still answers with the first one.
import { createCategory, startTestStack, TestClient, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let admin: TestClient;
let contributor: TestClient;
let contributorId: number;
let category: string;
const writer = { username: 'keyholder', password: 'a long enough password' };

beforeAll(async () => {
  stack = await startTestStack();
  category = (await createCategory(stack.graph.graph, { name: 'Keys' })).slug;
  contributorId = (await stack.graph.graph.services().users.createUser({ ...writer })).id;
  admin = await stack.editor();
  contributor = stack.client();
  expect((await contributor.post('/api/auth/login', writer)).status).toBe(200);
});
afterAll(async () => {
  await stack?.close();
});

const input = (title: string) => ({ title, content: '<p>Body.</p>', category });
const CREATE = `mutation($input: ArticleInput!, $key: String) { createArticle(input: $input, idempotencyKey: $key) { id title } }`;

it('REST: another user sending the same Idempotency-Key gets an article of their own', async () => {
  const key = 'rest-shared-key';
  const first = await admin.post('/api/articles', input('Admin draft over REST'), { headers: { 'Idempotency-Key': key } });
  expect(first.status).toBe(201);
  const replay = await contributor.post('/api/articles', input('Contributor draft over REST'), {
    headers: { 'Idempotency-Key': key },
  });
  expect(replay.status).toBe(201);
  expect(replay.body.id).not.toBe(first.body.id);
  expect(replay.body.title).toBe('Contributor draft over REST');
  // The same user's retry is still answered with the first create.
  const retry = await admin.post('/api/articles', input('Admin draft, retried'), { headers: { 'Idempotency-Key': key } });
  expect(retry.body).toMatchObject({ id: first.body.id, title: 'Admin draft over REST' });
});

it("the gateway's /graphql: another user's identical key makes another article", async () => {
  const key = 'proxy-shared-key';
  const first = await admin.post('/graphql', { query: CREATE, variables: { input: input('Admin draft by proxy'), key } });
  const replay = await contributor.post('/graphql', {
    query: CREATE,
    variables: { input: input('Contributor draft by proxy'), key },
  });
  expect(replay.body.errors).toBeUndefined();
  expect(replay.body.data.createArticle.title).toBe('Contributor draft by proxy');
  expect(replay.body.data.createArticle.id).not.toBe(first.body.data.createArticle.id);
});

it("graph directly: another user's identical key makes another article", async () => {
  const key = 'direct-shared-key';
  const graph = stack.graph;
  const first = await graph.query(CREATE, { input: input('Admin draft direct'), key }, graph.editorHeaders());
  const replay = await graph.query(CREATE, { input: input('Contributor draft direct'), key }, graph.editorHeaders(contributorId));
  expect(replay.errors).toBeUndefined();
  expect(replay.data!.createArticle.title).toBe('Contributor draft direct');
  expect(replay.data!.createArticle.id).not.toBe(first.data!.createArticle.id);
  const retry = await graph.query(
    CREATE,
    { input: input('Contributor draft, retried'), key },
    graph.editorHeaders(contributorId),
  );
  expect(retry.data!.createArticle).toEqual(replay.data!.createArticle);
});
