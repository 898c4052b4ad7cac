// Issue 26, hole 6: which sessions a password, role or account change ends is graph's decision, on
// every path. A session carries the credentials version it began with; graph refuses a stale one
// and the gateway ends that session. Tried with the forms the gateway used to miss when it read
// request text (fragment spreads, inline fragments), over REST, and on graph directly.
import { Redis } from 'ioredis';
import { startTestStack, type TestClient, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let admin: TestClient;
let redis: Redis;
let sequence = 0;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.editor();
  redis = new Redis(stack.config.redisUrl);
});
afterAll(async () => {
  redis?.disconnect();
  await stack?.close();
});

const PASSWORD = 'the first password';

/** A new author (or another role) signed in twice (two browsers), with their id. */
async function author(role = 'author') {
  const username = `writer-${(sequence += 1)}`;
  const created = await admin.post('/api/users', { username, password: PASSWORD, role });
  expect(created.status).toBe(201);
  const sessions: TestClient[] = [];
  for (let i = 0; i < 2; i += 1) {
    const client = stack.client();
    expect((await client.post('/api/auth/login', { username, password: PASSWORD })).status).toBe(200);
    sessions.push(client);
  }
  return { id: created.body.id as number, username, sessions };
}

const signedIn = async (client: TestClient) => (await client.get('/api/auth/me')).status === 200;
const sessionKept = async (client: TestClient) =>
  (await redis.exists(`${stack.config.redisPrefix}:sess:${client.sessionId()}`)) === 1;

