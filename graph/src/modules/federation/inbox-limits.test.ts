// The inbox's per-server limit counts what a server really delivered. Whose delivery it is comes
// from the signature's keyId, which anyone can write: counted before the signature was checked, a
// stranger sending forgeries that name a busy server's key used up that server's minute, and its
// real deliveries were refused with 429 while the forger went on under other names.
import { startFediverseServer, type FediverseTestServer } from '../../../../testing/activitypub-server';
import { createArticle, startTestStack, type TestStack } from '../../../../testing/gateway';
import type { Article } from '../article/article.entity';

const { freePort } = require('../../../../scripts/processes.cjs') as { freePort: () => Promise<number> };

const PER_MINUTE = 3;

let stack: TestStack;
let remote: FediverseTestServer;
let origin: string;
let article: Article;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  stack = await startTestStack({
    graph: { publicUrl: origin, federationInboxPerMinute: PER_MINUTE },
    gatewayEnv: { PORT: String(port), PUBLIC_URL: origin },
  });
  remote = await startFediverseServer();
  article = await createArticle(stack.graph.graph, { title: 'Liked from afar' });
}, 60_000);

afterAll(async () => {
  await remote?.close();
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
  for (let i = 0; i < PER_MINUTE + 2; i += 1)
    expect((await remote.deliverRaw(inbox, likeOf(article.id), 'forged')).status).toBe(401);
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
