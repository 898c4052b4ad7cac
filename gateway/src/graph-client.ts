// The one way the gateway talks to graph: a keep-alive undici pool (no new connection per request)
// and every request signed with the internal JWT, the only identity graph trusts from the gateway.
// A session's editor is signed with the credentials version the session was made with (graph
// refuses a stale one); only `executeOwn`, the gateway's own batches, signs the `own` claim.
// Every request is bounded (connect, headers, body): a frozen graph costs a reader at most the
// timeout and answers 504, an unreachable one 503, both as the usual JSON error.
import { createSecretKey } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AudienceKind } from '@savepoint/audience';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, Kind, print } from 'graphql';
import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
import { Pool, errors as undiciErrors } from 'undici';
import { CACHE_KEYS_HEADER, type KeySet, parseKeys } from '@savepoint/cache-keys';
import { CONTENT_WRITE_HEADER } from '@savepoint/content-cache';
import { type ErrorCode, HttpError, isErrorCode } from './errors';

export interface Identity {
  /**
   * Who the browser's request is (@savepoint/audience), signed as the `who` claim: graph keeps no
   * shared answer for anyone but an anonymous reader. Unset for the gateway's own renders and reads.
   */
  audience?: AudienceKind;
  /** The session's editor, when there is one. */
  uid?: number;
  /** The editor's credentials version when the session began: graph refuses it once it is stale. */
  credentialsVersion?: number;
  /** graph said the editor's own credentials changed in this request; the session carries on with `version`. */
  onCredentialsRenewed?(version: number): void;
  /** The client's address, for graph's own limits and logs. */
  ip?: string;
  /** The browser's device cookie (a token graph issued at an earlier login), for the login limits. */
  device?: string;
  /** The member cookie's session token (issue 23): graph looks the member up; never staff. */
  memberSession?: string;
}

/** The gateway's code for a refusal graph gave with an HTTP status but a code of its own (QUERY_TOO_COSTLY…). */
const codeOfRefusal: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};

/** A GraphQL error from graph, with its `extensions.code` and graph's HTTP status kept for mapping. */
export class GraphError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Seconds, for TOO_MANY_REQUESTS. */
    readonly retryAfter?: number,
    /** graph's HTTP status for the answer that carried the error (200 for errors during execution). */
    readonly status = 200,
  ) {
    super(message);
  }

  toHttpError(): HttpError {
    if (isErrorCode(this.code)) return new HttpError(this.code, this.message, this.field, this.retryAfter);
    // Validation failures of our own fixed operations mean graph and gateway disagree on the contract.
    if (this.code === 'GRAPHQL_VALIDATION_FAILED' || this.code === 'GRAPHQL_PARSE_FAILED')
      return new HttpError('BAD_GATEWAY', 'The content service does not support this request yet');
    // graph refused the request itself (too costly, too large an answer): the client asked for too
    // much, so it hears a 4xx with graph's sentence, never a 500 for a refusal.
    if (this.status >= 400 && this.status < 500)
      return new HttpError(codeOfRefusal[this.status] ?? 'BAD_USER_INPUT', this.message, this.field, this.retryAfter);
    return new HttpError('BAD_GATEWAY', 'The content service failed to answer');
  }
}

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; field?: string; retryAfter?: number } }>;
}

/** graph trusts who is calling, and from where, only from this header, signed with INTERNAL_SECRET. */
export const INTERNAL_HEADER = 'x-savepoint-internal';

