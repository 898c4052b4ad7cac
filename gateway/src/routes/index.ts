// The REST API's table of contents (spec §7): every path, who may call it, the GraphQL operation it
// runs against graph, how the request becomes variables and how the answer becomes the REST shape.
// One file per domain, each row naming its audience (guard); this index lists them in the order
// Express matches them and /api/openapi.json lists their paths, so the document cannot drift from
// the code. A static path must stand before a parameter path that would take it (articles.ts keeps
// /api/articles/most-read before /api/articles/:id); index.test.ts fails when a row of one file
// would answer for another's.
import type { Route } from '../api/route-kit';
import { aiRoutes } from './ai';
import { articleRoutes } from './articles';
import { calendarRoutes } from './calendar';
import { commentRoutes } from './comments';
import { editingRoutes } from './editing';
import { editionRoutes } from './editions';
import { featuredRoutes } from './featured';
import { federationRoutes } from './federation';
import { gameRoutes } from './games';
import { insightsRoutes } from './insights';
import { liveRoutes } from './live';
import { mediaRoutes } from './media';
import { memberRoutes } from './members';
import { newsletterRoutes } from './newsletter';
import { newsroomRoutes } from './newsroom';
import { sessionRoutes } from './session';
import { siteRoutes } from './site';
import { taxonomyRoutes } from './taxonomy';
import { userRoutes } from './users';
import { webhookRoutes } from './webhooks';

/** Each domain's rows, in matching order (the name is the file, for tests that say where a row lives). */
export const routeFiles: ReadonlyArray<readonly [file: string, rows: Route[]]> = [
  ['session', sessionRoutes],
  ['articles', articleRoutes],
  ['editing', editingRoutes],
  ['editions', editionRoutes],
  ['newsroom', newsroomRoutes],
  ['calendar', calendarRoutes],
  ['insights', insightsRoutes],
  ['live', liveRoutes],
  ['featured', featuredRoutes],
  ['members', memberRoutes],
  ['comments', commentRoutes],
  ['newsletter', newsletterRoutes],
  ['webhooks', webhookRoutes],
  ['federation', federationRoutes],
  ['taxonomy', taxonomyRoutes],
  ['games', gameRoutes],
  ['ai', aiRoutes],
  ['users', userRoutes],
  ['media', mediaRoutes],
  ['site', siteRoutes],
];

export const routes: Route[] = routeFiles.flatMap(([, rows]) => rows);
