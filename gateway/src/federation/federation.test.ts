// The social web through the gateway: its ActivityPub paths reach graph untouched and are never
// cached, and staff's REST rows (followers, approval, instances, domain blocks) hold the same rule
// as the gateway's /graphql and graph directly: editors may, authors may not, strangers see nothing.
import { TestClient, createArticle, createCategory, startTestStack, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let editor: TestClient;
let author: TestClient;

const AP = { accept: 'application/activity+json' };

beforeAll(async () => {
  stack = await startTestStack({ graph: { publicUrl: 'https://savepoint.example', federationInboxPerMinute: 3 } });
  editor = await stack.editor();
  const created = await editor.post('/api/users', {
    username: 'ana',
    password: 'a long enough password',
    role: 'author',
    displayName: 'Ana',
    email: 'ana@savepoint.example',
  });
  expect(created.status).toBe(201);
  author = stack.client();
  expect((await author.post('/api/auth/login', { username: 'ana', password: 'a long enough password' })).status).toBe(200);
});
afterAll(async () => {
  await stack?.close();
});

describe('the ActivityPub paths', () => {
  it('answer WebFinger for the PUBLIC_URL handle and the actor, uncached and without a session', async () => {
    const client = stack.client();
    const finger = await client.get('/.well-known/webfinger?resource=acct:savepoint@savepoint.example');
    expect(finger.status).toBe(200);
    expect(JSON.parse(finger.text).links).toContainEqual(
      expect.objectContaining({ rel: 'self', href: 'https://savepoint.example/ap/actors/savepoint' }),
    );
    expect(finger.headers.get('cache-control')).toBe('no-store');
    expect(finger.headers.get('set-cookie')).toBeNull();
    // A handle on another domain is not this publication's.
    expect((await client.get('/.well-known/webfinger?resource=acct:savepoint@elsewhere.example')).status).toBe(404);

    const actor = await client.get('/ap/actors/savepoint', { headers: AP });
    expect(actor.status).toBe(200);
    const document = JSON.parse(actor.text);
    expect(document).toMatchObject({ type: 'Organization', preferredUsername: 'savepoint', inbox: expect.any(String) });
    expect(document.publicKey.publicKeyPem).toMatch(/BEGIN PUBLIC KEY/);
    expect((await client.get('/ap/actors/nobody', { headers: AP })).status).toBe(404);
    expect((await client.get('/nodeinfo/2.1')).status).toBe(200);
  });

  it('serve a published review as an Article whose summary carries the score and verdict, and nothing of a draft', async () => {
    const category = (await createCategory(stack.graph.graph, { name: 'Reviews', slug: 'review' })).slug;
    const game = await stack.graph.graph.services().games.create({ name: 'Driftwood', platforms: ['pc'] });
    const review = await createArticle(stack.graph.graph, {
      category,
      games: [game.id],
      title: 'Driftwood review',
      tags: ['Survival'],
      review: { score: 8.5, verdict: 'Tense and handsome.' },
    });
    const answer = await stack.client().get(`/ap/articles/${review.id}`, { headers: AP });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({
      type: 'Article',
      name: 'Driftwood review',
      summary: 'Review: 8.5/10 (Recommended). Tense and handsome.',
      url: `https://savepoint.example/articles/${review.slug}`,
      tag: expect.objectContaining({ type: 'Hashtag', name: '#Survival' }),
    });
    const draft = await createArticle(stack.graph.graph, { category, status: 'draft' as never });
    expect((await stack.client().get(`/ap/articles/${draft.id}`, { headers: AP })).status).toBe(404);
  });

  it('keeps the actor keys: generated once, the same on every answer', async () => {
    const first = JSON.parse((await stack.client().get('/ap/actors/savepoint', { headers: AP })).text).publicKey.publicKeyPem;
    const second = JSON.parse((await stack.client().get('/ap/actors/savepoint', { headers: AP })).text).publicKey.publicKeyPem;
    expect(second).toBe(first);
    const [row]: { n: number }[] = await stack.graph.graph.services().em.execute(`SELECT count(*)::int AS n FROM federation_key`);
    expect(row.n).toBe(2);
  });

  it('take a cross-site POST to the inbox to graph (no session, no origin check) and refuse it unsigned', async () => {
    const res = await stack.client({ origin: 'https://mastodon.example' }).request('POST', '/ap/inbox', {
      body: JSON.stringify({
        '@context': 'https://www.w3.org/ns/activitystreams',
        type: 'Like',
        id: 'https://mastodon.example/likes/1',
        actor: 'https://mastodon.example/users/someone',
        object: 'https://savepoint.example/ap/articles/1',
      }),
      headers: { 'content-type': 'application/activity+json' },
    });
    expect(res.status).toBe(401);
  });
});

describe('the inbox limit', () => {
  it('counts deliveries per sending server: past the limit, 429 with Retry-After; other servers are not affected', async () => {
    const deliver = (host: string) =>
      stack.client().request('POST', '/ap/inbox', {
        body: '{}',
        headers: {
          'content-type': 'application/activity+json',
          signature: `keyId="https://${host}/users/x#main-key",signature="x"`,
        },
      });
    for (let i = 0; i < 3; i += 1) expect((await deliver('busy.example')).status).toBe(400);
    const limited = await deliver('busy.example');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await deliver('calm.example')).status).toBe(400);
  });
});

