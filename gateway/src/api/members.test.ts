// Members and comments through the REST API (issue 23), with graph, the worker and a loopback SMTP
// server: the magic link from the mail, the member cookie, comments and their moderation, and a
// member's cookie walked over every staff route and staff GraphQL operation (401/403 on each).
import { Agent, request } from 'undici';
import { createArticle, createCategory, signInMember } from '../../../testing/graph';
import { eventually } from '../../../testing/eventually';
import { startTestSmtp, type TestSmtp } from '../../../testing/mail';
import { startTestStack, TestClient, type TestStack } from '../../../testing/gateway';
import { routes } from '../routes';

let smtp: TestSmtp;
let stack: TestStack;
const agents: Agent[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp();
  stack = await startTestStack({
    worker: true,
    gatewayEnv: { TRUST_PROXY: 'loopback' },
    graph: { smtpUrl: smtp.url, publicUrl: 'https://savepoint.example' },
  });
});
afterAll(async () => {
  await Promise.all(agents.map((agent) => agent.close()));
  await stack?.close();
  await smtp?.close();
});

let ipCounter = 0;
const newIp = () => `127.0.${Math.floor((ipCounter += 1) / 250) + 20}.${(ipCounter % 250) + 1}`;
const client = () => new TestClient(stack.baseUrl, { 'x-forwarded-for': newIp() });

/** The sign-in link of the newest mail to `email`. */
async function linkTo(email: string, after = 0): Promise<string> {
  const mail = await eventually(
    async () => smtp.messages.filter((m) => (m.to as { text: string }).text === email).slice(after)[0],
    `the sign-in mail to ${email}`,
  );
  expect(mail.subject).toBe('Your Savepoint sign-in link');
  return /https:\/\/savepoint\.example\/account\/verify\?token=[\w.-]+/.exec(mail.text ?? '')![0];
}
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

async function signIn(email: string): Promise<TestClient> {
  const browser = client();
  const before = smtp.messages.filter((m) => (m.to as { text: string }).text === email).length;
  expect((await browser.post('/api/members/magic-link', { email })).status).toBe(200);
  const res = await browser.post('/api/members/verify', { token: tokenOf(await linkTo(email, before)) });
  expect(res.status).toBe(200);
  return browser;
}

