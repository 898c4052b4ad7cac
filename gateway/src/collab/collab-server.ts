// Co-editing (issue 24): a Yjs server (Hocuspocus) on the gateway's own HTTP server, at COLLAB_PATH.
// One document per article (`article:{id}`), holding the body as TipTap's XML fragment.
//
// Who may connect: the upgrade must come from a page of this site (an Origin header naming it; one
// without Origin is refused, as a browser always sends it on a WebSocket) and be staff's by
// @savepoint/audience, with a live staff session; each document then asks graph `article(id)` with
// the editor's own identity: no article (not staff, or gone) refuses it, `viewerCanUpdate` false (the
// capability table's updateArticle row) makes the connection read-only.
//
// Presence (Yjs awareness) is the server's word, not the client's: every awareness state a connection
// sends is stamped with its session's editor (display name, colour, whether they may edit), and a
// connection may speak only for the awareness client ids it announced first.
// Open connections are checked again every `recheckMs` (the session still there, the same access):
// a logout, an expired session, a role or password change closes them.
//
// Bounds: a WebSocket message larger than `maxMessageBytes` closes the connection (ws's maxPayload,
// close code 1009) before it is parsed; graph refuses stored updates above its own bound.
//
// Persistence goes through graph (the domain's one API): the document is loaded with `collabDocument`
// and each pause in typing (Hocuspocus' debounce) appends what changed since the last store with
// `storeCollabUpdate`. Across gateway processes the Redis extension relays updates and awareness.
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { audienceOf } from '@savepoint/audience';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';
import { CollabArticleAccessDocument, CollabDocumentDocument, StoreCollabUpdateDocument } from '../generated/graphql';
import { GraphError, type GraphClient, type Identity } from '../graph-client';
import { currentEditor } from '../session/guard';
import { originOf } from '../session/origin-check';
import type { SessionEditor } from '../session/store';
import { type Connection, loadCollabLibraries, type onAuthenticatePayload } from './libraries';

export const COLLAB_PATH = '/collab';
const DOCUMENT_NAME = /^article:([1-9]\d{0,9})$/;
/** An empty Yjs update (no structs, no deletions): nothing to store. */
const EMPTY_UPDATE_BYTES = 2;
/** Presence colours, one per editor by id (the editor's own tab picks the same: web/src/features/editor/use-collab.ts). */
const PRESENCE_COLORS = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#008080', '#9a6324', '#800000'];

/** Who a connection is in everyone's presence list: its session's editor, never what the client says. */
export const presenceOf = (editor: SessionEditor, canEdit: boolean) => ({
  name: editor.displayName,
  color: PRESENCE_COLORS[Math.abs(editor.userId) % PRESENCE_COLORS.length],
  canEdit,
});

export interface CollabOptions {
  graph: GraphClient;
  /** The session middleware (express-session over Redis) and the store behind it, for re-checks. */
  sessions: { middleware: RequestHandler; load(sessionId: string): Promise<SessionEditor | undefined> };
  sessionAbsoluteMs: number;
  publicUrl?: string;
  redisUrl: string;
  redisPrefix: string;
  log: Logger;
  /** Largest WebSocket message accepted (bytes). */
  maxMessageBytes: number;
  /** How often open connections are checked against their session and graph (0: never). */
  recheckMs: number;
  /** Hocuspocus' store debounce: a pause this long in typing stores the document. */
  storeDebounceMs: number;
}

/** What each connection carries from its upgrade and authentication. */
interface CollabContext {
  sessionId: string;
  editor: SessionEditor;
  ip?: string;
  articleId?: number;
  canEdit?: boolean;
  /** Closes this connection's socket (the provider hears the code and reason, and reconnects). */
  closeSocket(code: number, reason: string): void;
}

