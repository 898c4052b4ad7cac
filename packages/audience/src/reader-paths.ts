// The reader app's routes (spec §2) as path patterns: the one table the gateway (canonical paths,
// page cache keys, rendering, JSON-LD, reader counting) and the web app's server renderer match
// paths against, instead of each writing its own regular expression. The web app's
// router keeps its own literals (web/src/app/routes.tsx, web/src/config/categories.ts): importing
// these cost the reader's first visit ~200 bytes of JavaScript it does not have to spare (its budget,
// e2e/first-visit.test.ts); web/src/app/reader-paths.test.ts fails the day the two lists differ.

/** The categories that have a listing route of their own (spec §2): path, category slug, English name. */
export const CATEGORY_ROUTES = [
  { path: '/reviews', category: 'review', label: 'Reviews' },
  { path: '/esports', category: 'esports', label: 'Esports' },
  { path: '/guides', category: 'guide', label: 'Guides' },
  { path: '/web', category: 'web', label: 'Web' },
] as const;

/** The listing pages of the categories that have their own route. */
export const CATEGORY_PATHS: ReadonlyArray<(typeof CATEGORY_ROUTES)[number]['path']> = CATEGORY_ROUTES.map((route) => route.path);

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

/** A reader page pattern (READER_PATTERNS). */
export type ReaderPattern = (typeof READER_PATTERNS)[number];

/** A path matched against the reader route table: its pattern and its decoded parameters. */
export interface ReaderPathMatch {
  pattern: ReaderPattern;
  params: Readonly<Record<string, string>>;
}

const SPLIT_PATTERNS = READER_PATTERNS.map((pattern) => ({ pattern, segments: pattern.split('/').filter(Boolean) }));

/**
 * The reader route `pathname` belongs to (one trailing slash allowed, as a router reads it), with
 * its parameters decoded; undefined for any other path, or one whose parameter is not valid
 * percent-encoding (no page has such an address).
 */
export function matchReaderPath(pathname: string): ReaderPathMatch | undefined {
  const segments = pathname.split('/').slice(1);
  if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop();
  if (segments.length === 1 && segments[0] === '') segments.pop();
  for (const { pattern, segments: expected } of SPLIT_PATTERNS) {
    if (expected.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    for (let i = 0; matched && i < expected.length; i += 1) {
      if (expected[i].startsWith(':')) {
        const value = decodedSegment(segments[i]);
        if (value === undefined || value === '') matched = false;
        else params[expected[i].slice(1)] = value;
      } else matched = expected[i] === segments[i];
    }
    if (matched) return { pattern, params };
  }
  return undefined;
}

// The query parameters each reader route reads (issue 27). Every other parameter (tracking ones like
// utm_* or fbclid, editor mode's, a cache-buster like ?v=123) changes nothing on the page, so the
// gateway renders and caches the page without them, under its canonical URL: the route's own
// parameters, in name order (gateway/src/ssr/page-url.ts). Keep it in step with the pages'
// useSearchParams reads (web/src/features/*).
const LISTING = ['minScore', 'page', 'platform', 'search'] as const;
const ALL_ARTICLES = ['category', ...LISTING] as const;
const GAMES_INDEX = ['page', 'platform', 'search', 'view'] as const;
const NEWSLETTER_LINK = ['token'] as const;
/** The corrections list's older pages (features/corrections/CorrectionsPage.tsx). */
const PAGED = ['page'] as const;
const NONE: readonly string[] = [];
const CATEGORY_PATH_SET = new Set<string>(CATEGORY_PATHS);

/** The parameter names `pathname`'s page reads, sorted. */
export function pageQueryParams(pathname: string): readonly string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return ['search'];
  if (path === '/articles') return ALL_ARTICLES;
  if (CATEGORY_PATH_SET.has(path)) return LISTING;
  if (path === '/games') return GAMES_INDEX;
  if (path === '/corrections') return PAGED;
  if (path === '/newsletter/confirm' || path === '/newsletter/unsubscribe') return NEWSLETTER_LINK;
  return NONE;
}

/** The one parameter of `pattern` (e.g. an article's slug) when `pathname` is that route's. */
export function readerPathParam(pathname: string, pattern: ReaderPattern): string | undefined {
  const match = matchReaderPath(pathname);
  return match?.pattern === pattern ? Object.values(match.params)[0] : undefined;
}

function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A path split into its edition's URL prefix (null: the default edition's) and the path under it. */
export interface EditionPathSplit {
  /** The prefix as given in `prefixes` (`de`, `pt-br`), or null for the default edition at `/`. */
  prefix: string | null;
  /** The reader path under the prefix, starting with `/` (`/de` and `/de/` are `/`). */
  path: string;
}

/**
 * Which edition `pathname` belongs to (ADR 0049): the non-default editions live under their URL
 * prefix (`/de/articles/x` → `de`, `/articles/x`), everything else is the default edition's. Only
 * a prefix in `prefixes` counts, so `/fr/articles/x` with no `fr` edition stays a default-edition
 * path that matches no route (the 404 page). Prefixes are compared as written (lowercase: graph
 * keeps them so); a reader route's own first segment never is one (graph refuses such a prefix).
 */
export function splitEditionPrefix(pathname: string, prefixes: Iterable<string>): EditionPathSplit {
  const end = pathname.indexOf('/', 1);
  const first = end < 0 ? pathname.slice(1) : pathname.slice(1, end);
  if (first !== '' && pathname.startsWith('/'))
    for (const prefix of prefixes) if (prefix === first) return { prefix, path: end < 0 ? '/' : pathname.slice(end) };
  return { prefix: null, path: pathname };
}

/**
 * `path` (a reader path with its query, from `/`) under the edition `prefix` (null: unchanged). An
 * edition's home is `/de`, without a trailing slash: the one spelling of every path (paths.ts).
 */
export function withEditionPrefix(path: string, prefix: string | null | undefined): string {
  if (!prefix) return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#') ? `/${prefix}${path.slice(1)}` : `/${prefix}${path}`;
}