describe('magic link', () => {
  it('answers the same for a known and an unknown address and mails a link that works once', async () => {
    await signInMember(stack.graph, 'known@example.com');
    const known = await client().post('/api/members/magic-link', { email: 'known@example.com', returnTo: '/articles/x' });
    const unknown = await client().post('/api/members/magic-link', { email: 'new-reader@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);

    const url = await linkTo('new-reader@example.com');
    const browser = client();
    const verified = await browser.post('/api/members/verify', { token: tokenOf(url) });
    expect(verified.status).toBe(200);
    expect(verified.body.member).toMatchObject({ email: 'new-reader@example.com', banned: false, defaultName: true });
    expect(verified.body.member.displayName).toMatch(/^Reader \d+$/);
    expect(verified.headers.get('cache-control')).toBe('private, no-store');
    const cookie = verified.headers.getSetCookie().find((c) => c.startsWith('savepoint.member='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(JSON.stringify(verified.body)).not.toContain(browser.cookies.get('savepoint.member'));

    const me = await browser.get('/api/members/me');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('new-reader@example.com');
    expect(me.headers.get('cache-control')).toBe('private, no-store');

    const again = await client().post('/api/members/verify', { token: tokenOf(url) });
    expect(again.status).toBe(400);
    expect(again.body.field).toBe('token');

    // The known address's link carries the place to come back to.
    const knownVerified = await client().post('/api/members/verify', { token: tokenOf(await linkTo('known@example.com')) });
    expect(knownVerified.body.returnTo).toBe('/articles/x');
  });

  it('refuses an expired link and a forged one, naming the token', async () => {
    await client().post('/api/members/magic-link', { email: 'late@example.com' });
    const token = tokenOf(await linkTo('late@example.com'));
    // 15 minutes pass (the link's expiry is the database's clock).
    await stack.graph.graph
      .services()
      .em.execute(
        `UPDATE member_link SET created_at = created_at - interval '16 minutes', expires_at = now() - interval '1 minute'`,
      );
    const expired = await client().post('/api/members/verify', { token });
    expect(expired).toMatchObject({ status: 400, body: { field: 'token' } });
    expect(expired.body.error).toMatch(/expired/);
    const forged = await client().post('/api/members/verify', { token: `${token.split('.')[0]}.${'A'.repeat(43)}` });
    expect(forged).toMatchObject({ status: 400, body: { field: 'token' } });
  });

  it('makes a confirmed newsletter subscriber a member with the same address', async () => {
    await stack.graph.graph
      .services()
      .em.execute(`INSERT INTO subscriber (email, status, confirmed_at) VALUES ('Fan@Example.com', 'confirmed', now())`);
    const browser = await signIn('fan@example.com');
    expect((await browser.get('/api/members/me')).body).toMatchObject({ email: 'fan@example.com', newsletter: 'confirmed' });
  });

  it('rotates the cookie on every sign-in and ends the earlier session; logout clears it', async () => {
    const browser = await signIn('rotate@example.com');
    const first = browser.cookies.get('savepoint.member')!;
    const stale = new TestClient(stack.baseUrl);
    stale.cookies.set('savepoint.member', first);

    await browser.post('/api/members/magic-link', { email: 'rotate@example.com' });
    const second = await browser.post('/api/members/verify', { token: tokenOf(await linkTo('rotate@example.com', 1)) });
    expect(second.status).toBe(200);
    expect(browser.cookies.get('savepoint.member')).not.toBe(first);
    expect((await stale.get('/api/members/me')).status).toBe(401);
    expect((await browser.get('/api/members/me')).status).toBe(200);

    expect((await browser.post('/api/members/logout')).status).toBe(200);
    expect(browser.cookies.has('savepoint.member')).toBe(false);
    expect((await browser.get('/api/members/me')).status).toBe(401);
  });

  it('limits links per client and address on every path with 429 and Retry-After', async () => {
    const email = 'flood@example.com';
    const ip = newIp();
    const mutation = 'mutation($e: String!) { requestMemberLink(email: $e) { message } }';
    const agent = new Agent({ localAddress: ip });
    agents.push(agent);
    const browser = new TestClient(stack.baseUrl, { 'x-forwarded-for': ip });
    const paths = [
      async () => {
        const res = await browser.post('/api/members/magic-link', { email });
        return { status: res.status, retryAfter: Number(res.headers.get('retry-after') ?? 0) };
      },
      async () => {
        const res = await browser.post('/graphql', { query: mutation, variables: { e: email } });
        return { status: res.status, retryAfter: Number(res.headers.get('retry-after') ?? 0) };
      },
      async () => {
        const res = await request(stack.graph.url, {
          method: 'POST',
          dispatcher: agent,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: mutation, variables: { e: email } }),
        });
        await res.body.text();
        return { status: res.statusCode, retryAfter: Number(res.headers['retry-after'] ?? 0) };
      },
    ];
    // Five an hour for one client and address, shared by every path; then each path answers 429.
    // Other clients asking for the same address are counted apart (identity-every-path.test.ts).
    for (let i = 0; i < 5; i += 1) expect((await paths[i % 3]()).status).toBe(200);
    for (const path of paths) {
      const refused = await path();
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBeGreaterThan(60);
    }
  });

  it('refuses a returnTo that leaves the site and a bad address, naming the field', async () => {
    const offsite = await client().post('/api/members/magic-link', { email: 'a@example.com', returnTo: '//evil.example/x' });
    expect(offsite).toMatchObject({ status: 400, body: { field: 'returnTo' } });
    const bad = await client().post('/api/members/magic-link', { email: 'not-an-address' });
    expect(bad).toMatchObject({ status: 400, body: { field: 'email' } });
  });

  it('refuses an address with a display name or comment, which would mail the same inbox under another ban and limit key', async () => {
    const troll = await signIn('troll@example.com');
    const editor = await stack.editor();
    const me = (await troll.get('/api/members/me')).body;
    expect((await editor.post(`/api/members/${me.id}/ban`)).status).toBe(200);
    // `T<troll@example.com>` and `x(y)troll@example.com` would be mailed to troll@example.com, the
    // banned inbox, and verified as a new, unbanned member: refused before any limit, row or mail.
    for (const email of ['T<troll@example.com>', 'x(y)troll@example.com']) {
      const asked = await client().post('/api/members/magic-link', { email });
      expect({ email, status: asked.status, field: asked.body.field }).toEqual({ email, status: 400, field: 'email' });
    }
  });
});

describe('a member cookie is never staff', () => {
  let member: TestClient;
  beforeAll(async () => {
    member = await signIn('walker@example.com');
  });

  it('gets 401 or 403 on every staff REST route', async () => {
    const staffRoutes = routes.filter((r) => r.guard === 'editor');
    expect(staffRoutes.length).toBeGreaterThan(40);
    const answered: string[] = [];
    for (const route of staffRoutes) {
      const path = route.path.replace(/:(\w+)/g, (_m, name: string) => (name === 'route' ? 'homepage' : '1'));
      const res = await member.request(route.method.toUpperCase(), path, route.method === 'get' ? {} : { json: {} });
      if (res.status !== 401 && res.status !== 403) answered.push(`${route.method} ${route.path} → ${res.status}`);
    }
    expect(answered).toEqual([]);
  });

  it("gets UNAUTHENTICATED on staff operations through the gateway's /graphql", async () => {
    const operations = [
      '{ users { id } }',
      '{ adminArticles { totalCount } }',
      '{ newsletterSubscribers { totalCount } }',
      '{ moderationComments(status: "pending") { totalCount } }',
      '{ mailbox { totalCount } }',
      'mutation { banMember(memberId: 1) { message } }',
      'mutation { moderateComments(ids: [1], status: "hidden") }',
      'mutation { createCategory(input: { name: "Sneaky" }) { id } }',
      'mutation { deleteArticle(id: 1) }',
    ];
    for (const query of operations) {
      const res = await member.post('/graphql', { query });
      const codes = (res.body.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
      expect({ query, refused: codes.length === 1 && ['UNAUTHENTICATED', 'FORBIDDEN'].includes(codes[0]) }).toEqual({
        query,
        refused: true,
      });
    }
  });
});

describe('comments over REST', () => {
  it('posts, replies, edits, reports; an editor hides and bans; the banned member is told so', async () => {
    const article = await createArticle(stack.graph.graph);
    const alice = await signIn('alice@example.com');
    expect((await alice.put('/api/members/me', { displayName: 'Alice' })).body.displayName).toBe('Alice');
    const bob = await signIn('bob@example.com');

    const anonymous = await client().post(`/api/articles/${article.id}/comments`, { body: 'Hi' });
    expect(anonymous.status).toBe(401);

    const posted = await alice.post(`/api/articles/${article.id}/comments`, { body: 'Great review, see https://example.com/a' });
    expect(posted.status).toBe(201);
    expect(posted.body.comment.html).toContain('<a href="https://example.com/a" rel="nofollow ugc noopener"');
    const reply = await bob.post(`/api/articles/${article.id}/comments`, { body: 'Agreed', parentId: posted.body.comment.id });
    expect(reply.status).toBe(201);

    const edited = await alice.put(`/api/comments/${posted.body.comment.id}`, { body: 'Great review!' });
    expect(edited.status).toBe(200);
    expect(edited.body.comment.editedAt).not.toBeNull();
    expect((await bob.put(`/api/comments/${posted.body.comment.id}`, { body: 'mine now' })).status).toBe(403);

    const list = await client().get(`/api/articles/${article.id}/comments`);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-cache');
    expect(list.body).toMatchObject({ mode: 'on', totalCount: 2 });
    expect(list.body.comments[0]).toMatchObject({ body: 'Great review!', author: { displayName: 'Alice' } });
    expect(list.body.comments[0].replies[0]).toMatchObject({ body: 'Agreed' });

    expect((await bob.post(`/api/comments/${posted.body.comment.id}/report`, { reason: 'rude' })).status).toBe(200);
    const editor = await stack.editor();
    const queue = await editor.get('/api/comments?status=reported');
    expect(queue.body.counts.reported).toBe(1);
    expect(queue.body.comments[0]).toMatchObject({ id: posted.body.comment.id, reports: ['rude'] });

    expect((await editor.post(`/api/comments/${posted.body.comment.id}/moderate`, { status: 'hidden' })).status).toBe(200);
    expect((await client().get(`/api/articles/${article.id}/comments`)).body.totalCount).toBe(0);

    expect((await editor.post(`/api/members/${edited.body.comment.author.id}/ban`)).status).toBe(200);
    const refused = await alice.post(`/api/articles/${article.id}/comments`, { body: 'Let me back' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/blocked from commenting/);
    expect((await alice.get('/api/members/me')).body.banned).toBe(true);
  });

  it('answers 400 naming the field for bad comments, and stores nothing', async () => {
    const article = await createArticle(stack.graph.graph);
    const carol = await signIn('carol@example.com');
    const long = await carol.post(`/api/articles/${article.id}/comments`, { body: 'x'.repeat(5001) });
    expect(long).toMatchObject({ status: 400, body: { field: 'body' } });
    const trap = await carol.post(`/api/articles/${article.id}/comments`, { body: 'buy now', website: 'http://spam.example' });
    expect(trap).toMatchObject({ status: 400, body: { field: 'website' } });
    expect((await client().get(`/api/articles/${article.id}/comments`)).body.totalCount).toBe(0);
  });

  it('follows change the feed', async () => {
    const category = await createCategory(stack.graph.graph);
    const followed = await createArticle(stack.graph.graph, { category: category.slug });
    await createArticle(stack.graph.graph);
    const dave = await signIn('dave@example.com');
    expect((await dave.get('/api/members/me/feed')).body).toEqual([]);
    const set = await dave.put('/api/members/me/follows', { categories: [category.slug] });
    expect(set.body.categories).toEqual([{ slug: category.slug, name: category.name }]);
    const feed = await dave.get('/api/members/me/feed');
    expect(feed.headers.get('cache-control')).toBe('private, no-store');
    expect(feed.body.map((a: { id: number }) => a.id)).toEqual([followed.id]);
    const unknown = await dave.put('/api/members/me/follows', { tags: ['no-such-tag'] });
    expect(unknown).toMatchObject({ status: 400, body: { field: 'tags' } });
  });

  it('names the follows as the edition asked for names them, on REST and /graphql; an unknown one changes nothing', async () => {
    const graph = stack.graph.graph;
    const em = graph.services().em.fork();
    await em.execute(
      `INSERT INTO edition (language, name, url_prefix, search_config) VALUES ('de', 'Deutsch', 'de', 'german') ON CONFLICT DO NOTHING`,
    );
    const game = await graph.services().games.create({ name: 'Ashen Crown', platforms: ['pc'] });
    await createArticle(graph, { tags: ['Industry'], games: [game.id] });
    // The names as editors set them (setTagName / setGameName are graph's tests' subject).
    await em.execute(
      `INSERT INTO tag_translation (tag_id, language, name) SELECT id, 'de', 'Branche' FROM tag WHERE name = 'Industry'`,
    );
    await em.execute(`INSERT INTO game_translation (game_id, language, name) VALUES (?, 'de', 'Aschekrone')`, [game.id]);
    const frank = await signIn('frank@example.com');
    const set = await frank.put('/api/members/me/follows?language=de', { tags: ['industry'], games: [game.slug] });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      tags: [{ slug: 'industry', name: 'Branche' }],
      games: [{ slug: game.slug, name: 'Aschekrone' }],
    });
    expect((await frank.get('/api/members/me/follows')).body).toMatchObject({
      tags: [{ slug: 'industry', name: 'Industry' }],
      games: [{ slug: game.slug, name: 'Ashen Crown' }],
    });
    const viaGraphql = await frank.post('/graphql', {
      query: '{ memberFollows(language: "de") { tags { name } games { name } } }',
    });
    expect(viaGraphql.body.data.memberFollows).toEqual({ tags: [{ name: 'Branche' }], games: [{ name: 'Aschekrone' }] });

    const unknown = await frank.put('/api/members/me/follows?language=xx', { tags: [] });
    expect(unknown).toMatchObject({ status: 400, body: { field: 'language' } });
    expect((await frank.get('/api/members/me/follows?language=de')).body.tags).toEqual([{ slug: 'industry', name: 'Branche' }]);
  });

  it('exports and deletes the account; comments stay as "deleted member"', async () => {
    const article = await createArticle(stack.graph.graph);
    const erin = await signIn('erin@example.com');
    await erin.post(`/api/articles/${article.id}/comments`, { body: 'Bye all' });
    const exported = await erin.get('/api/members/me/export');
    expect(exported.headers.get('content-disposition')).toMatch(/attachment/);
    expect(JSON.parse(exported.text)).toMatchObject({ member: { email: 'erin@example.com' }, comments: [{ body: 'Bye all' }] });

    // A link and a newsletter address waiting for her: both go with the account (a queued link mail
    // renders from its row, so nothing is sent once it is gone).
    await erin.put('/api/members/me/newsletter', { subscribed: true });
    await client().post('/api/members/magic-link', { email: 'erin@example.com' });
    expect((await erin.delete('/api/members/me')).status).toBe(200);
    const [left] = await stack.graph.graph.services().em.execute(
      `SELECT (SELECT count(*) FROM member_link WHERE email = 'erin@example.com')::int AS links,
                (SELECT count(*) FROM subscriber WHERE email = 'erin@example.com')::int AS subscribers`,
    );
    expect(left).toEqual({ links: 0, subscribers: 0 });
    expect(erin.cookies.has('savepoint.member')).toBe(false);
    const list = await client().get(`/api/articles/${article.id}/comments`);
    expect(list.body.comments[0]).toMatchObject({ body: 'Bye all', author: null });
    const [row] = await stack.graph.graph
      .services()
      .em.execute(`SELECT count(*)::int AS n FROM member WHERE email = 'erin@example.com'`);
    expect(row.n).toBe(0);
  });
});
