// Live blogs through the gateway (issue 22): the REST rows, and the push stream on two gateway
// processes sharing one PostgreSQL (each with its own LISTEN connection and hub): fan-out, replay
// from Last-Event-ID, one replay query per distinct id, heartbeats on a hand-ticked clock, the bound
// on open streams, the drop of a reader that stopped reading,
// and a blog first followed while the hub's fetch is on its way.
import {
  createCategory,
  startTestGateway,
  startTestStack,
  testGatewayConfig,
  type TestClient,
  type TestGateway,
  type TestStack,
} from '../../../testing/gateway';
import { eventually } from '../../../testing/eventually';
import { openSse, type SseStream } from '../../../testing/sse';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createGraphClient, type GraphClient } from '../graph-client';
import { LiveEventsSinceDocument } from '../generated/graphql';
import { HEARTBEAT_MS, LiveHub, type Repeat } from './live-hub';

let stack: TestStack;
let other: TestGateway;
let editor: TestClient;
let category: string;
const jobs: { job: () => void; everyMs: number }[] = [];
const handRepeat: Repeat = (job, everyMs) => {
  jobs.push({ job, everyMs });
  return () => undefined;
};
const open: SseStream[] = [];

beforeAll(async () => {
  stack = await startTestStack({ answerCache: true, gatewayOptions: { liveRepeat: handRepeat } });
  other = await startTestGateway(
    testGatewayConfig({
      GRAPH_URL: stack.graph.url,
      INTERNAL_SECRET: stack.graph.config.internalSecret,
      DATABASE_URL: stack.graph.db.url,
      GATEWAY_LIVE_MAX_STREAMS: '3',
      GATEWAY_LIVE_BUFFER_KB: '2048',
    }),
  );
  editor = await stack.editor();
  category = (await createCategory(stack.graph.graph)).slug;
  await eventually(
    async () => (stack.gateway.live.listening && other.gateway.live.listening ? true : undefined),
    'both hubs listen',
  );
});
afterAll(async () => {
  for (const s of open) s.close();
  await other?.close();
  await stack?.close();
});

async function stream(
  gateway: TestGateway,
  articleId: number,
  headers: Record<string, string> = {},
  query = '',
): Promise<SseStream> {
  const s = await openSse(`${gateway.baseUrl}/api/articles/${articleId}/live${query}`, headers);
  open.push(s);
  return s;
}

async function liveBlog(status = 'published'): Promise<number> {
  const res = await editor.post('/api/articles', {
    title: 'Direct live',
    content: '<p>Live</p>',
    category,
    status,
    live: { status: 'live' },
  });
  expect(res.status).toBe(201);
  expect(res.body.live).toMatchObject({ status: 'live', endsAt: null });
  return res.body.id;
}

const postEntry = (id: number, content: string) => editor.post(`/api/articles/${id}/live-entries`, { content });
const data = (e: { data: string }) => JSON.parse(e.data);

