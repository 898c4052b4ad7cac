import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { KNOWN_CODES } from '../common/errors';
import { deadlineRefusal } from '../db/write-deadline';

// graphql-js's refusal of a variable: `Variable "$input" got invalid value "x" at "input.scheduledFor"; why`
// (no `at` when the variable itself is wrong). Its path is the only place the field is written.
const VARIABLE_REFUSAL =
  /^Variable "\$(\w+)" got invalid value .* at "\w+((?:\.\w+|\[\d+\])+)"; (.*)$|^Variable "\$(\w+)" got invalid value [^;]*; (.*)$/s;

/** How the REST API words the same refusal (gateway/src/api/inputs.ts). */
const DATE_TIME_WORDS = 'must be an ISO 8601 date-time with its time zone, such as 2026-11-21T20:25:00.000Z';

/**
 * The field a refused variable names, as badInput names fields (relative to the input: `scheduledFor`,
 * `live.startsAt`), and a message in the API's words for a date-time without its offset (an instant
 * cannot be told from a wall-clock time: which zone, and which 02:30 on a clock-change night?).
 */
function variableRefusal(message: string): { field: string; message: string } | null {
  const match = VARIABLE_REFUSAL.exec(message);
  if (!match) return null;
  const field = match[2] ? match[2].replace(/^\./, '') : match[4];
  const why = match[3] ?? match[5];
  return why.startsWith('DateTime cannot represent') ? { field, message: `${field}: ${DATE_TIME_WORDS}` } : { field, message };
}

/**
 * What clients see of an error: the message and code of errors we raise on purpose (plus the field
 * for BAD_USER_INPUT, retryAfter for TOO_MANY_REQUESTS, articleId for IDEMPOTENCY_KEY_REUSED and the HTTP status hint); everything else is logged and answered with a bare
 * INTERNAL_SERVER_ERROR, so no stack trace, SQL or internal message leaves the server.
 */
export function createFormatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && KNOWN_CODES.has(code)) {
      const { retryAfter, embargoUntil, articleId } = formatted.extensions ?? {};
      let { field } = formatted.extensions ?? {};
      let { message } = formatted;
      const refused = code === 'BAD_USER_INPUT' && field === undefined ? variableRefusal(message) : null;
      if (refused) ({ field, message } = refused);
      return {
        message,
        ...(formatted.locations ? { locations: formatted.locations } : {}),
        ...(formatted.path ? { path: formatted.path } : {}),
        extensions: {
          code,
          ...(typeof field === 'string' ? { field } : {}),
          ...(typeof retryAfter === 'number' ? { retryAfter } : {}),
          // EMBARGOED: the ISO time the embargo lifts, for "Schedule for embargo lift".
          ...(typeof embargoUntil === 'string' ? { embargoUntil } : {}),
          // IDEMPOTENCY_KEY_REUSED: the article the key made, which the editor updates instead.
          ...(typeof articleId === 'number' ? { articleId } : {}),
        },
      };
    }
    // A statement PostgreSQL stopped at the request's deadline: expected, and the client is told so.
    const refusal = deadlineRefusal(formatted);
    if (refusal) return refusal;
    log.error({ err: unwrapResolverError(error), path: formatted.path }, 'unexpected error while answering a GraphQL request');
    return {
      message: 'Something went wrong on our side. Please try again later.',
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
