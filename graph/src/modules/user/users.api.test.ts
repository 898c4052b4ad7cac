// Staff accounts through the API: admins manage users, the last admin stays, passwords change, and
// role changes reach the activity log.
import { Client } from 'pg';
import { startTestGraph, TEST_ADMIN, type TestGraph } from '../../../../testing/graph';
import { UserRole } from './user.entity';
import { SYSTEM_ACTOR } from '../../common/caller';
import { signInternalToken } from '../../graphql/identity';

let t: TestGraph;
beforeAll(async () => {
  t = await startTestGraph();
});
afterAll(async () => {
  await t?.close();
});
/** The test admin's headers; its credentials version changes when a test demotes and restores it. */
let adminHeaders: Record<string, string>;
const admin = () => adminHeaders;
beforeEach(async () => {
  adminHeaders = await t.currentEditorHeaders();
});
const USER_FIELDS = 'id username displayName role';

describe('managing users', () => {
  it('creates, lists, changes the role of and deletes an account, logging each in the activity log', async () => {
    const created = await t.query(
      `mutation { createUser(input: { username: "mara", password: "long enough pass", role: contributor, displayName: "Mara Lind" }) { ${USER_FIELDS} } }`,
      {},
      admin(),
    );
    expect(created.errors).toBeUndefined();
    const mara = created.data!.createUser;
    expect(mara).toMatchObject({ username: 'mara', displayName: 'Mara Lind', role: 'contributor' });

    const list = await t.query(`{ users { username role } }`, {}, admin());
    expect(list.data!.users).toEqual(
      expect.arrayContaining([
        { username: 'mara', role: 'contributor' },
        { username: TEST_ADMIN.username, role: 'admin' },
      ]),
    );

    const promoted = await t.query(
      `mutation($id: Int!) { updateUser(id: $id, input: { role: author }) { role } }`,
      { id: mara.id },
      admin(),
    );
    expect(promoted.data!.updateUser.role).toBe('author');

    const gone = await t.query(`mutation($id: Int!) { deleteUser(id: $id) }`, { id: mara.id }, admin());
    expect(gone.data!.deleteUser).toBe(true);

    const log = await t.query(`{ activity { actorName action subjectLabel detail } }`, {}, admin());
    const entries = log.data!.activity.filter((a: { subjectLabel: string }) => a.subjectLabel === 'mara');
    expect(entries.map((a: { action: string }) => a.action)).toEqual(['userDeleted', 'userRoleChanged', 'userCreated']);
    expect(entries[1].detail).toBe('contributor → author');
  });

  it('refuses a taken username, a short password and a bad username with the field named', async () => {
    const taken = await t.query(
      `mutation { createUser(input: { username: "${TEST_ADMIN.username.toUpperCase()}", password: "long enough pass", role: author }) { id } }`,
      {},
      admin(),
    );
    expect(taken.errors![0].extensions).toMatchObject({ code: 'CONFLICT', field: 'username' });
    const short = await t.query(
      `mutation { createUser(input: { username: "sam", password: "short", role: author }) { id } }`,
      {},
      admin(),
    );
    expect(short.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
    const bad = await t.query(
      `mutation { createUser(input: { username: "no spaces", password: "long enough pass", role: author }) { id } }`,
      {},
      admin(),
    );
    expect(bad.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'username' });
  });

  it('never demotes or deletes the last admin', async () => {
    const demote = await t.query(
      `mutation($id: Int!) { updateUser(id: $id, input: { role: editor }) { role } }`,
      { id: t.admin.id },
      admin(),
    );
    expect(demote.errors![0]).toMatchObject({
      message: 'The publication must keep at least one admin',
      extensions: { code: 'CONFLICT' },
    });
    const second = await t.graph
      .services()
      .users.createUser({ username: 'deputy', password: 'long enough pass', role: UserRole.admin });
    const deleteOther = await t.query(`mutation($id: Int!) { deleteUser(id: $id) }`, { id: second.id }, admin());
    expect(deleteOther.data!.deleteUser).toBe(true);
    const deleteLast = await t.query(
      `mutation($id: Int!) { deleteUser(id: $id) }`,
      { id: t.admin.id },
      t.editorHeaders(t.admin.id),
    );
    expect(deleteLast.errors![0].extensions!.code).toBe('CONFLICT');
  });

  it('keeps an admin even when two admins demote each other at the same moment (the database decides)', async () => {
    const other = await t.graph
      .services()
      .users.createUser({ username: 'co-admin', password: 'long enough pass', role: UserRole.admin });
    const results = await Promise.all([
      t.query(
        `mutation($id: Int!) { updateUser(id: $id, input: { role: editor }) { role } }`,
        { id: other.id },
        t.editorHeaders(t.admin.id),
      ),
      t.query(
        `mutation($id: Int!) { updateUser(id: $id, input: { role: editor }) { role } }`,
        { id: t.admin.id },
        t.editorHeaders(other.id),
      ),
    ]);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(1);
    const pg = new Client({ connectionString: t.config.databaseUrl });
    await pg.connect();
    try {
      const { rows } = await pg.query(`SELECT count(*)::int AS n FROM app_user WHERE role = 'admin'`);
      expect(rows[0].n).toBe(1);
      // Not even SQL written by hand may remove the last one.
      await expect(pg.query(`UPDATE app_user SET role = 'editor' WHERE role = 'admin'`)).rejects.toThrow(/at least one admin/);
    } finally {
      await pg.end();
    }
    // Restore the test admin's role for the tests that follow.
    const [admins] = await Promise.all([t.graph.services().users.list()]);
    const demoted = admins.find((u) => u.role !== UserRole.admin && (u.id === t.admin.id || u.id === other.id));
    const stillAdmin = admins.find((u) => u.role === UserRole.admin)!;
    if (demoted)
      await t.query(
        `mutation($id: Int!) { updateUser(id: $id, input: { role: admin }) { role } }`,
        { id: demoted.id },
        await t.currentEditorHeaders(stillAdmin.id),
      );
  });

  it("gives a deleted writer's articles to the admin who deleted the account", async () => {
    const writer = await t.graph
      .services()
      .users.createUser({ username: 'leaving', password: 'long enough pass', role: UserRole.author });
    const category = await t.graph.services().categories.create({ name: 'Farewell' });
    const article = await t.graph
      .services()
      .articles.create({ title: 'Last piece', content: '<p>x</p>', category: category.slug }, writer.id, null, SYSTEM_ACTOR);
    await t.query(`mutation($id: Int!) { deleteUser(id: $id) }`, { id: writer.id }, admin());
    const res = await t.query(`query($id: Int!) { article(id: $id) { authorId } }`, { id: article.id }, admin());
    expect(res.data!.article.authorId).toBe(t.admin.id);
  });

  it('refuses a blank display name on update with the field named, and keeps the old one', async () => {
    const user = await t.graph
      .services()
      .users.createUser({ username: 'named', password: 'long enough pass', role: UserRole.author, displayName: 'Named Writer' });
    const blank = await t.query(
      `mutation($id: Int!) { updateUser(id: $id, input: { displayName: "   " }) { displayName } }`,
      { id: user.id },
      admin(),
    );
    expect(blank.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'displayName' });
    expect((await t.graph.services().users.findById(user.id))!.displayName).toBe('Named Writer');
  });
});

