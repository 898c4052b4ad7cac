// /api/openapi.json, generated from the route table: what the table says is what the document says.
import { z } from 'zod';
import type { Route } from './route-kit';
import { components } from './schemas';

const toJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function parameters(route: Route) {
  const list: unknown[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = toJsonSchema(schema);
    const properties = (json.properties ?? {}) as Record<string, Record<string, unknown>>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, propertySchema] of Object.entries(properties)) {
      list.push({ name, in: where, required: where === 'path' || required.has(name), schema: propertySchema });
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

/**
 * `routes` are the table's rows; `served` are paths answered outside the table (the live blog
 * stream), each documented by the code that serves it.
 */
export function buildOpenApiDocument(routes: Route[], served: Record<string, Record<string, unknown>> = {}) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const responses: Record<string, unknown> = {
      [String(route.status ?? 200)]: { description: 'Success', content: { 'application/json': { schema: route.response } } },
      ...(route.params || route.query || route.body ? { 400: errorResponse('Invalid input (the field is named)') } : {}),
      ...(route.guard === 'editor' ? { 401: errorResponse('Log in first') } : {}),
      ...(route.notFound ? { 404: errorResponse(route.notFound) } : {}),
      ...(route.limit || route.path === '/api/auth/login' ? { 429: errorResponse('Too many requests; see Retry-After') } : {}),
      ...(route.unavailable ? { 503: errorResponse(route.unavailable) } : {}),
    };
    paths[path] ??= {};
    paths[path][route.method] = {
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: [route.tag],
      ...(route.operationName
        ? { operationId: `${route.method}${route.operationName}`, 'x-graphql-operation': route.operationName }
        : {}),
      'x-guard': route.guard,
      ...(route.guard === 'editor' ? { security: [{ sessionCookie: [] }] } : {}),
      parameters: parameters(route),
      ...(route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(route.body) } } } }
        : {}),
      responses,
    };
  }
  for (const [path, operations] of Object.entries(served)) paths[path] = { ...paths[path], ...operations };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Savepoint REST API',
      version: '1.0.0',
      description:
        'The REST API of the Savepoint gateway. Each route runs a named GraphQL operation against graph (x-graphql-operation). ' +
        'Errors are JSON {error, code, field?, requestId?}. Writes need the session cookie from POST /api/auth/login and, from browsers, a same-origin Origin.',
    },
    paths,
    components: {
      schemas: components,
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'savepoint.sid' } },
    },
  };
}
