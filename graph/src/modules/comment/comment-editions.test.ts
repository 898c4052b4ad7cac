// Comments live in their edition (issue 46 item 7, docs/decisions/0051): a comment belongs to the
// article it was posted on, so each translation of a story has its own thread, its own count, and a
// reply cannot hang under a comment of another translation.
import { createArticle, signInMember, startTestGraph, type TestGraph } from '../../../../testing/graph';

let t: TestGraph;
beforeAll(async () => {
  t = await startTestGraph();
  const created = await t.query(
    `mutation { createEdition(input: { language: "de", name: "Deutsch", searchConfig: "german" }) { language } }`,
    {},
    t.editorHeaders(),
  );
  expect(created.errors).toBeUndefined();
});
afterAll(async () => {
  await t?.close();
});

const POST = `mutation($a: Int!, $b: String!, $p: Int) { postComment(articleId: $a, body: $b, parentId: $p) { comment { id } } }`;
const thread = async (articleId: number) => {
  const res = await t.query(
    `query($a: Int!) { articleComments(articleId: $a, limit: 20, newestFirst: false) { totalCount comments { body } } article(id: $a) { commentCount } }`,
    { a: articleId },
  );
  expect(res.errors).toBeUndefined();
  return {
    total: res.data!.articleComments.totalCount,
    bodies: res.data!.articleComments.comments.map((c: { body: string }) => c.body),
    count: res.data!.article.commentCount,
  };
};

it('gives each translation of a story its own thread', async () => {
  const source = await createArticle(t.graph, { title: 'Ironbloom review' });
  const translated = await t.query(
    `mutation($id: Int!) { translateArticle(id: $id, language: "de", mode: copy) { id language } }`,
    { id: source.id },
    t.editorHeaders(),
  );
  expect(translated.errors).toBeUndefined();
  const german = translated.data!.translateArticle.id as number;
  const published = await t.query(
    `mutation($id: Int!) { updateArticle(id: $id, input: { status: published, title: "Ironbloom im Test" }) { status } }`,
    { id: german },
    t.editorHeaders(),
  );
  expect(published.errors).toBeUndefined();

  const reader = await signInMember(t, 'leserin@example.com', 'Leserin');
  const english = (await t.query(POST, { a: source.id, b: 'Great review!' }, reader.headers)).data!.postComment.comment.id;
  expect((await t.query(POST, { a: german, b: 'Toller Test!' }, reader.headers)).errors).toBeUndefined();

  expect(await thread(source.id)).toEqual({ total: 1, bodies: ['Great review!'], count: 1 });
  expect(await thread(german)).toEqual({ total: 1, bodies: ['Toller Test!'], count: 1 });
  // A reply stays in its thread: not under the English comment from the German page.
  const crossed = await t.query(POST, { a: german, b: 'Antwort', p: english }, reader.headers);
  expect(crossed.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'parentId' });
});

it("gives the moderation queue each comment's edition prefix, for links to the article where it lives", async () => {
  const english = await createArticle(t.graph, { title: 'Cinderfall preview' });
  const translated = await t.query(
    `mutation($id: Int!) { translateArticle(id: $id, language: "de", mode: copy) { id } }`,
    { id: english.id },
    t.editorHeaders(),
  );
  expect(translated.errors).toBeUndefined();
  const german = translated.data!.translateArticle.id as number;
  const published = await t.query(
    `mutation($id: Int!) { updateArticle(id: $id, input: { status: published }) { status } }`,
    { id: german },
    t.editorHeaders(),
  );
  expect(published.errors).toBeUndefined();
  const reader = await signInMember(t, 'kommentar@example.com', 'Kommentar');
  const onEnglish = (await t.query(POST, { a: english.id, b: 'Looks great' }, reader.headers)).data!.postComment.comment.id;
  const onGerman = (await t.query(POST, { a: german, b: 'Sieht gut aus' }, reader.headers)).data!.postComment.comment.id;

  const queue = await t.query(
    `{ moderationComments(status: "visible", limit: 200) { comments { id article { id urlPrefix } } } }`,
    {},
    t.editorHeaders(),
  );
  expect(queue.errors).toBeUndefined();
  const articleOf = (id: number) =>
    queue.data!.moderationComments.comments.find((c: { id: number }) => c.id === id)?.article as unknown;
  expect(articleOf(onGerman)).toEqual({ id: german, urlPrefix: 'de' });
  expect(articleOf(onEnglish)).toEqual({ id: english.id, urlPrefix: null });
});
