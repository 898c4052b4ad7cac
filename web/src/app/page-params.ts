// The query parameters each reader route reads (issue 27). Every other parameter — tracking ones
// (utm_*, fbclid, gclid…), editor mode's (admin-mode.ts), a cache-buster like ?v=123 — changes
// nothing on the page, so the gateway renders and caches the page without them, under its canonical
// URL: the route's own parameters, in name order (gateway/src/ssr/page-url.ts). Keep this list in
// step with the pages' useSearchParams reads (page-params.test.ts checks the ones that matter).
import { CATEGORY_ROUTES } from '../config/categories';

const LISTING = ['minScore', 'page', 'platform', 'search'] as const;
const ALL_ARTICLES = ['category', ...LISTING] as const;
const GAMES_INDEX = ['page', 'platform', 'search', 'view'] as const;
const NEWSLETTER_LINK = ['token'] as const;
const NONE: readonly string[] = [];

const categoryPaths = new Set<string>(CATEGORY_ROUTES.map((route) => route.path));

/** The parameter names `pathname`'s page reads, sorted. */
export function pageQueryParams(pathname: string): readonly string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return ['search'];
  if (path === '/articles') return ALL_ARTICLES;
  if (categoryPaths.has(path)) return LISTING;
  if (path === '/games') return GAMES_INDEX;
  if (path === '/newsletter/confirm' || path === '/newsletter/unsubscribe') return NEWSLETTER_LINK;
  return NONE;
}
