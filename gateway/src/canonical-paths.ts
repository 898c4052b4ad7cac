// One spelling per path (issue 44). Express matches routes in any letter case and with a trailing
// slash, and the web app's router also decodes percent-encoded letters, so `/Preview/<token>`,
// `/preview/<token>/` and `/%70review/<token>` all showed the draft while every rule written for
// `/preview/` (private pages, the same-origin check, session loading, robots.txt, the edge's pass
// list) missed them. Mounted before anything that decides, this answers any other spelling of a path
// the app has with a redirect to the canonical one: 301 for GET and HEAD, 308 (the method and body
// kept) for the rest. Static segments take the route pattern's letter case; parameters (slugs,
// preview tokens, file names) keep theirs. Paths the app does not have pass untouched to their 404.
import { CATEGORY_PATHS, PathCanonicalizer, READER_PATTERNS, pathOf } from '@savepoint/audience';
import type { RequestHandler } from 'express';
import { COLLAB_PATH } from './collab/collab-server';
import { FEED_PATHS } from './feeds/feeds';
import { LIVE_STREAM_PATTERN } from './live/live-hub';
import { QUEUE_BOARD_PATH } from './queue-board';
import { routes } from './routes';

/** Every path pattern the gateway answers: the REST table, the reader app's routes and its own. */
const APP_PATH_PATTERNS: readonly string[] = [
  ...routes.map((row) => row.path),
  LIVE_STREAM_PATTERN,
  ...READER_PATTERNS,
  ...CATEGORY_PATHS.map((listing) => `${listing}/rss.xml`),
  ...FEED_PATHS,
  '/healthz',
  '/readyz',
  '/graphql',
  COLLAB_PATH,
  QUEUE_BOARD_PATH,
  `${QUEUE_BOARD_PATH}/*`,
  '/media/*',
  '/assets/*',
];

export function canonicalPaths(patterns: readonly string[] = APP_PATH_PATTERNS): RequestHandler {
  const canonicalizer = new PathCanonicalizer(patterns);
  return (req, res, next) => {
    const target = req.originalUrl;
    const query = target.indexOf('?');
    const path = pathOf(target);
    const canonical = canonicalizer.canonical(path);
    // An absolute-form target (`GET http://host/path`) is answered by its path alone, as Express reads it.
    if (canonical === undefined || (canonical === path && path === (query < 0 ? target : target.slice(0, query)))) return next();
    const location = `${canonical}${query < 0 ? '' : target.slice(query)}`;
    res.redirect(req.method === 'GET' || req.method === 'HEAD' ? 301 : 308, location);
  };
}
