// Identity that cannot be faked (issue 44, items 5 and 7), on every path a rule can be reached by:
// REST, the gateway's /graphql and graph directly. The rules are graph's; these tests hold the
// gateway to carrying them unchanged. A ban outlives the account; names and blocked words compare
// by look-alike folds; a stranger cannot lock an address out of signing in; comment edits are
// limited, stop when comments close, and replies wait for their thread's approval; moderation has
// its own staff route; per-address limits count an IPv6 client by its /64.
import { Agent, request } from 'undici';
import { startTestStack, TestClient, type TestResponse, type TestStack } from '../../../testing/gateway';
import { clientHeaders, createArticle, memberHeaders, newestMemberLinkToken } from '../../../testing/graph';

let stack: TestStack;
let editor: TestClient;
const agents: Agent[] = [];

beforeAll(async () => {
  stack = await startTestStack({ gatewayEnv: { TRUST_PROXY: 'loopback' } });
  editor = await stack.editor();
});
afterAll(async () => {
  await Promise.all(agents.map((agent) => agent.close()));
  await stack?.close();
});

let ipCounter = 0;
/** A fresh loopback address: the gateway's client (X-Forwarded-For) or graph's socket peer. */
const newIp = () => `127.0.${Math.floor((ipCounter += 1) / 250) + 60}.${(ipCounter % 250) + 1}`;
let emailCounter = 0;
const newEmail = (name: string) => `${name}${(emailCounter += 1)}@example.com`;

/** What one path answered, alike for all three: `OK` or graph's error code, and the field named. */
interface Answer {
  code: string;
  field?: string;
  data?: any;
}
const REST_CODES: Record<number, string> = {
  200: 'OK',
  201: 'OK',
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
};
const fromRest = (res: TestResponse): Answer => ({
  code: REST_CODES[res.status] ?? String(res.status),
  ...(res.body?.field ? { field: res.body.field } : {}),
  data: res.body,
});
const fromGraphQL = (body: any): Answer => {
  const error = body?.errors?.[0]?.extensions;
  return error ? { code: error.code, ...(error.field ? { field: error.field } : {}) } : { code: 'OK', data: body.data };
};

