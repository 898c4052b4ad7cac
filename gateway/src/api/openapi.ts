// /api/openapi.json, generated from the route table: what the table says is what the document says.
// Every status a route can answer comes from what decides it: the guard (401, 403), the input checks
// (400), the path's ids (404), graph's rules for the operation it runs (graph-refusals.ts), the body
// limit (413) and the services behind the gateway (502, 503, 504). contract.test.ts holds the
// document to the real answers; `redocly lint` holds it to the OpenAPI rules.
import { MEMBER_SESSION_COOKIE, STAFF_SESSION_COOKIE } from '@savepoint/audience';
import { z } from 'zod';
import { graphRefusals } from './graph-refusals';
import type { Route } from './route-kit';
import { components } from './schemas';

type Json = Record<string, unknown>;

const toJsonSchema = (schema: z.ZodType) => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Json;
  return json;
};

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } },
};

/** One description per status, shared by every operation that can answer it. */
const sharedResponses = {
  BadInput: {
    description:
      'Invalid input: `field` names the parameter, body field or header at fault (an unknown query parameter too; Content-Type for a body not sent as application/json)',
    content: errorContent,
  },
  Unauthenticated: { description: 'Sign in first: no session, or it ended', content: errorContent },
  Forbidden: {
    description: 'Not allowed: the role lacks the capability, or a cross-site write (an Origin other than the site)',
    content: errorContent,
  },
  NotFound: { description: 'Nothing with that id or slug (or not visible to the caller)', content: errorContent },
  PayloadTooLarge: { description: 'The request body is over the 1 MB limit', content: errorContent },
  BadGateway: { description: 'The content service answered something unusable', content: errorContent },
  ServiceUnavailable: {
    description: 'The content service or the session store cannot be reached; see Retry-After when given',
    headers: retryAfter,
    content: errorContent,
  },
  GatewayTimeout: { description: 'The content service did not answer in time', content: errorContent },
};
const shared = (name: keyof typeof sharedResponses) => ({ $ref: `#/components/responses/${name}` });
const described = (description: string, headers?: Json) => ({
  description,
  ...(headers ? { headers } : {}),
  content: errorContent,
});

const securitySchemes = {
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: STAFF_SESSION_COOKIE,
    description: 'The staff session (HttpOnly, SameSite=Lax) set by POST /api/auth/login',
  },
  memberSession: {
    type: 'apiKey',
    in: 'cookie',
    name: MEMBER_SESSION_COOKIE,
    description: 'The member session (HttpOnly, SameSite=Lax) set by POST /api/members/verify',
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      "An API token (POST /api/auth/tokens) for graph's GraphQL endpoint. The REST routes here take sessions, not tokens: " +
      'no operation below lists it.',
  },
};

/** The groups operations are listed under. */
const tagDescriptions: Record<string, string> = {
  Session: 'Staff sign-in, password and API tokens',
  Articles: 'Published articles for readers (staff sessions also read drafts by id and slug)',
  Editing: 'Writing, review, notes, revisions, previews, insights and the calendar (staff)',
  Live: 'Live blogs and corrections',
  Featured: 'Featured placement on the home page and category pages',
  Members: "Readers' accounts: magic-link sign-in, profile, follows, feed, export",
  Comments: 'Comments under published articles and their moderation',
  Newsletter: 'The weekly digest: subscriptions, subscribers, sending',
  Edge: 'The shared cache in front of the site',
  Webhooks: 'Signed notifications of article changes',
  Categories: 'Categories',
  Tags: 'Tags',
  Games: 'Games, their releases and coverage',
  AI: 'Thumbnails and AI drafts',
  Users: 'Staff accounts and the activity log (admins)',
  Media: 'The image library',
  Meta: 'This document',
};

/** Who may call: a staff session, a member session, or anyone (a session of either kind is welcome). */
function securityOf(route: Pick<Route, 'guard'>) {
  if (route.guard === 'editor') return [{ staffSession: [] }];
  if (route.guard === 'member') return [{ memberSession: [] }];
  return [{}, { staffSession: [] }, { memberSession: [] }];
}

