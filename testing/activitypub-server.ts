// A second ActivityPub server for tests, built with Fedify on loopback (not a mock of the product):
// one actor, alice, who finds the publication by WebFinger, follows, likes, replies and deletes
// through signed requests, and whose inbox verifies what arrives (Fedify refuses unsigned and
// forged deliveries before anything is recorded). It can also send what no honest server would:
// unsigned and forged activities, to check the product refuses them.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Activity,
  Create,
  Delete,
  Endpoints,
  Follow,
  generateCryptoKeyPair,
  Like,
  MemoryKvStore,
  Note,
  Person,
  PUBLIC_COLLECTION,
  Tombstone,
  Undo,
  createFederation,
  isActor,
  signRequest,
  type Actor,
  type Context,
} from '@fedify/fedify';

export interface ReceivedActivity {
  type: string;
  id: string | null;
  json: Record<string, any>;
  /** The request carried an HTTP signature (draft-cavage `Signature` or RFC 9421 `Signature-Input`). */
  signed: boolean;
  at: number;
}

export interface FediverseTestServer {
  origin: string;
  actorUri: URL;
  /** What alice's inbox accepted (verified by Fedify), oldest first. */
  received: ReceivedActivity[];
  /** Every path this server was asked for, oldest first (what another server fetched from it). */
  requestedPaths: string[];
  /** Finds an actor by its handle through WebFinger (over http on loopback), as Mastodon's search does. */
  lookup(handle: string): Promise<Actor>;
  follow(target: Actor): Promise<URL>;
  unfollow(target: Actor, followId: URL): Promise<void>;
  like(target: Actor, object: URL): Promise<URL>;
  /**
   * Replies with a Note, public by default; `followers` (followers only) and `direct` (mentioned
   * people only) are addressed as Mastodon addresses them.
   */
  reply(target: Actor, inReplyTo: URL, html: string, visibility?: 'public' | 'followers' | 'direct'): Promise<URL>;
  deleteNote(target: Actor, noteId: URL): Promise<void>;
  /**
   * Sends an activity JSON to an inbox, unsigned or signed with a key that is not alice's. A forgery
   * names alice's key, or `keyId`; `headers` are sent besides (X-Forwarded-For through a proxy).
   */
  deliverRaw(
    inbox: URL,
    json: Record<string, unknown>,
    signing: 'unsigned' | 'forged' | 'alice',
    options?: { keyId?: URL; headers?: Record<string, string> },
  ): Promise<Response>;
  /** The first received activity of this type matching `match`, waiting up to `timeoutMs`. */
  waitFor(type: string, match?: (a: ReceivedActivity) => boolean, timeoutMs?: number): Promise<ReceivedActivity>;
  close(): Promise<void>;
}

