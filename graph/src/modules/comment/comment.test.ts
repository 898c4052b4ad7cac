// Comments and their moderation against graph (issue 23): threads one level deep, the edit window,
// own deletes, reports, the held cases (blocked words, links, first comments), per-article modes,
// the per-member rate limit, and plain text with clickable links only.
import { ArticleStatus } from '../article/article.entity';
import { createArticle, signInMember, startTestGraph, type GraphQLResponse, type TestGraph } from '../../../../testing/graph';
import { CLOSED_MESSAGE, HELD_MESSAGE } from './comment.service';

let t: TestGraph;
beforeAll(async () => {
  t = await startTestGraph();
});
afterAll(async () => {
  await t?.close();
});

let sequence = 0;
const member = async (name?: string) => signInMember(t, `member${(sequence += 1)}@example.com`, name ?? `Member ${sequence}`);
const codes = (res: GraphQLResponse) => (res.errors ?? []).map((e) => e.extensions?.code);
const fieldOf = (res: GraphQLResponse) => res.errors?.[0]?.extensions?.field;

const POST = `mutation($a: Int!, $b: String!, $p: Int, $w: String) {
  postComment(articleId: $a, body: $b, parentId: $p, website: $w) { message comment { id status html body } } }`;
const post = (headers: Record<string, string>, articleId: number, body: string, parentId?: number) =>
  t.query(POST, { a: articleId, b: body, p: parentId ?? null }, headers);
const LIST = `query($a: Int!, $after: Int, $limit: Int!, $newest: Boolean!) {
  articleComments(articleId: $a, after: $after, limit: $limit, newestFirst: $newest) {
    mode totalCount nextCursor comments { id body deleted editedAt author { displayName } replies { id body } } } }`;
const list = async (articleId: number, options: { after?: number; limit?: number; newest?: boolean } = {}) => {
  const res = await t.query(LIST, {
    a: articleId,
    after: options.after ?? null,
    limit: options.limit ?? 20,
    newest: options.newest ?? false,
  });
  expect(res.errors).toBeUndefined();
  return res.data!.articleComments;
};
const editor = () => t.editorHeaders();
const setSettings = (blockedWords: string[], holdFirstComments: boolean) =>
  t.query(
    `mutation($w: [String!]!, $h: Boolean!) { updateCommentSettings(blockedWords: $w, holdFirstComments: $h) { blockedWords } }`,
    { w: blockedWords, h: holdFirstComments },
    editor(),
  );

it('keeps threads one level deep, on one article', async () => {
  const article = await createArticle(t.graph);
  const other = await createArticle(t.graph);
  const { headers } = await member();
  const top = (await post(headers, article.id, 'First!')).data!.postComment.comment;
  const reply = await post(headers, article.id, 'A reply', top.id);
  expect(reply.errors).toBeUndefined();
  const deeper = await post(headers, article.id, 'Too deep', reply.data!.postComment.comment.id);
  expect(fieldOf(deeper)).toBe('parentId');
  expect(fieldOf(await post(headers, other.id, 'Elsewhere', top.id))).toBe('parentId');
  const page = await list(article.id);
  expect(page.totalCount).toBe(2);
  expect(page.comments).toEqual([
    expect.objectContaining({ body: 'First!', replies: [expect.objectContaining({ body: 'A reply' })] }),
  ]);
});

it('shows plain text: HTML is escaped, web links become nofollow ugc links', async () => {
  const article = await createArticle(t.graph);
  const { headers } = await member();
  const res = await post(headers, article.id, '<script>alert(1)</script> see example.com/x and javascript:alert(1)');
  const { html } = res.data!.postComment.comment;
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).not.toContain('<script>');
  expect(html).toContain('<a href="http://example.com/x" rel="nofollow ugc noopener" target="_blank">example.com/x</a>');
  expect(html).not.toContain('href="javascript');
});

