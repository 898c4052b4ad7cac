// Every path that checks a password — REST, the gateway's /graphql and graph directly — counts against
// the same per-address and per-username limits (kept by graph in Redis), and a device that logged in
// before keeps its own allowance. Cost limits (thumbnails) are shared the same way. The gateway trusts X-Forwarded-For from loopback here, and graph
// sees each direct client's own loopback address (127.x.y.z), so every test plays fresh addresses.
import { Agent, type Dispatcher, request } from 'undici';
import {
  createArticle,
  startTestGateway,
  startTestStack,
  testGatewayConfig,
  TestClient,
  type TestStack,
} from '../../../testing/gateway';
import { startTestGraph, TEST_ADMIN } from '../../../testing/graph';

let stack: TestStack;
const agents: Agent[] = [];

beforeAll(async () => {
  // A worker draws the thumbnails of the cost-limit tests.
  stack = await startTestStack({ worker: true, gatewayEnv: { TRUST_PROXY: 'loopback' } });
});
afterAll(async () => {
  await Promise.all(agents.map((agent) => agent.close()));
  await stack.close();
});

let ipCounter = 0;
/** A fresh loopback address: the gateway's client (via X-Forwarded-For) or graph's socket peer. */
const newIp = () => {
  ipCounter += 1;
  return `127.0.${Math.floor(ipCounter / 250) + 1}.${(ipCounter % 250) + 1}`;
};

type Outcome = { result: 'ok' | 'refused' | 'limited' | 'other'; status: number; retryAfter: number; deviceToken?: string };

const LOGIN =
  'mutation($u: String!, $p: String!, $d: String) { login(username: $u, password: $p, deviceToken: $d) { id deviceToken } }';

function outcomeOfGraphQL(status: number, body: any, retryAfter: string | null): Outcome {
  const code = body?.errors?.[0]?.extensions?.code;
  const result = body?.data?.login
    ? 'ok'
    : code === 'UNAUTHENTICATED'
      ? 'refused'
      : code === 'TOO_MANY_REQUESTS'
        ? 'limited'
        : 'other';
  return { result, status, retryAfter: Number(retryAfter ?? 0), deviceToken: body?.data?.login?.deviceToken ?? undefined };
}

/** One way in: logs in as `username` from `ip`, with the device this "browser" holds. */
interface LoginPath {
  name: string;
  /** A browser or integration: keeps what a device would keep between logins. */
  device(ip: string): { login(username: string, password: string): Promise<Outcome> };
}

const paths: LoginPath[] = [
  {
    name: 'REST /api/auth/login',
    device(ip) {
      const client = new TestClient(stack.baseUrl, { 'x-forwarded-for': ip });
      return {
        async login(username, password) {
          const res = await client.post('/api/auth/login', { username, password });
          const result = res.status === 200 ? 'ok' : res.status === 401 ? 'refused' : res.status === 429 ? 'limited' : 'other';
          if (res.status === 401) expect(res.body.error).toBe('Invalid username or password');
          return { result, status: res.status, retryAfter: Number(res.headers.get('retry-after') ?? 0) };
        },
      };
    },
  },
  {
    name: "the gateway's /graphql",
    device(ip) {
      // The same browser: REST login gave it the device cookie, /graphql carries it to graph.
      const client = new TestClient(stack.baseUrl, { 'x-forwarded-for': ip });
      return {
        async login(username, password) {
          const res = await client.post('/graphql', { query: LOGIN, variables: { u: username, p: password } });
          const outcome = outcomeOfGraphQL(res.status, res.body, res.headers.get('retry-after'));
          // A browser's device cookie comes from the REST login, as the web app logs in.
          if (outcome.result === 'ok') await client.post('/api/auth/login', { username, password });
          return outcome;
        },
      };
    },
  },
  {
    name: 'graph directly',
    device(ip) {
      const agent = new Agent({ localAddress: ip });
      agents.push(agent);
      let deviceToken: string | undefined;
      return {
        async login(username, password) {
          const res = await request(stack.graph.url, {
            method: 'POST',
            dispatcher: agent,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: LOGIN, variables: { u: username, p: password, d: deviceToken } }),
          });
          const outcome = outcomeOfGraphQL(
            res.statusCode,
            await res.body.json(),
            String(res.headers['retry-after'] ?? '') || null,
          );
          deviceToken = outcome.deviceToken ?? deviceToken;
          return outcome;
        },
      };
    },
  },
];

