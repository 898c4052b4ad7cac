// Express in front of Fedify's `federation.fetch()` (its framework-neutral entry point). Fedify's
// own @fedify/express declares Express 4 only, streams the body without a bound and leaves a
// rejected fetch unhandled (decision 0025); this bridge adds what a public inbox needs first: a
// bounded body (400 past it), a blocked domain refused before any work (403), and a per-instance
// rate limit (429; a delivery counts once its signature verified), a per-client limit on deliveries
// whose signature failed (429, before any key is fetched), then answers with Fedify's response — or
// with a listener's refusal.
import type { Logger } from 'pino';
import type { EntityManager } from '@mikro-orm/postgresql';
import { limitKeyOf } from '@savepoint/client-address';
import express from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { INTERNAL_HEADER, signedClientAddress } from '../../graphql/identity';
import type { FederationData, FederationRuntime, FederationSettings } from './federation';
import { FederationService, hostOf } from './federation.service';
import { FEDERATION_PATHS } from './federation-paths';

const isFederationPath = (path: string): boolean =>
  FEDERATION_PATHS.some((prefix) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix));

/** An activity is a small JSON document; Mastodon's own limit for them is 1 MB. */
const MAX_ACTIVITY_BYTES = 256 * 1024;

export interface FederationBridgeDeps {
  settings: FederationSettings;
  em: EntityManager;
  log: Logger;
  redis: Redis;
  redisPrefix: string;
  /** Activities one remote server may deliver per minute. */
  inboxPerMinute: number;
  /** Deliveries failing their signature one client address may send per minute. */
  unverifiedPerMinute: number;
  /** Verifies the client address the gateway signs into the requests it forwards. */
  internalSecret: string;
}

/** The host named by the request's signature key (draft-cavage `Signature` or RFC 9421 `Signature-Input`). */
function signingHost(headers: Headers): string | null {
  const raw = headers.get('signature') ?? headers.get('signature-input') ?? '';
  const match = /keyid="([^"]+)"/i.exec(raw);
  if (!match) return null;
  try {
    return hostOf(match[1]);
  } catch {
    return null;
  }
}

function toRequest(req: express.Request, publicUrl: string, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  // The URL readers use: the gateway forwards path and Host untouched, so signatures still verify.
  return new Request(new URL(req.originalUrl, publicUrl), {
    method: req.method,
    headers,
    body: body && req.method !== 'GET' && req.method !== 'HEAD' ? new Uint8Array(body) : undefined,
  });
}

async function send(res: express.Response, response: Response): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, key) => res.setHeader(key, value));
  // Collections and the actor change with every follow and article: no shared cache keeps them.
  res.setHeader('cache-control', 'no-store');
  res.end(Buffer.from(await response.arrayBuffer()));
}

const plain = (res: express.Response, status: number, message: string) =>
  res.status(status).type('text/plain').setHeader('cache-control', 'no-store').send(message);

