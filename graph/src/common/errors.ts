// The error codes clients branch on (docs/decisions/0001). Every rule violation leaves the server as
// a GraphQLError carrying one of them; anything else is masked as INTERNAL_SERVER_ERROR.
import { GraphQLError } from 'graphql';

type ErrorCode = 'BAD_USER_INPUT' | 'NOT_FOUND' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'CONFLICT' | 'INTERNAL_SERVER_ERROR';

const httpStatus: Partial<Record<ErrorCode, number>> = { UNAUTHENTICATED: 401, FORBIDDEN: 403 };

function appError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

export const badInput = (field: string, message: string): GraphQLError => appError('BAD_USER_INPUT', message, { field });

export const notFound = (message: string): GraphQLError => appError('NOT_FOUND', message);

export const conflict = (message: string, field?: string): GraphQLError => appError('CONFLICT', message, field ? { field } : {});

export const unauthenticated = (message = 'You must be logged in as an editor to do this.'): GraphQLError =>
  appError('UNAUTHENTICATED', message);

export const forbidden = (message: string): GraphQLError => appError('FORBIDDEN', message);

/** Errors raised before execution (bad identity headers) set the HTTP status too. */
export function withHttpStatus(error: GraphQLError): GraphQLError {
  const status = httpStatus[error.extensions.code as ErrorCode];
  if (status) (error.extensions as Record<string, unknown>).http = { status };
  return error;
}

export const KNOWN_CODES: ReadonlySet<string> = new Set<string>([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CONFLICT',
  'EMBARGOED',
  // An Idempotency-Key sent again with another article (article/create-key.ts).
  'IDEMPOTENCY_KEY_REUSED',
  'TOO_MANY_REQUESTS',
  'BAD_GATEWAY',
  'SERVICE_UNAVAILABLE',
  // Size limits (graphql/limits.ts): the message names the cost or the size and the limit.
  'QUERY_TOO_COSTLY',
  'RESPONSE_TOO_LARGE',
  // Apollo's own request-level codes: they describe the client's document, not server internals.
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

// Added by the worker module: answers for work delegated to the worker or to the AI model.
/** An upstream (the AI model) answered unusably or not at all. */
export const badGateway = (message: string): GraphQLError => new GraphQLError(message, { extensions: { code: 'BAD_GATEWAY' } });

/** The worker could not finish in time (busy or not running); retrying later may work. */
export const serviceUnavailable = (message: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code: 'SERVICE_UNAVAILABLE' } });

/**
 * A limit was reached: 429 with Retry-After on graph's own HTTP answer, and `retryAfter` (seconds) in
 * the extensions so the gateway can repeat it on REST.
 */
export function tooManyRequests(message: string, retryAfterSeconds: number): GraphQLError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return new GraphQLError(message, {
    extensions: {
      code: 'TOO_MANY_REQUESTS',
      retryAfter,
      http: { status: 429, headers: new Map([['retry-after', String(retryAfter)]]) },
    },
  });
}

/**
 * Publishing or scheduling an article before its embargo (issue 21): a conflict of its own code, so
 * clients can offer "Schedule for embargo lift". `embargoUntil` is the ISO time it lifts.
 */
export function embargoed(embargoUntil: Date, field: string): GraphQLError {
  const until = embargoUntil.toISOString();
  return new GraphQLError(`Embargoed until ${until}: it cannot be published before then; schedule it for ${until} or later`, {
    extensions: { code: 'EMBARGOED', embargoUntil: until, field },
  });
}
