// Requests graph refuses before any resolver runs, the same for the gateway and direct clients:
// text with NUL bytes (PostgreSQL cannot store them; letting one through is a 500 with the client's
// text in an SQL log line), subscriptions (not offered: there is no Subscription type), and HTTP
// bodies that are not JSON or too large (a JSON error, never express's HTML page).
import type { ApolloServerPlugin } from '@apollo/server';
import type { ErrorRequestHandler } from 'express';
import { type ASTNode, GraphQLError, type ValidationRule, visit } from 'graphql';
import { badInput } from '../common/errors';

const NUL = '\u0000';

/**
 * The path of the first string (or key) holding a NUL inside a JSON value, or null. Iterative, so a
 * deeply nested body cannot overflow the stack.
 */
function findNul(root: unknown): string[] | null {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value: root, path: [] }];
  while (pending.length) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
    } else if (value && typeof value === 'object') {
      const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, inner] = entries[i];
        if (key.includes(NUL)) return [...path, key];
        pending.push({ value: inner, path: [...path, key] });
      }
    }
  }
  return null;
}

/** The field a client knows: `input.tags.2` → `tags`, `q` → `q`. */
const fieldName = (path: string[]): string => [...path].reverse().find((segment) => !/^\d+$/.test(segment)) ?? 'input';

function nulError(path: string[]): GraphQLError {
  const field = fieldName(path);
  const error = badInput(field, `${field} must not contain NUL (\\u0000) characters`);
  (error.extensions as Record<string, unknown>).http = { status: 400 };
  return error;
}

/** Apollo hands the same parsed document to every request with the same text: scan each once. */
const literalScans = new WeakMap<ASTNode, string[] | null>();

/** The argument path of the first string literal in the document holding a NUL, or null. */
function findNulLiteral(document: ASTNode): string[] | null {
  const known = literalScans.get(document);
  if (known !== undefined) return known;
  const found = scanLiterals(document);
  literalScans.set(document, found);
  return found;
}

function scanLiterals(document: ASTNode): string[] | null {
  let found: string[] | null = null;
  const names: string[] = [];
  visit(document, {
    Argument: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    ObjectField: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    StringValue(node) {
      if (!found && node.value.includes(NUL)) found = [...names];
    },
  });
  return found;
}

export const nulBytePlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const path = findNul(request.variables ?? {}) ?? findNulLiteral(document);
        if (path) throw nulError(path);
      },
    };
  },
};

/** graph has no Subscription type; say so instead of failing while executing. */
export const noSubscriptions: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === 'subscription')
      context.reportError(
        new GraphQLError('Subscriptions are not offered by this API; use a query and poll instead.', { nodes: [node] }),
      );
  },
});

/** body-parser's failures (bad JSON, too large, wrong charset) as GraphQL-shaped JSON. */
export const jsonBodyErrors: ErrorRequestHandler = (err, _req, res, next) => {
  const { type, status } = (err ?? {}) as { type?: string; status?: number };
  if (res.headersSent || !type || !status || status >= 500) return next(err);
  const answer = (code: string, message: string) => res.status(status).json({ errors: [{ message, extensions: { code } }] });
  if (type === 'entity.too.large') return answer('PAYLOAD_TOO_LARGE', 'The request body is larger than the 2 MB limit.');
  if (type === 'entity.parse.failed') return answer('BAD_REQUEST', 'The request body is not valid JSON.');
  return answer('BAD_REQUEST', 'The request body could not be read; send UTF-8 JSON.');
};
