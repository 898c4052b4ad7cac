// Co-editing over the gateway (issue 24): who may open an article's Yjs document, the size bound,
// sessions ending under an open socket, persistence through graph across a restart of every
// process, and two gateways sharing a document through Redis. Real graph, PostgreSQL and Redis; the
// clients are Hocuspocus' own provider over `ws`, sending the session cookie as a browser would.
import type * as Provider from '@hocuspocus/provider' with { 'resolution-mode': 'import' };
import WebSocket from 'ws';
import type * as Yjs from 'yjs' with { 'resolution-mode': 'import' };
import pino from 'pino';
import { eventually } from '../../../testing/eventually';
import { startGraphServer } from '../../../testing/graph';
import {
  createArticle,
  createCategory,
  startTestGateway,
  startTestStack,
  testGatewayConfig,
  TestClient,
  type TestGateway,
  type TestStack,
} from '../../../testing/gateway';
import type { SessionEditor } from '../session/store';
import { COLLAB_PATH, presenceOf } from './collab-server';

// ESM typings, CommonJS builds (as in libraries.ts).
const { HocuspocusProvider, HocuspocusProviderWebsocket } = require('@hocuspocus/provider') as typeof Provider;
const Y = require('yjs') as typeof Yjs;
type HocuspocusProvider = Provider.HocuspocusProvider;

const PASSWORD = 'a long enough password';
let stack: TestStack;
let category: string;
const open: HocuspocusProvider[] = [];

beforeAll(async () => {
  // A short store pause: a test waits for the store instead of 2 s.
  stack = await startTestStack({ gatewayEnv: { COLLAB_STORE_DEBOUNCE_MS: '50', COLLAB_RECHECK_SECONDS: '0' } });
  category = (await createCategory(stack.graph.graph)).slug;
  const admin = await logIn(stack.baseUrl);
  for (const role of ['contributor', 'author']) {
    const made = await admin.post('/api/users', { username: `collab-${role}`, password: PASSWORD, role });
    if (made.status !== 201 && made.status !== 200) throw new Error(`user not made: ${made.status} ${made.text}`);
  }
});
afterEach(() => {
  for (const provider of open.splice(0)) provider.destroy();
});
afterAll(async () => {
  await stack?.close();
});

async function logIn(baseUrl: string, username?: string): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  const credentials = username ? { username, password: PASSWORD } : stack.admin;
  const res = await client.post('/api/auth/login', credentials);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return client;
}

const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const wsUrl = (baseUrl: string) => baseUrl.replace(/^http/, 'ws') + COLLAB_PATH;

interface Opened {
  provider: HocuspocusProvider;
  doc: Yjs.Doc;
  /** Why authentication failed, once it did. */
  refused: () => string | undefined;
  closes: number[];
}

/**
 * A provider on `article:{id}` through `baseUrl`, with the client's cookie (none when `client` is
 * undefined) and the page's Origin, as a browser on the site sends them.
 */
function connect(baseUrl: string, client: TestClient | undefined, articleId: number, doc = new Y.Doc()): Opened {
  const cookie = client ? cookieOf(client) : '';
  class CookieSocket extends WebSocket {
    constructor(url: string) {
      super(url, { headers: { origin: baseUrl, ...(cookie ? { cookie } : {}) } });
    }
  }
  let refusal: string | undefined;
  const closes: number[] = [];
  const socket = new HocuspocusProviderWebsocket({ url: wsUrl(baseUrl), WebSocketPolyfill: CookieSocket });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: `article:${articleId}`,
    document: doc,
    token: 'session',
    onAuthenticationFailed: ({ reason }) => {
      refusal = reason;
    },
    onClose: ({ event }) => {
      closes.push(event.code);
    },
  });
  provider.attach();
  // The socket is this provider's alone: it goes when the provider does.
  provider.on('destroy', () => setImmediate(() => socket.destroy()));
  open.push(provider);
  return { provider, doc, refused: () => refusal, closes };
}

/** Types at the end of the body's first paragraph (made on the first edit), as TipTap would store it. */
function type(doc: Yjs.Doc, text: string): void {
  const fragment = doc.getXmlFragment('default');
  if (fragment.length === 0) fragment.insert(0, [new Y.XmlElement('paragraph')]);
  const paragraph = fragment.get(0) as Yjs.XmlElement;
  if (paragraph.length === 0) paragraph.insert(0, [new Y.XmlText()]);
  const node = paragraph.get(0) as Yjs.XmlText;
  node.insert(node.length, text);
}

