// Webhooks end to end: article changes (an editor's, and the worker's scheduled publishing) reach a
// real receiver on loopback, signed in the Standard Webhooks format; a failed delivery is retried
// with the same webhook-id and every attempt is logged. Private addresses are refused by default.
import { Webhook } from 'standardwebhooks';
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { startWebhookReceiver, type TestWebhookReceiver } from '../../../../testing/mail';
import { eventually } from '../../../../testing/eventually';
import { startGraphWithJobs, type TestJobsSetup } from '../../../../testing/worker';
import { PRIVATE_ADDRESS } from './network-guard';
import { SYSTEM_ACTOR } from '../../common/caller';

let setup: TestJobsSetup;
let receiver: TestWebhookReceiver;
let secret: string;
let webhookId: number;

const CREATE = `mutation($url: String!, $events: [String!]!) { createWebhook(url: $url, events: $events) { id secret url events } }`;

beforeAll(async () => {
  // The first delivery is answered 500, then 200.
  receiver = await startWebhookReceiver([500]);
  setup = await startGraphWithJobs({ scheduleMinLeadMs: 300 });
  await setup.startWorker({ webhookDispatchEveryMs: 200, webhookRetryDelayMs: 200 });
});
afterAll(async () => {
  await setup?.close();
  await receiver?.close();
});

const editor = () => setup.testGraph.editorHeaders();

it('registers a webhook for editors only and shows the secret once', async () => {
  const reader = await setup.testGraph.query(CREATE, { url: receiver.url, events: ['article.published'] });
  expect(reader.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  const bad = await setup.testGraph.query(CREATE, { url: receiver.url, events: ['article.created'] }, editor());
  expect(bad.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'events' });
  const created = await setup.testGraph.query(
    CREATE,
    { url: receiver.url, events: ['article.published', 'article.updated', 'article.unpublished', 'article.deleted'] },
    editor(),
  );
  expect(created.errors).toBeUndefined();
  ({ id: webhookId, secret } = created.data!.createWebhook);
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
  const listed = await setup.testGraph.query(`{ webhooks { id url events } }`, {}, editor());
  expect(listed.data!.webhooks).toEqual([
    { id: webhookId, url: receiver.url, events: expect.arrayContaining(['article.published']) },
  ]);
  expect(JSON.stringify(listed.data)).not.toContain(secret);
});

it('delivers a publication signed, retries a failure with the same webhook-id, and logs the attempts', async () => {
  const category = (await createCategory(setup.testGraph.graph)).slug;
  const article = await createArticle(setup.testGraph.graph, { title: 'Launch day', category });
  await eventually(async () => (receiver.received.length >= 2 ? true : undefined), 'the retried delivery');
  const [failed, retried] = receiver.received;
  expect(failed.answeredWith).toBe(500);
  expect(retried.answeredWith).toBe(200);
  expect(retried.headers['webhook-id']).toBe(failed.headers['webhook-id']);
  expect(retried.body).toBe(failed.body);
  const verified = new Webhook(secret).verify(retried.body, retried.headers as Record<string, string>) as Record<string, any>;
  expect(verified).toMatchObject({
    type: 'article.published',
    data: { id: article.id, slug: article.slug, title: 'Launch day', status: 'published' },
  });
  expect(verified.data.url).toBe(`http://localhost:8080/articles/${article.slug}`);
  expect(() =>
    new Webhook(`whsec_${Buffer.from('another secret, 24 bytes').toString('base64')}`).verify(
      retried.body,
      retried.headers as Record<string, string>,
    ),
  ).toThrow();

  const log = await eventually(async () => {
    const result = await setup.testGraph.query(
      `{ webhookDeliveries { id event status attempts attemptLog { attempt responseStatus error } } }`,
      {},
      editor(),
    );
    const delivery = result.data!.webhookDeliveries[0];
    return delivery?.status === 'delivered' ? delivery : undefined;
  }, 'the delivered log entry');
  expect(log).toMatchObject({ id: retried.headers['webhook-id'], event: 'article.published', attempts: 2 });
  expect(log.attemptLog).toEqual([
    { attempt: 1, responseStatus: 500, error: 'HTTP 500' },
    { attempt: 2, responseStatus: 200, error: null },
  ]);
});

it('fires updated, unpublished and deleted, and published when the worker publishes a scheduled article', async () => {
  const category = (await createCategory(setup.testGraph.graph)).slug;
  const article = await createArticle(setup.testGraph.graph, { title: 'Patch notes', category });
  const services = setup.testGraph.graph.services();
  await services.articles.update(article.id, { title: 'Patch notes 1.1' }, SYSTEM_ACTOR);
  await services.articles.update(article.id, { status: 'draft' as never }, SYSTEM_ACTOR);
  await services.articles.update(article.id, { status: 'published' as never }, SYSTEM_ACTOR);
  await services.articles.delete(article.id, SYSTEM_ACTOR);
  const scheduled = await createArticle(setup.testGraph.graph, {
    category,
    status: 'scheduled' as never,
    scheduledFor: new Date(Date.now() + 400),
  });

  const events = (
    await eventually(async () => {
      const forArticle = receiver.received
        .map((r) => JSON.parse(r.body))
        .filter((b) => [article.id, scheduled.id].includes(b.data.id));
      return forArticle.length >= 6 ? forArticle : undefined;
    }, 'the six events')
  ).map((b) => `${b.type} ${b.data.id === article.id ? 'a' : 's'}`);
  expect(events.sort()).toEqual(
    [
      'article.deleted a',
      'article.published a',
      'article.published a',
      'article.published s',
      'article.unpublished a',
      'article.updated a',
    ].sort(),
  );
});