/** graph directly, from its own client address (a direct client's socket is what graph counts). */
async function graphFrom(ip: string, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const agent = new Agent({ localAddress: ip });
  agents.push(agent);
  const res = await request(stack.graph.url, {
    method: 'POST',
    dispatcher: agent,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return fromGraphQL(await res.body.json());
}

/** A signed-in reader: a browser with the member cookie, and the same session as graph's direct headers. */
interface Reader {
  id: number;
  ip: string;
  browser: TestClient;
  graphHeaders: Record<string, string>;
}

const newestLinkToken = (email: string) => newestMemberLinkToken(stack.graph, email);

async function signIn(email: string): Promise<Reader> {
  const ip = newIp();
  const browser = new TestClient(stack.baseUrl, { 'x-forwarded-for': ip });
  expect((await browser.post('/api/members/magic-link', { email })).status).toBe(200);
  const verified = await browser.post('/api/members/verify', { token: await newestLinkToken(email) });
  expect(verified.status).toBe(200);
  const graphHeaders = memberHeaders(stack.graph, browser.cookies.get('savepoint.member')!);
  return { id: verified.body.member.id, ip, browser, graphHeaders };
}

/** The same member operation on the three paths. */
async function everyPath(
  reader: Reader,
  rest: (browser: TestClient) => Promise<TestResponse>,
  query: string,
  variables: Record<string, unknown>,
): Promise<Record<'rest' | 'gatewayGraphql' | 'graph', Answer>> {
  return {
    rest: fromRest(await rest(reader.browser)),
    gatewayGraphql: fromGraphQL((await reader.browser.post('/graphql', { query, variables })).body),
    graph: await graphFrom(reader.ip, query, variables, reader.graphHeaders),
  };
}
const codesOf = (answers: Record<string, Answer>) =>
  Object.fromEntries(Object.entries(answers).map(([path, a]) => [path, a.field ? `${a.code} ${a.field}` : a.code]));
const allThree = (code: string) => ({ rest: code, gatewayGraphql: code, graph: code });

const POST_COMMENT = `mutation($a: Int!, $b: String!, $p: Int) {
  postComment(articleId: $a, body: $b, parentId: $p) { comment { id status } } }`;
const EDIT_COMMENT = `mutation($id: Int!, $b: String!) { editComment(id: $id, body: $b) { comment { id body } } }`;
const LIST = `query($a: Int!) { articleComments(articleId: $a, limit: 20) { totalCount } article(id: $a) { commentCount } }`;

describe('a ban outlives the account (H2, H3)', () => {
  it('bans a deleted member who signs in again, and keeps their comments hidden, on every path', async () => {
    const article = await createArticle(stack.graph.graph);
    const email = newEmail('troll');
    const troll = await signIn(email);
    expect((await troll.browser.post(`/api/articles/${article.id}/comments`, { body: 'Trolling' })).status).toBe(201);
    expect((await editor.post(`/api/members/${troll.id}/ban`)).status).toBe(200);
    expect((await troll.browser.delete('/api/members/me')).status).toBe(200);

    const back = await signIn(email);
    expect(back.id).not.toBe(troll.id);
    expect((await back.browser.get('/api/members/me')).body.banned).toBe(true);
    const posted = await everyPath(
      back,
      (b) => b.post(`/api/articles/${article.id}/comments`, { body: 'I am back' }),
      POST_COMMENT,
      { a: article.id, b: 'I am back' },
    );
    expect(codesOf(posted)).toEqual(allThree('FORBIDDEN'));

    // What readers are shown counts none of it, whichever way they ask.
    const reader = new TestClient(stack.baseUrl, { 'x-forwarded-for': newIp() });
    expect((await reader.get(`/api/articles/${article.id}/comments`)).body.totalCount).toBe(0);
    expect((await reader.get(`/api/articles/${article.id}`)).body.commentCount).toBe(0);
    expect(fromGraphQL((await reader.post('/graphql', { query: LIST, variables: { a: article.id } })).body).data).toEqual({
      articleComments: { totalCount: 0 },
      article: { commentCount: 0 },
    });
    expect((await stack.graph.query(LIST, { a: article.id })).data).toEqual({
      articleComments: { totalCount: 0 },
      article: { commentCount: 0 },
    });
  });
});

describe('names and words by what they look like (H4, H5)', () => {
  const SET_NAME = `mutation($n: String!) { updateMemberProfile(displayName: $n) { displayName } }`;

  it('refuses a name that passes for staff or for another member, naming displayName, on every path', async () => {
    const owl = await signIn(newEmail('owl'));
    expect((await owl.browser.put('/api/members/me', { displayName: 'Night Owl' })).status).toBe(200);
    const pretender = await signIn(newEmail('pretender'));
    for (const [name, code] of [
      ['Аdmin', 'BAD_USER_INPUT displayName'],
      ['Sаvepoint Stаff', 'BAD_USER_INPUT displayName'],
      ['The_Editor', 'BAD_USER_INPUT displayName'],
      ['NIGHT OWL', 'CONFLICT displayName'],
    ]) {
      const answers = await everyPath(pretender, (b) => b.put('/api/members/me', { displayName: name }), SET_NAME, { n: name });
      expect({ name, codes: codesOf(answers) }).toEqual({ name, codes: allThree(code) });
    }
    expect((await pretender.browser.get('/api/members/me')).body.defaultName).toBe(true);
  });

  it('holds a comment with a disguised blocked word on every path', async () => {
    expect((await editor.put('/api/comment-settings', { blockedWords: ['badword'], holdFirstComments: false })).status).toBe(200);
    try {
      const article = await createArticle(stack.graph.graph);
      const writer = await signIn(newEmail('writer'));
      const body = 'what a b\u200bаdword';
      const answers = await everyPath(writer, (b) => b.post(`/api/articles/${article.id}/comments`, { body }), POST_COMMENT, {
        a: article.id,
        b: body,
      });
      expect([
        answers.rest.data.comment.status,
        answers.gatewayGraphql.data.postComment.comment.status,
        answers.graph.data.postComment.comment.status,
      ]).toEqual(['pending', 'pending', 'pending']);
    } finally {
      await editor.put('/api/comment-settings', { blockedWords: [], holdFirstComments: false });
    }
  });
});

describe('a stranger cannot lock an address out of signing in (H7)', () => {
  const LINK = `mutation($e: String!) { requestMemberLink(email: $e) { message } }`;
  /** One magic-link request from client `ip`, on path `i % 3`. */
  async function askLink(ip: string, email: string, i: number): Promise<Answer> {
    const browser = new TestClient(stack.baseUrl, { 'x-forwarded-for': ip });
    if (i % 3 === 0) return fromRest(await browser.post('/api/members/magic-link', { email }));
    if (i % 3 === 1) return fromGraphQL((await browser.post('/graphql', { query: LINK, variables: { e: email } })).body);
    return graphFrom(ip, LINK, { e: email });
  }

  it('counts per requesting client, keeps mailed links valid, and caps one inbox at 30 an hour', async () => {
    const victimEmail = newEmail('victim');
    const victim = newIp();
    expect((await askLink(victim, victimEmail, 0)).code).toBe('OK');
    const mailedFirst = await newestLinkToken(victimEmail);

    const stranger = newIp();
    for (let i = 0; i < 5; i += 1) expect((await askLink(stranger, victimEmail, i)).code).toBe('OK');
    for (let i = 0; i < 3; i += 1) expect((await askLink(stranger, victimEmail, i)).code).toBe('TOO_MANY_REQUESTS');
    // The victim's own requests still go through, on every path…
    for (let i = 0; i < 3; i += 1) expect((await askLink(victim, victimEmail, i)).code).toBe('OK');
    // …and the link mailed before the stranger's requests still signs in.
    const browser = new TestClient(stack.baseUrl, { 'x-forwarded-for': victim });
    expect((await browser.post('/api/members/verify', { token: mailedFirst })).status).toBe(200);

    // Mail to one inbox stays bounded: 30 an hour from every client together (9 so far).
    let sent = 9;
    let refusal: Answer | undefined;
    for (let client = 0; !refusal && client < 10; client += 1) {
      const ip = newIp();
      for (let i = 0; i < 5 && !refusal; i += 1) {
        const answer = await askLink(ip, victimEmail, i);
        if (answer.code === 'OK') sent += 1;
        else refusal = answer;
      }
    }
    expect({ sent, refusal: refusal?.code }).toEqual({ sent: 30, refusal: 'TOO_MANY_REQUESTS' });
    // Past the cap, a new client is refused on every path too.
    const late = newIp();
    for (let i = 0; i < 3; i += 1) expect((await askLink(late, victimEmail, i)).code).toBe('TOO_MANY_REQUESTS');
  });

  it('counts an IPv6 client by its /64 on every path', async () => {
    const email = newEmail('six');
    const inNetwork = (n: number) => `2001:db8:44:${emailCounter}::${n.toString(16)}`;
    const ask = async (ip: string, i: number): Promise<Answer> => {
      const browser = new TestClient(stack.baseUrl, { 'x-forwarded-for': ip });
      if (i % 3 === 0) return fromRest(await browser.post('/api/members/magic-link', { email }));
      if (i % 3 === 1) return fromGraphQL((await browser.post('/graphql', { query: LINK, variables: { e: email } })).body);
      // graph directly, as the gateway signs a client's address (graph's own sockets here are IPv4).
      return fromGraphQL(await stack.graph.query(LINK, { e: email }, clientHeaders(stack.graph, ip)));
    };
    for (let i = 0; i < 5; i += 1) expect((await ask(inNetwork(i + 1), i)).code).toBe('OK');
    for (let i = 0; i < 3; i += 1) expect((await ask(inNetwork(0xbeef + i), i)).code).toBe('TOO_MANY_REQUESTS');
    expect((await ask(`2001:db8:45:${emailCounter}::1`, 0)).code).toBe('OK');
  });
});

describe('comment edits and replies (item 7)', () => {
  it('limits edits per member across paths, and refuses them once comments close', async () => {
    const article = await createArticle(stack.graph.graph);
    const author = await signIn(newEmail('editor-of-own'));
    const id = (await author.browser.post(`/api/articles/${article.id}/comments`, { body: 'Fisrt' })).body.comment.id;
    const edit = (i: number) =>
      everyPath(author, (b) => b.put(`/api/comments/${id}`, { body: `First ${i}` }), EDIT_COMMENT, { id, b: `First ${i}` });
    // One round is an edit on each path: 3, then 2 more, then the sixth is refused everywhere.
    expect(codesOf(await edit(1))).toEqual(allThree('OK'));
    expect((await author.browser.put(`/api/comments/${id}`, { body: 'First 4' })).status).toBe(200);
    expect((await author.browser.put(`/api/comments/${id}`, { body: 'First 5' })).status).toBe(200);
    expect(codesOf(await edit(6))).toEqual(allThree('TOO_MANY_REQUESTS'));

    const other = await signIn(newEmail('closer'));
    const second = (await other.browser.post(`/api/articles/${article.id}/comments`, { body: 'Tpyo' })).body.comment.id;
    expect((await editor.put(`/api/articles/${article.id}/comment-mode`, { mode: 'closed' })).status).toBe(200);
    const closed = await everyPath(other, (b) => b.put(`/api/comments/${second}`, { body: 'Typo' }), EDIT_COMMENT, {
      id: second,
      b: 'Typo',
    });
    expect(codesOf(closed)).toEqual(allThree('FORBIDDEN'));
    expect(closed.rest.data.error).toBe('Comments are closed on this article.');
    const [row]: { body: string }[] = await stack.graph.graph
      .services()
      .em.execute(`SELECT body FROM comment WHERE id = ?`, [second]);
    expect(row.body).toBe('Tpyo');
  });

  it('refuses replies under a comment still held for review, naming parentId', async () => {
    const article = await createArticle(stack.graph.graph);
    const linker = await signIn(newEmail('linker'));
    const held = await linker.browser.post(`/api/articles/${article.id}/comments`, {
      body: 'https://a.example https://b.example https://c.example',
    });
    expect(held.body.comment.status).toBe('pending');
    const replier = await signIn(newEmail('replier'));
    const parentId = held.body.comment.id;
    const answers = await everyPath(
      replier,
      (b) => b.post(`/api/articles/${article.id}/comments`, { body: 'Me too', parentId }),
      POST_COMMENT,
      { a: article.id, b: 'Me too', p: parentId },
    );
    expect(codesOf(answers)).toEqual(allThree('BAD_USER_INPUT parentId'));
    // Once an editor approves it, it takes replies.
    expect((await editor.post(`/api/comments/${parentId}/moderate`, { status: 'visible' })).status).toBe(200);
    expect((await replier.browser.post(`/api/articles/${article.id}/comments`, { body: 'Me too', parentId })).status).toBe(201);
  });
});

it('moderates one comment on its own staff route; the edit route is the author’s alone', async () => {
  const article = await createArticle(stack.graph.graph);
  const author = await signIn(newEmail('moderated'));
  const id = (await author.browser.post(`/api/articles/${article.id}/comments`, { body: 'Hot take' })).body.comment.id;
  const anonymous = new TestClient(stack.baseUrl, { 'x-forwarded-for': newIp() });

  // A member (even the author) and a stranger cannot moderate; an editor is not the author.
  expect((await author.browser.post(`/api/comments/${id}/moderate`, { status: 'hidden' })).status).toBe(401);
  expect((await anonymous.post(`/api/comments/${id}/moderate`, { status: 'hidden' })).status).toBe(401);
  expect((await editor.put(`/api/comments/${id}`, { status: 'hidden' })).status).toBe(401);
  expect((await author.browser.put(`/api/comments/${id}`, { status: 'hidden' })).body).toMatchObject({ field: 'body' });
  expect((await anonymous.get(`/api/articles/${article.id}/comments`)).body.totalCount).toBe(1);

  const hidden = await editor.post(`/api/comments/${id}/moderate`, { status: 'hidden' });
  expect(hidden).toMatchObject({ status: 200, body: { message: 'Comment hidden', changed: 1 } });
  expect((await anonymous.get(`/api/articles/${article.id}/comments`)).body.totalCount).toBe(0);
  expect((await editor.post(`/api/comments/${id}/moderate`, { status: 'shown' })).body).toMatchObject({ field: 'status' });
});
