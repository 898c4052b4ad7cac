// One ActivityPub actor per edition (issue 46 item 7, docs/decisions/0051), against two second
// servers built with Fedify (testing/activitypub-server.ts), over real HTTP through the gateway with
// graph, the worker, PostgreSQL and Redis: a German article reaches the German actor's followers
// and nobody else, an English one the default actor's.
import { startFediverseServer, type FediverseTestServer } from '../../../../testing/activitypub-server';
import { eventually } from '../../../../testing/eventually';
import { createArticle, startTestStack, type TestStack } from '../../../../testing/gateway';

const { freePort } = require('../../../../scripts/processes.cjs') as { freePort: () => Promise<number> };

const AP = { accept: 'application/activity+json' };

let stack: TestStack;
let englishReader: FediverseTestServer;
let germanReader: FediverseTestServer;
let origin: string;
let host: string;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  host = `127.0.0.1:${port}`;
  stack = await startTestStack({
    worker: true,
    graph: { publicUrl: origin },
    gatewayEnv: { PORT: String(port), PUBLIC_URL: origin },
  });
  const created = await stack.graph.query(
    `mutation { createEdition(input: { language: "de", name: "Deutsch", searchConfig: "german" }) { language } }`,
    {},
    stack.graph.editorHeaders(),
  );
  expect(created.errors).toBeUndefined();
  englishReader = await startFediverseServer({ username: 'alice' });
  germanReader = await startFediverseServer({ username: 'bruno' });
}, 60_000);

afterAll(async () => {
  await englishReader?.close();
  await germanReader?.close();
  await stack?.close();
});

/** The outbox rows of an article once dispatched: which actor, and to how many inboxes. */
async function dispatched(articleId: number): Promise<{ actor: string; type: string; inboxes: number }[]> {
  return eventually(async () => {
    const rows: { actor: string; type: string; inboxes: number | null }[] = await stack.graph.graph
      .services()
      .em.execute(`SELECT actor, type, inboxes FROM federation_outbox WHERE article_id = ? ORDER BY created_at`, [articleId]);
    return rows.length && rows.every((r) => r.inboxes !== null)
      ? (rows as { actor: string; type: string; inboxes: number }[])
      : undefined;
  }, 'the activity to be fanned out');
}

it('gives each edition its own actor, found by WebFinger; an unknown one is not found', async () => {
  const german = await germanReader.lookup(`@savepoint-de@${host}`);
  expect(german.id?.href).toBe(`${origin}/ap/actors/savepoint-de`);
  expect(german.preferredUsername?.toString()).toBe('savepoint-de');
  expect(german.name?.toString()).toBe('Savepoint (Deutsch)');
  expect(german.url?.href).toBe(`${origin}/de/`);
  const english = await englishReader.lookup(`@savepoint@${host}`);
  expect(english.id?.href).toBe(`${origin}/ap/actors/savepoint`);

  expect((await stack.client().get('/ap/actors/savepoint-xx', { headers: AP })).status).toBe(404);
  await expect(germanReader.lookup(`@savepoint-xx@${host}`)).rejects.toThrow();

  await germanReader.follow(german);
  await germanReader.waitFor('Accept');
  await englishReader.follow(english);
  await englishReader.waitFor('Accept');
  const count = async (actor: string) =>
    JSON.parse((await stack.client().get(`/ap/actors/${actor}/followers`, { headers: AP })).text).totalItems;
  expect(await count('savepoint-de')).toBe(1);
  expect(await count('savepoint')).toBe(1);
});

it("announces a German article to the German actor's followers only, and an English one to the default actor's", async () => {
  const german = await createArticle(stack.graph.graph, { title: 'Sternenfall im Test', language: 'de' });
  const create = await germanReader.waitFor('Create', (a) => a.json.object?.id === `${origin}/ap/articles/${german.id}`);
  expect(create.json.actor).toBe(`${origin}/ap/actors/savepoint-de`);
  expect(create.json.object).toMatchObject({
    name: 'Sternenfall im Test',
    url: `${origin}/de/articles/${german.slug}`,
    attributedTo: `${origin}/ap/actors/savepoint-de`,
  });
  expect(Object.keys(create.json.object.contentMap)).toEqual(['de']);
  expect(await dispatched(german.id)).toEqual([{ actor: 'savepoint-de', type: 'Create', inboxes: 1 }]);

  const english = await createArticle(stack.graph.graph, { title: 'Starfall reviewed' });
  const englishCreate = await englishReader.waitFor('Create', (a) => a.json.object?.id === `${origin}/ap/articles/${english.id}`);
  expect(englishCreate.json.actor).toBe(`${origin}/ap/actors/savepoint`);
  expect(await dispatched(english.id)).toEqual([{ actor: 'savepoint', type: 'Create', inboxes: 1 }]);

  // Each fan-out went to one inbox: the other server got nothing of the other edition.
  expect(englishReader.received.some((a) => JSON.stringify(a.json).includes('Sternenfall'))).toBe(false);
  expect(germanReader.received.some((a) => JSON.stringify(a.json).includes('Starfall reviewed'))).toBe(false);

  // Each actor's outbox holds its edition's articles.
  const outbox = async (actor: string) =>
    JSON.parse((await stack.client().get(`/ap/actors/${actor}/outbox`, { headers: AP })).text);
  expect((await outbox('savepoint-de')).totalItems).toBe(1);
  expect((await outbox('savepoint')).totalItems).toBe(1);
});