export interface GraphClient {
  execute<TData, TVars>(
    document: TypedDocumentNode<TData, TVars>,
    variables: TVars,
    identity: Identity,
    requestId?: string,
    options?: ExecuteOptions,
  ): Promise<TData>;
  /**
   * The gateway's own calls (reader activity batches): signed with a claim no proxied request gets,
   * which operations for the gateway's use alone require.
   */
  executeOwn<TData, TVars>(document: TypedDocumentNode<TData, TVars>, variables: TVars, requestId?: string): Promise<TData>;
  /** Forwards a browser's raw /graphql request (POST body or GET query string) with the session's identity. */
  forward(request: {
    method: 'GET' | 'POST';
    search: string;
    body?: Buffer;
    contentType?: string;
    identity: Identity;
    requestId?: string;
  }): Promise<{
    status: number;
    contentType: string | undefined;
    retryAfter: string | undefined;
    body: Buffer;
    /** graph says the request may have changed content (CONTENT_WRITE_HEADER): an editor's mutation. */
    contentWrite: boolean;
  }>;
  /**
   * Streams a browser's multipart upload to graph's upload endpoint (`/upload/media`) with the
   * session's identity; graph checks the role, the type and the limits and answers JSON.
   */
  upload(request: {
    path: string;
    body: Readable;
    contentType: string;
    identity: Identity;
    requestId?: string;
  }): Promise<{ status: number; body: unknown }>;
  /** graph's own readiness (it checks PostgreSQL): reachable at all, and ready. */
  ready(): Promise<{ reachable: boolean; ready: boolean }>;
  /**
   * The signed header (`x-savepoint-internal`) naming only the client's address, for requests the
   * gateway forwards to graph outside GraphQL (the social web's): graph's per-client limits count it.
   */
  clientSignature(ip: string): string;
  close(): Promise<void>;
}

interface ExecuteOptions {
  /** Collects the cache keys graph reports for the answer (unkeyed when it reports none). */
  keys?: KeySet;
  /**
   * An anonymous read graph may answer from its own answer cache (server rendering). Otherwise the
   * gateway asks for a fresh answer: it keeps its own cache of REST answers, and graph's could hand
   * it an answer from just before a change graph has not heard of yet (a page stored that way is
   * dropped again by the change's second pass, a second later).
   */
  shared?: boolean;
}

export interface GraphTimeouts {
  /** Connecting to graph (TCP). */
  connectMs: number;
  /** Waiting for graph's answer (headers, then each pause in the body). */
  requestMs: number;
  /** The same for the few operations that wait for the worker (AI drafts, thumbnails, trending topics). */
  jobRequestMs: number;
  /**
   * graph is told to stop writing this much before the gateway gives up (DEADLINE_HEADER), so a
   * 504 is never followed by a commit: time for graph's commit and answer to travel back.
   */
  deadlineMarginMs: number;
}

/** The budget graph is given, in ms from when it receives the request (graph/src/db/write-deadline.ts). */
const DEADLINE_HEADER = 'x-savepoint-deadline-ms';

/** How long a signature is valid (graph accepts none older than this either). */
const SIGNATURE_LIFETIME_SECONDS = 60;
/** A signature is sent for at most half its life, so graph never receives one about to expire. */
const SIGNATURE_REUSE_MS = (SIGNATURE_LIFETIME_SECONDS * 1000) / 2;
const SIGNATURES_KEPT = 10_000;
/** graph's answer header when the caller's own credentials changed (graph/src/graphql/identity.ts). */
const RENEWED_CREDENTIALS_HEADER = 'x-savepoint-credentials-version';

const DEFAULT_GRAPH_TIMEOUTS: GraphTimeouts = {
  connectMs: 5_000,
  requestMs: 10_000,
  jobRequestMs: 130_000,
  deadlineMarginMs: 500,
};

/**
 * Root fields whose resolvers wait for a worker job (graph bounds those waits itself, at most 120 s
 * for an AI draft): they get `jobRequestMs` instead of the short bound every other request has.
 */
const JOB_WAITING_FIELDS = new Set(['generateArticle', 'trendingTopics', 'generateThumbnail']);
const JOB_WAITING_TEXT = new RegExp(`\\b(${[...JOB_WAITING_FIELDS].join('|')})\\b`);

function waitsForJobs(document: DocumentNode): boolean {
  return document.definitions.some(
    (d) =>
      d.kind === Kind.OPERATION_DEFINITION &&
      d.selectionSet.selections.some((s) => s.kind === Kind.FIELD && JOB_WAITING_FIELDS.has(s.name.value)),
  );
}

