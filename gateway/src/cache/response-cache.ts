// The gateway's cache of whole public answers: bytes, headers and ETag ready to send, gzipped once
// when it pays. REST reads by anonymous readers are stored here (api/router.ts); other public pages
// (rendered HTML) may be too: `get`/`set` by key on the same byte budget. Each entry is tagged with
// the cache keys graph reported for the data it shows (@savepoint/cache-keys), and a content change
// drops only the entries it reaches. Changes arrive by PostgreSQL NOTIFY (@savepoint/content-cache);
// without a DATABASE_URL, or while that connection is down, nothing is served from or stored in the cache.
import { mayBeServedSharedCopy } from '@savepoint/audience';
import { CACHE_KEYS_HEADER, formatKeys } from '@savepoint/cache-keys';
import {
  ContentCache,
  type ContentCacheOptions,
  type ContentChangeListener,
  listenForContentChanges,
  REPLICA_LAG_ALLOWANCE_MS,
} from '@savepoint/content-cache';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { CachedResponse } from './cached-response';

/** How long a page a change reached may still be served while one render refreshes it (ssr/page-server.ts). */
const STALE_PAGE_MS = 5_000;

/**
 * Pages are rendered from graph's answers, which get their own second pass REPLICA_LAG_ALLOWANCE_MS
 * after the change: the pages' second pass comes half a second after that, so a page re-rendered then
 * reads an answer graph has already cleared twice, never one it cached from a lagging replica.
 */
const PAGE_SECOND_PASS_MS = REPLICA_LAG_ALLOWANCE_MS + 500;

export class ResponseCache extends ContentCache<CachedResponse> {
  listener: ContentChangeListener | undefined;

  constructor(options: Omit<ContentCacheOptions<CachedResponse>, 'sizeOf'>) {
    super({ ...options, sizeOf: (entry) => entry.body.length + (entry.gzip?.length ?? 0) + 200 });
  }

  /**
   * After an editor's write went through this process: resolves once the listener has heard it and
   * the entries it reached are gone (stale copies too), so the writer's next read is fresh, while
   * every other entry stays.
   */
  async written(): Promise<void> {
    await this.listener?.sync();
    this.dropStale();
  }
}

export interface GatewayCache {
  cache: ResponseCache;
  close(): Promise<void>;
}

export function createGatewayCache(options: {
  databaseUrl?: string;
  maxBytes: number;
  log: Logger;
  /** The clock stale pages are timed by (tests pass their own). */
  now?: () => number;
}): GatewayCache {
  const cache = new ResponseCache({
    maxBytes: options.databaseUrl ? options.maxBytes : 0,
    staleMs: STALE_PAGE_MS,
    secondPassMs: PAGE_SECOND_PASS_MS,
    now: options.now,
  });
  cache.listener =
    options.databaseUrl && options.maxBytes > 0
      ? listenForContentChanges({
          databaseUrl: options.databaseUrl,
          onChange: (change) => cache.clearForChange(change),
          onLiveChange: (live) => cache.setLive(live),
          log: options.log,
        })
      : undefined;
  return { cache, close: async () => cache.listener?.close() };
}

/** How an answer was made, in X-Savepoint-Cache: from the cache, a stale copy while it refreshes, or rendered now. */
export type CacheOutcome = 'hit' | 'stale' | 'miss';

/**
 * Sends a cached answer: 304 when the client has it, gzip when it accepts it. Its keys go along
 * (CACHE_KEYS_HEADER) for the edge (gateway/src/edge/shared-caching.ts), unless it is `stale`: a
 * copy a change already reached must not be kept by a shared cache.
 */
export function sendCachedResponse(req: Request, res: Response, entry: CachedResponse, outcome: CacheOutcome = 'hit'): void {
  res.setHeader('X-Savepoint-Cache', outcome);
  if (entry.keys && outcome !== 'stale') res.setHeader(CACHE_KEYS_HEADER, formatKeys(entry.keys));
  res.setHeader('Cache-Control', entry.cacheControl);
  res.setHeader('Vary', 'Cookie, Accept-Encoding');
  res.setHeader('ETag', entry.etag);
  if (entry.contentLanguage) res.setHeader('Content-Language', entry.contentLanguage);
  const known = req.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = entry.status;
  res.setHeader('Content-Type', entry.contentType);
  const useGzip = entry.gzip !== undefined && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const payload = useGzip ? entry.gzip! : entry.body;
  // An encoding set here tells the compression middleware to leave the body alone.
  if (useGzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', payload.length);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/**
 * Serves stored answers early, before routing, session and compression: a GET or HEAD that a copy for
 * everyone may answer (an anonymous reader's or a member's, of a path not for one person: the rule of
 * @savepoint/audience) whose URL has a fresh entry gets it (no Redis, no graph, no SQL). Entries are
 * only ever stored for anonymous readers' requests: REST answers under their whole URL (api/router.ts), reader
 * pages under their canonical URL (`pageKeyOf`, ssr/page-url.ts: tracking and unknown parameters
 * never make another entry). A stale page falls through to the page server, which serves it while
 * one render refreshes it.
 */
export function serveCachedAnswers(
  cache: ResponseCache,
  pageKeyOf: (originalUrl: string) => string | undefined = () => undefined,
): RequestHandler {
  return (req, res, next) => {
    if (!cache.enabled || !mayBeServedSharedCopy(req)) return next();
    const key = req.path.startsWith('/api/') ? req.originalUrl : (pageKeyOf(req.originalUrl) ?? req.originalUrl);
    const hit = cache.get(key);
    if (hit) return sendCachedResponse(req, res, hit);
    next();
  };
}
