// Staff API tokens (issue 26, hole 5): minted only by roles with the capability row, listed and
// revoked by their owner (admins: anyone's), expiring when asked, and ended by a new password, a new
// role or the account's removal, on whichever path the change arrives.
import { startTestGraph, type TestGraph } from '../../../../testing/graph';
import { type User, UserRole } from './user.entity';

let t: TestGraph;
let sequence = 0;

beforeAll(async () => {
  t = await startTestGraph();
});
afterAll(async () => {
  await t?.close();
});

const ME = `{ me { id } }`;
const MINT = `mutation($name: String!, $days: Int) { createApiToken(name: $name, expiresInDays: $days) { id name token expiresAt } }`;
const LIST = `{ apiTokens { id name lastUsedAt expiresAt user { id } } }`;
const REVOKE = `mutation($id: Int!) { revokeApiToken(id: $id) }`;

const staff = (role: UserRole = UserRole.author): Promise<User> =>
  t.graph.services().users.createUser({ username: `token-${role}-${(sequence += 1)}`, password: 'the first password', role });

async function mint(user: User, name = 'integration', days?: number) {
  const res = await t.query(MINT, { name, days }, t.editorHeaders(user.id));
  expect(res.errors).toBeUndefined();
  return res.data!.createApiToken as { id: number; name: string; token: string; expiresAt: string | null };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const works = async (token: string) => (await t.query(ME, {}, bearer(token))).status === 200;

it('mints none by a token: one that could would outlive its own expiry and revocation', async () => {
  const author = await staff();
  const { token } = await mint(author, 'a week', 7);
  const res = await t.query(MINT, { name: 'forever' }, bearer(token));
  expect(res.errors?.[0]).toMatchObject({
    message: 'API tokens are minted signed in, not by another token',
    extensions: { code: 'FORBIDDEN' },
  });
  const own = await t.query(LIST, {}, t.editorHeaders(author.id));
  expect(own.data!.apiTokens.map((x: { name: string }) => x.name)).toEqual(['a week']);
});

it('lists one’s own tokens (admins: everyone’s) and revokes them, so they stop working at once', async () => {
  const author = await staff();
  const other = await staff(UserRole.editor);
  const mine = await mint(author, 'CMS sync');
  const theirs = await mint(other, 'Other sync');
  expect(await works(mine.token)).toBe(true);

  const own = await t.query(LIST, {}, t.editorHeaders(author.id));
  expect(own.data!.apiTokens).toEqual([
    { id: mine.id, name: 'CMS sync', lastUsedAt: expect.any(String), expiresAt: null, user: { id: author.id } },
  ]);
  // The token can list its owner's tokens itself (graph directly), and never shows the secret.
  const viaToken = await t.query(`{ apiTokens { id } }`, {}, bearer(mine.token));
  expect(viaToken.data!.apiTokens).toEqual([{ id: mine.id }]);
  expect(JSON.stringify(own)).not.toContain(mine.token);

  const all = await t.query(LIST, {}, t.editorHeaders());
  expect(all.data!.apiTokens.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));

  // Someone else's token is not there for a non-admin.
  const refused = await t.query(REVOKE, { id: theirs.id }, t.editorHeaders(author.id));
  expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  expect(await works(theirs.token)).toBe(true);

  expect((await t.query(REVOKE, { id: mine.id }, t.editorHeaders(author.id))).data!.revokeApiToken).toBe(true);
  expect(await works(mine.token)).toBe(false);
  expect((await t.query(REVOKE, { id: theirs.id }, t.editorHeaders())).data!.revokeApiToken).toBe(true);
  expect(await works(theirs.token)).toBe(false);
});

it('stops working once expired, and takes an expiry in whole days only', async () => {
  const author = await staff();
  const minted = await mint(author, 'short-lived', 7);
  const days = (Date.parse(minted.expiresAt!) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.99);
  expect(days).toBeLessThanOrEqual(7);
  expect(await works(minted.token)).toBe(true);
  await t.graph.orm.em.fork().execute(`UPDATE api_token SET expires_at = now() - interval '1 second' WHERE id = ?`, [minted.id]);
  const expired = await t.query(ME, {}, bearer(minted.token));
  expect(expired.status).toBe(401);
  expect(expired.errors?.[0].message).toBe('The API token is invalid, expired or revoked.');

  for (const bad of [0, 3651]) {
    const res = await t.query(MINT, { name: 'x', days: bad }, t.editorHeaders(author.id));
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'expiresInDays' });
  }
});

