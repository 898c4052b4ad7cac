// Identity that cannot be faked, against graph (issue 44: H2-H5). A ban outlives the account
// (kept by a keyed hash of the canonical address, never the address); a deleted banned member's
// comments stay hidden on every public count and list; display names and blocked words are compared
// by what they look like. REST and the gateway's /graphql run the same rules:
// gateway/src/api/identity-every-path.test.ts.
import {
  createArticle,
  memberHeaders,
  newestMemberLinkToken,
  signInMember,
  startTestGraph,
  type GraphQLResponse,
  type TestGraph,
} from '../../../../testing/graph';

let t: TestGraph;
beforeAll(async () => {
  t = await startTestGraph();
});
afterAll(async () => {
  await t?.close();
});

const em = () => t.graph.services().em;
const editor = () => t.editorHeaders();
const errorOf = (res: GraphQLResponse) => res.errors?.[0]?.extensions;

/** Signs in the way a reader does: a link for the address, then the token from it. */
async function signInByLink(email: string) {
  const asked = await t.query(
    `mutation($e: String!) { requestMemberLink(email: $e) { message } }`,
    { e: email },
    t.gatewayHeaders(),
  );
  expect(asked.errors).toBeUndefined();
  const token = await newestMemberLinkToken(t, email);
  const verified = await t.query(`mutation($t: String!) { verifyMemberLink(token: $t) { sessionToken member { id banned } } }`, {
    t: token,
  });
  expect(verified.errors).toBeUndefined();
  const { sessionToken, member } = verified.data!.verifyMemberLink;
  return { id: member.id as number, banned: member.banned as boolean, headers: memberHeaders(t, sessionToken) };
}

const post = (headers: Record<string, string>, articleId: number, body: string, parentId: number | null = null) =>
  t.query(
    `mutation($a: Int!, $b: String!, $p: Int) { postComment(articleId: $a, body: $b, parentId: $p) { comment { id status } } }`,
    { a: articleId, b: body, p: parentId },
    headers,
  );
const ban = (memberId: number, lift = false) =>
  t.query(`mutation($m: Int!) { ${lift ? 'unbanMember' : 'banMember'}(memberId: $m) { message } }`, { m: memberId }, editor());
const deleteAccount = (headers: Record<string, string>) =>
  t.query(`mutation { deleteMember(removeComments: false) { message } }`, {}, headers);

/** What readers are shown about an article's comments: the count on the article and its card, and the list. */
async function publicComments(article: { id: number }) {
  const res = await t.query(
    `query($id: Int!) {
       article(id: $id) { commentCount }
       articles(limit: 100) { articles { id commentCount } }
       articleComments(articleId: $id, limit: 20) { totalCount comments { body replies { body } } }
     }`,
    { id: article.id },
  );
  expect(res.errors).toBeUndefined();
  const page = res.data!.articleComments;
  return {
    count: res.data!.article.commentCount,
    card: res.data!.articles.articles.find((a: { id: number }) => a.id === article.id).commentCount,
    total: page.totalCount,
    bodies: page.comments.flatMap((c: { body: string; replies: { body: string }[] }) => [
      c.body,
      ...c.replies.map((r) => r.body),
    ]),
  };
}

describe('a ban outlives the account (H2, H3)', () => {
  it('bans the address again after the account is deleted, and keeps the comments hidden', async () => {
    const article = await createArticle(t.graph);
    const troll = await signInByLink('troll@gmail.com');
    const thread = (await post(troll.headers, article.id, 'Trolling')).data!.postComment.comment.id;
    const bystander = await signInMember(t, 'bystander@example.com', 'Bystander');
    expect((await post(bystander.headers, article.id, 'Under the troll', thread)).errors).toBeUndefined();
    expect((await post(bystander.headers, article.id, 'On its own')).errors).toBeUndefined();
    expect(await publicComments(article)).toMatchObject({ count: 3, card: 3, total: 3 });

    expect((await ban(troll.id)).errors).toBeUndefined();
    const banned = { count: 1, card: 1, total: 1, bodies: ['On its own'] };
    expect(await publicComments(article)).toEqual(banned);

    // The troll deletes the account: their comments stay hidden, and so do the replies under them.
    expect((await deleteAccount(troll.headers)).errors).toBeUndefined();
    expect(await publicComments(article)).toEqual(banned);
    const [gone]: { n: number }[] = await em().execute(`SELECT count(*)::int AS n FROM member WHERE email ILIKE '%troll%'`);
    expect(gone.n).toBe(0);
    // What keeps the ban is not the address.
    const bans: Record<string, unknown>[] = await em().execute(`SELECT * FROM member_ban`);
    expect(bans).toHaveLength(1);
    expect(JSON.stringify(bans)).not.toMatch(/troll/i);

    // The same inbox, written another way, is a new member who is banned from the start.
    const back = await signInByLink('Tr.oll+again@GoogleMail.com');
    expect(back.id).not.toBe(troll.id);
    expect(back.banned).toBe(true);
    const refused = await post(back.headers, article.id, 'I am back');
    expect(errorOf(refused)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await publicComments(article)).toEqual(banned);
  });

  it('bans the same inbox written another way that was signed in before the ban, and hides its comments', async () => {
    const article = await createArticle(t.graph);
    const troll = await signInByLink('sock@gmail.com');
    // Signed in beforehand with the same inbox, written another way (a +tag and a dot Gmail ignores).
    const sock = await signInByLink('so.ck+puppet@gmail.com');
    expect(sock.id).not.toBe(troll.id);
    expect((await post(sock.headers, article.id, 'Sock puppet')).errors).toBeUndefined();

    expect((await ban(troll.id)).errors).toBeUndefined();
    const refused = await post(sock.headers, article.id, 'Still here');
    expect(errorOf(refused)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await publicComments(article)).toEqual({ count: 0, card: 0, total: 0, bodies: [] });
  });

  it('lifts the address ban with the member ban', async () => {
    const forgiven = await signInByLink('forgiven@example.com');
    await ban(forgiven.id);
    await ban(forgiven.id, true);
    await deleteAccount(forgiven.headers);
    expect((await signInByLink('forgiven@example.com')).banned).toBe(false);
  });

  it('keeps a ban made before bans were kept by address when the account goes', async () => {
    const old = await signInByLink('old-ban@example.com');
    // As a ban from before member_ban existed: on the member only.
    await em().execute(`UPDATE member SET banned_at = now() - interval '1 day' WHERE id = ?`, [old.id]);
    await deleteAccount(old.headers);
    expect((await signInByLink('old-ban@example.com')).banned).toBe(true);
  });
});