export function federationBridge(deps: FederationBridgeDeps): express.RequestHandler {
  // Fedify and what it pulls in (jsonld, OpenTelemetry…) are ~50 MB of a process's memory: loaded
  // with the first request for a federation path, not at start (graph's memory budget, 0019).
  let runtime: FederationRuntime | undefined;
  const federation = () =>
    (runtime ??= (require('./federation') as typeof import('./federation')).createFederationRuntime(deps.settings, deps.em))
      .federation;
  const limiter = new RateLimiterRedis({
    storeClient: deps.redis,
    keyPrefix: `${deps.redisPrefix}:federation-inbox`,
    points: deps.inboxPerMinute,
    duration: 60,
    rejectIfRedisNotReady: true,
  });
  // A delivery whose signature fails may still have made graph fetch the key its keyId names (keys
  // are fetched to check the signature): counted per client address, past the minute a client is
  // refused before any fetch, so forgeries cannot make graph a reflector at a stranger's pace.
  const strangers = new RateLimiterRedis({
    storeClient: deps.redis,
    keyPrefix: `${deps.redisPrefix}:federation-unverified`,
    points: deps.unverifiedPerMinute,
    duration: 60,
    rejectIfRedisNotReady: true,
  });
  const readBody = express.raw({ type: () => true, limit: MAX_ACTIVITY_BYTES });

  /**
   * A key past its minute: 429 with Retry-After (true), or 503 when Redis cannot say (true). Only
   * looks: a server's minute is charged once its delivery verified, a client's once one failed.
   */
  const overLimit = async (res: express.Response, counter: RateLimiterRedis, key: string, message: string): Promise<boolean> => {
    let used: RateLimiterRes | null;
    try {
      used = await counter.get(key);
    } catch {
      plain(res, 503, 'The inbox is unavailable right now; try again shortly');
      return true;
    }
    if (!used || used.remainingPoints > 0) return false;
    res.setHeader('retry-after', String(Math.max(1, Math.ceil(used.msBeforeNext / 1000))));
    plain(res, 429, message);
    return true;
  };
  // The keyId names a server, but anyone can write it: a delivery whose signature failed (Fedify's
  // 401) is a stranger's, and charging it to the server it names let forgeries use up a real
  // server's minute. A delivery that verified is that server's, whatever its answer.
  const charge = (counter: RateLimiterRedis, key: string) =>
    counter.consume(key).catch((rejection: unknown) => {
      if (!(rejection instanceof RateLimiterRes)) deps.log.warn({ err: rejection, key }, 'inbox delivery not counted');
    });

  const handle = async (req: express.Request, res: express.Response, body: Buffer | undefined) => {
    const request = toRequest(req, deps.settings.publicUrl, body);
    const delivery = req.method === 'POST';
    const client = delivery ? limitKeyOf(signedClientAddress(req.header(INTERNAL_HEADER), deps.internalSecret, req.ip)) : null;
    if (client && (await overLimit(res, strangers, client, 'Too many deliveries from your address failed their signature check')))
      return;
    const host = delivery ? signingHost(request.headers) : null;
    if (host) {
      if (await new FederationService(deps.em.fork()).isBlocked(host))
        return plain(res, 403, 'This server does not accept activities from your domain');
      if (await overLimit(res, limiter, host, 'Too many activities from your server; slow down')) return;
    }
    const data: FederationData = { em: deps.em.fork(), log: deps.log };
    const response = await federation().fetch(request, {
      contextData: data,
      onNotFound: () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } }),
      onNotAcceptable: () =>
        new Response('This address serves ActivityPub documents (application/activity+json)', {
          status: 406,
          headers: { 'content-type': 'text/plain', vary: 'Accept' },
        }),
    });
    if (host && response.status !== 401) await charge(limiter, host);
    if (client && response.status === 401) await charge(strangers, client);
    if (data.refusal) return plain(res, data.refusal.status, data.refusal.message);
    await send(res, response);
  };

  return (req, res, next) => {
    if (!isFederationPath(req.path)) return next();
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_ACTIVITY_BYTES) return plain(res, 400, `An activity is at most ${MAX_ACTIVITY_BYTES / 1024} KiB`);
    const run = (body: Buffer | undefined) =>
      handle(req, res, body).catch((err: unknown) => {
        deps.log.error({ err, path: req.path }, 'a federation request failed');
        if (!res.headersSent) plain(res, 500, 'Something went wrong on our side. Please try again later.');
      });
    if (req.method !== 'POST') return void run(undefined);
    readBody(req, res, (error?: unknown) => {
      if (error) {
        const tooLarge = (error as { type?: string }).type === 'entity.too.large';
        return plain(
          res,
          400,
          tooLarge ? `An activity is at most ${MAX_ACTIVITY_BYTES / 1024} KiB` : 'The body could not be read',
        );
      }
      void run(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    });
  };
}