it('records when a token was last used, at most once a minute', async () => {
  const author = await staff();
  const minted = await mint(author);
  const lastUsed = async () =>
    (
      await t.graph.orm.em
        .fork()
        .execute<{ last_used_at: string | null }[]>(`SELECT last_used_at::text FROM api_token WHERE id = ?`, [minted.id])
    )[0].last_used_at;
  expect(await lastUsed()).toBeNull();
  await works(minted.token);
  const first = await lastUsed();
  expect(first).toEqual(expect.any(String));
  await works(minted.token);
  expect(await lastUsed()).toEqual(first);
  await t.graph.orm.em
    .fork()
    .execute(`UPDATE api_token SET last_used_at = now() - interval '2 minutes' WHERE id = ?`, [minted.id]);
  await works(minted.token);
  expect(Date.parse((await lastUsed())!)).toBeGreaterThan(Date.parse(first!));
});

describe('ended with the credentials', () => {
  it('by the owner’s own new password', async () => {
    const author = await staff();
    const minted = await mint(author);
    const changed = await t.query(
      `mutation { changePassword(currentPassword: "the first password", newPassword: "the second password") }`,
      {},
      t.editorHeaders(author.id),
    );
    expect(changed.data!.changePassword).toBe(true);
    expect(await works(minted.token)).toBe(false);
  });

  it.each([
    ['an admin’s password reset', `{ password: "a reset password here" }`],
    ['a role change', `{ role: editor }`],
  ])('by %s, and not by a new display name', async (_label, input) => {
    const author = await staff();
    const minted = await mint(author);
    await t.query(`mutation { updateUser(id: ${author.id}, input: { displayName: "New name" }) { id } }`, {}, t.editorHeaders());
    expect(await works(minted.token)).toBe(true);
    const res = await t.query(`mutation { updateUser(id: ${author.id}, input: ${input}) { id } }`, {}, t.editorHeaders());
    expect(res.errors).toBeUndefined();
    expect(await works(minted.token)).toBe(false);
    expect((await t.query(LIST, {}, t.editorHeaders(author.id, 2))).data!.apiTokens).toEqual([]);
  });

  it('by the account’s removal', async () => {
    const author = await staff();
    const minted = await mint(author);
    expect((await t.query(`mutation { deleteUser(id: ${author.id}) }`, {}, t.editorHeaders())).data!.deleteUser).toBe(true);
    expect(await works(minted.token)).toBe(false);
  });

  it('by a change made through a token: the token that changed its own password ends with it', async () => {
    const author = await staff();
    const minted = await mint(author);
    const changed = await t.query(
      `mutation { changePassword(currentPassword: "the first password", newPassword: "the second password") }`,
      {},
      bearer(minted.token),
    );
    expect(changed.data!.changePassword).toBe(true);
    expect(await works(minted.token)).toBe(false);
  });
});

it('lets contributors list and revoke their tokens but not mint new ones', async () => {
  const contributor = await staff(UserRole.contributor);
  const refused = await t.query(MINT, { name: 'nope' }, t.editorHeaders(contributor.id));
  expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  // One minted while they were an author (beside the API: a role change would have ended it).
  const { token } = await t.graph.services().users.createApiToken(contributor.id, 'from before');
  expect(await works(token)).toBe(true);
  const list = await t.query(LIST, {}, t.editorHeaders(contributor.id));
  expect(list.data!.apiTokens).toHaveLength(1);
  expect((await t.query(REVOKE, { id: list.data!.apiTokens[0].id }, t.editorHeaders(contributor.id))).data!.revokeApiToken).toBe(
    true,
  );
  expect(await works(token)).toBe(false);
});