describe('display names are compared by what they look like (H4)', () => {
  const SET_NAME = `mutation($n: String!) { updateMemberProfile(displayName: $n) { displayName } }`;

  it('refuses names that pass for staff, a byline, or another member, naming displayName', async () => {
    await t.query(
      `mutation { createUser(input: { username: "jrivers", password: "long enough password", displayName: "Jane Rivers", role: author }) { id } }`,
      {},
      editor(),
    );
    const owl = await signInMember(t, 'owl@example.com');
    expect((await t.query(SET_NAME, { n: 'Night Owl' }, owl.headers)).errors).toBeUndefined();
    const reader2 = await signInMember(t, 'two@example.com');
    const member = await signInMember(t, 'pretender@example.com');
    const refusals: Record<string, string> = {};
    for (const name of [
      'The_Editor',
      'EditorInChief',
      'SavepointTeam',
      'Moderat0r',
      'Аdmin',
      'ＡＤＭＩＮ',
      'Sаvepoint Stаff',
      'S a v e p o i n t',
      'Team',
      'Jаne Rivers',
      'JRIVERS',
      'NIGHT OWL',
      'Nіght Оwl',
      `Reader ${String(reader2.memberId).replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))}`,
      `Rеader ${reader2.memberId}`,
    ]) {
      const res = await t.query(SET_NAME, { n: name }, member.headers);
      refusals[name] = `${errorOf(res)?.code} ${errorOf(res)?.field}`;
    }
    expect(refusals).toEqual(
      Object.fromEntries(
        Object.keys(refusals).map((name) => [name, expect.stringMatching(/^(BAD_USER_INPUT|CONFLICT) displayName$/)]),
      ),
    );
    expect(refusals['NIGHT OWL']).toBe('CONFLICT displayName');
    // Nothing was stored on the way.
    expect((await t.query(`{ memberMe { displayName defaultName } }`, {}, member.headers)).data!.memberMe).toMatchObject({
      defaultName: true,
    });
  });

  it('still takes ordinary names and the member’s own default name', async () => {
    const member = await signInMember(t, 'ordinary@example.com');
    for (const name of ['Pixel Knight', `Reader ${member.memberId}`, 'Zoë Marsh'])
      expect((await t.query(SET_NAME, { n: name }, member.headers)).data?.updateMemberProfile.displayName).toBe(name);
  });
});

it('holds comments with blocked words hidden by zero-width, full-width or Cyrillic letters (H5)', async () => {
  const article = await createArticle(t.graph);
  const set = await t.query(
    `mutation { updateCommentSettings(blockedWords: ["badword"], holdFirstComments: false) { blockedWords } }`,
    {},
    editor(),
  );
  expect(set.errors).toBeUndefined();
  // Two writers: one may post 5 a minute.
  const writers = [await signInMember(t, 'writer@example.com', 'Writer'), await signInMember(t, 'scribe@example.com', 'Scribe')];
  const statuses: Record<string, string> = {};
  const bodies = ['a b\u200badword here', 'ａ ｂａｄｗｏｒｄ', 'what a bаdword', 'BADWORD!', 'badwords are fine', 'all good'];
  for (const [i, body] of bodies.entries())
    statuses[body] = (await post(writers[i % 2].headers, article.id, body)).data!.postComment.comment.status;
  expect(statuses).toEqual({
    'a b\u200badword here': 'pending',
    'ａ ｂａｄｗｏｒｄ': 'pending',
    'what a bаdword': 'pending',
    'BADWORD!': 'pending',
    'badwords are fine': 'visible',
    'all good': 'visible',
  });
  await t.query(`mutation { updateCommentSettings(blockedWords: [], holdFirstComments: false) { blockedWords } }`, {}, editor());
});
