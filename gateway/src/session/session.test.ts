// Editor sessions and login limits, over HTTP against a real graph and Redis. The gateway trusts
// X-Forwarded-For from loopback here, so each test plays its own client addresses.
import { fakeWallClock } from '../../../testing/clock';
import { startTestGateway, startTestStack, testGatewayConfig, type TestClient, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let ipCounter = 0;
/** A fresh client address, so one test's failures never block another's. */
const newIp = () => `203.0.113.${(ipCounter += 1)}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

beforeAll(async () => {
  stack = await startTestStack({ gatewayEnv: { TRUST_PROXY: 'loopback' } });
});
afterAll(async () => {
  await stack.close();
});

const login = (client: TestClient, username: string, password: string) => client.post('/api/auth/login', { username, password });

describe('logging in', () => {
  it('answers the editor and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const client = stack.client(from(newIp()));
    const res = await login(client, stack.admin.username, stack.admin.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: stack.graph.admin.id,
      username: 'editor',
      displayName: expect.any(String),
      role: 'admin',
      capabilities: expect.arrayContaining(['users']),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('savepoint.sid='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('editor');
    expect(me.headers.get('cache-control')).toBe('private, no-store');
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const res = await login(
      stack.client({ ...from(newIp()), 'x-forwarded-proto': 'https' }),
      stack.admin.username,
      stack.admin.password,
    );
    expect(res.headers.getSetCookie().find((c) => c.startsWith('savepoint.sid='))).toMatch(/Secure/);
  });

  it('gives a new session id at every login', async () => {
    const client = await stack.editor(from(newIp()));
    const before = client.sessionId();
    await login(client, stack.admin.username, stack.admin.password);
    expect(client.sessionId()).toEqual(expect.any(String));
    expect(client.sessionId()).not.toBe(before);
  });

  it('answers every failure with the same 401, whether the username or the password was wrong', async () => {
    const ip = newIp();
    const wrongPassword = await login(stack.client(from(ip)), stack.admin.username, 'not the password');
    const unknownUser = await login(stack.client(from(ip)), 'nobody-here', 'not the password');
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const { requestId: _a, ...first } = wrongPassword.body;
    const { requestId: _b, ...second } = unknownUser.body;
    expect(first).toEqual({ error: 'Invalid username or password', code: 'UNAUTHENTICATED' });
    expect(second).toEqual(first);
  });

  it('names a missing field', async () => {
    const res = await stack.client(from(newIp())).post('/api/auth/login', { username: 'editor' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
  });
});

// H8 (issue 44): Express matches /API/auth/login, /api/auth/login/ and /api/Auth/Login as the login
// route, while the same-origin check and session loading compared exact strings: a cross-site login
// reached the handler, and a right one crashed (no session loaded). Every other spelling is now
// redirected before anything runs, keeping the method and body (308), and the redirect's target
// gets the same checks as any request.
describe('the login in any other spelling', () => {
  const spellings = ['/API/auth/login', '/api/auth/login/', '/api/Auth/Login', '/api/%61uth/login', '//api/auth//login'];
  const evil = { origin: 'https://evil.test' };

  it.each(spellings)('%s: a cross-site login never reaches the handler; the redirect is refused', async (spelling) => {
    const client = stack.client(from(newIp()));
    const res = await client.post(
      spelling,
      { username: stack.admin.username, password: stack.admin.password },
      { headers: evil },
    );
    expect({ status: res.status, location: res.headers.get('location') }).toEqual({ status: 308, location: '/api/auth/login' });
    expect(res.headers.getSetCookie()).toEqual([]);
    const followed = await client.post(
      res.headers.get('location')!,
      { username: stack.admin.username, password: stack.admin.password },
      { headers: evil },
    );
    expect(followed.status).toBe(403);
    expect(client.cookies.has('savepoint.sid')).toBe(false);
  });

  it.each(spellings)('%s: a same-site login follows the redirect and signs in (no 500)', async (spelling) => {
    const client = stack.client(from(newIp()));
    const redirected = await client.post(spelling, { username: stack.admin.username, password: stack.admin.password });
    expect({ status: redirected.status, location: redirected.headers.get('location') }).toEqual({
      status: 308,
      location: '/api/auth/login',
    });
    const followed = await login(client, stack.admin.username, stack.admin.password);
    expect(followed.status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('a cross-site write riding on the session in another spelling is redirected, then refused', async () => {
    const client = stack.client(from(newIp()));
    expect((await login(client, stack.admin.username, stack.admin.password)).status).toBe(200);
    for (const spelling of ['/API/categories', '/api/Categories/', '/GraphQL']) {
      const body =
        spelling === '/GraphQL' ? { query: 'mutation { createTag(input: { name: "x" }) { id } }' } : { name: 'Sneaky' };
      const res = await client.post(spelling, body, { headers: evil });
      expect({ spelling, status: res.status }).toEqual({ spelling, status: 308 });
      const followed = await client.post(res.headers.get('location')!, body, { headers: evil });
      expect({ spelling, status: followed.status }).toEqual({ spelling, status: 403 });
    }
    expect((await client.get('/api/categories')).body.some((c: { name: string }) => c.name === 'Sneaky')).toBe(false);
  });
});

describe('the session', () => {
  it('ends at logout, and the old cookie is worthless after', async () => {
    const client = await stack.editor(from(newIp()));
    const stolen = client.cookies.get('savepoint.sid')!;
    const out = await client.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'Logged out' });
    expect((await client.get('/api/auth/me')).status).toBe(401);
    const replay = stack.client();
    replay.cookies.set('savepoint.sid', stolen);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
    expect((await replay.post('/api/categories', { name: 'Nope' })).status).toBe(401);
  });

  it('survives a gateway restart (it lives in Redis)', async () => {
    const client = await stack.editor(from(newIp()));
    await stack.restartGateway();
    const moved = stack.client();
    client.cookies.forEach((value, name) => moved.cookies.set(name, value));
    const me = await moved.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('editor');
  });

  it('expires after the idle timeout', async () => {
    const idle = await startTestGateway(
      testGatewayConfig({
        GRAPH_URL: stack.graph.url,
        INTERNAL_SECRET: stack.graph.config.internalSecret,
        SESSION_IDLE_MINUTES: String(1 / 60),
      }),
    );
    try {
      const client = idle.client();
      expect((await login(client, stack.admin.username, stack.admin.password)).status).toBe(200);
      // A real wait: the idle timeout is the Redis key's TTL, which Redis counts down itself.
      await new Promise((resolve) => setTimeout(resolve, 2200));
      expect((await client.get('/api/auth/me')).status).toBe(401);
    } finally {
      await idle.close();
    }
  });

  it('expires past the absolute lifetime even while in use', async () => {
    const shortLived = await startTestGateway(
      testGatewayConfig({
        GRAPH_URL: stack.graph.url,
        INTERNAL_SECRET: stack.graph.config.internalSecret,
        SESSION_ABSOLUTE_HOURS: '1',
      }),
    );
    const clock = fakeWallClock();
    try {
      const client = shortLived.client();
      expect((await login(client, stack.admin.username, stack.admin.password)).status).toBe(200);
      // In use every 25 minutes (within the 30-minute idle timeout), until past the hour's lifetime.
      clock.advance(25 * 60_000);
      expect((await client.get('/api/auth/me')).status).toBe(200);
      clock.advance(25 * 60_000);
      expect((await client.get('/api/auth/me')).status).toBe(200);
      clock.advance(11 * 60_000);
      expect((await client.get('/api/auth/me')).status).toBe(401);
    } finally {
      clock.restore();
      await shortLived.close();
    }
  });
});

describe('brute-force limits', () => {
  it('blocks an address after 5 failures with 429 and Retry-After, even for the right password', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) expect((await login(stack.client(from(ip)), `someone-${i}`, 'wrong')).status).toBe(401);
    const blocked = await login(stack.client(from(ip)), stack.admin.username, stack.admin.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
    // Another address is not affected.
    expect((await login(stack.client(from(newIp())), stack.admin.username, stack.admin.password)).status).toBe(200);
  });

  it('blocks a repeat offender longer each time', async () => {
    const ip = newIp();
    const failFiveTimes = async () => {
      // A different username each time, so only the address limit is in play.
      for (let i = 0; i < 5; i += 1) await login(stack.client(from(ip)), `repeat-${newIp()}`, 'wrong');
      return login(stack.client(from(ip)), `repeat-${newIp()}`, 'wrong');
    };
    const first = Number((await failFiveTimes()).headers.get('retry-after'));
    // The first block runs out (its key expires; graph keeps the login limits)…
    const { Redis } = await import('ioredis');
    const redis = new Redis(stack.graph.config.redisUrl);
    await redis.del(`${stack.graph.config.redisPrefix}:login-ip:${ip}`);
    await redis.quit();
    const second = Number((await failFiveTimes()).headers.get('retry-after'));
    expect(second).toBeGreaterThan(first * 1.5);
  });

  it('locks a username after 5 failures from any address, even for the right password', async () => {
    const password = 'the right password for writer';
    await stack.graph.graph.services().users.createUser({ username: 'writer', password, displayName: 'Writer' });
    for (let i = 0; i < 5; i += 1) expect((await login(stack.client(from(newIp())), 'writer', 'wrong')).status).toBe(401);
    const locked = await login(stack.client(from(newIp())), 'Writer', password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
  });

  it("does not let a blocked address lock someone else's username", async () => {
    const password = 'the right password for victim';
    await stack.graph.graph.services().users.createUser({ username: 'victim', password, displayName: 'Victim' });
    const attacker = newIp();
    for (let i = 0; i < 5; i += 1) await login(stack.client(from(attacker)), `probe-${i}`, 'wrong');
    for (let i = 0; i < 6; i += 1) expect((await login(stack.client(from(attacker)), 'victim', 'guess')).status).toBe(429);
    expect((await login(stack.client(from(newIp())), 'victim', password)).status).toBe(200);
  });

  it('starts counting again after a success', async () => {
    const ip = newIp();
    for (let i = 0; i < 4; i += 1) await login(stack.client(from(ip)), stack.admin.username, 'wrong');
    expect((await login(stack.client(from(ip)), stack.admin.username, stack.admin.password)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(stack.client(from(ip)), stack.admin.username, 'wrong')).status).toBe(401);
    expect((await login(stack.client(from(ip)), stack.admin.username, stack.admin.password)).status).toBe(200);
  });

  it('lets at most 5 of 50 parallel wrong passwords be checked', async () => {
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => login(stack.client(from(ip)), 'parallel-target', 'wrong')),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  });

  it('refuses logins when the counters cannot be kept (Redis down)', async () => {
    const blind = await startTestGateway(
      testGatewayConfig({
        GRAPH_URL: stack.graph.url,
        INTERNAL_SECRET: stack.graph.config.internalSecret,
        REDIS_URL: 'redis://127.0.0.1:9',
      }),
    );
    try {
      const res = await login(blind.client(), stack.admin.username, stack.admin.password);
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await blind.close();
    }
  });
});
