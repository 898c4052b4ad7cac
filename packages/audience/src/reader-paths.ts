// The reader app's routes (spec §2) as path patterns, in one place for both routers: the web app's
// (web/src/app/routes.tsx builds its routes from these) and the gateway's, which redirects any other
// spelling of them to this one before anything runs (gateway/src/canonical-paths.ts). Shared as a
// package because the web app and the gateway share code only that way.

/** The listing pages of the categories that have their own route: category slug → path. */
export const CATEGORY_PATHS = {
  review: '/reviews',
  esports: '/esports',
  guide: '/guides',
  web: '/web',
} as const;

export const READER_PATHS = {
  home: '/',
  /** Old addresses: the server answers them with a 301 to /articles… */
  oldArticles: '/article',
  oldArticle: '/article/:slug',
  articles: '/articles',
  article: '/articles/:slug',
  games: '/games',
  game: '/games/:slug',
  preview: '/preview/:token',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  about: '/about',
  corrections: '/corrections',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  account: '/account',
  accountVerify: '/account/verify',
} as const;

/** Every reader page pattern, category listings included. */
export const READER_PATTERNS: readonly string[] = [...Object.values(READER_PATHS), ...Object.values(CATEGORY_PATHS)];
