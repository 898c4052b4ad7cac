// Passwords are argon2id at the library's standard cost in every deployment; test runs hash at the
// smallest cost (PASSWORD_HASH_COST=test-fast, refused outside NODE_ENV=test by the config).
import { startTestGraph, TEST_ADMIN, type TestGraph } from '../../../../testing/graph';

const LOGIN = `mutation($u: String!, $p: String!) { login(username: $u, password: $p) { id } }`;

async function storedHashAndLogin(t: TestGraph) {
  const admin = await t.graph.services().users.findByUsername(TEST_ADMIN.username);
  const right = await t.query(LOGIN, { u: TEST_ADMIN.username, p: TEST_ADMIN.password }, t.gatewayHeaders());
  const wrong = await t.query(LOGIN, { u: TEST_ADMIN.username, p: 'not the password' }, t.gatewayHeaders());
  return { hash: admin!.passwordHash, right, wrong };
}

it.each([
  ['at 64 MiB, 3 passes and 4 lanes unless a test run asks otherwise', 'standard', /^\$argon2id\$v=19\$m=65536,p=4,t=3\$/],
  ['at the smallest cost in test runs, still argon2id', undefined, /^\$argon2id\$v=19\$m=1024,p=1,t=1\$/],
] as const)('hashes with argon2id %s', async (_cost, passwordHashCost, stored) => {
  const t = await startTestGraph(passwordHashCost ? { passwordHashCost } : {});
  try {
    const { hash, right, wrong } = await storedHashAndLogin(t);
    expect(hash).toMatch(stored);
    expect(right.data?.login).toMatchObject({ id: expect.any(Number) });
    expect(wrong.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  } finally {
    await t.close();
  }
});