type Data = undefined;

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFediverseServer(options: { username?: string } = {}): Promise<FediverseTestServer> {
  const username = options.username ?? 'alice';
  const server = http.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const keys = [await generateCryptoKeyPair('RSASSA-PKCS1-v1_5'), await generateCryptoKeyPair('Ed25519')];
  const received: ReceivedActivity[] = [];
  const requestedPaths: string[] = [];
  let signedRequest = false;

  const federation = createFederation<Data>({ kv: new MemoryKvStore(), origin, allowPrivateAddress: true });
  federation
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      if (identifier !== username) return null;
      const pairs = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: 'Alice Tester',
        inbox: ctx.getInboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: pairs[0].cryptographicKey,
        assertionMethods: pairs.map((p) => p.multikey),
      });
    })
    .setKeyPairsDispatcher((_ctx, identifier) => (identifier === username ? keys : []));
  federation
    .setInboxListeners('/users/{identifier}/inbox', '/inbox')
    .withIdempotency('per-inbox')
    .on(Activity, async (_ctx, activity) => {
      const json = (await activity.toJsonLd({ format: 'compact' })) as Record<string, any>;
      received.push({ type: String(json.type), id: activity.id?.href ?? null, json, signed: signedRequest, at: Date.now() });
    });

  server.on('request', (req, res) => {
    requestedPaths.push(new URL(req.url ?? '/', origin).pathname);
    void (async () => {
      const body = req.method === 'POST' ? await readBody(req) : undefined;
      const headers = new Headers();
      for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
      signedRequest = headers.has('signature') || headers.has('signature-input');
      const response = await federation.fetch(
        new Request(new URL(req.url ?? '/', origin), {
          method: req.method,
          headers,
          body: body ? new Uint8Array(body) : undefined,
        }),
        { contextData: undefined },
      );
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  const ctx: Context<Data> = federation.createContext(new URL(origin), undefined);
  const actorUri = ctx.getActorUri(username);
  const me = { identifier: username };
  const newId = () => new URL(`/activities/${crypto.randomUUID()}`, origin);

  return {
    origin,
    actorUri,
    received,
    requestedPaths,
    async lookup(handle) {
      // Mastodon asks https://{host}/.well-known/webfinger; loopback has no TLS, so this asks http.
      const [, user, host] = /^@?([^@]+)@(.+)$/.exec(handle) ?? [];
      const resource = `acct:${user}@${host}`;
      const answer = await fetch(`http://${host}/.well-known/webfinger?resource=${encodeURIComponent(resource)}`, {
        headers: { accept: 'application/jrd+json' },
      });
      if (!answer.ok) throw new Error(`WebFinger for ${handle} answered ${answer.status}`);
      const jrd = (await answer.json()) as { subject: string; links: { rel: string; type?: string; href?: string }[] };
      const self = jrd.links.find((l) => l.rel === 'self' && l.type === 'application/activity+json')?.href;
      if (jrd.subject !== resource || !self) throw new Error(`WebFinger for ${handle} names no ActivityPub actor`);
      const found = await ctx.lookupObject(self);
      if (!found || !isActor(found)) throw new Error(`${handle} is not an actor`);
      return found;
    },
    async follow(target) {
      const id = newId();
      await ctx.sendActivity(me, target, new Follow({ id, actor: actorUri, object: target.id }), { immediate: true });
      return id;
    },
    async unfollow(target, followId) {
      const follow = new Follow({ id: followId, actor: actorUri, object: target.id });
      await ctx.sendActivity(me, target, new Undo({ id: newId(), actor: actorUri, object: follow }), { immediate: true });
    },
    async like(target, object) {
      const id = newId();
      await ctx.sendActivity(me, target, new Like({ id, actor: actorUri, object }), { immediate: true });
      return id;
    },
    async reply(target, inReplyTo, html, visibility = 'public') {
      const noteId = new URL(`/notes/${crypto.randomUUID()}`, origin);
      const followers = new URL(`${actorUri.pathname}/followers`, origin);
      const mentioned = target.id!;
      const audience =
        visibility === 'public'
          ? { to: PUBLIC_COLLECTION, cc: mentioned }
          : visibility === 'followers'
            ? { to: followers, cc: mentioned }
            : { to: mentioned };
      const note = new Note({ id: noteId, attribution: actorUri, ...audience, replyTarget: inReplyTo, content: html });
      await ctx.sendActivity(me, target, new Create({ id: newId(), actor: actorUri, object: note, ...audience }), {
        immediate: true,
      });
      return noteId;
    },
    async deleteNote(target, noteId) {
      await ctx.sendActivity(me, target, new Delete({ id: newId(), actor: actorUri, object: new Tombstone({ id: noteId }) }), {
        immediate: true,
      });
    },
    async deliverRaw(inbox, json, signing, options = {}) {
      const body = JSON.stringify(json);
      let request = new Request(inbox, {
        method: 'POST',
        headers: { 'content-type': 'application/activity+json', ...options.headers },
        body,
      });
      if (signing !== 'unsigned') {
        // A forgery names alice's key (or the one given) but signs with a key nobody published.
        const key = signing === 'alice' ? keys[0].privateKey : (await generateCryptoKeyPair('RSASSA-PKCS1-v1_5')).privateKey;
        const keyId = signing === 'forged' && options.keyId ? options.keyId : new URL(`${actorUri.href}#main-key`);
        request = await signRequest(request, key, keyId);
      }
      return fetch(request);
    },
    async waitFor(type, match = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((a) => a.type === type && match(a));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`No ${type} arrived within ${timeoutMs} ms (got: ${received.map((a) => a.type).join(', ')})`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