it("shows staff each edition's actor with its own followers and deliveries, on graph, the gateway's /graphql and REST", async () => {
  const query = `{ socialWebActors(deliveries: 2) {
    identifier language handle displayName followers pendingFollowers
    recentDeliveries { type articleTitle inboxes }
  } }`;
  // bruno follows the German actor only, alice the default one: each is counted under its own edition.
  const expected = [
    {
      identifier: 'savepoint',
      language: 'en',
      handle: `@savepoint@${host}`,
      displayName: 'Savepoint',
      followers: 1,
      pendingFollowers: 0,
      recentDeliveries: [
        { type: 'Create', articleTitle: 'Starfall reviewed', inboxes: 1 },
        { type: 'Accept', articleTitle: null, inboxes: 1 },
      ],
    },
    {
      identifier: 'savepoint-de',
      language: 'de',
      handle: `@savepoint-de@${host}`,
      displayName: 'Savepoint (Deutsch)',
      followers: 1,
      pendingFollowers: 0,
      recentDeliveries: [
        { type: 'Create', articleTitle: 'Sternenfall im Test', inboxes: 1 },
        { type: 'Accept', articleTitle: null, inboxes: 1 },
      ],
    },
  ];
  const direct = await stack.graph.query(query, {}, stack.graph.editorHeaders());
  expect(direct.errors).toBeUndefined();
  expect(direct.data?.socialWebActors).toEqual(expected);

  const editor = await stack.editor();
  const proxied = await editor.post('/graphql', { query });
  expect(proxied.body.data.socialWebActors).toEqual(expected);

  const rest = await editor.get('/api/social-web/actors?deliveries=2');
  expect(rest.status).toBe(200);
  expect(rest.body).toMatchObject(expected);
  // The profile's own count is still the default actor's alone.
  expect((await editor.get('/api/social-web')).body.followers).toBe(1);

  const tooMany = await editor.get('/api/social-web/actors?deliveries=21');
  expect(tooMany.status).toBe(400);
  expect(tooMany.body.field).toBe('deliveries');
  const refused = await stack.graph.query('{ socialWebActors(deliveries: 21) { identifier } }', {}, stack.graph.editorHeaders());
  expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'deliveries' });
});

it("holds a follow of the German actor in staff's approval queue, named by its actor, until an editor approves it", async () => {
  const carla = await startFediverseServer({ username: 'carla' });
  const editor = await stack.editor();
  try {
    expect((await editor.put('/api/social-web', { manualApproval: true })).status).toBe(200);
    const followId = await carla.follow(await carla.lookup(`@savepoint-de@${host}`));
    const carlaHandle = `@carla@${new URL(carla.origin).host}`;

    // Every edition's queue by default, on graph and REST; one actor's when asked.
    const direct = await stack.graph.query(
      `{ socialWebFollowers(status: "pending") { totalCount followers { id actor handle } } }`,
      {},
      stack.graph.editorHeaders(),
    );
    expect(direct.data?.socialWebFollowers).toEqual({
      totalCount: 1,
      followers: [{ id: expect.any(Number), actor: 'savepoint-de', handle: carlaHandle }],
    });
    const german = await editor.get('/api/social-web/followers?status=pending&actor=savepoint-de');
    expect(german.body.followers).toEqual([expect.objectContaining({ actor: 'savepoint-de', handle: carlaHandle })]);
    expect((await editor.get('/api/social-web/followers?status=pending&actor=savepoint')).body.totalCount).toBe(0);
    const unknown = await editor.get('/api/social-web/followers?actor=savepoint-xx');
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('actor');
    expect(carla.received).toEqual([]);

    const id = direct.data?.socialWebFollowers.followers[0].id;
    expect((await editor.post('/api/social-web/followers/decide', { ids: [id], approve: true })).body.changed).toBe(1);
    const accept = await carla.waitFor('Accept');
    expect(accept.json.actor).toBe(`${origin}/ap/actors/savepoint-de`);
    expect(accept.json.object.id ?? accept.json.object).toBe(followId.href);
    const [english, germanActor] = (await editor.get('/api/social-web/actors?deliveries=0')).body;
    expect([english.followers, germanActor.followers]).toEqual([1, 2]);
  } finally {
    await editor.put('/api/social-web', { manualApproval: false });
    await carla.close();
  }
});

it("sends the German actor's followers an Update of it when its edition is renamed, and nobody else", async () => {
  const actorUpdates = async () => {
    const rows: { actor: string }[] = await stack.graph.graph
      .services()
      .em.execute(`SELECT actor FROM federation_outbox WHERE type = 'Update' AND article_id IS NULL ORDER BY created_at, id`);
    return rows.map((r) => r.actor);
  };
  const before = await actorUpdates();
  const renamed = await stack.graph.query(
    `mutation { updateEdition(language: "de", input: { name: "Deutschland" }) { name } }`,
    {},
    stack.graph.editorHeaders(),
  );
  expect(renamed.errors).toBeUndefined();
  const german = `${origin}/ap/actors/savepoint-de`;
  // Its followers were sent Updates when the profile changed (the approval setting): this is the rename's.
  const update = await germanReader.waitFor(
    'Update',
    (a) => a.json.object?.id === german && a.json.object.name === 'Savepoint (Deutschland)',
  );
  expect(update.json.actor).toBe(german);
  expect(update.json.object).toMatchObject({ type: 'Organization', url: `${origin}/de/` });
  expect(await actorUpdates()).toEqual([...before, 'savepoint-de']);
  expect(englishReader.received.some((a) => JSON.stringify(a.json).includes('Deutschland'))).toBe(false);
});