it('refuses comments on unpublished articles and honours closed and off', async () => {
  const draft = await createArticle(t.graph, { status: ArticleStatus.draft });
  const { headers } = await member();
  expect(codes(await post(headers, draft.id, 'Sneak peek'))).toEqual(['NOT_FOUND']);

  const article = await createArticle(t.graph);
  await post(headers, article.id, 'Before closing');
  const setMode = (mode: string) =>
    t.query(
      `mutation($a: Int!, $m: String!) { setArticleCommentMode(articleId: $a, mode: $m) }`,
      { a: article.id, m: mode },
      editor(),
    );
  await setMode('closed');
  const closed = await post(headers, article.id, 'After closing');
  expect(closed.errors?.[0]).toMatchObject({ message: CLOSED_MESSAGE, extensions: { code: 'FORBIDDEN' } });
  expect((await list(article.id)).totalCount).toBe(1);
  await setMode('off');
  expect(await list(article.id)).toMatchObject({ mode: 'off', comments: [], totalCount: 0 });
});

it('lets the author edit for 10 minutes ("edited"), and delete their own only', async () => {
  const article = await createArticle(t.graph);
  const author = await member();
  const other = await member();
  const top = (await post(author.headers, article.id, 'Typo hre')).data!.postComment.comment;
  const EDIT = `mutation($id: Int!, $b: String!) { editComment(id: $id, body: $b) { comment { body editedAt } } }`;
  const edited = await t.query(EDIT, { id: top.id, b: 'Typo here' }, author.headers);
  expect(edited.data!.editComment.comment.editedAt).not.toBeNull();
  expect(codes(await t.query(EDIT, { id: top.id, b: 'Hijacked' }, other.headers))).toEqual(['FORBIDDEN']);
  // Eleven minutes later (the window is the database's clock).
  await t.graph.services().em.execute(`UPDATE comment SET created_at = now() - interval '11 minutes' WHERE id = ?`, [top.id]);
  const late = await t.query(EDIT, { id: top.id, b: 'Too late' }, author.headers);
  expect(late.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: expect.stringMatching(/10 minutes/) });

  await post(other.headers, article.id, 'Reply stays', top.id);
  const DELETE = `mutation($id: Int!) { deleteComment(id: $id) { message } }`;
  expect(codes(await t.query(DELETE, { id: top.id }, other.headers))).toEqual(['FORBIDDEN']);
  expect((await t.query(DELETE, { id: top.id }, author.headers)).errors).toBeUndefined();
  const [thread] = (await list(article.id)).comments;
  expect(thread).toMatchObject({ deleted: true, body: '', replies: [expect.objectContaining({ body: 'Reply stays' })] });
  // Who wrote what they took back is theirs: the placeholder names nobody, in the API as on the page.
  expect(thread.author).toBeNull();
});

it('holds blocked words, link-heavy comments and (when set) first comments until an editor shows them', async () => {
  const article = await createArticle(t.graph);
  const { headers } = await member();
  await setSettings(['Spoilers'], false);
  const blocked = await post(headers, article.id, 'Huge spoilers ahead');
  expect(blocked.data!.postComment).toMatchObject({ message: HELD_MESSAGE, comment: { status: 'pending' } });
  const links = await post(headers, article.id, 'https://a.example https://b.example https://c.example');
  expect(links.data!.postComment.comment.status).toBe('pending');
  expect((await list(article.id)).totalCount).toBe(0);

  const queue = await t.query(
    `{ moderationComments(status: "pending") { counts { pending } comments { id heldReason } } }`,
    {},
    editor(),
  );
  expect(queue.data!.moderationComments.comments).toEqual(
    expect.arrayContaining([
      { id: blocked.data!.postComment.comment.id, heldReason: 'blocked word' },
      { id: links.data!.postComment.comment.id, heldReason: 'many links' },
    ]),
  );
  const shown = await t.query(
    `mutation($ids: [Int!]!) { moderateComments(ids: $ids, status: "visible") }`,
    { ids: [blocked.data!.postComment.comment.id] },
    editor(),
  );
  expect(shown.data!.moderateComments).toBe(1);
  expect((await list(article.id)).totalCount).toBe(1);

  await setSettings([], true);
  const newcomer = await member();
  expect((await post(newcomer.headers, article.id, 'Hello')).data!.postComment.comment.status).toBe('pending');
  // A member with an approved comment is not new any more.
  expect((await post(headers, article.id, 'Me again')).data!.postComment.comment.status).toBe('visible');
  await setSettings([], false);
});

