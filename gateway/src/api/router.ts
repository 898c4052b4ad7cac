// Turns the route table into Express handlers: validate the request, check the guard, run the row,
// answer JSON with the right caching for who asked.
import { isStorableForEveryone } from '@savepoint/audience';
import { KeySet } from '@savepoint/cache-keys';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { cachedResponse } from '../cache/cached-response';
import { sendCachedResponse, type ResponseCache } from '../cache/response-cache';
import { HttpError, notFound } from '../errors';
import { PRIVATE_CACHE_CONTROL, markPrivate } from '../private-pages';
import { type GraphClient, GraphError } from '../graph-client';
import { endRefusedSession, identityOf, requireEditor } from '../session/guard';
import { clearMemberCookie, memberTokenOf } from '../session/member-cookie';
import { inputError, nulByteError } from './inputs';
import type { Route, RouteContext, RouteServices } from './route-kit';

export const BODY_LIMIT = '1mb';

function parse(schema: Route['params'], value: unknown, where: 'params' | 'query' | 'body') {
  if (!schema) return undefined;
  const nul = nulByteError(value, where);
  if (nul) throw nul;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw inputError(result.error, where);
  return result.data;
}

/**
 * A public read names every query parameter it knows (its schema); any other one is refused, naming
 * it, instead of being ignored: an unknown parameter would otherwise make another entry in the
 * answer cache for the same answer (`?v=1`, `?v=2`… a cache-buster), and a typo would go unnoticed.
 */