it('fires updated once for an edit of only the tags, and once for an edit of the title and the tags', async () => {
  const category = (await createCategory(setup.testGraph.graph)).slug;
  const article = await createArticle(setup.testGraph.graph, { category, tags: ['Space Opera'] });
  const services = setup.testGraph.graph.services();
  const events = async () =>
    (
      await services.em
        .fork()
        .execute<{ event: string }[]>(
          `SELECT event FROM webhook_delivery WHERE webhook_id = ? AND (payload ->> 'id')::int = ? ORDER BY created_at`,
          [webhookId, article.id],
        )
    ).map((d) => d.event);
  expect(await events()).toEqual(['article.published']);
  await services.articles.update(article.id, { tags: ['Space Opera', 'Roguelike'] }, SYSTEM_ACTOR);
  expect(await events()).toEqual(['article.published', 'article.updated']);
  await services.articles.update(article.id, { title: 'Renamed', tags: ['Roguelike'] }, SYSTEM_ACTOR);
  expect(await events()).toEqual(['article.published', 'article.updated', 'article.updated']);
});

it("carries a German article's language and its address under the German edition's prefix", async () => {
  const services = setup.testGraph.graph.services();
  await services.em.execute(
    `INSERT INTO edition (language, name, url_prefix, search_config) VALUES ('de', 'Deutsch', 'de', 'german') ON CONFLICT DO NOTHING`,
  );
  const category = (await createCategory(setup.testGraph.graph)).slug;
  const german = await createArticle(setup.testGraph.graph, { title: 'Erscheinungstag', category, language: 'de' });
  const delivered = await eventually(
    async () => receiver.received.map((r) => JSON.parse(r.body)).find((b) => b.data.id === german.id),
    'the German article’s delivery',
  );
  expect(delivered).toMatchObject({
    type: 'article.published',
    data: { language: 'de', url: `http://localhost:8080/de/articles/${german.slug}` },
  });
});

it('deletes a webhook', async () => {
  const deleted = await setup.testGraph.query(`mutation($id: Int!) { deleteWebhook(id: $id) }`, { id: webhookId }, editor());
  expect(deleted.data!.deleteWebhook).toBe(true);
  expect((await setup.testGraph.query(`{ webhooks { id } }`, {}, editor())).data!.webhooks).toEqual([]);
});

it('registers a webhook for article.corrected, the event a correction sends', async () => {
  const created = await setup.testGraph.query(CREATE, { url: receiver.url, events: ['article.corrected'] }, editor());
  expect(created.errors).toBeUndefined();
  expect(created.data!.createWebhook.events).toEqual(['article.corrected']);
  const { id } = created.data!.createWebhook;
  await setup.testGraph.query(`mutation($id: Int!) { deleteWebhook(id: $id) }`, { id }, editor());
});

describe('without WEBHOOKS_ALLOW_PRIVATE_NETWORKS', () => {
  let graph: TestGraph;
  beforeAll(async () => {
    graph = await startTestGraph({ webhooksAllowPrivateNetworks: false });
  });
  afterAll(async () => {
    await graph?.close();
  });

  it.each([
    'http://127.0.0.1:9/hook',
    'http://localhost/hook',
    'http://10.1.2.3/hook',
    'http://[::1]/hook',
    'http://169.254.169.254/latest',
    'http://198.18.0.1/hook',
    'http://[64:ff9b:1::7f00:1]/hook',
    'http://[::7f00:1]/hook',
  ])('refuses %s', async (url) => {
    const result = await graph.query(CREATE, { url, events: ['article.published'] }, graph.editorHeaders());
    expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url' });
    expect(result.errors![0].message).toBe(PRIVATE_ADDRESS);
  });
});

describe('delivering without WEBHOOKS_ALLOW_PRIVATE_NETWORKS', () => {
  let strict: TestJobsSetup;
  let inside: TestWebhookReceiver;
  beforeAll(async () => {
    inside = await startWebhookReceiver();
    strict = await startGraphWithJobs({ webhooksAllowPrivateNetworks: false });
    await strict.startWorker({ webhookDispatchEveryMs: 200, webhookRetryDelayMs: 200 });
  });
  afterAll(async () => {
    await strict?.close();
    await inside?.close();
  });

  it('refuses at delivery a loopback address written as an IP, registered while private addresses were allowed, once', async () => {
    // Registered before the setting was turned off (or by hand): every delivery checks the address again.
    await strict.testGraph.graph
      .services()
      .em.execute(`INSERT INTO webhook (url, events, secret) VALUES (?, ARRAY['article.published'], ?)`, [
        inside.url,
        `whsec_${Buffer.from('a secret of 24 bytes....').toString('base64')}`,
      ]);
    const category = (await createCategory(strict.testGraph.graph)).slug;
    await createArticle(strict.testGraph.graph, { title: 'Inside job', category });
    // Given up at the first refusal, not retried: the address will not become public by asking again.
    const delivery = await eventually(async () => {
      const result = await strict.testGraph.query(
        `{ webhookDeliveries { status attempts attemptLog { attempt responseStatus error } } }`,
        {},
        strict.testGraph.editorHeaders(),
      );
      const found = result.data!.webhookDeliveries[0];
      return found?.status === 'failed' ? found : undefined;
    }, 'the failed delivery');
    expect(delivery).toMatchObject({ attempts: 1, attemptLog: [{ attempt: 1, responseStatus: null, error: PRIVATE_ADDRESS }] });
    expect(inside.received).toEqual([]);
  });
});