/** `GET /api/articles/:id/live-entries` → `getArticlesByIdLiveEntries`: unique because method and path are. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => (/^[:{]/.test(segment) ? ['by', segment.replace(/[:{}]/g, '')] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

function parameters(route: Route) {
  const list: unknown[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = toJsonSchema(schema);
    const properties = (json.properties ?? {}) as Record<string, Json>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, { description, ...propertySchema }] of Object.entries(properties)) {
      list.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        ...(description ? { description } : {}),
        schema: propertySchema,
      });
    }
  }
  if (route.idempotencyKey) {
    list.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'A unique token per create; a retry with the same key answers with the first result and never writes twice.',
      schema: { type: 'string', minLength: 1, maxLength: 200 },
    });
  }
  return list;
}

function requestBody(route: Route) {
  if (route.form) return { required: true, content: { 'multipart/form-data': { schema: route.form } } };
  if (route.body) return { required: true, content: { 'application/json': { schema: toJsonSchema(route.body) } } };
  return undefined;
}

/** Every status the route can answer, each with its meaning. */
function responsesOf(route: Route): Json {
  const rules = graphRefusals[route.operationName ?? ''] ?? {};
  const write = route.method !== 'get';
  const talksToGraph = route.operationName !== undefined;
  const success =
    route.responseType === 'text/csv'
      ? { content: { 'text/csv': { schema: route.response } } }
      : { content: { 'application/json': { schema: route.response } } };
  const input = Boolean(route.params || route.query || route.body || route.form);
  const responses: Json = {
    [String(route.status ?? 200)]: { description: route.status === 201 ? 'Created' : 'Success', ...success },
    // Public reads refuse unknown query parameters; writes refuse a body that is not JSON.
    ...(input || write || route.guard === 'public' ? { 400: shared('BadInput') } : {}),
    ...(route.guard !== 'public' ? { 401: shared('Unauthenticated') } : rules[401] ? { 401: described(rules[401]) } : {}),
    ...(rules[403] ? { 403: described(rules[403]) } : route.guard !== 'public' || write ? { 403: shared('Forbidden') } : {}),
    ...(route.notFound || rules[404]
      ? { 404: described(route.notFound ?? rules[404]!) }
      : route.params
        ? { 404: shared('NotFound') }
        : {}),
    ...(rules[409] ? { 409: described(rules[409]) } : {}),
    ...(rules[422] ? { 422: described(rules[422]) } : {}),
    ...(write ? { 413: shared('PayloadTooLarge') } : {}),
    ...(rules[429] || route.limit ? { 429: described(rules[429] ?? 'Too many requests; see Retry-After', retryAfter) } : {}),
    ...(talksToGraph ? { 502: shared('BadGateway') } : {}),
    503: route.unavailable
      ? described(`${route.unavailable}; or as ServiceUnavailable`, retryAfter)
      : shared('ServiceUnavailable'),
    ...(talksToGraph ? { 504: shared('GatewayTimeout') } : {}),
  };
  return responses;
}

function operationOf(route: Route): Json {
  const body = requestBody(route);
  return {
    operationId: operationIdOf(route.method, route.path),
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    ...(route.operationName ? { 'x-graphql-operation': route.operationName } : {}),
    'x-guard': route.guard,
    security: securityOf(route),
    parameters: parameters(route),
    ...(body ? { requestBody: body } : {}),
    responses: responsesOf(route),
  };
}

/**
 * `routes` are the table's rows; `served` are paths answered outside the table (the live blog
 * stream), each documented by the code that serves it (given an operationId and security here when
 * it has none). `serverUrl` is PUBLIC_URL when set, else the gateway's own origin.
 */
export function buildOpenApiDocument(
  routes: Route[],
  served: Record<string, Record<string, Json>>,
  options: { serverUrl: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][route.method] = operationOf(route);
  }
  for (const [path, operations] of Object.entries(served)) {
    for (const [method, operation] of Object.entries(operations)) {
      paths[path] = {
        ...paths[path],
        [method]: {
          operationId: operationIdOf(method, path),
          security: securityOf({ guard: (operation['x-guard'] as Route['guard'] | undefined) ?? 'public' }),
          ...operation,
        },
      };
    }
  }
  const tags = [...new Set(routes.map((r) => r.tag))]
    .sort()
    .map((name) => ({ name, ...(tagDescriptions[name] ? { description: tagDescriptions[name] } : {}) }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Savepoint REST API',
      version: '1.0.0',
      description:
        'The REST API of the Savepoint gateway. Each route runs a named GraphQL operation against graph (x-graphql-operation). ' +
        'Errors are JSON {error, code, field?, requestId?}. Staff routes take the session cookie from POST /api/auth/login, member ' +
        'routes the one from POST /api/members/verify; writes from browsers need a same-origin Origin. The guide: docs/api.md.',
    },
    servers: [{ url: options.serverUrl, description: 'This site (PUBLIC_URL, or the gateway itself)' }],
    tags,
    paths,
    components: {
      schemas: components,
      responses: sharedResponses,
      securitySchemes,
    },
  };
}
