// The keys themselves. Every key is lowercase letters, digits and hyphens, so a list of them is safe
// in a header (space-separated, as Surrogate-Key wants) and in a NOTIFY payload.

export type CacheKey = string;

/** One article's own page and answers (by id: a slug change keeps the key). */
export const articleKey = (id: number): CacheKey => `article-${id}`;
/** A category's listing (and lists filtered by it, such as related articles). */
export const categoryKey = (slug: string): CacheKey => `category-${slug}`;
/** A tag's lists (tags have no slug: by id). */
export const tagKey = (id: number): CacheKey => `tag-${id}`;
/**
 * Every reader page of one edition (by its language tag, lowercased: `edition-pt-br`), so the edge
 * can purge one edition's pages (ADR 0049).
 */
export const editionPagesKey = (language: string): CacheKey => `edition-${language.toLowerCase()}`;
/** One game's page. */
export const gameKey = (id: number): CacheKey => `game-${id}`;
/**
 * One live blog's stream of events (issue 22): named when an entry or the blog's status changes, so
 * every gateway's live hub fetches the new events; no cached answer carries it.
 */
export const liveKey = (articleId: number): CacheKey => `live-${articleId}`;
export const isLiveKey = (key: CacheKey): boolean => key.startsWith('live-');
/** The site-wide list of corrections and updates (`/corrections`). */
export const CORRECTIONS_KEY: CacheKey = 'corrections';

/**
 * Any list whose members or their order may change with any edit of a published article (search
 * results: a new title matches other words). Named by every change to a published article.
 */
export const LIST_KEY: CacheKey = 'list';
/**
 * Which published articles are listed, and in what order, where lists are chosen by listing facts
 * (status, publication time, category, featured flags, embargo, review, tags, games) rather than by
 * text: the latest articles, a category's page, most read. Named only when those facts change (a
 * publication, an unpublication, a move, a deletion); an edit of a listed article's title reaches those
 * lists through its own `article-{id}`, which every list showing it carries.
 */
export const LATEST_KEY: CacheKey = 'latest';
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
 * The publication's time zone and locale (the `publication` query): set by configuration, so no
 * content change names it; a restart with other settings starts with empty in-process caches, and
 * the edge is purged with `all` (docs/decisions/0045).
 */
export const PUBLICATION_KEY: CacheKey = 'publication';
/**
 * Carried by every tagged page at the edge, so purging it purges everything. No change names it: an
 * unkeyable change is `EVERYTHING`, which in-process caches apply as a clear.
 */
export const ALL_KEY: CacheKey = 'all';

/**
 * A collection key of one edition (issue 46, docs/decisions/0051): `latest-de`, `list-pt-br`. An answer
 * that shows one edition's list carries it instead of the collection key across editions, and a
 * change names both (its edition's and the one across editions), so a German publish leaves the
 * English edition's lists alone. The language is the edition's BCP 47 tag, lowercased.
 */
export const editionKey = (collection: CacheKey, language: string): CacheKey => `${collection}-${language.toLowerCase()}`;

const KEY_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function isCacheKey(value: string): boolean {
  return value.length <= 200 && KEY_PATTERN.test(value);
}
