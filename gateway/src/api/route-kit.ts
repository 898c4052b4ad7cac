// The shape of one row of the REST table (gateway/src/routes/) and the one function that types it. A row either
// runs a named GraphQL operation (variables from the validated request, result mapped to the REST
// shape) or, for the few session routes, a named handler that still talks to graph through `graph`.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { ResponseCache } from '../cache/response-cache';
import type { Identity } from '../graph-client';
import type { JsonSchema } from './schemas';

/** public: anyone; editor: a staff session; member: a member cookie (issue 23; graph decides who it is). */
type Guard = 'public' | 'editor' | 'member';
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** Per-IP limit on routes that cost real work (rendering, AI): graph enforces it on every path; the row documents it (429 in OpenAPI). */
type CostLimit = 'thumbnails';

interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The `Idempotency-Key` header, on rows that accept one. */
  idempotencyKey?: string;
}

/** What the session routes need beyond graph. */
export interface RouteServices {
  sessionAbsoluteMs: number;
  openApiDocument(): unknown;
  /** Whole public answers for anonymous readers (gateway/src/cache). */
  cache: ResponseCache;
}

export interface RouteContext<P = unknown, Q = unknown, B = unknown> {
  services: RouteServices;
  req: Request;
  res: Response;
  input: RouteInput<P, Q, B>;
  identity: Identity;
  graph<TData, TVars>(document: TypedDocumentNode<TData, TVars>, variables: TVars, identity?: Identity): Promise<TData>;
  /** Streams this request's multipart body to one of graph's upload endpoints, as the caller. */
  graphUpload(path: string): Promise<{ status: number; body: unknown }>;
}

interface RouteBase<P, Q, B> {
  method: Method;
  /** Express path syntax (`:id`); OpenAPI gets `{id}`. */
  path: string;
  guard: Guard;
  /** OpenAPI tag: the group it is listed under. */
  tag: string;
  summary: string;
  description?: string;
  params?: z.ZodType<P, unknown>;
  query?: z.ZodType<Q, unknown>;
  body?: z.ZodType<B, unknown>;
  /** JSON Schema of the success body, for the OpenAPI document. */
  response: JsonSchema;
  /** The success body's media type when it is not JSON (a CSV download). */
  responseType?: 'text/csv';
  /** The multipart/form-data fields an upload takes (graph checks them), for the OpenAPI document. */
  form?: JsonSchema;
  /** 200 unless said otherwise (201 for creations). */
  status?: 200 | 201;
  limit?: CostLimit;
  /** Accepts an `Idempotency-Key` header (creates): a retry with the same key never writes twice. */
  idempotencyKey?: boolean;
  /**
   * The answer is for whoever holds an unguessable link (a preview): `Cache-Control: private,
   * no-store`, `X-Robots-Tag: noindex`, never in the answer cache (private-pages.ts).
   */
  privateAnswer?: true;
  /**
   * A public answer that changes with readers' writes (comments): never in the answer cache, and
   * `Cache-Control: no-cache` so browsers and CDNs revalidate.
   */
  fresh?: true;
  /**
   * graph's argument names where the REST name differs (`{ query: 'q' }`): a refusal graph names by
   * its argument is answered naming what the client sent.
   */
  restFields?: Record<string, string>;
  /** Answer for graphs that do not have this operation's fields yet (503 instead of a contract error). */
  unavailable?: string;
}

export interface OperationRoute<P, Q, B, TData, TVars> extends RouteBase<P, Q, B> {
  operation: TypedDocumentNode<TData, TVars>;
  variables: (input: RouteInput<P, Q, B>) => TVars;
  /** null/undefined → 404 with `notFound`. */
  respond: (data: TData, input: RouteInput<P, Q, B>) => unknown;
  notFound?: string;
}

export interface HandlerRoute<P, Q, B> extends RouteBase<P, Q, B> {
  /** The GraphQL operation the handler runs, for the reader of the table and the OpenAPI document. */
  operationName?: string;
  handler: (ctx: RouteContext<P, Q, B>) => Promise<unknown>;
}

/** A row with its types erased, as the router and the OpenAPI generator read it. */
export interface Route extends RouteBase<unknown, unknown, unknown> {
  operationName?: string;
  run(ctx: RouteContext): Promise<unknown>;
  notFound?: string;
}

function operationName(document: TypedDocumentNode<unknown, unknown>): string {
  const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return definition && 'name' in definition && definition.name ? definition.name.value : 'anonymous';
}

export function route<P = undefined, Q = undefined, B = undefined, TData = unknown, TVars = unknown>(
  row: OperationRoute<P, Q, B, TData, TVars> | HandlerRoute<P, Q, B>,
): Route {
  if ('handler' in row) {
    const { handler, ...rest } = row;
    return { ...(rest as RouteBase<unknown, unknown, unknown>), operationName: row.operationName, run: handler };
  }
  const { operation, variables, respond, ...rest } = row;
  return {
    ...(rest as RouteBase<unknown, unknown, unknown>),
    operationName: operationName(operation as TypedDocumentNode<unknown, unknown>),
    async run(ctx) {
      const input = ctx.input as RouteInput<P, Q, B>;
      const data = await ctx.graph(operation, variables(input));
      return respond(data, input);
    },
  };
}