const bodyText = (doc: Yjs.Doc) => doc.getXmlFragment('default').toString();
/** Waits until `condition` holds (testing/eventually polls until a value comes back). */
const until = (condition: () => boolean | Promise<boolean>, what: string) =>
  eventually(async () => ((await condition()) ? true : undefined), what);
const synced = (opened: Opened) => until(() => opened.provider.isSynced, 'the provider synced');

const draftBy = async (authorId: number) =>
  (await createArticle(stack.graph.graph, { category, status: 'draft' as never, authorId })).id;
const userId = async (username: string) => {
  const admin = await logIn(stack.baseUrl);
  const users = (await admin.get('/api/users')).body as { id: number; username: string }[];
  return users.find((user) => user.username === username)!.id;
};

/** The editor a session of `username` carries, as the server stamps presence from it. */
async function sessionEditor(username?: string): Promise<SessionEditor> {
  const me = (await (await logIn(stack.baseUrl, username)).get('/api/auth/me')).body as { id: number; displayName: string };
  return { userId: me.id, displayName: me.displayName } as SessionEditor;
}

// H10 (issue 44): presence used to be whatever the client put in its awareness state, so a read-only
// contributor showed up to the admin as "P editor (spoofed)", able to edit.
describe('presence is the session’s word', () => {
  it('shows each connection as its session’s editor, whatever the client claims', async () => {
    const articleId = await draftBy(await userId('collab-author'));
    const admin = connect(stack.baseUrl, await logIn(stack.baseUrl), articleId);
    const contributor = connect(stack.baseUrl, await logIn(stack.baseUrl, 'collab-contributor'), articleId);
    await synced(admin);
    await synced(contributor);
    // Each tab announces itself as the web app does (use-collab.ts); the contributor lies.
    admin.provider.setAwarenessField('user', { name: 'Admin', color: '#111111', canEdit: true });
    contributor.provider.setAwarenessField('user', { name: 'P editor (spoofed)', color: '#000000', canEdit: true });
    const seen = () =>
      admin.provider.awareness?.getStates().get(contributor.doc.clientID)?.user as Record<string, unknown> | undefined;
    await until(() => seen() !== undefined, 'the contributor’s presence reached the admin');
    const truth = presenceOf(await sessionEditor('collab-contributor'), false);
    await until(() => JSON.stringify(seen()) === JSON.stringify(truth), 'the contributor shown as themselves');
    expect(seen()).toEqual(truth);
    expect(truth.name).not.toContain('spoofed');
    expect(truth.canEdit).toBe(false);
    // And the admin, the other way round, as the admin's session says (able to edit).
    const adminSeen = () => contributor.provider.awareness?.getStates().get(admin.doc.clientID)?.user;
    await until(() => adminSeen() !== undefined, 'the admin’s presence reached the contributor');
    expect(adminSeen()).toEqual(presenceOf(await sessionEditor(), true));
  });

  it('lets no connection speak for another connection’s client', async () => {
    const articleId = await draftBy(await userId('collab-author'));
    const admin = connect(stack.baseUrl, await logIn(stack.baseUrl), articleId);
    await synced(admin);
    admin.provider.setAwarenessField('user', { name: 'Admin', color: '#111111', canEdit: true });
    const watcher = connect(stack.baseUrl, await logIn(stack.baseUrl, 'collab-author'), articleId);
    await synced(watcher);
    const adminTruth = presenceOf(await sessionEditor(), true);
    const adminAsSeen = () => watcher.provider.awareness?.getStates().get(admin.doc.clientID)?.user;
    await until(() => JSON.stringify(adminAsSeen()) === JSON.stringify(adminTruth), 'the admin shown as the admin');
    // A contributor whose client takes the admin's client id: what it says for that id goes nowhere.
    const forged = new Y.Doc();
    forged.clientID = admin.doc.clientID;
    const impostor = connect(stack.baseUrl, await logIn(stack.baseUrl, 'collab-contributor'), articleId, forged);
    await until(() => impostor.provider.isAuthenticated, 'the impostor connected');
    // Many changes: its clock for that id passes the admin's, so only ownership can keep it out.
    for (let i = 0; i < 20; i += 1) impostor.provider.setAwarenessField('user', { name: `Not the admin ${i}`, color: '#000000' });
    const impostorSent = () => impostor.provider.awareness?.getLocalState()?.user;
    await until(() => impostorSent() !== undefined, 'the impostor set its state');
    // The admin's own next change still comes through, and the watcher never saw the impostor's.
    admin.provider.setAwarenessField('cursor', { anchor: 1 });
    await until(
      () => watcher.provider.awareness?.getStates().get(admin.doc.clientID)?.cursor !== undefined,
      'the admin’s cursor',
    );
    expect(adminAsSeen()).toEqual(adminTruth);
  });
});

