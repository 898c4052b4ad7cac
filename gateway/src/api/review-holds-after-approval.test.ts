// With "authors need review" on, an author's article was reviewed before readers got it, but the
// author could then change or delete the published article at will, and the change reached readers
// unreviewed. Once submitted, scheduled or published it is no longer the author's to change (as a
// contributor's is not); their drafts stay theirs. The same on REST, the gateway's /graphql and graph.
import { createCategory, startTestStack, TestClient, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let admin: TestClient;
let author: TestClient;
let authorId: number;
let category: string;
const writer = { username: 'reviewed-author', password: 'a long enough password' };

beforeAll(async () => {
  stack = await startTestStack();
  category = (await createCategory(stack.graph.graph, { name: 'Reviewed' })).slug;
  admin = await stack.editor();
  authorId = (await admin.post('/api/users', { ...writer, role: 'author' })).body.id;
  author = stack.client();
  expect((await author.post('/api/auth/login', writer)).status).toBe(200);
});
afterAll(async () => {
  await stack?.close();
});

const setReview = async (on: boolean) =>
  expect((await admin.put('/api/admin/newsroom-settings', { authorsNeedReview: on })).status).toBe(200);

/** An article the author wrote and an editor approved: published, as readers have it. */
async function approvedArticle(title: string): Promise<number> {
  const draft = await author.post('/api/articles', { title, content: '<p>Reviewed text.</p>', category });
  expect(draft.status).toBe(201);
  expect((await author.post(`/api/articles/${draft.body.id}/submit`, {})).status).toBe(200);
  const approved = await admin.post(`/api/articles/${draft.body.id}/approve`, { publish: 'now' });
  expect(approved.body.status).toBe('published');
  return draft.body.id;
}

const titleOf = async (id: number) => (await admin.get(`/api/articles/${id}`)).body.title;
const UPDATE = `mutation($id: Int!) { updateArticle(id: $id, input: { title: "Changed unreviewed" }) { id } }`;
const MAY = `query($id: Int!) { article(id: $id) { viewerCanUpdate viewerCanDelete } }`;

describe('with "authors need review" on', () => {
  beforeAll(() => setReview(true));
  afterAll(() => setReview(false));

  it('REST: the author may not change or delete the published article; it stays as approved', async () => {
    const id = await approvedArticle('Approved over REST');
    const changed = await author.put(`/api/articles/${id}`, { title: 'Changed unreviewed' });
    expect(changed.status).toBe(403);
    expect(changed.body.error).toMatch(/authors change only their drafts/);
    expect((await author.delete(`/api/articles/${id}`)).status).toBe(403);
    expect(await titleOf(id)).toBe('Approved over REST');
    // A draft is still the author's own to change.
    const draft = await author.post('/api/articles', { title: 'Still a draft', content: '<p>x</p>', category });
    expect((await author.put(`/api/articles/${draft.body.id}`, { title: 'Still a draft, edited' })).status).toBe(200);
  });

  it("the gateway's /graphql: refused, and the editor is told it may not (no edit, no delete offered)", async () => {
    const id = await approvedArticle('Approved by proxy');
    const changed = await author.post('/graphql', { query: UPDATE, variables: { id } });
    expect(changed.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const may = await author.post('/graphql', { query: MAY, variables: { id } });
    expect(may.body.data.article).toEqual({ viewerCanUpdate: false, viewerCanDelete: false });
    expect(await titleOf(id)).toBe('Approved by proxy');
  });

  it('graph directly: refused', async () => {
    const id = await approvedArticle('Approved, asked directly');
    const changed = await stack.graph.query(UPDATE, { id }, stack.graph.editorHeaders(authorId));
    expect(changed.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await titleOf(id)).toBe('Approved, asked directly');
  });
});

it('with the setting off, the author changes their published article as before', async () => {
  const id = await approvedArticle('Approved, then fixed');
  expect((await author.put(`/api/articles/${id}`, { title: 'Approved, then fixed (typo)' })).status).toBe(200);
  const may = await author.post('/graphql', { query: MAY, variables: { id } });
  expect(may.body.data.article).toEqual({ viewerCanUpdate: true, viewerCanDelete: true });
});