export interface CollabServer {
  /** Takes the upgrade when it is for COLLAB_PATH; false otherwise. */
  handleUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Checks every open connection against its session and graph now (the timer's work). */
  recheck(): Promise<void>;
  /** Open co-editing connections of this process. */
  connections(): number;
  /** Stores every document, closes every connection. */
  close(): Promise<void>;
}

const articleIdOf = (documentName: string): number | null => {
  const match = DOCUMENT_NAME.exec(documentName);
  return match ? Number(match[1]) : null;
};

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** What the hub's hooks share with the server around it (stores in flight, open connections, presence owners). */
interface HubState {
  /** Per document, the state vector stored last: the next store sends only what came after it. */
  stored: Map<string, Uint8Array>;
  pendingStores: Set<Promise<unknown>>;
  open: Set<Connection<CollabContext>>;
  /** Per document and awareness client id, the socket that announced it (it alone may speak for it). */
  presenceOwners: Map<string, string>;
  ownedBySocket: Map<string, Set<string>>;
  /** What graph lets this editor do with the article: null when nothing (or the session is refused). */
  access(context: CollabContext, articleId: number): Promise<{ canEdit: boolean } | null>;
}

/** The Yjs server, made (and its libraries and Redis connections opened) on the first connection. */
function createHub(options: CollabOptions, state: HubState) {
  const { graph, log } = options;
  const { stored, pendingStores, open, presenceOwners, ownedBySocket, access } = state;
  const { Hocuspocus, RedisExtension, applyUpdate, encodeStateAsUpdate, encodeStateVector } = loadCollabLibraries();
  return new Hocuspocus<CollabContext>({
    name: `gateway-${randomUUID()}`,
    quiet: true,
    debounce: options.storeDebounceMs,
    maxDebounce: options.storeDebounceMs * 5,
    extensions: [
      new RedisExtension({
        identifier: randomUUID(),
        prefix: `${options.redisPrefix}:collab`,
        // The extension's own ioredis is a major behind the gateway's: both speak the same protocol.
        createClient: () => new Redis(options.redisUrl, { maxRetriesPerRequest: null }) as never,
      }),
    ],
    async onAuthenticate({ documentName, context, connectionConfig }: onAuthenticatePayload<CollabContext>) {
      const articleId = articleIdOf(documentName);
      if (articleId === null) throw new Error(`No such document: ${documentName}`);
      const allowed = await access(context, articleId);
      if (!allowed) throw new Error('Not allowed to open this article');
      connectionConfig.readOnly = !allowed.canEdit;
      return { articleId, canEdit: allowed.canEdit };
    },
    async connected({ connection }) {
      open.add(connection);
      connection.onClose(() => {
        open.delete(connection);
        for (const key of ownedBySocket.get(connection.socketId) ?? []) presenceOwners.delete(key);
        ownedBySocket.delete(connection.socketId);
      });
    },
    async beforeHandleAwareness({ states, context, connection, documentName }) {
      // Relayed from another gateway (Redis): stamped there already.
      if (!context || !connection) return;
      const owned = ownedBySocket.get(connection.socketId) ?? new Set<string>();
      ownedBySocket.set(connection.socketId, owned);
      for (const [clientId, state] of states) {
        const key = `${documentName}|${clientId}`;
        const owner = presenceOwners.get(key);
        if (owner !== undefined && owner !== connection.socketId) {
          states.delete(clientId);
          continue;
        }
        if (owner === undefined) {
          presenceOwners.set(key, connection.socketId);
          owned.add(key);
        }
        // A state of null is the client leaving: nothing to stamp.
        if (state) state.user = presenceOf(context.editor, context.canEdit === true);
      }
    },
    async onLoadDocument({ document, documentName }) {
      const articleId = articleIdOf(documentName)!;
      const { collabDocument } = await graph.executeOwn(CollabDocumentDocument, { articleId });
      if (collabDocument) applyUpdate(document, Buffer.from(collabDocument, 'base64'));
      stored.set(documentName, encodeStateVector(document));
      return document;
    },
    async onStoreDocument({ document, documentName }) {
      const articleId = articleIdOf(documentName)!;
      const vector = encodeStateVector(document);
      const update = encodeStateAsUpdate(document, stored.get(documentName));
      if (update.byteLength <= EMPTY_UPDATE_BYTES) return;
      const storing = graph.executeOwn(StoreCollabUpdateDocument, {
        articleId,
        update: Buffer.from(update).toString('base64'),
      });
      pendingStores.add(storing);
      try {
        await storing;
        stored.set(documentName, vector);
      } catch (error) {
        // Kept in memory: the next store sends it again (from the older vector).
        log.error({ err: (error as Error).message, articleId }, 'storing a co-editing document failed');
        throw error;
      } finally {
        pendingStores.delete(storing);
      }
    },
    async afterUnloadDocument({ documentName }) {
      stored.delete(documentName);
    },
  });
}

export function createCollabServer(options: CollabOptions): CollabServer {
  const { graph, sessions, log } = options;
  /** Per document, the state vector stored last: the next store sends only what came after it. */
  const stored = new Map<string, Uint8Array>();
  const pendingStores = new Set<Promise<unknown>>();
  const open = new Set<Connection<CollabContext>>();
  /** Per document and awareness client id, the socket that announced it (it alone may speak for it). */
  const presenceOwners = new Map<string, string>();
  const ownedBySocket = new Map<string, Set<string>>();

  const identityOf = (context: CollabContext): Identity => ({
    uid: context.editor.userId,
    credentialsVersion: context.editor.credentialsVersion,
    ip: context.ip,
  });

  /** What graph lets this editor do with the article: null when nothing (or the session is refused). */
  async function access(context: CollabContext, articleId: number): Promise<{ canEdit: boolean } | null> {
    try {
      const { article } = await graph.execute(CollabArticleAccessDocument, { id: articleId }, identityOf(context));
      return article ? { canEdit: article.viewerCanUpdate } : null;
    } catch (error) {
      if (error instanceof GraphError && (error.code === 'UNAUTHENTICATED' || error.code === 'FORBIDDEN')) return null;
      throw error;
    }
  }

  let hocuspocus: ReturnType<typeof createHub> | undefined;
  const hub = () => (hocuspocus ??= createHub(options, { stored, pendingStores, open, presenceOwners, ownedBySocket, access }));

  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxMessageBytes });

  function loadSession(req: http.IncomingMessage): Promise<SessionEditor | undefined> {
    // express-session reads the signed cookie and the session from Redis; the stub answer is never sent.
    const request = req as unknown as import('express').Request;
    const response = { getHeader: () => undefined, setHeader: () => undefined, on: () => undefined, end: () => undefined };
    return new Promise((resolve, reject) => {
      sessions.middleware(request, response as never, (err?: unknown) => {
        if (err) reject(err);
        else resolve(currentEditor(request, options.sessionAbsoluteMs));
      });
    });
  }

  async function upgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // Browsers always send Origin on a WebSocket: without one it is not a page of this site.
    const origin = originOf(req.headers.origin);
    const allowed = [`http://${req.headers.host}`, `https://${req.headers.host}`, options.publicUrl];
    if (origin === undefined || !allowed.includes(origin)) return refuseUpgrade(socket, 403, 'Forbidden');
    // Only staff co-edit; anyone else never costs a session look-up.
    if (audienceOf(req).kind !== 'staff') return refuseUpgrade(socket, 401, 'Unauthorized');
    let editor: SessionEditor | undefined;
    try {
      editor = await loadSession(req);
    } catch {
      return refuseUpgrade(socket, 503, 'Service Unavailable');
    }
    const sessionId = (req as unknown as { sessionID?: string }).sessionID;
    if (!editor || !sessionId) return refuseUpgrade(socket, 401, 'Unauthorized');
    wss.handleUpgrade(req, socket, head, (ws) => {
      const context: CollabContext = {
        sessionId,
        editor,
        ip: req.socket.remoteAddress,
        closeSocket: (code, reason) => ws.close(code, reason),
      };
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const request = new Request(`http://localhost${req.url ?? COLLAB_PATH}`, { headers });
      const client = hub().handleConnection(ws, request, context);
      ws.on('message', (data: Buffer) => client.handleMessage(new Uint8Array(data)));
      ws.on('close', (code, reason) => client.handleClose({ code, reason: reason.toString() }));
      ws.on('error', (err) => log.warn({ err: err.message }, 'co-editing socket error'));
    });
  }

  async function recheck(): Promise<void> {
    await Promise.all(
      [...open].map(async (connection) => {
        const context = connection.context;
        if (context.articleId === undefined) return;
        try {
          const editor = await sessions.load(context.sessionId);
          const still =
            editor && editor.userId === context.editor.userId && Date.now() - editor.createdAt <= options.sessionAbsoluteMs
              ? await access({ ...context, editor }, context.articleId)
              : null;
          if (!still || still.canEdit !== context.canEdit) {
            // 4401/4403 tell the provider why; it reconnects, and the new connection is judged anew.
            if (still) context.closeSocket(4403, 'Access changed');
            else context.closeSocket(4401, 'Session ended');
          }
        } catch (error) {
          log.warn({ err: (error as Error).message }, 'co-editing re-check failed; trying again next time');
        }
      }),
    );
  }

  const timer = options.recheckMs > 0 ? setInterval(() => void recheck(), options.recheckMs) : undefined;
  timer?.unref();

  return {
    handleUpgrade(req, socket, head) {
      const path = (req.url ?? '').split('?')[0];
      if (path !== COLLAB_PATH && !path.startsWith(`${COLLAB_PATH}/`)) return false;
      upgrade(req, socket, head).catch((err: Error) => {
        log.error({ err: err.message }, 'co-editing upgrade failed');
        socket.destroy();
      });
      return true;
    },
    recheck,
    connections: () => hocuspocus?.getConnectionsCount() ?? 0,
    async close() {
      if (timer) clearInterval(timer);
      for (const ws of wss.clients) ws.terminate();
      if (!hocuspocus) {
        wss.close();
        return;
      }
      const server = hocuspocus;
      server.flushPendingStores();
      server.closeConnections();
      // Let the stores the flush started (and those of documents unloading now) finish.
      for (let round = 0; round < 50 && (pendingStores.size > 0 || server.getDocumentsCount() > 0); round += 1) {
        await Promise.allSettled([...pendingStores]);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      wss.close();
      await server.hooks('onDestroy', { instance: server });
    },
  };
}
