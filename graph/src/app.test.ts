// The running service: health endpoints, the editor account, and abuse limits.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { startTestGraph, type TestGraph } from '../../testing/graph';
import { mintToken } from './cli/mint-token';

describe('a started graph', () => {
  let t: TestGraph;
  beforeAll(async () => {
    t = await startTestGraph();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers /healthz and /readyz', async () => {
    const base = t.url.replace(/\/graphql$/, '');
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'ready' });
  });

  it('keeps introspection on for integrators', async () => {
    const res = await t.query(`{ __schema { queryType { name } } }`);
    expect(res.data!.__schema.queryType.name).toBe('Query');
  });

  it('refuses over-deep, alias-flooded and oversized documents before running them', async () => {
    const usual = `{ articles { articles { author { id } category { id } tags { id } } } featuredSet(category: "x") { mainFeatured { category { id } } } }`;
    expect((await t.query(usual)).errors).toBeUndefined();
    const nested = `{ mainFeaturedAssignments { article { tags { id } } } }`;
    expect((await t.query(nested)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const deep = `{ __type(name: "Query") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }`;
    expect((await t.query(deep)).errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: categories { id }`).join(' ')} }`;
    const aliasRes = await t.query(aliases);
    expect(aliasRes.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(aliasRes.data ?? null).toBeNull();

    const tokens = `{ categories { ${Array.from({ length: 1600 }, () => 'id').join(' ')} } }`;
    expect((await t.query(tokens)).errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('hides field suggestions outside development', async () => {
    const res = await t.query(`{ articls { id } }`);
    expect(res.errors?.[0].message).not.toMatch(/Did you mean/);
  });

  it('mints API tokens from the command line helper', async () => {
    const token = await mintToken(t.config.databaseUrl, t.admin.username, 'CLI test');
    const res = await t.query(`{ me { id } }`, {}, { authorization: `Bearer ${token}` });
    expect(res.data!.me.id).toBe(t.admin.id);
    await expect(mintToken(t.config.databaseUrl, 'nobody', 'x')).rejects.toThrow('No user named "nobody"');
  });
});

it('creates the editor with a random password written to DATA_DIR when none is configured', async () => {
  const t = await startTestGraph({ adminUsername: 'admin', adminPassword: undefined });
  try {
    const password = (await readFile(path.join(t.config.dataDir, 'admin-password'), 'utf8')).trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    const login = await t.query(
      `mutation($p: String!) { login(username: "admin", password: $p) { username } }`,
      { p: password },
      t.gatewayHeaders(),
    );
    expect(login.data!.login.username).toBe('admin');
  } finally {
    await t.close();
  }
});

it("logs each request with its id, but not Kubernetes' probes, which would bury them", async () => {
  const lines: { reqId?: string; path?: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const t = await startTestGraph({}, { logger });
  try {
    const base = t.url.replace(/\/graphql$/, '');
    // A minute of one pod's probes: readiness every 5 s and liveness every 10 s.
    for (let i = 0; i < 12; i++) await fetch(`${base}/readyz`);
    for (let i = 0; i < 6; i++) await fetch(`${base}/healthz`);
    await t.query('{ categories { id } }', {}, { 'x-request-id': 'trace-categories-1' });

    expect(lines.filter((l) => l.path !== undefined).map((l) => [l.path, l.reqId])).toEqual([['/graphql', 'trace-categories-1']]);
  } finally {
    await t.close();
  }
});