let userCounter = 0;
async function newAccount() {
  userCounter += 1;
  const account = { username: `account-${userCounter}`, password: `right password ${userCounter}` };
  await stack.graph.graph.services().users.createUser({ ...account, displayName: account.username });
  return account;
}

const attempt = (path: LoginPath, username: string, password: string, ip = newIp()) => path.device(ip).login(username, password);
const [rest, gateway, direct] = paths;
/** Five failures spread over every path: the limits must count them together. */
const mixedPaths = [direct, gateway, rest, direct, gateway];

// Each password check costs an argon2 hash, so the table shares its failures between paths.
it('blocks an address after 5 failures on any paths: every path refuses it, even the right password, with 429 and Retry-After', async () => {
  const account = await newAccount();
  const ip = newIp();
  for (const [i, path] of mixedPaths.entries())
    expect((await attempt(path, `nobody-${userCounter}-${i}`, 'wrong', ip)).result).toBe('refused');
  for (const path of paths) {
    const blocked = await attempt(path, account.username, account.password, ip);
    expect({ path: path.name, result: blocked.result, status: blocked.status }).toEqual({
      path: path.name,
      result: 'limited',
      status: 429,
    });
    expect(blocked.retryAfter).toBeGreaterThan(9 * 60);
  }
  // Another address is not affected.
  expect((await attempt(direct, account.username, account.password)).result).toBe('ok');
});

it('locks a username after 5 failures from anywhere on any paths: every path refuses the right password', async () => {
  const account = await newAccount();
  for (const path of mixedPaths) expect((await attempt(path, account.username, 'wrong')).result).toBe('refused');
  for (const path of paths) {
    const locked = await attempt(path, account.username.toUpperCase(), account.password);
    expect({ path: path.name, result: locked.result, status: locked.status }).toEqual({
      path: path.name,
      result: 'limited',
      status: 429,
    });
    expect(locked.retryAfter).toBeGreaterThan(9 * 60);
  }
});

it("lets a device that logged in before through a lock caused by others' failures, on every path, within a small allowance of its own", async () => {
  const account = await newAccount();
  const devices = paths.map((path) => ({ path, device: path.device(newIp()) }));
  for (const { device } of devices) expect((await device.login(account.username, account.password)).result).toBe('ok');
  for (const path of mixedPaths) await attempt(path, account.username, 'wrong');
  expect((await attempt(rest, account.username, account.password)).result).toBe('limited');
  for (const { path, device } of devices) {
    expect({ path: path.name, result: (await device.login(account.username, account.password)).result }).toEqual({
      path: path.name,
      result: 'ok',
    });
  }
  // The allowance is small: 5 failures of its own and the device is a stranger again, and locked out.
  const [restDevice] = devices;
  for (let i = 0; i < 5; i += 1) expect((await restDevice.device.login(account.username, 'typo')).result).toBe('refused');
  expect((await restDevice.device.login(account.username, account.password)).result).toBe('limited');
});

it('keeps the device token in an HttpOnly, SameSite=Strict cookie, and a forged one buys nothing', async () => {
  const account = await newAccount();
  const browser = new TestClient(stack.baseUrl, { 'x-forwarded-for': newIp() });
  const res = await browser.post('/api/auth/login', account);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('savepoint.device='));
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Strict/);
  for (let i = 0; i < 5; i += 1) await attempt(direct, account.username, 'wrong');
  // A token with the right header and signature but claims of the forger's choosing.
  const forger = new TestClient(stack.baseUrl, { 'x-forwarded-for': newIp() });
  const [header, , signature] = browser.cookies.get('savepoint.device')!.split('.');
  const claims = Buffer.from(JSON.stringify({ sub: account.username, jti: 'forged', aud: 'savepoint-device' })).toString(
    'base64url',
  );
  forger.cookies.set('savepoint.device', `${header}.${claims}.${signature}`);
  expect((await forger.post('/api/auth/login', account)).status).toBe(429);
  // Another account's genuine device token is no key to this one either.
  const other = await newAccount();
  const otherBrowser = new TestClient(stack.baseUrl, { 'x-forwarded-for': newIp() });
  await otherBrowser.post('/api/auth/login', other);
  otherBrowser.cookies.delete('savepoint.sid');
  expect((await otherBrowser.post('/api/auth/login', account)).status).toBe(429);
  expect((await browser.post('/api/auth/login', account)).status).toBe(200);
});