/** undici's failure → what the client is told: timed out (504) or not reachable at all (503). */
function graphFailure(err: unknown): HttpError {
  const timedOut = err instanceof undiciErrors.HeadersTimeoutError || err instanceof undiciErrors.BodyTimeoutError;
  const failure = timedOut
    ? new HttpError('GATEWAY_TIMEOUT', 'The content service did not answer in time; try again shortly')
    : new HttpError('SERVICE_UNAVAILABLE', 'The content service is unreachable; try again shortly', undefined, 5);
  return Object.assign(failure, { cause: err });
}

/** Signs the caller's identity for graph, reusing a signature while it has most of its life left. */
function createSigner(internalSecret: string): (identity: Identity, own?: boolean) => string {
  // A key object made once: given the string, jsonwebtoken would try (and fail) to parse it as a PEM
  // key on every request before using it as an HMAC secret.
  const internalKey = createSecretKey(Buffer.from(internalSecret, 'utf8'));
  const sign = (identity: Identity, own: boolean) =>
    jwt.sign(
      {
        ...(identity.audience ? { who: identity.audience } : {}),
        ...(identity.uid !== undefined ? { uid: identity.uid, cv: identity.credentialsVersion } : {}),
        ...(identity.ip ? { ip: identity.ip } : {}),
        ...(identity.device ? { device: identity.device } : {}),
        ...(identity.memberSession ? { mst: identity.memberSession } : {}),
        ...(own ? { own: true } : {}),
      },
      internalKey,
      { algorithm: 'HS256', issuer: 'savepoint-gateway', expiresIn: SIGNATURE_LIFETIME_SECONDS },
    );

  // A signature is reused for the same identity while it has more than half its life left: signing
  // (and graph checking) a fresh one per request was ~7% of the gateway's CPU on uncached reads, and
  // graph remembers the signatures it has checked (graph/src/graphql/identity.ts). The least recently
  // used callers are forgotten first.
  const signatures = new LRUCache<string, { token: string; reuseUntilMs: number }>({
    max: SIGNATURES_KEPT,
    ttl: SIGNATURE_REUSE_MS,
  });
  const signatureFor = (identity: Identity, own = false) => {
    const key = `${identity.audience ?? ''}|${identity.uid ?? ''}|${identity.credentialsVersion ?? ''}|${identity.ip ?? ''}|${identity.device ?? ''}|${identity.memberSession ?? ''}|${own}`;
    const known = signatures.get(key);
    // The LRU's TTL runs on a monotonic clock; graph judges the signature by the wall clock, so reuse
    // stops by the wall clock too (a clock step must never send a signature graph calls expired).
    if (known && Date.now() < known.reuseUntilMs) return known.token;
    const token = sign(identity, own);
    signatures.set(key, { token, reuseUntilMs: Date.now() + SIGNATURE_REUSE_MS });
    return token;
  };
  return signatureFor;
}

/** graph's GraphQL answer: its data, or its first error as a GraphError (no JSON: 502). */
function dataOf<TData>(response: { statusCode: number; body: Buffer }): TData {
  const text = response.body.toString('utf8');
  let payload: GraphQLResponse<unknown>;
  try {
    payload = JSON.parse(text) as GraphQLResponse<unknown>;
  } catch {
    throw new HttpError('BAD_GATEWAY', `The content service answered ${response.statusCode} without JSON`);
  }
  const first = payload.errors?.[0];
  if (first) {
    const { code = 'INTERNAL_SERVER_ERROR', field, retryAfter } = first.extensions ?? {};
    throw new GraphError(
      code,
      first.message,
      field,
      typeof retryAfter === 'number' ? retryAfter : undefined,
      response.statusCode,
    );
  }
  if (payload.data == null) throw new HttpError('BAD_GATEWAY', 'The content service answered without data');
  return payload.data as TData;
}