describe('REST', () => {
  it('posts, lists, edits and deletes entries, with the rules named', async () => {
    const id = await liveBlog();
    const created = await postEntry(id, '<p>First <img src="x" onerror="evil()"></p>');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ articleId: id, content: '<p>First <img src="x" /></p>', pinned: false });
    const reader = stack.client();
    const list = await reader.get(`/api/articles/${id}/live-entries`);
    expect(list.body.map((e: { id: number }) => e.id)).toEqual([created.body.id]);
    expect((await reader.get(`/api/articles/${id}/live-entries?after=${created.body.id}`)).body).toEqual([]);

    const bad = await postEntry(id, 'x'.repeat(20_001));
    expect([bad.status, bad.body.field]).toEqual([400, 'content']);
    expect((await editor.post(`/api/articles/${id}/live-entries`, {})).body.field).toBe('content');
    const put = await editor.put(`/api/articles/${id}/live-entries/${created.body.id}`, { keyEvent: true });
    expect(put.body).toMatchObject({ keyEvent: true });
    expect((await reader.post(`/api/articles/${id}/live-entries`, { content: 'x' })).status).toBe(401);

    await editor.put(`/api/articles/${id}`, { live: { status: 'ended' } });
    expect((await postEntry(id, '<p>late</p>')).status).toBe(409);
    expect((await editor.delete(`/api/articles/${id}/live-entries/${created.body.id}`)).status).toBe(409);
    await editor.put(`/api/articles/${id}`, { live: { status: 'live' } });
    expect((await editor.delete(`/api/articles/${id}/live-entries/${created.body.id}`)).status).toBe(200);

    const draft = await liveBlog('draft');
    expect((await reader.get(`/api/articles/${draft}/live-entries`)).status).toBe(404);
    expect((await stream(stack, draft)).status).toBe(404);
  });

  it("answers a blog's status for polling readers, and an ended blog says so past the answer cache", async () => {
    const id = await liveBlog();
    const reader = stack.client();
    const first = await reader.get(`/api/articles/${id}/live-status`);
    expect([first.status, first.body]).toEqual([200, expect.objectContaining({ status: 'live', endsAt: null })]);
    // Asked again: the answer cache keeps it, then the editor ends the blog.
    expect((await reader.get(`/api/articles/${id}/live-status`)).body.status).toBe('live');
    await editor.put(`/api/articles/${id}`, { live: { status: 'ended' } });
    const ended = await eventually(async () => {
      const res = await reader.get(`/api/articles/${id}/live-status`);
      return res.body.status === 'ended' ? res.body : undefined;
    }, 'the ended status reaches a polling reader');
    expect(ended.endsAt).toEqual(expect.any(String));

    const draft = await liveBlog('draft');
    expect((await reader.get(`/api/articles/${draft}/live-status`)).status).toBe(404);
    const plain = await editor.post('/api/articles', {
      title: 'Not live',
      content: '<p>Plain</p>',
      category,
      status: 'published',
    });
    const notLive = await reader.get(`/api/articles/${plain.body.id}/live-status`);
    expect([notLive.status, notLive.body.error]).toEqual([404, 'Live blog not found']);
  });

  it('adds and lists corrections; deleting one is for admins', async () => {
    const id = await liveBlog();
    const added = await editor.post(`/api/articles/${id}/corrections`, { kind: 'correction', note: 'The date was wrong.' });
    expect(added.status).toBe(201);
    expect((await editor.post(`/api/articles/${id}/corrections`, { kind: 'oops', note: 'x' })).body.field).toBe('kind');
    const list = await stack.client().get('/api/corrections?limit=5');
    expect(list.body.corrections[0]).toMatchObject({ id: added.body.id, kind: 'correction', articleId: id });
    // One edition's list (graph decides which editions exist).
    const unknown = await stack.client().get('/api/corrections?language=xx');
    expect([unknown.status, unknown.body.field]).toEqual([400, 'language']);
    const article = await stack.client().get(`/api/articles/${id}`);
    expect(article.body.correctedAt).toBe(added.body.createdAt);
    expect((await editor.delete(`/api/articles/${id}/corrections/${added.body.id}`)).status).toBe(200);
  });
});

