// Whole answers of anonymous GraphQL queries, kept in memory (ContentCache) keyed by the request
// itself (query, operation name, variables, accepted type), so integrators and the web app reading
// through graph get hot pages without SQL. The express middleware serves hits before Apollo runs;
// the Apollo plugin tells it which answers may be stored: queries, by readers, without errors.
// Each answer is tagged with the cache keys of what it shows (answer-keys.ts), sent to the caller in
// CACHE_KEYS_HEADER (the gateway tags its pages with them) and used to drop only the answers a
// content change reaches (PostgreSQL NOTIFY carries the change's keys). An editor's mutation is
// answered only once this process has heard its change (read-your-writes here and, by the same
// header, in the gateway it went through). Only an anonymous reader's answers are stored or served
// here: who the caller is comes from @savepoint/audience (graphql/identity.ts), the rule the gateway
// and the edge follow too.
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { GraphContext } from '../graphql/context';
import { INTERNAL_HEADER, callerAudience } from '../graphql/identity';
import { CACHE_KEYS_HEADER, formatKeys, KeySet, type CacheKey } from '@savepoint/cache-keys';
import { CONTENT_WRITE_HEADER, ContentCache, type ContentCacheStats, listenForContentChanges } from '@savepoint/content-cache';
import { recordFieldKeys } from './answer-keys';

interface CachedAnswer {
  body: Buffer;
  contentType: string;
  /** The keys of what it shows (undefined: not keyed). */
  keys: CacheKey[] | undefined;
}

/**
 * Set by the middleware for an anonymous POST (even one asking for a fresh answer: its keys are still
 * reported); the plugin marks the answer storable and collects its keys.
 */
export interface AnswerRecording {
  storable: boolean;
  keys: KeySet;
}

const RECORDING = 'answerRecording';

export function answerRecordingOf(res: Response): AnswerRecording | undefined {
  return res.locals[RECORDING] as AnswerRecording | undefined;
}

/**
 * For a resolver whose answer is for its caller alone (a preview link's article): never stored here,
 * and `Cache-Control: private, no-store` for every client, so a revoked link ends with the next request.
 */
export function keepAnswerPrivate(context: GraphContext): void {
  context.privateAnswer = true;
}

/** For a public answer that changes with every reader's write (comments): never stored here. */
export function keepAnswerFresh(context: GraphContext): void {
  context.freshAnswer = true;
}

/** What may have changed content: an editor's mutation (the cache here and the gateway's clear at once). */
const mayChangeContent = (operation: string | undefined, context: GraphContext) =>
  operation === 'mutation' && context.identity?.editor != null;

export interface GraphAnswerCache {
  middleware: RequestHandler;
  plugin: ApolloServerPlugin<GraphContext>;
  stats(): ContentCacheStats;
  close(): Promise<void>;
}

function keyOf(req: Request): string | undefined {
  const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown } | undefined;
  if (!body || typeof body.query !== 'string') return undefined;
  return JSON.stringify([req.headers.accept ?? '', body.operationName ?? null, body.variables ?? null, body.query]);
}

/** `Cache-Control: no-cache` asks for an answer from the database (neither looked up nor stored here). */
function wantsFresh(req: Request): boolean {
  const control = req.headers['cache-control'];
  return control !== undefined && /no-cache|no-store/i.test(control);
}

export function createGraphAnswerCache(options: {
  databaseUrl: string;
  maxBytes: number;
  internalSecret: string;
  log: Logger;
}): GraphAnswerCache {
  const cache = new ContentCache<CachedAnswer>({ maxBytes: options.maxBytes, sizeOf: (answer) => answer.body.length + 64 });
  const listener =
    options.maxBytes > 0
      ? listenForContentChanges({
          databaseUrl: options.databaseUrl,
          onChange: (change) => cache.clearForChange(change),
          onLiveChange: (live) => cache.setLive(live),
          log: options.log,
        })
      : undefined;

  const middleware: RequestHandler = (req, res, next) => {
    // Keys are reported even when this cache is off or the caller wants a fresh answer: the gateway
    // tags its own entries with them.
    if (req.method !== 'POST') return next();
    const fresh = wantsFresh(req) || !cache.enabled;
    const key = keyOf(req);
    if (key === undefined) return next();
    const audience = callerAudience(
      { internal: req.header(INTERNAL_HEADER), authorization: req.header('authorization') },
      options.internalSecret,
    );
    if (audience?.kind !== 'anonymous') return next();
    const hit = fresh ? undefined : cache.get(key);
    if (hit) {
      res.statusCode = 200;
      res.setHeader('Content-Type', hit.contentType);
      if (hit.keys) res.setHeader(CACHE_KEYS_HEADER, formatKeys(hit.keys));
      res.setHeader('Content-Length', hit.body.length);
      res.end(hit.body);
      return;
    }
    const recording: AnswerRecording = { storable: false, keys: new KeySet() };
    const ticket = cache.ticket();
    res.locals[RECORDING] = recording;
    const send = res.send.bind(res);
    res.send = (payload: unknown) => {
      if (
        !fresh &&
        recording.storable &&
        res.statusCode === 200 &&
        typeof payload === 'string' &&
        cache.accepts(payload.length)
      ) {
        const keys = recording.keys.keys;
        cache.set(
          key,
          { body: Buffer.from(payload), contentType: String(res.getHeader('content-type') ?? 'application/json'), keys },
          ticket,
          keys,
        );
      }
      return send(payload);
    };
    next();
  };

  const plugin: ApolloServerPlugin<GraphContext> = {
    async requestDidStart() {
      return {
        async executionDidStart({ operation, contextValue }) {
          const recording = contextValue.answerRecording;
          if (!recording || operation.operation !== 'query' || contextValue.identity?.audience.kind !== 'anonymous') return;
          return {
            willResolveField({ info, args }) {
              return (error, result) => {
                if (error) recording.keys.addUnkeyed();
                else recordFieldKeys(recording.keys, info, args, result);
              };
            },
          };
        },
        async willSendResponse({ operation, response, contextValue }) {
          if (mayChangeContent(operation?.operation, contextValue)) {
            // Answered once this process has heard the change (NOTIFY comes back in commit order).
            await listener?.sync();
            response.http.headers.set(CONTENT_WRITE_HEADER, '1');
          }
          if (contextValue.privateAnswer) {
            response.http.headers.set('cache-control', 'private, no-store');
            return;
          }
          const recording = contextValue.answerRecording;
          if (
            !recording ||
            contextValue.freshAnswer ||
            operation?.operation !== 'query' ||
            contextValue.identity?.audience.kind !== 'anonymous'
          )
            return;
          if (response.body.kind === 'single' && !response.body.singleResult.errors && (response.http.status ?? 200) === 200) {
            recording.storable = true;
            const keys = recording.keys.keys;
            if (keys) response.http.headers.set(CACHE_KEYS_HEADER, formatKeys(keys));
          }
        },
      };
    },
  };

  return {
    middleware,
    plugin,
    stats: () => cache.stats(),
    close: async () => listener?.close(),
  };
}
