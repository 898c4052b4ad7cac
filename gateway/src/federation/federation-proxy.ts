// The social web's paths (WebFinger, NodeInfo, the ActivityPub actor, inbox and collections) are
// graph's (graph/src/modules/federation): the gateway hands them over untouched — method, path,
// Host and every header, and the body byte for byte — because a remote server's HTTP Signature
// covers them. Mounted before sessions, origin checks, the answer caches and compression; graph
// answers `no-store`, so no shared cache keeps them (decision 0025).
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { Pool } from 'undici';
import { INTERNAL_HEADER } from '../graph-client';

/** Kept in step with graph's FEDERATION_PATHS (graph/src/modules/federation/http-bridge.ts). */
const FEDERATION_PATH = /^\/(?:\.well-known\/(?:webfinger|nodeinfo)$|nodeinfo\/|ap\/)/;

/** What graph accepts (graph's MAX_ACTIVITY_BYTES); a larger body is refused before it is read. */
const MAX_FORWARDED_BYTES = 256 * 1024;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardedHeaders(req: Request, signClient: (ip: string) => string): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    // graph decides identity from its own signed header only, never from one a stranger sends.
    if (name === INTERNAL_HEADER) continue;
    headers[name] = value;
  }
  // The client's address, signed: graph counts failed deliveries per client by it (a header graph
  // cannot verify, such as X-Forwarded-For, would be anyone's to write). No remote signature covers
  // this header, so adding it leaves theirs intact.
  const client = req.ip ?? req.socket.remoteAddress;
  if (client) headers[INTERNAL_HEADER] = signClient(client);
  return headers;
}

function refuse(res: Response, status: number, message: string) {
  res.status(status).setHeader('cache-control', 'no-store').type('text/plain').send(message);
}

export function federationProxy(options: {
  graphUrl: string;
  logger: Logger;
  /** Signs the client's address for graph (GraphClient.clientSignature). */
  signClient: (ip: string) => string;
  timeoutMs?: number;
}): {
  handler: RequestHandler;
  close(): Promise<void>;
} {
  const timeout = options.timeoutMs ?? 30_000;
  const pool = new Pool(new URL(options.graphUrl).origin, {
    connections: 16,
    keepAliveTimeout: 30_000,
    headersTimeout: timeout,
    bodyTimeout: timeout,
  });

  const handler: RequestHandler = (req, res, next) => {
    if (!FEDERATION_PATH.test(req.path)) return next();
    if (Number(req.headers['content-length'] ?? 0) > MAX_FORWARDED_BYTES)
      return refuse(res, 400, `An activity is at most ${MAX_FORWARDED_BYTES / 1024} KiB`);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    pool
      .request({
        method: req.method,
        path: req.originalUrl,
        headers: forwardedHeaders(req, options.signClient),
        body: hasBody ? req : undefined,
      })
      .then(({ statusCode, headers, body }) => {
        res.status(statusCode);
        for (const [name, value] of Object.entries(headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
        }
        res.setHeader('cache-control', 'no-store');
        body.pipe(res);
      })
      .catch((err: unknown) => {
        options.logger.warn({ err, path: req.path }, 'federation request could not reach graph');
        if (!res.headersSent) refuse(res, 503, 'The social web is unavailable right now; try again shortly');
        else res.destroy();
      });
  };
  return { handler, close: () => pool.close() };
}