describe('the push stream', () => {
  it('pushes entries to readers on both gateways, never cached, and replays what a reconnect missed', async () => {
    const id = await liveBlog();
    const a = await stream(stack, id);
    const b = await stream(other, id);
    expect(a.status).toBe(200);
    expect(a.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    expect(a.headers['content-encoding']).toBeUndefined();
    // A reader arriving without an id gets the blog as it is, in one event.
    expect(data(await a.next((e) => e.event === 'reset'))).toMatchObject({ live: { status: 'live' }, entries: [] });

    const posted = await postEntry(id, '<p>Welcome to the show</p>');
    const sentAt = performance.now();
    for (const reader of [a, b]) {
      const event = await reader.next((e) => e.event === 'entry' && data(e).entryId === posted.body.id);
      expect(data(event).entry.content).toBe('<p>Welcome to the show</p>');
      expect(event.at - sentAt).toBeLessThan(1000);
    }
    const lastSeen = b.events[b.events.length - 1].id!;
    b.close();

    const missed1 = await postEntry(id, '<p>Missed one</p>');
    const missed2 = await postEntry(id, '<p>Missed two</p>');
    await editor.put(`/api/articles/${id}/live-entries/${posted.body.id}`, { content: '<p>Welcome!</p>' });
    await editor.delete(`/api/articles/${id}/live-entries/${missed2.body.id}`);
    const back = await stream(other, id, { 'last-event-id': lastSeen });
    const kinds = async () => {
      await back.next((e) => e.event === 'entry-deleted');
      return back.events.map((e) => [e.event, data(e).entryId]);
    };
    expect(await kinds()).toEqual([
      ['entry', missed1.body.id],
      ['entry-updated', posted.body.id],
      ['entry-deleted', missed2.body.id],
    ]);
    // An id the server does not know starts over: one `reset` with the newest entries as they are now
    // (edited, and without the deleted one), which the page puts in place of what it had.
    const lost = await stream(other, id, { 'last-event-id': 'nonsense' });
    const reset = data(await lost.next((e) => e.event === 'reset'));
    expect(reset.entries.map((entry: { id: number; content: string }) => [entry.id, entry.content])).toEqual([
      [posted.body.id, '<p>Welcome!</p>'],
      [missed1.body.id, '<p>Missed one</p>'],
    ]);
    expect(lost.events.map((e) => e.event)).toEqual(['reset']);
    for (const s of [back, lost]) s.close();
  });

  it('replays once per distinct Last-Event-ID however many readers reconnect with it', async () => {
    const id = await liveBlog();
    await postEntry(id, '<p>One</p>');
    const first = await stream(stack, id);
    const seen = (await first.next((e) => e.event === 'reset')).id!;
    await postEntry(id, '<p>Two</p>');
    // The hub has fetched it (its head moved): nothing changes during the storm.
    await first.next((e) => e.event === 'entry' && data(e).entry.content === '<p>Two</p>');
    const before = stack.gateway.live.stats().replayQueries;
    const readers = await Promise.all(Array.from({ length: 30 }, () => stream(stack, id, { 'last-event-id': seen })));
    for (const r of readers) expect(data(await r.next((e) => e.event === 'entry')).entry.content).toBe('<p>Two</p>');
    expect(stack.gateway.live.stats().replayQueries - before).toBe(1);
    for (const r of [first, ...readers]) r.close();
  });

  describe('a hub that polls (no LISTEN connection), ticked by hand', () => {
    let polling: TestGateway;
    const polls: (() => void)[] = [];
    beforeAll(async () => {
      polling = await startTestGateway(
        testGatewayConfig({ GRAPH_URL: stack.graph.url, INTERNAL_SECRET: stack.graph.config.internalSecret }),
        {
          liveRepeat: (job, everyMs) => {
            if (everyMs !== HEARTBEAT_MS) polls.push(job);
            return () => undefined;
          },
        },
      );
    });
    afterAll(async () => {
      await polling?.close();
    });
    const poll = () => {
      for (const job of polls) job();
    };

    it('gives a reader who arrives after every other reader left what was posted meanwhile', async () => {
      const id = await liveBlog();
      const first = await stream(polling, id);
      await first.next((e) => e.event === 'reset');
      first.close();
      await eventually(async () => (polling.gateway.live.stats().streams === 0 ? true : undefined), 'the reader to be gone');

      const posted = await postEntry(id, '<p>Posted while nobody watched</p>');
      const second = await stream(polling, id);
      // What was posted before this reader came is in its start (not left for a later change to bring).
      await second.next(
        (e) => e.event === 'reset' && data(e).entries.some((entry: { id: number }) => entry.id === posted.body.id),
      );
      second.close();
    });

    it("pushes a followed blog's entry that came after 200 events of a blog nobody here follows", async () => {
      const id = await liveBlog();
      const busy = await liveBlog();
      const reader = await stream(polling, id);
      await reader.next((e) => e.event === 'reset');
      await stack.graph.graph
        .services()
        .em.execute(`INSERT INTO live_entry (article_id, content) SELECT ?, '<p>Elsewhere</p>' FROM generate_series(1, 200)`, [
          busy,
        ]);
      const posted = await postEntry(id, '<p>After the rush elsewhere</p>');
      poll();
      await reader.next((e) => e.event === 'entry' && data(e).entryId === posted.body.id);
      reader.close();
    });
  });

  it('holds its bound when a reconnect storm reaches a process that has just started', async () => {
    const id = await liveBlog();
    const fresh = await startTestGateway(
      testGatewayConfig({
        GRAPH_URL: stack.graph.url,
        INTERNAL_SECRET: stack.graph.config.internalSecret,
        GATEWAY_LIVE_MAX_STREAMS: '2',
      }),
      { liveRepeat: () => () => undefined },
    );
    try {
      const storm = await Promise.all(Array.from({ length: 8 }, () => stream(fresh, id)));
      expect(storm.map((s) => s.status).sort()).toEqual([200, 200, 503, 503, 503, 503, 503, 503]);
      expect(fresh.gateway.live.stats().streams).toBe(2);
      for (const s of storm) s.close();
    } finally {
      await fresh.close();
    }
  });

  it('sends a heartbeat comment every 15 s', async () => {
    const id = await liveBlog();
    const reader = await stream(stack, id);
    await reader.next((e) => e.event === 'reset');
    const heartbeat = jobs.find((j) => j.everyMs === HEARTBEAT_MS)!;
    expect(heartbeat).toBeDefined();
    heartbeat.job();
    await eventually(async () => (reader.comments.includes('heartbeat') ? true : undefined), 'a heartbeat', 2_000);
    reader.close();
  });

  it('refuses streams past the bound with 503 and Retry-After, and drops a reader that stopped reading', async () => {
    const id = await liveBlog();
    const slow = await stream(other, id);
    await slow.next((e) => e.event === 'reset');
    const kept = await stream(other, id);
    const third = await stream(other, id);
    expect(third.status).toBe(200);
    const refused = await stream(other, id);
    expect([refused.status, refused.headers['retry-after']]).toEqual([503, '15']);
    third.close();

    slow.pause();
    const dropped = other.gateway.live.stats().dropped;
    // Batches of fifty 20 KB entries (within the 2 MB bound of a reader that reads) until the reader
    // that reads nothing has filled its socket and passed the bound (at most 60 MB).
    let sent = 0;
    while (other.gateway.live.stats().dropped === dropped && sent < 3000) {
      await stack.graph.graph
        .services()
        .em.execute(`INSERT INTO live_entry (article_id, content) SELECT ?, repeat('x', 20000) FROM generate_series(1, 50)`, [
          id,
        ]);
      sent += 50;
      await kept.next((e) => e.event === 'entry' && kept.events.filter((x) => x.event === 'entry').length === sent, 5_000);
    }
    expect(other.gateway.live.stats().dropped).toBe(dropped + 1);
    // (The paused reader notices only when it reads again: the server has let go of it.)
    slow.close();
    // The reader that reads got everything and is still there.
    expect(kept.events.filter((x) => x.event === 'entry')).toHaveLength(sent);
    expect(other.gateway.live.stats().streams).toBe(1);
    kept.close();
  });
});

describe('a hub whose fetch is on its way when a reader of another blog arrives', () => {
  let hub: LiveHub;
  let server: http.Server;
  let baseUrl: string;
  let graph: GraphClient;
  /** Held fetches of the hub's events: each waits until released. */
  let hold: Promise<void> | null = null;
  /** The hub's last fetch of events, as graph answers it. */
  let fetched: Promise<unknown> = Promise.resolve();
  beforeAll(async () => {
    graph = createGraphClient({ graphUrl: stack.graph.url, internalSecret: stack.graph.config.internalSecret });
    const held: GraphClient = {
      ...graph,
      execute: (document, variables, identity, requestId, options) => {
        const ask = () => graph.execute(document, variables, identity, requestId, options);
        const asksEvents = (document as unknown) === LiveEventsSinceDocument && (variables as { after: unknown }).after !== null;
        if (!asksEvents) return ask();
        const answer = (hold ?? Promise.resolve()).then(ask);
        fetched = answer.catch(() => undefined);
        return answer;
      },
    };
    // No LISTEN connection and timers ticked by nobody: the test says when the hub fetches.
    hub = new LiveHub({
      graph: held,
      log: pino({ level: 'silent' }),
      maxStreams: 10,
      bufferBytes: 1 << 20,
      repeat: () => () => undefined,
    });
    server = http.createServer((req, res) => {
      if (!hub.handle(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await hub?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await graph?.close();
  });

  it("pushes the new blog's entry that committed while that fetch was asking for the other blogs only", async () => {
    const followed = await liveBlog();
    const joined = await liveBlog();
    const first = await openSse(`${baseUrl}/api/articles/${followed}/live`);
    open.push(first);
    await first.next((e) => e.event === 'reset');

    // The hub starts a fetch for the blogs it follows (only `followed`); graph answers it later.
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    hub.fetch();
    const second = await openSse(`${baseUrl}/api/articles/${joined}/live`);
    open.push(second);
    await second.next((e) => e.event === 'reset');
    const posted = await postEntry(joined, '<p>Posted as the reader arrived</p>');
    hold = null;
    release();
    await fetched;
    await new Promise((resolve) => setImmediate(resolve));
    // A later entry comes by the hub's next fetch; the one before it must have come too.
    const later = await postEntry(joined, '<p>Posted later</p>');
    hub.fetch();
    await second.next((e) => e.event === 'entry' && data(e).entryId === later.body.id);
    expect(second.events.filter((e) => e.event === 'entry').map((e) => data(e).entryId)).toEqual([posted.body.id, later.body.id]);
  });
});
