// Turns the route table into Express handlers: validate the request, check the guard, run the row,
// answer JSON with the right caching for who asked.
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError, notFound } from '../errors';
import { type GraphClient, GraphError } from '../graph-client';
import { identityOf, requireEditor } from '../session/guard';
import { inputError } from './inputs';
import type { CostLimit, Route, RouteContext, RouteServices } from './route-kit';

export const BODY_LIMIT = '1mb';

function parse(schema: Route['params'], value: unknown, where: 'params' | 'query' | 'body') {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw inputError(result.error, where);
  return result.data;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The header as given (graph checks its form, the same on every path); a blank one counts as absent. */
function idempotencyKeyOf(req: Request): string | undefined {
  const value = req.get(IDEMPOTENCY_HEADER)?.trim();
  if (!value) return undefined;
  if (value.length > 200)
    throw new HttpError('BAD_USER_INPUT', 'Idempotency-Key must be at most 200 characters', IDEMPOTENCY_HEADER);
  return value;
}

function costLimiters(redis: Redis, prefix: string): Record<CostLimit, RateLimiterRedis> {
  return {
    thumbnails: new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:limit-thumbnails`,
      points: 20,
      duration: 60,
      rejectIfRedisNotReady: true,
    }),
  };
}

/** Public answers may be cached briefly (and revalidated by ETag); anything an editor sees may not. */
function setCaching(req: Request, res: Response, editorAnswer: boolean) {
  if (req.method !== 'GET' || editorAnswer) {
    res.setHeader('Cache-Control', 'private, no-store');
    return;
  }
  res.setHeader('Cache-Control', 'public, max-age=30');
  res.vary('Cookie');
}

export function apiRouter(options: {
  routes: Route[];
  graph: GraphClient;
  redis: Redis;
  redisPrefix: string;
  services: RouteServices;
}): express.Router {
  const { graph, services } = options;
  const router = express.Router();
  const editorOnly = requireEditor(services.sessionAbsoluteMs);
  const limiters = costLimiters(options.redis, options.redisPrefix);

  for (const row of options.routes) {
    const guards: RequestHandler[] = row.guard === 'editor' ? [editorOnly] : [];
    if (row.limit) {
      const limiter = limiters[row.limit];
      guards.push(async (req, _res, next) => {
        try {
          await limiter.consume(req.ip ?? 'unknown');
          next();
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes)
            return next(
              new HttpError(
                'TOO_MANY_REQUESTS',
                'Too many requests; try again in a minute',
                undefined,
                rejection.msBeforeNext / 1000,
              ),
            );
          next(new HttpError('SERVICE_UNAVAILABLE', 'This is unavailable right now; try again shortly'));
        }
      });
    }

    router[row.method](row.path, ...guards, async (req, res) => {
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
        graph: (document, variables, as = identity) => graph.execute(document, variables, as, requestId),
        graphUpload: (path) =>
          graph.upload({
            path,
            body: req,
            contentType: req.get('content-type') ?? 'application/octet-stream',
            identity,
            requestId,
          }),
      };
      let body: unknown;
      try {
        body = await row.run(ctx);
      } catch (err) {
        if (err instanceof GraphError) {
          const missingField = err.code === 'GRAPHQL_VALIDATION_FAILED' || err.code === 'GRAPHQL_PARSE_FAILED';
          if (missingField && row.unavailable) throw new HttpError('SERVICE_UNAVAILABLE', row.unavailable);
          throw err.toHttpError();
        }
        throw err;
      }
      if (body === undefined || (body === null && row.notFound)) throw notFound(row.notFound ?? 'Not found');
      setCaching(req, res, identity.uid !== undefined);
      res.status(row.status ?? 200).json(body);
    });
  }

  router.use('/api', (req, _res, next) => next(notFound(`No API route ${req.method} ${req.originalUrl.split('?')[0]}`)));
  return router;
}