describe('logging in by another spelling of the username', () => {
  const LOGIN = `mutation($u: String!, $p: String!) { login(username: $u, password: $p) { id } }`;
  let address = 0;
  /** The gateway's headers for a reader at a fresh address, so only the username's limit is in play. */
  const fromNewAddress = () => ({
    'x-savepoint-internal': signInternalToken(t.config.internalSecret, { ip: `198.51.100.${(address += 1)}` }),
  });

  it('is locked with the username: a look-alike spelling never logs in on an allowance of its own', async () => {
    const password = 'the right password for kit';
    await t.graph.services().users.createUser({ username: 'kit', password, role: UserRole.author });
    for (let i = 0; i < 5; i += 1) {
      expect((await t.query(LOGIN, { u: 'kit', p: 'wrong' }, fromNewAddress())).errors?.[0].extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    }
    // Locked, even for the right password, in any case.
    for (const spelling of ['kit', 'KIT']) {
      expect((await t.query(LOGIN, { u: spelling, p: password }, fromNewAddress())).errors?.[0].extensions?.code).toBe(
        'TOO_MANY_REQUESTS',
      );
    }
    // "kİt" (a dotted capital I) is another name, counted apart by the limits: it must not be this account.
    const lookAlike = await t.query(LOGIN, { u: 'k\u0130t', p: password }, fromNewAddress());
    expect(lookAlike.data?.login ?? null).toBeNull();
    expect(lookAlike.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe("changing one's password", () => {
  it('needs the current password, then only the new one logs in', async () => {
    const user = await t.graph
      .services()
      .users.createUser({ username: 'rotating', password: 'first long password', role: UserRole.author });
    const wrong = await t.query(
      `mutation { changePassword(currentPassword: "nope", newPassword: "second long password") }`,
      {},
      t.editorHeaders(user.id),
    );
    expect(wrong.errors![0]).toMatchObject({
      message: 'Current password is incorrect',
      extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
    });
    const short = await t.query(
      `mutation { changePassword(currentPassword: "first long password", newPassword: "short") }`,
      {},
      t.editorHeaders(user.id),
    );
    expect(short.errors![0].extensions).toMatchObject({ field: 'newPassword' });
    const ok = await t.query(
      `mutation { changePassword(currentPassword: "first long password", newPassword: "second long password") }`,
      {},
      t.editorHeaders(user.id),
    );
    expect(ok.data!.changePassword).toBe(true);
    const login = (password: string) =>
      t.query(`mutation($p: String!) { login(username: "rotating", password: $p) { id } }`, { p: password }, t.gatewayHeaders());
    expect((await login('first long password')).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await login('second long password')).data!.login.id).toBe(user.id);
  });
});

describe("guessing one's current password", () => {
  it('is limited like logging in: 5 wrong guesses lock the account, even for the right password', async () => {
    const user = await t.graph
      .services()
      .users.createUser({ username: 'guessed', password: 'first long password', role: UserRole.author });
    // A stolen session (or API token) guessing from one address: a fresh one, so only these guesses count.
    const session = {
      'x-savepoint-internal': signInternalToken(t.config.internalSecret, { uid: user.id, cv: 1, ip: '192.0.2.77' }),
    };
    const change = (current: string) =>
      t.query(
        `mutation($c: String!) { changePassword(currentPassword: $c, newPassword: "the attacker's password") }`,
        { c: current },
        session,
      );
    for (let i = 0; i < 5; i += 1) {
      expect((await change(`guess number ${i}`)).errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'currentPassword',
      });
    }
    const sixth = await change('first long password');
    expect(sixth.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    await expect(t.graph.services().users.login('guessed', 'first long password')).resolves.toMatchObject({ id: user.id });
  });
});
