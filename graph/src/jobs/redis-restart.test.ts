// A Redis that comes back empty while the worker runs (restarted without persistence, a managed
// failover to a fresh node, a flush): the worker's repeating jobs (the publishing sweep, webhook and
// social-web dispatch, the digest) live in Redis, so they must be put back, not wait for a worker
// restart that Kubernetes has no reason to make.
import { Redis } from 'ioredis';
import { createCategory } from '../../../testing/graph';
import { eventually } from '../../../testing/eventually';
import { startPrivateRedis, type PrivateRedis } from '../../../testing/private-redis';
import { startGraphWithJobs, type TestJobsSetup } from '../../../testing/worker';

let redis: PrivateRedis;
let setup: TestJobsSetup;

beforeAll(async () => {
  redis = await startPrivateRedis();
  setup = await startGraphWithJobs({ redisUrl: redis.url, scheduleMinLeadMs: 300 });
});
afterAll(async () => {
  await setup?.close();
  await redis?.close();
});

/** What an empty Redis coming back looks like: every connection dropped, nothing kept. */
async function restartRedisEmpty() {
  const client = new Redis(redis.url);
  await client.flushall();
  client.disconnect();
  await redis.stop();
  await redis.start();
}

it('publishes a scheduled article on time after Redis came back empty while the worker ran', async () => {
  const category = (await createCategory(setup.testGraph.graph, { name: 'News' })).slug;
  // The sweep every half second, so the test need not wait a minute for it.
  await setup.startWorker({ sweepEveryMs: 500 });
  const at = new Date(Date.now() + 2000);
  const created = await setup.testGraph.query(
    `mutation($input: ArticleInput!) { createArticle(input: $input) { id status } }`,
    {
      input: {
        title: 'Embargo across a Redis restart',
        content: '<p>Coming soon.</p>',
        category,
        status: 'scheduled',
        scheduledFor: at.toISOString(),
      },
    },
    setup.testGraph.editorHeaders(),
  );
  expect(created.errors).toBeUndefined();
  const id: number = created.data!.createArticle.id;

  await restartRedisEmpty();

  const published = await eventually(
    async () => {
      const result = await setup.testGraph.query(`query($id: Int!) { article(id: $id) { publishedAt } }`, { id });
      return result.data!.article ?? undefined;
    },
    'the article to be published',
    10_000,
    100,
  );
  expect(new Date(published.publishedAt).getTime()).toBe(at.getTime());
}, 30_000);
