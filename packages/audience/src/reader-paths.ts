// The reader app's routes (spec §2) as path patterns, for the gateway, which redirects any other
// spelling of them to this one before anything runs (gateway/src/canonical-paths.ts). The web app's
// router keeps its own literals (web/src/app/routes.tsx, web/src/config/categories.ts): importing
// these cost the reader's first visit ~200 bytes of JavaScript it does not have to spare (its budget,
// e2e/first-visit.test.ts); web/src/app/reader-paths.test.ts fails the day the two lists differ.

/** The listing pages of the categories that have their own route. */
export const CATEGORY_PATHS = ['/reviews', '/esports', '/guides', '/web'] as const;

/** Every reader page pattern, category listings included. */
export const READER_PATTERNS = [
  '/',
  // Old addresses: the server answers them with a 301 to /articles…
  '/article',
  '/article/:slug',
  '/articles',
  '/articles/:slug',
  '/games',
  '/games/:slug',
  '/preview/:token',
  '/contact',
  '/privacy',
  '/terms',
  '/about',
  '/corrections',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/account',
  '/account/verify',
  ...CATEGORY_PATHS,
] as const;
