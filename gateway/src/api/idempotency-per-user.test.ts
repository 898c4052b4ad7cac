// Idempotency keys belong to the user who sent them (issue 26): a contributor replaying an admin's
// key used to get the admin's draft back. On every path a second user's identical key makes that
// user's own article, while the same user's retry still answers with the first one. The same key
// with another article was answered "created" with the first article, the new text lost: it is
// refused now (IDEMPOTENCY_KEY_REUSED, REST 422), naming the article the key made.
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
  const retry = await admin.post('/api/articles', input('Admin draft over REST'), { headers: { 'Idempotency-Key': key } });
  expect(retry.status).toBe(201);
  expect(retry.body).toMatchObject({ id: first.body.id, title: 'Admin draft over REST' });
});

async function articlesTitled(title: string): Promise<number> {
  const [{ n }] = await stack.graph.graph
    .services()
    .em.execute(`SELECT count(*)::int AS n FROM article WHERE title = ?`, [title]);
  return n;
}

it('REST: the same key with another article is refused with 422, naming the article, and stores nothing', async () => {
  const key = 'rest-reused-key';
  const first = await admin.post('/api/articles', input('First text over REST'), { headers: { 'Idempotency-Key': key } });
  expect(first.status).toBe(201);
  const changed = await admin.post('/api/articles', input('Changed text over REST'), { headers: { 'Idempotency-Key': key } });
  expect(changed.status).toBe(422);
  expect(changed.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' });
  expect(changed.body.error).toContain(`article ${first.body.id}`);
  expect(await articlesTitled('Changed text over REST')).toBe(0);
  expect((await admin.get(`/api/articles/${first.body.id}`)).body.title).toBe('First text over REST');
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
  const changed = await admin.post('/graphql', {
    query: CREATE,
    variables: { input: input('Admin draft by proxy, changed'), key },
  });
  expect(changed.body.data).toBeNull();
  expect(changed.body.errors[0].extensions).toMatchObject({
    code: 'IDEMPOTENCY_KEY_REUSED',
    field: 'idempotencyKey',
    articleId: first.body.data.createArticle.id,
  });
  expect(await articlesTitled('Admin draft by proxy, changed')).toBe(0);
});

it("graph directly: another user's identical key makes another article", async () => {
  const key = 'direct-shared-key';
  const graph = stack.graph;
  const first = await graph.query(CREATE, { input: input('Admin draft direct'), key }, graph.editorHeaders());
  const replay = await graph.query(CREATE, { input: input('Contributor draft direct'), key }, graph.editorHeaders(contributorId));
  expect(replay.errors).toBeUndefined();
  expect(replay.data!.createArticle.title).toBe('Contributor draft direct');
  expect(replay.data!.createArticle.id).not.toBe(first.data!.createArticle.id);
  // The same input, its fields in another order, is the same request.
  const { title, ...rest } = input('Contributor draft direct');
  const retry = await graph.query(CREATE, { input: { ...rest, title }, key }, graph.editorHeaders(contributorId));
  expect(retry.data!.createArticle).toEqual(replay.data!.createArticle);
  const changed = await graph.query(
    CREATE,
    { input: input('Contributor draft, changed'), key },
    graph.editorHeaders(contributorId),
  );
  expect(changed.errors?.[0].extensions).toMatchObject({
    code: 'IDEMPOTENCY_KEY_REUSED',
    articleId: replay.data!.createArticle.id,
  });
  expect(await articlesTitled('Contributor draft, changed')).toBe(0);
});
