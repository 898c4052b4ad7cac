// Fan-out and delivery in the worker, with the reserved-address rules on (as in production): one
// delivery per inbox (a server's shared inbox serves all its followers), blocked domains left out,
// and an inbox on a private or loopback address refused without retries and counted as a failure.
import { createArticle } from '../../../../testing/graph';
import { eventually } from '../../../../testing/eventually';
import { startGraphWithJobs, type TestJobsSetup } from '../../../../testing/worker';
import { QUEUE_NAMES } from '../../jobs/queues';
import { FederationService } from './federation.service';

let setup: TestJobsSetup;

beforeAll(async () => {
  setup = await startGraphWithJobs({ publicUrl: 'https://savepoint.example', federationAllowPrivateAddresses: false });
  await setup.startWorker({ federationDispatchEveryMs: 200 });
});
afterAll(async () => {
  await setup?.close();
});

async function follower(host: string, user: string, inbox: string, sharedInbox: string | null) {
  const em = setup.testGraph.graph.services().em;
  await em.execute(`INSERT INTO federation_instance (host) VALUES (?) ON CONFLICT DO NOTHING`, [host]);
  await em.execute(
    `INSERT INTO federation_follower (actor, follower_uri, handle, inbox, shared_inbox, host, status, accepted_at)
     VALUES ('savepoint', ?, ?, ?, ?, ?, 'accepted', now())`,
    [`http://${host}/users/${user}`, `@${user}@${host}`, inbox, sharedInbox, host],
  );
}

it('delivers once per inbox, leaves blocked domains out, and refuses private addresses without retrying', async () => {
  await follower('127.0.0.1:9', 'a', 'http://127.0.0.1:9/users/a/inbox', 'http://127.0.0.1:9/inbox');
  await follower('127.0.0.1:9', 'b', 'http://127.0.0.1:9/users/b/inbox', 'http://127.0.0.1:9/inbox');
  await follower('127.0.0.1:9', 'c', 'http://127.0.0.1:9/users/c/inbox', 'http://127.0.0.1:9/inbox');
  await follower('10.0.0.1', 'd', 'http://10.0.0.1/users/d/inbox', null);
  await follower('blocked.example', 'e', 'https://blocked.example/users/e/inbox', 'https://blocked.example/inbox');
  await new FederationService(setup.testGraph.graph.services().em).blockDomain('blocked.example', null, null);

  const article = await createArticle(setup.testGraph.graph);
  const em = setup.testGraph.graph.services().em;
  const [row] = await eventually(async () => {
    const rows: { inboxes: number | null }[] = await em.execute(
      `SELECT inboxes FROM federation_outbox WHERE article_id = ? AND dispatched_at IS NOT NULL`,
      [article.id],
    );
    return rows.length ? rows : undefined;
  }, 'the Create to be fanned out');
  expect(row.inboxes).toBe(2);

  const failed = await eventually(async () => {
    const jobs = await setup.queues.queue(QUEUE_NAMES.federation).getFailed();
    return jobs.length === 2 ? jobs : undefined;
  }, 'both deliveries to be refused');
  expect(failed.map((j) => j.data.inbox).sort()).toEqual(['http://10.0.0.1/users/d/inbox', 'http://127.0.0.1:9/inbox']);
  for (const job of failed) {
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toMatch(/private or reserved address/);
  }
  const instances: { host: string; failures: number; last_error: string }[] = await em.execute(
    `SELECT host, failures, last_error FROM federation_instance WHERE failures > 0 ORDER BY host`,
  );
  expect(instances).toEqual([
    { host: '10.0.0.1', failures: 1, last_error: expect.stringMatching(/private or reserved/) },
    { host: '127.0.0.1:9', failures: 1, last_error: expect.stringMatching(/private or reserved/) },
  ]);
});

it('prunes expired key–value entries and activities sent more than 30 days ago, daily', async () => {
  const em = setup.testGraph.graph.services().em;
  await em.execute(
    `INSERT INTO federation_kv (key, value, expires_at) VALUES ('["gone"]', '1', now() - interval '1 minute'), ('["kept"]', '1', NULL)`,
  );
  await em.execute(
    `INSERT INTO federation_outbox (actor, type, inbox, payload, created_at, dispatched_at) VALUES
       ('savepoint', 'Accept', 'https://old.example/inbox', '{}', now() - interval '40 days', now() - interval '40 days'),
       ('savepoint', 'Accept', 'https://new.example/inbox', '{}', now() - interval '2 days', now() - interval '2 days')`,
  );
  const job = await setup.queues.queue(QUEUE_NAMES.federation).add('pruneFederation', {});
  const done = await eventually(
    async () => ((await job.isCompleted()) ? await setup.queues.queue(QUEUE_NAMES.federation).getJob(job.id!) : undefined),
    'the prune',
  );
  expect(done?.returnvalue).toEqual({ expiredEntries: 1, oldActivities: 1 });
  const inboxes: { inbox: string }[] = await em.execute(
    `SELECT inbox FROM federation_outbox WHERE inbox LIKE 'https://%.example/inbox'`,
  );
  expect(inboxes.map((r) => r.inbox)).toEqual(['https://new.example/inbox']);
});
