// Whole answers of anonymous GraphQL queries, kept in memory (ContentCache) keyed by the request
// itself (query, operation name, variables, accepted type), so integrators and the web app reading
// through graph get hot pages without SQL. The express middleware serves hits before Apollo runs;
// the Apollo plugin tells it which answers may be stored: queries, by readers, without errors.
// Editors' mutations also clear this process's cache at once (read-your-writes here); every other
// process learns of the change from PostgreSQL's NOTIFY.
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { GraphContext } from '../graphql/context';
import { INTERNAL_HEADER, isAnonymousCaller } from '../graphql/identity';
import { CONTENT_WRITE_HEADER, ContentCache, type ContentCacheStats, listenForContentChanges } from '@savepoint/content-cache';

interface CachedAnswer {
  body: Buffer;
  contentType: string;
}

/** Set by the middleware on a miss; the plugin marks the answer storable. */
export interface AnswerRecording {
  storable: boolean;
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

/** `Cache-Control: no-cache` asks for an answer from the database (the gateway's own cache sends it). */
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
          onChange: () => cache.clearForChange(),
          onLiveChange: (live) => cache.setLive(live),
          log: options.log,
        })
      : undefined;

  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== 'POST' || !cache.enabled || wantsFresh(req)) return next();
    const key = keyOf(req);
    if (key === undefined) return next();
    if (
      !isAnonymousCaller(
        { internal: req.header(INTERNAL_HEADER), authorization: req.header('authorization') },
        options.internalSecret,
      )
    )
      return next();
    const hit = cache.get(key);
    if (hit) {
      res.statusCode = 200;
      res.setHeader('Content-Type', hit.contentType);
      res.setHeader('Content-Length', hit.body.length);
      res.end(hit.body);
      return;
    }
    const recording: AnswerRecording = { storable: false };
    const ticket = cache.ticket();
    res.locals[RECORDING] = recording;
    const send = res.send.bind(res);
    res.send = (payload: unknown) => {
      if (recording.storable && res.statusCode === 200 && typeof payload === 'string' && cache.accepts(payload.length)) {
        cache.set(
          key,
          { body: Buffer.from(payload), contentType: String(res.getHeader('content-type') ?? 'application/json') },
          ticket,
        );
      }
      return send(payload);
    };
    next();
  };

  const plugin: ApolloServerPlugin<GraphContext> = {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, response, contextValue }) {
          if (mayChangeContent(operation?.operation, contextValue)) {
            cache.clear();
            response.http.headers.set(CONTENT_WRITE_HEADER, '1');
          }
          if (contextValue.privateAnswer) {
            response.http.headers.set('cache-control', 'private, no-store');
            return;
          }
          const recording = contextValue.answerRecording;
          if (!recording || contextValue.freshAnswer || operation?.operation !== 'query' || contextValue.identity?.editor) return;
          if (response.body.kind === 'single' && !response.body.singleResult.errors && (response.http.status ?? 200) === 200)
            recording.storable = true;
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