describe('staff operations, the same rule on every path', () => {
  it('lets editors read the profile and followers on REST, /graphql and graph directly', async () => {
    const rest = await editor.get('/api/social-web');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ handle: '@savepoint@savepoint.example', followers: 0, manualApproval: false });
    const proxied = await editor.post('/graphql', { query: '{ socialWeb { handle } }' });
    expect(proxied.body.data.socialWeb.handle).toBe('@savepoint@savepoint.example');
    const direct = await stack.graph.query('{ socialWebFollowers { totalCount } }', {}, stack.graph.editorHeaders());
    expect(direct.data?.socialWebFollowers.totalCount).toBe(0);
  });

  it('refuses authors on REST, /graphql and graph directly, and strangers on REST', async () => {
    expect((await author.get('/api/social-web/followers')).status).toBe(403);
    expect((await author.get('/api/social-web/actors')).status).toBe(403);
    const proxied = await author.post('/graphql', { query: '{ socialWebFollowers { totalCount } }' });
    expect(proxied.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const actors = await author.post('/graphql', { query: '{ socialWebActors { followers } }' });
    expect(actors.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const users: { id: number }[] = await stack.graph.graph
      .services()
      .em.execute(`SELECT id FROM app_user WHERE username = 'ana'`);
    const direct = await stack.graph.query('{ socialWebFollowers { totalCount } }', {}, stack.graph.editorHeaders(users[0].id));
    expect(direct.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const directActors = await stack.graph.query('{ socialWebActors { followers } }', {}, stack.graph.editorHeaders(users[0].id));
    expect(directActors.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await stack.client().get('/api/social-web/followers')).status).toBe(401);
    expect((await stack.client().get('/api/social-web/actors')).status).toBe(401);
  });

  it('blocks and unblocks a domain, naming the field on bad input', async () => {
    const bad = await editor.post('/api/social-web/domain-blocks', { domain: 'not a domain' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('domain');
    const blocked = await editor.post('/api/social-web/domain-blocks', { domain: 'https://Spam.Example/', reason: 'spam' });
    expect(blocked.status).toBe(201);
    expect(blocked.body).toMatchObject({ domain: 'spam.example', reason: 'spam' });
    expect((await editor.get('/api/social-web/domain-blocks')).body).toEqual([
      expect.objectContaining({ domain: 'spam.example' }),
    ]);
    // A signed-looking delivery from a blocked domain is refused before any work.
    const refused = await stack.client().request('POST', '/ap/inbox', {
      body: '{}',
      headers: {
        'content-type': 'application/activity+json',
        signature: 'keyId="https://mastodon.spam.example/users/x#main-key"',
      },
    });
    expect(refused.status).toBe(403);
    expect((await editor.delete('/api/social-web/domain-blocks/spam.example')).status).toBe(200);
    expect((await editor.delete('/api/social-web/domain-blocks/spam.example')).status).toBe(404);
  });

  it('holds follows for approval when asked, and says which field is wrong', async () => {
    const changed = await editor.put('/api/social-web', { manualApproval: true, summary: 'Reviews first.' });
    expect(changed.body).toMatchObject({ manualApproval: true, summary: 'Reviews first.' });
    const actor = JSON.parse((await stack.client().get('/ap/actors/savepoint', { headers: AP })).text);
    expect(actor.manuallyApprovesFollowers).toBe(true);
    const bad = await editor.put('/api/social-web', { displayName: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('displayName');
    expect((await editor.post('/api/social-web/followers/decide', { ids: [], approve: true })).status).toBe(400);
  });

  it('shows the delivery queue on the queue board', async () => {
    const board = await editor.get('/admin/queues/api/queues');
    expect(board.status).toBe(200);
    expect(JSON.stringify(board.body)).toContain('"federation"');
  });
});