it('takes one report per member, marks the comment reported, and refuses reporting oneself', async () => {
  const article = await createArticle(t.graph);
  const author = await member();
  const reader = await member();
  const id = (await post(author.headers, article.id, 'Hot take')).data!.postComment.comment.id;
  const REPORT = `mutation($id: Int!, $r: String!) { reportComment(id: $id, reason: $r) { message } }`;
  expect(fieldOf(await t.query(REPORT, { id, r: 'mine' }, author.headers))).toBe('id');
  expect(fieldOf(await t.query(REPORT, { id, r: '  ' }, reader.headers))).toBe('reason');
  expect((await t.query(REPORT, { id, r: 'Insulting' }, reader.headers)).errors).toBeUndefined();
  expect((await t.query(REPORT, { id, r: 'Again' }, reader.headers)).errors).toBeUndefined();
  const queue = await t.query(`{ moderationComments(status: "reported") { comments { id reports } } }`, {}, editor());
  expect(queue.data!.moderationComments.comments.find((c: { id: number }) => c.id === id)).toEqual({
    id,
    reports: ['Insulting'],
  });
  // Reported comments stay public until an editor decides.
  expect((await list(article.id)).totalCount).toBe(1);
});

it("limits a member to 20 new reports an hour: one member flagging every comment cannot bury the editors' queue", async () => {
  const article = await createArticle(t.graph);
  const ids: number[] = [];
  for (let author = 0; author < 5; author += 1) {
    const { headers } = await member();
    for (let i = 0; i < 5; i += 1)
      ids.push((await post(headers, article.id, `Take ${author}.${i}`)).data!.postComment.comment.id);
  }
  const flagger = await member();
  const REPORT = `mutation($id: Int!, $r: String!) { reportComment(id: $id, reason: $r) { message } }`;
  for (const id of ids.slice(0, 20)) expect((await t.query(REPORT, { id, r: 'Spam' }, flagger.headers)).errors).toBeUndefined();
  // Reporting one again changes nothing and takes nothing; a new one is refused and not kept.
  expect((await t.query(REPORT, { id: ids[0], r: 'Spam' }, flagger.headers)).errors).toBeUndefined();
  const refused = await t.query(REPORT, { id: ids[20], r: 'Spam' }, flagger.headers);
  expect(refused.status).toBe(429);
  expect(refused.errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });
  const queue = await t.query(`{ moderationComments(status: "reported", limit: 200) { comments { id } } }`, {}, editor());
  expect(queue.data!.moderationComments.comments.map((c: { id: number }) => c.id)).not.toContain(ids[20]);
  // Another member still may.
  expect((await t.query(REPORT, { id: ids[20], r: 'Spam' }, (await member()).headers)).errors).toBeUndefined();
});

