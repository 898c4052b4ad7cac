// The one way the gateway talks to graph: a keep-alive undici pool (no new connection per request)
// and every request signed with the internal JWT, the only identity graph trusts from the gateway.
import type { Readable } from 'node:stream';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, print } from 'graphql';
import jwt from 'jsonwebtoken';
import { Pool } from 'undici';
import { HttpError, isErrorCode } from './errors';

export interface Identity {
  /** The session's editor, when there is one. */
  uid?: number;
  /** The client's address, for graph's own limits and logs. */
  ip?: string;
}

/** A GraphQL error from graph, with its `extensions.code` kept for mapping. */
export class GraphError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }

  toHttpError(): HttpError {
    if (isErrorCode(this.code)) return new HttpError(this.code, this.message, this.field);
    // Validation failures of our own fixed operations mean graph and gateway disagree on the contract.
    if (this.code === 'GRAPHQL_VALIDATION_FAILED' || this.code === 'GRAPHQL_PARSE_FAILED')
      return new HttpError('BAD_GATEWAY', 'The content service does not support this request yet');
    return new HttpError('INTERNAL_SERVER_ERROR', 'The content service failed to answer');
  }
}

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; field?: string } }>;
}

export interface GraphClient {
  execute<TData, TVars>(
    document: TypedDocumentNode<TData, TVars>,
    variables: TVars,
    identity: Identity,
    requestId?: string,
  ): Promise<TData>;
  /** Forwards a browser's raw /graphql request (POST body or GET query string) with the session's identity. */
  forward(request: {
    method: 'GET' | 'POST';
    search: string;
    body?: Buffer;
    contentType?: string;
    identity: Identity;
    requestId?: string;
  }): Promise<{ status: number; contentType: string | undefined; body: Buffer }>;
  /**
   * Streams a browser's multipart upload to graph's upload endpoint (`/upload/media`) with the
   * session's identity; graph checks the role, the type and the limits and answers JSON.
   */
  upload(request: { path: string; body: Readable; contentType: string; identity: Identity; requestId?: string }): Promise<{ status: number; body: unknown }>;
  /** graph's own readiness (it checks PostgreSQL): reachable at all, and ready. */
  ready(): Promise<{ reachable: boolean; ready: boolean }>;
  close(): Promise<void>;
}

export function createGraphClient(options: { graphUrl: string; internalSecret: string }): GraphClient {
  const url = new URL(options.graphUrl);
  const pool = new Pool(url.origin, { connections: 64, keepAliveTimeout: 30_000, pipelining: 1 });
  const printed = new WeakMap<DocumentNode, string>();

  const sign = (identity: Identity) =>
    jwt.sign(
      { ...(identity.uid !== undefined ? { uid: identity.uid } : {}), ...(identity.ip ? { ip: identity.ip } : {}) },
      options.internalSecret,
      { algorithm: 'HS256', issuer: 'savepoint-gateway', expiresIn: 60 },
    );

  const headersFor = (identity: Identity, requestId: string | undefined, contentType?: string) => ({
    'content-type': contentType ?? 'application/json',
    accept: 'application/json',
    // graph's CSRF guard wants proof of a non-browser caller; the gateway does its own origin checks.
    'apollo-require-preflight': 'true',
    'x-savepoint-internal': sign(identity),
    ...(requestId ? { 'x-request-id': requestId } : {}),
  });

  async function send(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: Buffer | string | Readable) {
    try {
      return await pool.request({ method, path, headers, body });
    } catch (err) {
      throw Object.assign(new HttpError('BAD_GATEWAY', 'The content service is unreachable; try again shortly'), { cause: err });
    }
  }

  return {
    async execute(document, variables, identity, requestId) {
      let query = printed.get(document as DocumentNode);
      if (!query) {
        query = print(document as DocumentNode);
        printed.set(document as DocumentNode, query);
      }
      const response = await send('POST', url.pathname, headersFor(identity, requestId), JSON.stringify({ query, variables }));
      const text = await response.body.text();
      let payload: GraphQLResponse<unknown>;
      try {
        payload = JSON.parse(text) as GraphQLResponse<unknown>;
      } catch {
        throw new HttpError('BAD_GATEWAY', `The content service answered ${response.statusCode} without JSON`);
      }
      const first = payload.errors?.[0];
      if (first) throw new GraphError(first.extensions?.code ?? 'INTERNAL_SERVER_ERROR', first.message, first.extensions?.field);
      if (payload.data == null) throw new HttpError('BAD_GATEWAY', 'The content service answered without data');
      return payload.data as never;
    },

    async forward({ method, search, body, contentType, identity, requestId }) {
      const response = await send(method, url.pathname + search, headersFor(identity, requestId, contentType), method === 'POST' ? body : undefined);
      const answer = Buffer.from(await response.body.arrayBuffer());
      const type = response.headers['content-type'];
      return { status: response.statusCode, contentType: Array.isArray(type) ? type[0] : type, body: answer };
    },

    async upload({ path, body, contentType, identity, requestId }) {
      const response = await send('POST', path, headersFor(identity, requestId, contentType), body);
      const text = await response.body.text();
      try {
        return { status: response.statusCode, body: JSON.parse(text) as unknown };
      } catch {
        throw new HttpError('BAD_GATEWAY', `The content service answered ${response.statusCode} without JSON`);
      }
    },

    async ready() {
      try {
        const response = await pool.request({ method: 'GET', path: '/readyz', headersTimeout: 3000, bodyTimeout: 3000 });
        await response.body.dump();
        return { reachable: true, ready: response.statusCode === 200 };
      } catch {
        return { reachable: false, ready: false };
      }
    },

    async close() {
      await pool.close();
    },
  };
}