describe('the thumbnail limit (20 a minute per address)', () => {
  const THUMBNAIL = 'mutation($id: Int!) { generateThumbnail(articleId: $id) { thumbnailUrl } }';
  const ip = newIp();
  const directAgent = () => {
    const agent = new Agent({ localAddress: ip });
    agents.push(agent);
    return agent;
  };
  let agent: Dispatcher;
  /** One request for article `id`'s thumbnail on each path, from the describe's address. */
  const ask = {
    rest: async (id = 999999) => {
      const res = await new TestClient(stack.baseUrl, { 'x-forwarded-for': ip }).post(`/api/articles/${id}/generate-thumbnail`);
      return {
        status: res.status,
        code: res.body.code as string,
        retryAfter: res.headers.get('retry-after'),
        url: res.body.thumbnailUrl as string | undefined,
      };
    },
    gateway: async (id = 999999) => {
      const res = await new TestClient(stack.baseUrl, { 'x-forwarded-for': ip }).post('/graphql', {
        query: THUMBNAIL,
        variables: { id },
      });
      return {
        status: res.status,
        code: res.body.errors?.[0]?.extensions?.code as string,
        retryAfter: res.headers.get('retry-after'),
        url: res.body.data?.generateThumbnail?.thumbnailUrl as string | undefined,
      };
    },
    direct: async (id = 999999) => {
      agent ??= directAgent();
      const res = await request(stack.graph.url, {
        method: 'POST',
        dispatcher: agent,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: THUMBNAIL, variables: { id } }),
      });
      const body = (await res.body.json()) as any;
      return {
        status: res.statusCode,
        code: body.errors?.[0]?.extensions?.code as string,
        retryAfter: (res.headers['retry-after'] as string) ?? null,
        url: body.data?.generateThumbnail?.thumbnailUrl as string | undefined,
      };
    },
  };

  it('counts requests on every path together and refuses the 21st on each', async () => {
    const order = [ask.rest, ask.gateway, ask.direct];
    for (let i = 0; i < 20; i += 1) expect((await order[i % 3]()).code).not.toBe('TOO_MANY_REQUESTS');
    for (const [name, path] of Object.entries(ask)) {
      const refused = await path();
      expect({ name, status: refused.status, code: refused.code }).toEqual({ name, status: 429, code: 'TOO_MANY_REQUESTS' });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
  });

  it('answers a thumbnail already drawn on every path without counting it, after the address is refused', async () => {
    // Cards keep asking for pictures drawn since their page was stored: a reader who spent the
    // allowance still gets those, while drawing a new one stays refused.
    const drawn = await createArticle(stack.graph.graph, { title: 'Drawn once, asked for often' });
    const waiting = await createArticle(stack.graph.graph, { title: 'Not drawn yet' });
    const artist = new TestClient(stack.baseUrl, { 'x-forwarded-for': newIp() });
    const url = (await artist.post(`/api/articles/${drawn.id}/generate-thumbnail`)).body.thumbnailUrl;
    expect(url).toMatch(/^\/media\/thumbnails\//);
    for (let i = 0; i < 21; i += 1) await ask.rest();
    for (const [name, path] of Object.entries(ask)) {
      const answer = await path(drawn.id);
      expect({ name, status: answer.status, url: answer.url }).toEqual({ name, status: 200, url });
    }
    const refused = await ask.rest(waiting.id);
    expect({ status: refused.status, code: refused.code }).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS' });
  });
});

it('fails closed on every path when graph cannot count (its Redis is down)', async () => {
  const blind = await startTestGraph({ redisUrl: 'redis://127.0.0.1:9' });
  const gatewayInFront = await startTestGateway(
    testGatewayConfig({ GRAPH_URL: blind.url, INTERNAL_SECRET: blind.config.internalSecret }),
  );
  try {
    const credentials = { ...TEST_ADMIN };
    const rest = await gatewayInFront.client().post('/api/auth/login', credentials);
    expect(rest.status).toBe(503);
    expect(rest.body.code).toBe('SERVICE_UNAVAILABLE');
    const viaGateway = await gatewayInFront
      .client()
      .post('/graphql', { query: LOGIN, variables: { u: credentials.username, p: credentials.password } });
    const direct = await blind.query(LOGIN, { u: credentials.username, p: credentials.password });
    for (const res of [viaGateway.body, direct]) {
      expect(res.data?.login ?? null).toBeNull();
      expect(res.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    }
  } finally {
    await gatewayInFront.close();
    await blind.close();
  }
});