it('takes reports only of comments readers can see: not under a hidden thread, an unpublished article or comments off', async () => {
  const author = await member();
  const reader = await member();
  const REPORT = `mutation($id: Int!, $r: String!) { reportComment(id: $id, reason: $r) { message } }`;
  const QUEUE = `{ moderationComments(status: "reported", limit: 200) { comments { id } } }`;
  const reported = async () =>
    (await t.query(QUEUE, {}, editor())).data!.moderationComments.comments.map((c: { id: number }) => c.id);

  const article = await createArticle(t.graph);
  const thread = (await post(author.headers, article.id, 'A thread')).data!.postComment.comment.id;
  const reply = (await post(author.headers, article.id, 'Its reply', thread)).data!.postComment.comment.id;
  await t.query(`mutation($ids: [Int!]!) { moderateComments(ids: $ids, status: "hidden") }`, { ids: [thread] }, editor());

  const unpublished = await createArticle(t.graph);
  const onDraft = (await post(author.headers, unpublished.id, 'Before it went back')).data!.postComment.comment.id;
  const back = await t.query(
    `mutation($id: Int!) { updateArticle(id: $id, input: { status: draft }) { status } }`,
    { id: unpublished.id },
    editor(),
  );
  expect(back.errors).toBeUndefined();

  const switchedOff = await createArticle(t.graph);
  const onOff = (await post(author.headers, switchedOff.id, 'Before comments went off')).data!.postComment.comment.id;
  await t.query(`mutation($a: Int!) { setArticleCommentMode(articleId: $a, mode: "off") }`, { a: switchedOff.id }, editor());

  const unseen = [reply, onDraft, onOff];
  for (const id of unseen) expect(codes(await t.query(REPORT, { id, r: 'Rude' }, reader.headers))).toEqual(['NOT_FOUND']);
  expect((await reported()).filter((id: number) => unseen.includes(id))).toEqual([]);
});

it('hides a banned member’s comments and refuses their new ones; unbanning restores them', async () => {
  const article = await createArticle(t.graph);
  const troll = await member();
  await post(troll.headers, article.id, 'Trolling');
  const ban = (name: string) =>
    t.query(`mutation($m: Int!) { ${name}(memberId: $m) { message } }`, { m: troll.memberId }, editor());
  await ban('banMember');
  expect((await list(article.id)).totalCount).toBe(0);
  const refused = await post(troll.headers, article.id, 'Still here');
  expect(refused.errors?.[0]).toMatchObject({
    extensions: { code: 'FORBIDDEN' },
    message: expect.stringMatching(/blocked from commenting/),
  });
  await ban('unbanMember');
  expect((await list(article.id)).totalCount).toBe(1);
});

it('limits a member to 5 comments a minute (TOO_MANY_REQUESTS with retryAfter)', async () => {
  const article = await createArticle(t.graph);
  const { headers } = await member();
  for (let i = 0; i < 5; i += 1) expect((await post(headers, article.id, `Comment ${i}`)).errors).toBeUndefined();
  const sixth = await post(headers, article.id, 'One more');
  expect(sixth.status).toBe(429);
  expect(sixth.errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });
  // Another member is not affected.
  expect((await post((await member()).headers, article.id, 'Mine')).errors).toBeUndefined();
});

it('counts only comments that could be posted: text refused as empty or too long uses none of the 5 a minute, nor of the 5 edits', async () => {
  const article = await createArticle(t.graph);
  const { headers } = await member();
  for (const body of ['', '   ', 'x'.repeat(5001), '\n\n', 'y'.repeat(6000)])
    expect(fieldOf(await post(headers, article.id, body))).toBe('body');
  const posted = await post(headers, article.id, 'Shorter now, and it shows');
  expect(posted.errors).toBeUndefined();
  const EDIT = `mutation($id: Int!, $b: String!) { editComment(id: $id, body: $b) { comment { body } } }`;
  const id = posted.data!.postComment.comment.id;
  for (const b of ['', ' ', 'z'.repeat(5001), '\t', '']) expect(fieldOf(await t.query(EDIT, { id, b }, headers))).toBe('body');
  expect((await t.query(EDIT, { id, b: 'Edited, and it shows' }, headers)).errors).toBeUndefined();
});

