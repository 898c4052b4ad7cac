// The keys themselves. Every key is lowercase letters, digits and hyphens, so a list of them is safe
// in a header (space-separated, as Surrogate-Key wants) and in a NOTIFY payload.

export type CacheKey = string;

/** One article's own page and answers (by id: a slug change keeps the key). */
export const articleKey = (id: number): CacheKey => `article-${id}`;
/** A category's listing (and lists filtered by it, such as related articles). */
export const categoryKey = (slug: string): CacheKey => `category-${slug}`;
/** A tag's listing. */
export const tagKey = (slug: string): CacheKey => `tag-${slug}`;
/** One game's page. */
export const gameKey = (id: number): CacheKey => `game-${id}`;

/** Every list of published articles not narrowed to a category or tag: latest, search, most read, reviews. */
export const LIST_KEY: CacheKey = 'list';
/** The home page. */
export const HOME_KEY: CacheKey = 'home';
/** The featured slots (main featured per route, featured sets, the master featured article). */
export const FEATURED_KEY: CacheKey = 'featured';
/** RSS/Atom/JSON feeds. */
export const FEED_KEY: CacheKey = 'feed';
/** Sitemaps. */
export const SITEMAP_KEY: CacheKey = 'sitemap';
/** Lists of games: the games index, platforms, upcoming releases. */
export const GAMES_KEY: CacheKey = 'games';
/** The lists of categories and tags (navigation). Changes to them are not keyed: they clear everything. */
export const TAXONOMY_KEY: CacheKey = 'taxonomy';
/**
 * Carried by every tagged page at the edge, so purging it purges everything. No change names it: an
 * unkeyable change is `EVERYTHING`, which in-process caches apply as a clear.
 */
export const ALL_KEY: CacheKey = 'all';

const KEY_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function isCacheKey(value: string): boolean {
  return value.length <= 200 && KEY_PATTERN.test(value);
}
