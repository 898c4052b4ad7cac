// Only the gateway's signature or a minted API token makes a caller an editor.
import jwt from 'jsonwebtoken';
import { fakeWallClock } from '../../../testing/clock';
import { TEST_ADMIN, startTestGraph, type TestGraph } from '../../../testing/graph';
import { UserRole } from '../modules/user/user.entity';
import { INTERNAL_HEADER, RENEWED_CREDENTIALS_HEADER, signInternalToken } from './identity';

let t: TestGraph;
beforeAll(async () => {
  t = await startTestGraph();
});
afterAll(async () => {
  await t?.close();
});

const ME = `{ me { id username role } }`;

describe('gateway signature', () => {
  it('makes the signed uid the editor', async () => {
    const res = await t.query(ME, {}, t.editorHeaders());
    expect(res.data!.me).toEqual({ id: t.admin.id, username: TEST_ADMIN.username, role: 'admin' });
  });

  it('treats a signed request without uid, and a plain request, as a reader', async () => {
    expect((await t.query(ME, {}, t.gatewayHeaders())).data!.me).toBeNull();
    expect((await t.query(ME)).data!.me).toBeNull();
  });

  it.each([
    ['signed with another secret', () => signInternalToken('x'.repeat(40), { uid: 1 })],
    [
      'expired',
      () =>
        jwt.sign({ uid: 1, iat: Math.floor(Date.now() / 1000) - 120 }, t.config.internalSecret, {
          algorithm: 'HS256',
          issuer: 'savepoint-gateway',
          expiresIn: 60,
        }),
    ],
    [
      'from another issuer',
      () => jwt.sign({ uid: 1 }, t.config.internalSecret, { algorithm: 'HS256', issuer: 'someone-else', expiresIn: 60 }),
    ],
    ['unsigned (alg none)', () => jwt.sign({ uid: 1, iss: 'savepoint-gateway' }, '', { algorithm: 'none' })],
    ['garbage', () => 'not-a-jwt'],
  ])('refuses a forged header (%s) with UNAUTHENTICATED', async (_label, token) => {
    const res = await t.query(ME, {}, { [INTERNAL_HEADER]: token() });
    expect(res.status).toBe(401);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.data ?? null).toBeNull();
  });

  it('refuses a signature it accepted before once that signature has expired', async () => {
    // graph remembers signatures it has checked; remembering must not outlive the signature.
    const clock = fakeWallClock();
    try {
      const token = jwt.sign({ uid: t.admin.id, cv: 1 }, t.config.internalSecret, {
        algorithm: 'HS256',
        issuer: 'savepoint-gateway',
        expiresIn: 60,
      });
      const accepted = await t.query(ME, {}, { [INTERNAL_HEADER]: token });
      expect(accepted.data!.me).toMatchObject({ id: t.admin.id });
      clock.advance(30_000);
      expect((await t.query(ME, {}, { [INTERNAL_HEADER]: token })).data!.me).toMatchObject({ id: t.admin.id });
      clock.advance(31_000);
      const refused = await t.query(ME, {}, { [INTERNAL_HEADER]: token });
      expect(refused.status).toBe(401);
      expect(refused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      clock.restore();
    }
  });

  it('refuses a signature naming a user that does not exist', async () => {
    const res = await t.query(ME, {}, t.editorHeaders(424242));
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('credentials version', () => {
  const newUser = (username: string, role = UserRole.author) =>
    t.graph.services().users.createUser({ username, password: 'the first password', role });
  const versionOf = async (id: number) =>
    (
      await t.graph.orm.em
        .fork()
        .execute<{ credentials_version: number }[]>(`SELECT credentials_version FROM app_user WHERE id = ?`, [id])
    )[0].credentials_version;

  it('refuses a session signed before a password change, role change or without a version, with 401', async () => {
    const user = await newUser('versioned');
    expect((await t.query(ME, {}, t.editorHeaders(user.id, 1))).data!.me).toMatchObject({ id: user.id });
    const unversioned = signInternalToken(t.config.internalSecret, { uid: user.id });
    expect((await t.query(ME, {}, { [INTERNAL_HEADER]: unversioned })).status).toBe(401);

    const password = await t.query(
      `mutation($id: Int!) { updateUser(id: $id, input: { password: "a brand new password" }) { id } }`,
      { id: user.id },
      t.editorHeaders(),
    );
    expect(password.errors).toBeUndefined();
    const stale = await t.query(ME, {}, t.editorHeaders(user.id, 1));
    expect(stale.status).toBe(401);
    expect(stale.errors?.[0]).toMatchObject({
      message: 'Your session has ended (the password or role changed); please log in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await t.query(ME, {}, t.editorHeaders(user.id, 2))).data!.me).toMatchObject({ id: user.id });

    // The fragment forms graph sees are the same field: graph owns the rule, not the request text.
    await t.query(
      `mutation { ...F } fragment F on Mutation { updateUser(id: ${user.id}, input: { role: editor }) { id } }`,
      {},
      t.editorHeaders(),
    );
    expect((await t.query(ME, {}, t.editorHeaders(user.id, 2))).status).toBe(401);
    await t.query(
      `mutation { ... on Mutation { updateUser(id: ${user.id}, input: { displayName: "Renamed" }) { id } } }`,
      {},
      t.editorHeaders(),
    );
    // A new display name is not a credential: the version stays.
    expect(await versionOf(user.id)).toBe(3);
  });

  it('raises the version for a change made beside the API too (the database owns it)', async () => {
    const user = await newUser('beside-the-api');
    await t.graph.orm.em.fork().execute(`UPDATE app_user SET role = 'editor' WHERE id = ?`, [user.id]);
    expect(await versionOf(user.id)).toBe(2);
    await t.graph.orm.em.fork().execute(`UPDATE app_user SET role = 'editor', display_name = 'x' WHERE id = ?`, [user.id]);
    expect(await versionOf(user.id)).toBe(2);
  });

  it("keeps the caller's own session on their own change and tells the gateway the new version", async () => {
    const user = await newUser('self-changer');
    const response = await fetch(t.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...t.editorHeaders(user.id, 1) },
      body: JSON.stringify({
        query: `mutation { ... on Mutation { changePassword(currentPassword: "the first password", newPassword: "the second password") } }`,
      }),
    });
    expect(await response.json()).toEqual({ data: { changePassword: true } });
    expect(response.headers.get(RENEWED_CREDENTIALS_HEADER)).toBe('2');
    // Someone else's account changed by an admin renews nothing for the admin.
    const other = await t.query(
      `mutation($id: Int!) { updateUser(id: $id, input: { role: editor }) { id } }`,
      { id: user.id },
      t.editorHeaders(),
    );
    expect(other.errors).toBeUndefined();
    const adminAnswer = await fetch(t.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...t.editorHeaders() },
      body: JSON.stringify({ query: `mutation { updateUser(id: ${user.id}, input: { role: author }) { id } }` }),
    });
    expect(adminAnswer.headers.get(RENEWED_CREDENTIALS_HEADER)).toBeNull();
  });

  it('refuses a deleted account at once', async () => {
    const user = await newUser('deleted-soon');
    expect((await t.query(`mutation { deleteUser(id: ${user.id}) }`, {}, t.editorHeaders())).data!.deleteUser).toBe(true);
    expect((await t.query(ME, {}, t.editorHeaders(user.id, 1))).status).toBe(401);
  });
});

describe('login', () => {
  const LOGIN = `mutation($u: String!, $p: String!) { login(username: $u, password: $p) { id username role displayName } }`;

  it('returns the user for the right credentials through the gateway', async () => {
    const res = await t.query(LOGIN, { u: TEST_ADMIN.username, p: TEST_ADMIN.password }, t.gatewayHeaders());
    expect(res.data!.login).toEqual({
      id: t.admin.id,
      username: TEST_ADMIN.username,
      role: 'admin',
      displayName: 'Savepoint Staff',
    });
  });

  it('answers the same UNAUTHENTICATED message for a wrong password and an unknown user', async () => {
    const wrong = await t.query(LOGIN, { u: TEST_ADMIN.username, p: 'nope' }, t.gatewayHeaders());
    const unknown = await t.query(LOGIN, { u: 'ghost', p: TEST_ADMIN.password }, t.gatewayHeaders());
    for (const res of [wrong, unknown]) {
      expect(res.errors?.[0]).toMatchObject({ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('works directly too (limited like every path) and hands out a device token only in its own answer', async () => {
    const res = await t.query(`mutation($u: String!, $p: String!) { login(username: $u, password: $p) { id deviceToken } }`, {
      u: TEST_ADMIN.username,
      p: TEST_ADMIN.password,
    });
    expect(res.data!.login).toEqual({ id: t.admin.id, deviceToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
    const me = await t.query(`{ me { id deviceToken } }`, {}, t.editorHeaders());
    expect(me.data!.me).toEqual({ id: t.admin.id, deviceToken: null });
  });
});

describe('API tokens', () => {
  it('an editor mints a token that then authenticates as that editor', async () => {
    const minted = await t.query(`mutation { createApiToken(name: "CMS sync") { id name token } }`, {}, t.editorHeaders());
    const { token, name } = minted.data!.createApiToken;
    expect(name).toBe('CMS sync');
    const res = await t.query(ME, {}, { authorization: `Bearer ${token}` });
    expect(res.data!.me.id).toBe(t.admin.id);
    const bad = await t.query(ME, {}, { authorization: `Bearer ${token}x` });
    expect(bad.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const stored = await t.graph.orm.em.fork().execute(`SELECT token_hash FROM api_token`);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuses a blank token name', async () => {
    const res = await t.query(`mutation { createApiToken(name: "  ") { token } }`, {}, t.editorHeaders());
    expect(res.errors?.[0]).toMatchObject({
      message: 'Please give the token a name',
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
  });
});