it('counts only comments that could be posted: refusals (comments closed, a thread under review, no such article or comment, not theirs) use none of the 5 a minute, nor of the 5 edits', async () => {
  const article = await createArticle(t.graph);
  const closed = await createArticle(t.graph);
  const draft = await createArticle(t.graph, { status: ArticleStatus.draft });
  await t.query(`mutation($a: Int!) { setArticleCommentMode(articleId: $a, mode: "closed") }`, { a: closed.id }, editor());
  const { headers } = await member();
  const other = await member();
  const held = await post(other.headers, article.id, 'https://a.example https://b.example https://c.example');
  expect(held.data!.postComment.comment.status).toBe('pending');
  const theirs = (await post(other.headers, article.id, 'Not yours')).data!.postComment.comment.id;

  expect(codes(await post(headers, closed.id, 'Too late'))).toEqual(['FORBIDDEN']);
  expect(codes(await post(headers, closed.id, 'Too late again'))).toEqual(['FORBIDDEN']);
  expect(fieldOf(await post(headers, article.id, 'Answer', held.data!.postComment.comment.id))).toBe('parentId');
  expect(fieldOf(await post(headers, article.id, 'Answer again', held.data!.postComment.comment.id))).toBe('parentId');
  expect(codes(await post(headers, draft.id, 'Sneak peek'))).toEqual(['NOT_FOUND']);
  const posted = await post(headers, article.id, 'Now in the right place');
  expect(posted.errors).toBeUndefined();

  const EDIT = `mutation($id: Int!, $b: String!) { editComment(id: $id, body: $b) { comment { body } } }`;
  for (let i = 0; i < 3; i += 1)
    expect(codes(await t.query(EDIT, { id: theirs, b: 'Mine now' }, headers))).toEqual(['FORBIDDEN']);
  for (let i = 0; i < 2; i += 1)
    expect(codes(await t.query(EDIT, { id: 2147483647, b: 'Nothing' }, headers))).toEqual(['NOT_FOUND']);
  const edited = await t.query(EDIT, { id: posted.data!.postComment.comment.id, b: 'Edited, and it shows' }, headers);
  expect(edited.errors).toBeUndefined();
});

it('pages threads oldest or newest first with a cursor', async () => {
  const article = await createArticle(t.graph);
  const writers = [await member(), await member()];
  const ids: number[] = [];
  for (let i = 0; i < 5; i += 1)
    ids.push((await post(writers[i % 2].headers, article.id, `Thread ${i}`)).data!.postComment.comment.id);
  const first = await list(article.id, { limit: 2 });
  expect(first.comments.map((c: { id: number }) => c.id)).toEqual(ids.slice(0, 2));
  const second = await list(article.id, { limit: 2, after: first.nextCursor });
  expect(second.comments.map((c: { id: number }) => c.id)).toEqual(ids.slice(2, 4));
  const newest = await list(article.id, { limit: 10, newest: true });
  expect(newest.comments.map((c: { id: number }) => c.id)).toEqual([...ids].reverse());
  expect(newest.nextCursor).toBeNull();
});

it('needs a member for every member operation, and never takes one from a client talking to graph directly', async () => {
  const article = await createArticle(t.graph);
  expect(codes(await post({}, article.id, 'Anonymous'))).toEqual(['UNAUTHENTICATED']);
  // An editor is not a member either.
  expect(codes(await post(editor(), article.id, 'Staff'))).toEqual(['UNAUTHENTICATED']);
  expect((await t.query(`{ memberMe { id } }`)).data!.memberMe).toBeNull();
  expect(codes(await t.query(`{ memberExport }`))).toEqual(['UNAUTHENTICATED']);
});

it('exports everything about the member as JSON', async () => {
  const article = await createArticle(t.graph);
  const m = await member('Exporter');
  await post(m.headers, article.id, 'For the record');
  const res = await t.query(`{ memberExport }`, {}, m.headers);
  expect(res.errors).toBeUndefined();
  const data = JSON.parse(res.data!.memberExport);
  expect(data).toMatchObject({
    member: { displayName: 'Exporter' },
    comments: [{ body: 'For the record', articleId: article.id }],
  });
});