export function createGraphClient(options: {
  graphUrl: string;
  internalSecret: string;
  timeouts?: Partial<GraphTimeouts>;
  /** GRAPH_POOL_CONNECTIONS: keep-alive connections to graph (default 64). */
  connections?: number;
}): GraphClient {
  const url = new URL(options.graphUrl);
  const timeouts = { ...DEFAULT_GRAPH_TIMEOUTS, ...options.timeouts };
  const pool = new Pool(url.origin, {
    connections: options.connections ?? 64,
    keepAliveTimeout: 30_000,
    pipelining: 1,
    connectTimeout: timeouts.connectMs,
    headersTimeout: timeouts.requestMs,
    bodyTimeout: timeouts.requestMs,
  });
  const printed = new WeakMap<DocumentNode, string>();
  const long = new WeakMap<DocumentNode, boolean>();

  const signatureFor = createSigner(options.internalSecret);

  const headersFor = (identity: Identity, requestId: string | undefined, contentType?: string, own = false) => ({
    'content-type': contentType ?? 'application/json',
    accept: 'application/json',
    // graph's CSRF guard wants proof of a non-browser caller; the gateway does its own origin checks.
    'apollo-require-preflight': 'true',
    [INTERNAL_HEADER]: signatureFor(identity, own),
    ...(requestId ? { 'x-request-id': requestId } : {}),
  });

  /** Hands graph's word that the caller's credentials changed to the session the request came from. */
  const noteRenewal = (identity: Identity, headers: Record<string, string | string[] | undefined>) => {
    const value = Number(headers[RENEWED_CREDENTIALS_HEADER]);
    if (Number.isInteger(value) && value > 0) identity.onCredentialsRenewed?.(value);
  };

  /** One request and its whole body, both inside the bound. */
  async function send(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body: Buffer | string | Readable | undefined,
    waitsForJob: boolean,
  ) {
    const limit = waitsForJob ? timeouts.jobRequestMs : timeouts.requestMs;
    const budget = String(Math.max(1, limit - timeouts.deadlineMarginMs));
    try {
      const response = await pool.request({
        method,
        path,
        headers: { ...headers, [DEADLINE_HEADER]: budget },
        body,
        headersTimeout: limit,
        bodyTimeout: limit,
      });
      return { statusCode: response.statusCode, headers: response.headers, body: Buffer.from(await response.body.arrayBuffer()) };
    } catch (err) {
      throw graphFailure(err);
    }
  }

  async function run<TData, TVars>(
    document: TypedDocumentNode<TData, TVars>,
    variables: TVars,
    identity: Identity,
    requestId: string | undefined,
    own: boolean,
    options: ExecuteOptions = {},
  ): Promise<TData> {
    let query = printed.get(document);
    if (!query) {
      query = print(document);
      printed.set(document, query);
    }
    let waits = long.get(document);
    if (waits === undefined) {
      waits = waitsForJobs(document);
      long.set(document, waits);
    }
    const shared = options.shared === true && identity.uid === undefined && !own;
    const headers = shared
      ? headersFor(identity, requestId, undefined, own)
      : { ...headersFor(identity, requestId, undefined, own), 'cache-control': 'no-cache' };
    const response = await send('POST', url.pathname, headers, JSON.stringify({ query, variables }), waits);
    noteRenewal(identity, response.headers);
    options.keys?.merge(parseKeys(response.headers[CACHE_KEYS_HEADER]));
    return dataOf<TData>(response);
  }

  return {
    execute(document, variables, identity, requestId, options) {
      return run(document, variables, identity, requestId, false, options);
    },

    executeOwn(document, variables, requestId) {
      return run(document, variables, {}, requestId, true);
    },

    clientSignature(ip) {
      return signatureFor({ ip });
    },

    async forward({ method, search, body, contentType, identity, requestId }) {
      // A browser's own query is not parsed here; naming a job-waiting field anywhere earns the long bound.
      const waits = JOB_WAITING_TEXT.test(search) || (body !== undefined && JOB_WAITING_TEXT.test(body.toString('utf8')));
      const response = await send(
        method,
        url.pathname + search,
        headersFor(identity, requestId, contentType),
        method === 'POST' ? body : undefined,
        waits,
      );
      noteRenewal(identity, response.headers);
      const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
      return {
        status: response.statusCode,
        contentType: first(response.headers['content-type']),
        retryAfter: first(response.headers['retry-after']),
        contentWrite: response.headers[CONTENT_WRITE_HEADER] !== undefined,
        body: response.body,
      };
    },

    async upload({ path, body, contentType, identity, requestId }) {
      const response = await send('POST', path, headersFor(identity, requestId, contentType), body, false);
      const text = response.body.toString('utf8');
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