/** graph called directly, as an integrator with the admin's API token would. */
async function onGraph(query: string) {
  const minted = await admin.post('/api/auth/tokens', { name: `direct ${(sequence += 1)}` });
  expect(minted.status).toBe(201);
  const response = await fetch(stack.graph.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${minted.body.token}` },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  expect(body.errors).toBeUndefined();
}

const viaProxy = async (query: string) => {
  const res = await admin.post('/graphql', { query });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
};

describe("an admin's change to someone's account ends that account's sessions", () => {
  it.each<[string, (id: number) => Promise<unknown>]>([
    ['a new password over REST', (id) => admin.put(`/api/users/${id}`, { password: 'a brand new password' })],
    ['a new role over REST', (id) => admin.put(`/api/users/${id}`, { role: 'editor' })],
    ['removal over REST', (id) => admin.delete(`/api/users/${id}`)],
    [
      'a new password in a fragment spread through /graphql',
      (id) =>
        viaProxy(
          `mutation { ...F } fragment F on Mutation { updateUser(id: ${id}, input: { password: "a brand new password" }) { id } }`,
        ),
    ],
    [
      'a new role in an inline fragment through /graphql',
      (id) => viaProxy(`mutation { ... on Mutation { changed: updateUser(id: ${id}, input: { role: editor }) { id } } }`),
    ],
    [
      'removal in a nested fragment through /graphql',
      (id) => viaProxy(`mutation { ...A } fragment A on Mutation { ...B } fragment B on Mutation { deleteUser(id: ${id}) }`),
    ],
    [
      'a new password on graph directly',
      (id) => onGraph(`mutation { updateUser(id: ${id}, input: { password: "a brand new password" }) { id } }`),
    ],
    ['a new role on graph directly', (id) => onGraph(`mutation { updateUser(id: ${id}, input: { role: contributor }) { id } }`)],
  ])('%s', async (_label, change) => {
    const { id, sessions } = await author();
    for (const session of sessions) expect(await signedIn(session)).toBe(true);
    await change(id);
    // Both paths a stale session takes end it: REST answers 401, /graphql answers 401, and the
    // session is gone from Redis (not merely refused), with the browser told it is signed out.
    const [rest, proxied] = sessions;
    const refused = await rest.get('/api/auth/me');
    expect(refused.status).toBe(401);
    expect(refused.headers.getSetCookie().join()).toMatch(/savepoint_signed_in=;/);
    const graphql = await proxied.post('/graphql', { query: '{ me { id } }' });
    expect(graphql.status).toBe(401);
    expect(graphql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    for (const session of sessions) {
      expect(await sessionKept(session)).toBe(false);
      expect(await signedIn(session)).toBe(false);
    }
    expect(await signedIn(admin)).toBe(true);
  });

  it('and an upload from such a session ends it too', async () => {
    const { id, sessions } = await author();
    await viaProxy(`mutation { ... on Mutation { updateUser(id: ${id}, input: { role: editor }) { id } } }`);
    const form = new FormData();
    form.append('alt', 'A picture');
    form.append('file', new Blob([Buffer.from('not really an image')], { type: 'image/png' }), 'a.png');
    const cookie = [...sessions[0].cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const upload = await fetch(`${stack.baseUrl}/api/media`, { method: 'POST', headers: { cookie }, body: form });
    expect(upload.status).toBe(401);
    expect(await sessionKept(sessions[0])).toBe(false);
  });

  it('and the queue board, which never calls graph itself, refuses such a session too', async () => {
    const { id, sessions } = await author('editor');
    const [board] = sessions;
    expect((await board.get('/admin/queues/api/queues')).status).toBe(200);
    await admin.put(`/api/users/${id}`, { password: 'a brand new password' });
    expect((await board.get('/admin/queues/api/queues')).status).toBe(401);
    expect(await sessionKept(board)).toBe(false);
  });

  it('but a new display name ends nothing', async () => {
    const { id, sessions } = await author();
    await viaProxy(
      `mutation { ...F } fragment F on Mutation { updateUser(id: ${id}, input: { displayName: "Renamed" }) { id } }`,
    );
    expect((await admin.put(`/api/users/${id}`, { displayName: 'Renamed again' })).status).toBe(200);
    for (const session of sessions) expect(await signedIn(session)).toBe(true);
  });
});

describe("one's own new password ends one's other sessions and keeps this one", () => {
  it.each<[string, (client: TestClient) => Promise<unknown>]>([
    [
      'over REST',
      async (client) =>
        expect(
          (await client.put('/api/auth/password', { currentPassword: PASSWORD, newPassword: 'the second password' })).status,
        ).toBe(200),
    ],
    [
      'in a fragment spread through /graphql',
      async (client) => {
        const res = await client.post('/graphql', {
          query: `mutation { ...F } fragment F on Mutation { changePassword(currentPassword: "${PASSWORD}", newPassword: "the second password") }`,
        });
        expect(res.body).toEqual({ data: { changePassword: true } });
      },
    ],
    [
      'in an inline fragment through /graphql',
      async (client) => {
        const res = await client.post('/graphql', {
          query: `mutation { ... on Mutation { done: changePassword(currentPassword: "${PASSWORD}", newPassword: "the second password") } }`,
        });
        expect(res.body).toEqual({ data: { done: true } });
      },
    ],
  ])('%s', async (_label, change) => {
    const {
      sessions: [here, elsewhere],
    } = await author();
    await change(here);
    expect(await signedIn(here)).toBe(true);
    // Still signed in after more requests: the session carries the new version, not just one answer.
    expect((await here.post('/graphql', { query: '{ me { id } }' })).status).toBe(200);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
  });
});

describe('API tokens over REST', () => {
  it('mints, lists and revokes one’s own; a new password ends them all', async () => {
    const {
      sessions: [me],
    } = await author();
    const minted = await me.post('/api/auth/tokens', { name: 'CMS sync', expiresInDays: 30 });
    expect(minted.status).toBe(201);
    expect(minted.body).toEqual({
      id: expect.any(Number),
      name: 'CMS sync',
      token: expect.stringMatching(/^sp_/),
      expiresAt: expect.any(String),
    });
    const bad = await me.post('/api/auth/tokens', { name: 'x', expiresInDays: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('expiresInDays');
    const second = await me.post('/api/auth/tokens', { name: 'Second' });

    const list = await me.get('/api/auth/tokens');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(list.body.map((t: { name: string }) => t.name)).toEqual(['Second', 'CMS sync']);
    expect(list.body[1]).toMatchObject({
      lastUsedAt: null,
      expiresAt: minted.body.expiresAt,
      owner: { username: expect.any(String) },
    });
    expect(list.text).not.toContain(minted.body.token);
    // Admins see everyone's; nobody else sees them, or may revoke them.
    expect((await admin.get('/api/auth/tokens')).body.map((t: { id: number }) => t.id)).toContain(minted.body.id);
    const {
      sessions: [someoneElse],
    } = await author();
    expect((await someoneElse.delete(`/api/auth/tokens/${minted.body.id}`)).status).toBe(404);

    const revoked = await me.delete(`/api/auth/tokens/${second.body.id}`);
    expect(revoked.body).toEqual({ message: 'API token revoked' });
    const bearer = (token: string) =>
      fetch(stack.graph.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ me { id } }' }),
      }).then((r) => r.status);
    expect(await bearer(second.body.token)).toBe(401);
    expect(await bearer(minted.body.token)).toBe(200);

    await me.put('/api/auth/password', { currentPassword: PASSWORD, newPassword: 'the second password' });
    expect(await bearer(minted.body.token)).toBe(401);
    expect((await me.get('/api/auth/tokens')).body).toEqual([]);
  });

  it('refuses minting to contributors', async () => {
    const username = `contributor-${(sequence += 1)}`;
    await admin.post('/api/users', { username, password: PASSWORD, role: 'contributor' });
    const client = stack.client();
    await client.post('/api/auth/login', { username, password: PASSWORD });
    const res = await client.post('/api/auth/tokens', { name: 'nope' });
    expect(res.status).toBe(403);
    expect((await client.get('/api/auth/tokens')).status).toBe(200);
  });
});