describe('who may open a document', () => {
  it('refuses an upgrade without a staff session (401)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(wsUrl(stack.baseUrl), { headers: { origin: stack.baseUrl } });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => reject(new Error('opened without a session')));
      ws.on('error', () => undefined);
    });
    expect(status).toBe(401);
  });

  it('refuses an upgrade from another site (403)', async () => {
    const admin = await logIn(stack.baseUrl);
    const status = await new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(wsUrl(stack.baseUrl), { headers: { cookie: cookieOf(admin), origin: 'https://evil.example' } });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => reject(new Error('opened from another origin')));
      ws.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });

  // H10 (issue 44): browsers always send Origin on a WebSocket; an upgrade without one is not a page
  // of this site, whatever cookie it carries.
  it('refuses an upgrade without Origin, even with a staff session (403)', async () => {
    const admin = await logIn(stack.baseUrl);
    const status = await new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(wsUrl(stack.baseUrl), { headers: { cookie: cookieOf(admin) } });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => reject(new Error('opened without Origin')));
      ws.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });

  it('refuses a document that is not an article, or an article that does not exist', async () => {
    const admin = await logIn(stack.baseUrl);
    const missing = connect(stack.baseUrl, admin, 999_999);
    await until(() => missing.refused() !== undefined, 'authentication refused');
    expect(missing.provider.isSynced).toBe(false);
  });

  it('gives a writer without edit rights a read-only connection whose edits go nowhere', async () => {
    const articleId = await draftBy(await userId('collab-author'));
    const author = connect(stack.baseUrl, await logIn(stack.baseUrl, 'collab-author'), articleId);
    const contributor = connect(stack.baseUrl, await logIn(stack.baseUrl, 'collab-contributor'), articleId);
    await synced(author);
    await synced(contributor);
    expect(author.provider.authorizedScope).toBe('read-write');
    expect(contributor.provider.authorizedScope).toBe('readonly');

    type(author.doc, 'by the author');
    await until(() => bodyText(contributor.doc).includes('by the author'), 'the author’s text reached the contributor');
    type(contributor.doc, 'NOT ALLOWED ');
    // Hocuspocus answers a read-only connection's update with "not applied", and the provider keeps
    // counting it as unsynced: the change stays in the contributor's tab only.
    await until(() => contributor.provider.unsyncedChanges > 0, 'the contributor sent an update');
    type(author.doc, '!');
    const reader = connect(stack.baseUrl, await logIn(stack.baseUrl), articleId);
    await until(() => bodyText(reader.doc).includes('by the author!'), 'a new reader sees the author’s edits');
    expect(bodyText(reader.doc)).not.toContain('NOT ALLOWED');
    expect(bodyText(author.doc)).not.toContain('NOT ALLOWED');
    expect(bodyText(author.doc)).not.toContain('NOT ALLOWED');
  });

  it('closes an open connection once its session ends (logout), on the next re-check', async () => {
    const articleId = await draftBy(await userId('collab-author'));
    const client = await logIn(stack.baseUrl, 'collab-author');
    const opened = connect(stack.baseUrl, client, articleId);
    await synced(opened);
    await stack.gateway.collab.recheck();
    expect(opened.closes).toEqual([]);

    expect((await client.post('/api/auth/logout')).status).toBeLessThan(300);
    await stack.gateway.collab.recheck();
    await until(() => opened.closes.includes(4401), 'closed as the session ended');
  });

  it('closes a connection whose role changed (the session’s credentials are stale), on the next re-check', async () => {
    const admin = await logIn(stack.baseUrl);
    const writer = (await admin.post('/api/users', { username: 'collab-demoted', password: PASSWORD, role: 'author' })).body as {
      id: number;
    };
    const articleId = await draftBy(writer.id);
    const opened = connect(stack.baseUrl, await logIn(stack.baseUrl, 'collab-demoted'), articleId);
    await synced(opened);
    expect(opened.provider.authorizedScope).toBe('read-write');

    // A role change raises the credentials version: graph refuses the old session from then on.
    expect((await admin.put(`/api/users/${writer.id}`, { role: 'contributor' })).status).toBe(200);
    await stack.gateway.collab.recheck();
    await until(() => opened.closes.some((code) => code === 4401 || code === 4403), 'closed as the role changed');
  });
});

