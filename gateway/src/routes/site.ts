// Running the site: the shared cache in front, and this API's own OpenAPI document.
import { type Route, route } from '../api/route-kit';
import { ref } from '../api/schemas';
import * as op from '../generated/graphql';

export const siteRoutes: Route[] = [
  route({
    method: 'post',
    path: '/api/edge/purge',
    guard: 'editor',
    tag: 'Edge',
    summary: 'Purge every page from the shared cache in front (admins)',
    description:
      'Tells Varnish, Fastly or Cloudflare (CDN_PURGE) to forget everything; content changes already purge what they touch. 400 when no shared cache is configured; 503 when the cache has not confirmed it (the worker keeps retrying).',
    operation: op.PurgeEdgeCacheDocument,
    variables: () => ({}),
    respond: (data) => data.purgeEdgeCache,
    response: ref('EdgePurge'),
  }),
  route({
    method: 'get',
    path: '/api/openapi.json',
    guard: 'public',
    tag: 'Meta',
    summary: 'This API as an OpenAPI 3.1 document',
    handler: async ({ services }) => services.openApiDocument(),
    response: { type: 'object' },
  }),
];
