// The inbox's per-server limit counts what a server really delivered. Whose delivery it is comes
// from the signature's keyId, which anyone can write: counted before the signature was checked, a
// stranger sending forgeries that name a busy server's key used up that server's minute, and its
// real deliveries were refused with 429 while the forger went on under other names.
// A delivery whose signature fails may still have made graph fetch the key its keyId names: a
// stranger sending forgeries with a new keyId each made graph fetch URLs of their choosing at their
// pace. Failures are counted per client address (the one the gateway signs, else graph's socket);
// past the minute a client is refused with 429 before any fetch, and other clients go on.
import { signInternalToken } from '../../graphql/identity';
import { startFediverseServer, type FediverseTestServer } from '../../../../testing/activitypub-server';
import { createArticle, startTestStack, type TestStack } from '../../../../testing/gateway';
import type { Article } from '../article/article.entity';

const { freePort } = require('../../../../scripts/processes.cjs') as { freePort: () => Promise<number> };

const PER_MINUTE = 3;
const FAILURES_PER_MINUTE = 6;

let stack: TestStack;
let remote: FediverseTestServer;
/** Where the forgers' keys point: a server of its own, whose per-server minute nothing else uses. */
let keyHost: FediverseTestServer;
let origin: string;
let article: Article;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  stack = await startTestStack({
    graph: { publicUrl: origin, federationInboxPerMinute: PER_MINUTE, federationUnverifiedPerMinute: FAILURES_PER_MINUTE },
    // The gateway believes X-Forwarded-For from loopback, so each test can be its own client.
    gatewayEnv: { PORT: String(port), PUBLIC_URL: origin, TRUST_PROXY: 'loopback' },
  });
  remote = await startFediverseServer();
  keyHost = await startFediverseServer({ username: 'mallory' });
  article = await createArticle(stack.graph.graph, { title: 'Liked from afar' });
}, 60_000);

afterAll(async () => {
  await remote?.close();
  await keyHost?.close();
  await stack?.close();
});

const likeOf = (id: number) => ({
  '@context': 'https://www.w3.org/ns/activitystreams',
  id: `${remote.origin}/activities/like-${Math.random()}`,
  type: 'Like',
  actor: remote.actorUri.href,
  object: new URL(`/ap/articles/${id}`, origin).href,
});

it("a stranger's forgeries naming a server's key do not use up that server's deliveries", async () => {
  const inbox = new URL('/ap/actors/savepoint/inbox', origin);
  const forger = { headers: { 'x-forwarded-for': '203.0.113.10' } };
  for (let i = 0; i < PER_MINUTE + 2; i += 1)
    expect((await remote.deliverRaw(inbox, likeOf(article.id), 'forged', forger)).status).toBe(401);
  const real = await remote.deliverRaw(inbox, likeOf(article.id), 'alice');
  expect(real.status).toBeLessThan(300);
});

it('still holds a server to its own minute: deliveries past it are refused with 429 and Retry-After', async () => {
  const inbox = new URL('/ap/actors/savepoint/inbox', origin);
  // The first test's delivery counted one.
  for (let i = 1; i < PER_MINUTE; i += 1)
    expect((await remote.deliverRaw(inbox, likeOf(article.id), 'alice')).status).toBeLessThan(300);
  const past = await remote.deliverRaw(inbox, likeOf(article.id), 'alice');
  expect(past.status).toBe(429);
  expect(Number(past.headers.get('retry-after'))).toBeGreaterThan(0);
});

/** A forgery naming a key of its own, so each would need a fetch of its own. */
const forge = (inbox: URL, key: string, headers: Record<string, string> = {}) =>
  keyHost.deliverRaw(inbox, likeOf(article.id), 'forged', { keyId: new URL(`/keys/${key}`, keyHost.origin), headers });

const fetched = (key: string) => keyHost.requestedPaths.includes(`/keys/${key}`);

it('through the gateway: a client past its failed deliveries is refused before graph fetches anything; others are not', async () => {
  const inbox = new URL('/ap/actors/savepoint/inbox', origin);
  const stranger = { 'x-forwarded-for': '203.0.113.5' };
  for (let i = 0; i < FAILURES_PER_MINUTE; i += 1) {
    expect((await forge(inbox, `gateway-${i}`, stranger)).status).toBe(401);
    expect(fetched(`gateway-${i}`)).toBe(true);
  }
  const refused = await forge(inbox, 'gateway-past', stranger);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(fetched('gateway-past')).toBe(false);

  // Another client is judged on its own failures (its forgery is checked, and fails, as any).
  expect((await forge(inbox, 'gateway-other', { 'x-forwarded-for': '198.51.100.7' })).status).toBe(401);
  expect(fetched('gateway-other')).toBe(true);
});

it('graph directly: counted by the socket, which a header graph cannot verify does not change', async () => {
  const inbox = new URL('/ap/actors/savepoint/inbox', stack.graph.url);
  for (let i = 0; i < FAILURES_PER_MINUTE; i += 1) expect((await forge(inbox, `direct-${i}`)).status).toBe(401);
  // A client address signed with a secret that is not graph's is no client address.
  const claimed = { 'x-savepoint-internal': signInternalToken('not the internal secret', { ip: '192.0.2.99' }) };
  const refused = await forge(inbox, 'direct-past', claimed);
  expect(refused.status).toBe(429);
  expect(fetched('direct-past')).toBe(false);
});