function unknownQueryParams(row: Route, query: unknown): HttpError | undefined {
  if (row.method !== 'get' || row.guard !== 'public' || query === null || typeof query !== 'object') return undefined;
  const known = (row.query as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const unknown = Object.keys(query).filter((name) => !Object.hasOwn(known, name));
  if (unknown.length === 0) return undefined;
  const names = unknown.join(', ');
  const accepted = Object.keys(known).join(', ');
  return new HttpError(
    'BAD_USER_INPUT',
    `Unknown query parameter${unknown.length > 1 ? 's' : ''}: ${names}${accepted ? ` (this endpoint accepts ${accepted})` : ' (this endpoint takes none)'}`,
    unknown[0],
  );
}

/**
 * A row that takes a JSON body refuses a body no parser read (express.json, or the one-click
 * unsubscribe form): read as empty, `curl -d` without a JSON Content-Type would make a PUT that
 * changes nothing answer 200, or a create complain about a field the client did send.
 * A bodiless request stays fine (fetch sends `Content-Length: 0` on a POST without a body, which
 * type-is counts as a body).
 */
function unreadBody(row: Route, req: Request): HttpError | undefined {
  if (!row.body || req.body !== undefined) return undefined;
  const length = req.get('content-length');
  if (req.get('transfer-encoding') === undefined && (length === undefined || Number(length) === 0)) return undefined;
  const sent = req.get('content-type');
  return new HttpError(
    'BAD_USER_INPUT',
    `Send the body as JSON with Content-Type: application/json${sent ? ` (it came as ${sent.split(';')[0].trim()})` : ' (it came without one)'}`,
    'Content-Type',
  );
}

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The header as given (graph checks its form, the same on every path); a blank one counts as absent. */
function idempotencyKeyOf(req: Request): string | undefined {
  const value = req.get(IDEMPOTENCY_HEADER)?.trim();
  if (!value) return undefined;
  if (value.length > 200)
    throw new HttpError('BAD_USER_INPUT', 'Idempotency-Key must be at most 200 characters', IDEMPOTENCY_HEADER);
  return value;
}

const PUBLIC_CACHE_CONTROL = 'public, max-age=30';

/** Public answers may be cached briefly (and revalidated by ETag); anything an editor or a link holder sees may not. */
function setCaching(req: Request, res: Response, privateAnswer: boolean, fresh = false) {
  if (req.method !== 'GET' || privateAnswer) {
    res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    return;
  }
  if (fresh) {
    res.setHeader('Cache-Control', 'no-cache');
    return;
  }
  res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
  res.vary('Cookie');
}

/**
 * The answer cache around public GET rows: a reader gets the answer stored by an earlier request
 * (served before routing: serveCachedAnswers in app.ts); an anonymous reader's miss runs the row and
 * stores its answer, unless content changed while it ran (the ticket). Only an anonymous reader's
 * answer is stored (@savepoint/audience): a member's, staff's or a token's never is. The key is the
 * path with its query string.
 */
function answerCacheLayer(cache: ResponseCache) {
  const applies = (row: Route, req: Request) =>
    row.method === 'get' && row.guard === 'public' && !row.privateAnswer && !row.fresh && isStorableForEveryone(req);
  return {
    /**
     * Call before running the row; returns how to send its answer (stored when it may be, tagged with
     * the keys graph reported for the data it read: `keys`).
     */
    begin(row: Route, req: Request, keys: KeySet) {
      const ticket = cache.ticket();
      const storable = applies(row, req) && cache.enabled;
      return (res: Response, status: number, body: unknown): boolean => {
        if (!storable) return false;
        const json = JSON.stringify(body);
        if (!cache.accepts(json.length)) return false;
        const entry = cachedResponse(json, 'application/json; charset=utf-8', PUBLIC_CACHE_CONTROL, status, keys.keys);
        cache.set(req.originalUrl, entry, ticket, entry.keys);
        sendCachedResponse(req, res, entry, 'miss');
        return true;
      };
    },
    /** An editor's write: answered once this process has heard it (others hear it from PostgreSQL too). */
    async afterWrite(row: Route) {
      if (row.guard === 'editor' && row.method !== 'get') await cache.written();
    },
  };
}

export function apiRouter(options: { routes: Route[]; graph: GraphClient; services: RouteServices }): express.Router {
  const { graph, services } = options;
  const router = express.Router();
  const editorOnly = requireEditor(services.sessionAbsoluteMs);
  const answerCache = answerCacheLayer(services.cache);
  // Without a member cookie there is no member to ask graph about (graph decides for those with one).
  const memberOnly: RequestHandler = (req, _res, next) =>
    next(memberTokenOf(req) ? undefined : new HttpError('UNAUTHENTICATED', 'Please sign in to do this.'));

  for (const row of options.routes) {
    const guards: RequestHandler[] = row.guard === 'editor' ? [editorOnly] : row.guard === 'member' ? [memberOnly] : [];

    router[row.method](row.path, ...guards, async (req, res) => {
      const keys = new KeySet();
      const sendStorable = answerCache.begin(row, req, keys);
      if (row.privateAnswer) markPrivate(res);
      const unknown = unknownQueryParams(row, req.query);
      if (unknown) throw unknown;
      const unread = unreadBody(row, req);
      if (unread) throw unread;
      const input = {
        params: parse(row.params, req.params, 'params'),
        query: parse(row.query, req.query, 'query'),
        body: parse(row.body, req.body, 'body'),
        idempotencyKey: row.idempotencyKey ? idempotencyKeyOf(req) : undefined,
      };
      const identity = identityOf(req, services.sessionAbsoluteMs);
      const requestId = String(req.id);
      const ctx: RouteContext = {
        services,
        req,
        res,
        input,
        identity,
        graph: (document, variables, as = identity) => graph.execute(document, variables, as, requestId, { keys }),
        graphUpload: async (path) => {
          const answer = await graph.upload({
            path,
            body: req,
            contentType: req.get('content-type') ?? 'application/octet-stream',
            identity,
            requestId,
          });
          if (answer.status === 401 && identity.uid !== undefined) await endRefusedSession(req, res);
          return answer;
        },
      };
      let body: unknown;
      try {
        body = await row.run(ctx);
      } catch (err) {
        if (err instanceof GraphError) {
          // graph refused the session's editor (credentials changed, or the account is gone).
          if (err.code === 'UNAUTHENTICATED' && identity.uid !== undefined) await endRefusedSession(req, res);
          // graph found no member behind the member cookie (signed out elsewhere, expired, deleted).
          if (err.code === 'UNAUTHENTICATED' && row.guard === 'member' && !res.headersSent) clearMemberCookie(res);
          const missingField = err.code === 'GRAPHQL_VALIDATION_FAILED' || err.code === 'GRAPHQL_PARSE_FAILED';
          if (missingField && row.unavailable) throw new HttpError('SERVICE_UNAVAILABLE', row.unavailable);
          const answer = err.toHttpError();
          const restField = answer.field && row.restFields?.[answer.field];
          throw restField ? new HttpError(answer.code, answer.message, restField, answer.retryAfter) : answer;
        }
        throw err;
      }
      await answerCache.afterWrite(row);
      // A handler that answered itself (a CSV download) is done.
      if (res.headersSent) return;
      if (body === undefined || (body === null && row.notFound)) throw notFound(row.notFound ?? 'Not found');
      if (identity.uid === undefined && sendStorable(res, row.status ?? 200, body)) return;
      setCaching(req, res, identity.uid !== undefined || row.guard === 'member' || row.privateAnswer === true, row.fresh);
      res.status(row.status ?? 200).json(body);
    });
  }

  answerOtherMethods(router, options.routes);
  return router;
}

/**
 * A path the API has, asked with a method it does not take, is 405 with `Allow` (RFC 9110 §15.5.6),
 * not 404: an integrator who sent POST where PUT was meant is told so. OPTIONS answers the same
 * `Allow`. Express matches each row's own pattern (`/api/articles/:id`), so the methods are those of
 * every row whose pattern the path fits.
 */
function answerOtherMethods(router: express.Router, routes: Route[]): void {
  const methodsOfPattern = new Map<string, Set<string>>();
  for (const row of routes) {
    const methods = methodsOfPattern.get(row.path) ?? new Set<string>();
    methods.add(row.method.toUpperCase());
    if (row.method === 'get') methods.add('HEAD');
    methodsOfPattern.set(row.path, methods);
  }
  const allowed = (res: Response): Set<string> => ((res.locals.allowedMethods as Set<string> | undefined) ??= new Set());
  for (const [pattern, methods] of methodsOfPattern) {
    router.all(pattern, (_req, res, next) => {
      for (const method of methods) allowed(res).add(method);
      next();
    });
  }
  router.use('/api', (req, res, next) => {
    const path = req.originalUrl.split('?')[0];
    const methods = [...allowed(res)].sort();
    if (methods.length === 0) return next(notFound(`No API route ${req.method} ${path}`));
    res.setHeader('Allow', [...methods, 'OPTIONS'].join(', '));
    if (req.method === 'OPTIONS') return void res.status(204).end();
    next(new HttpError('METHOD_NOT_ALLOWED', `${path} does not take ${req.method}; it takes ${methods.join(', ')}`));
  });
}
