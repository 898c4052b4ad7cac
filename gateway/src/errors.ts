// One error shape for every non-2xx answer: {error, code, field?, requestId?}. The spec's client
// shows "status: body text", so `error` is a sentence a person can read.
import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Logger } from 'pino';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'EMBARGOED'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE'
  | 'GATEWAY_TIMEOUT'
  | 'INTERNAL_SERVER_ERROR';

const statusOfCode: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  // An article's embargo holds (issue 21): the message names the time it lifts.
  EMBARGOED: 409,
  // The IETF Idempotency-Key draft: the key was used with another request payload.
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
  INTERNAL_SERVER_ERROR: 500,
};

export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Seconds, sent as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.status = statusOfCode[code];
  }
}

export const badInput = (field: string, message: string) => new HttpError('BAD_USER_INPUT', message, field);
export const notFound = (message: string) => new HttpError('NOT_FOUND', message);
export const unauthenticated = (message = 'Log in to continue') => new HttpError('UNAUTHENTICATED', message);

/** graph's error codes (docs/decisions/0001) that pass through to REST with their meaning intact. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && code in statusOfCode;
}

function sendError(req: Request, res: Response, err: HttpError): void {
  if (err.retryAfter !== undefined) res.setHeader('Retry-After', String(Math.max(1, Math.ceil(err.retryAfter))));
  res.setHeader('Cache-Control', 'no-store');
  res.status(err.status).json({
    error: err.message,
    code: err.code,
    ...(err.field ? { field: err.field } : {}),
    requestId: String(req.id ?? ''),
  });
}

/** What body-parser and serve-static throw (http-errors). */
interface ExpressError {
  type?: string;
  status?: number;
  expose?: boolean;
}

/** Turns anything thrown into the error shape; unknown failures are logged and answered without a stack. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    if (err instanceof HttpError) return sendError(req, res, err);
    const type = (err as ExpressError | undefined)?.type;
    if (type === 'entity.parse.failed') return sendError(req, res, badInput('body', 'The request body is not valid JSON'));
    if (type === 'entity.too.large')
      return sendError(req, res, new HttpError('PAYLOAD_TOO_LARGE', 'The request body is larger than the 1 MB limit'));
    if (type === 'charset.unsupported') return sendError(req, res, badInput('body', 'The request body must be UTF-8 JSON'));
    // A compressed body names the compression, not the JSON: "Bad Request" told a client nothing.
    const encoding = req.get('content-encoding');
    if (type === 'encoding.unsupported')
      return sendError(
        req,
        res,
        badInput(
          'Content-Encoding',
          `Content-Encoding "${encoding}" is not taken: send the body as is, or as gzip, deflate or br`,
        ),
      );
    if (/^Z_/.test(String((err as { code?: unknown }).code)))
      return sendError(req, res, badInput('Content-Encoding', `The request body is not valid ${encoding} data`));
    // A path with broken percent-encoding (%FF, %u0000) that the router could not decode.
    if (err instanceof URIError) return sendError(req, res, badInput('path', 'The address is not valid percent-encoded UTF-8'));
    // http-errors from express's own middleware (a missing static file, a bad range…).
    const { status, expose } = (err ?? {}) as ExpressError;
    if (status === 404) return sendError(req, res, notFound('Not found'));
    if (status && status >= 400 && status < 500 && expose)
      return sendError(req, res, badInput('request', (err as Error).message));
    (req.log ?? logger).error({ err }, 'unhandled error');
    sendError(
      req,
      res,
      new HttpError('INTERNAL_SERVER_ERROR', 'Something went wrong on our side; quote the request id if it keeps happening'),
    );
  };
}