describe('bounds', () => {
  it('closes a connection that sends a message larger than the bound (1009), and stores none of it', async () => {
    const articleId = await draftBy(await userId('collab-author'));
    const opened = connect(stack.baseUrl, await logIn(stack.baseUrl, 'collab-author'), articleId);
    await synced(opened);
    type(opened.doc, 'x'.repeat(stack.config.collab.maxMessageBytes + 1024));
    await until(() => opened.closes.includes(1009), 'closed as the message was too big');
    opened.provider.destroy();

    const reader = connect(stack.baseUrl, await logIn(stack.baseUrl), articleId);
    await synced(reader);
    expect(bodyText(reader.doc)).not.toContain('xxxx');
  });
});

describe('persistence and scaling', () => {
  it('keeps a document across a restart of graph and the gateway (stored through graph in PostgreSQL)', async () => {
    const articleId = await draftBy(await userId('collab-author'));
    const first = connect(stack.baseUrl, await logIn(stack.baseUrl, 'collab-author'), articleId);
    await synced(first);
    type(first.doc, 'survives restarts');
    const em = stack.graph.graph.services().em.fork();
    await until(async () => {
      const [row]: { updates: number }[] = await em.execute(
        `SELECT count(*)::int AS updates FROM article_collab_update WHERE article_id = ?`,
        [articleId],
      );
      return row.updates > 0;
    }, 'an update stored in PostgreSQL');
    first.provider.destroy();

    // Every process anew: this gateway stops (storing what it holds), and another graph process on the
    // same database answers a new gateway. Nothing is carried in memory from the first pair.
    await stack.restartGateway();
    const graph = await startGraphServer({ ...stack.graph.config, graphPort: 0 }, { logger: pino({ level: 'silent' }) });
    let gateway: TestGateway | undefined;
    try {
      gateway = await startTestGateway(testGatewayConfig({ ...envOf(stack), GRAPH_URL: graph.url }));
      const again = connect(gateway.baseUrl, await logIn(gateway.baseUrl, 'collab-author'), articleId, new Y.Doc());
      await synced(again);
      expect(bodyText(again.doc)).toContain('survives restarts');
    } finally {
      for (const provider of open.splice(0)) provider.destroy();
      await gateway?.close();
      await graph.close();
    }
  });

  it('shares one document between two gateway processes through Redis', async () => {
    let second: TestGateway | undefined;
    try {
      second = await startTestGateway(testGatewayConfig({ ...envOf(stack), PORT: '0' }));
      const articleId = await draftBy(await userId('collab-author'));
      const onFirst = connect(stack.baseUrl, await logIn(stack.baseUrl, 'collab-author'), articleId);
      const onSecond = connect(second.baseUrl, await logIn(second.baseUrl), articleId);
      await synced(onFirst);
      await synced(onSecond);
      type(onFirst.doc, 'from gateway one. ');
      await until(() => bodyText(onSecond.doc).includes('from gateway one.'), 'gateway two heard gateway one');
      type(onSecond.doc, 'from gateway two.');
      await until(() => bodyText(onFirst.doc).includes('from gateway one. from gateway two.'), 'gateway one heard gateway two');
    } finally {
      for (const provider of open.splice(0)) provider.destroy();
      await second?.close();
    }
  });
});

/** The environment that makes another gateway of the same deployment (same graph, Redis prefix, secrets). */
function envOf(s: TestStack): Record<string, string> {
  return {
    GRAPH_URL: s.config.graphUrl,
    INTERNAL_SECRET: s.config.internalSecret,
    SESSION_SECRET: s.config.sessionSecret,
    REDIS_PREFIX: s.config.redisPrefix,
    MEDIA_DIR: s.config.mediaDir,
    COLLAB_STORE_DEBOUNCE_MS: '50',
    COLLAB_RECHECK_SECONDS: '0',
  };
}
