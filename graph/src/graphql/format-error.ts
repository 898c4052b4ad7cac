import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { KNOWN_CODES } from '../common/errors';
import { deadlineRefusal } from '../db/write-deadline';

/**
 * What clients see of an error: the message and code of errors we raise on purpose (plus the field
 * for BAD_USER_INPUT, retryAfter for TOO_MANY_REQUESTS and the HTTP status hint); everything else is logged and answered with a bare
 * INTERNAL_SERVER_ERROR, so no stack trace, SQL or internal message leaves the server.
 */
export function createFormatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && KNOWN_CODES.has(code)) {
      const { field, retryAfter, embargoUntil } = formatted.extensions ?? {};
      return {
        message: formatted.message,
        ...(formatted.locations ? { locations: formatted.locations } : {}),
        ...(formatted.path ? { path: formatted.path } : {}),
        extensions: {
          code,
          ...(typeof field === 'string' ? { field } : {}),
          ...(typeof retryAfter === 'number' ? { retryAfter } : {}),
          // EMBARGOED: the ISO time the embargo lifts, for "Schedule for embargo lift".
          ...(typeof embargoUntil === 'string' ? { embargoUntil } : {}),
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
