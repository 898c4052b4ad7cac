// Which keys a content change touches, for code that knows what it changed (graph's triggers compute
// the same in SQL: graph/src/db/migrations/Migration20261127100000ContentChangeKeys.ts, tested against
// these functions).
import {
  articleKey,
  categoryKey,
  editionKey,
  FEATURED_KEY,
  FEED_KEY,
  gameKey,
  GAMES_KEY,
  HOME_KEY,
  LATEST_KEY,
  LIST_KEY,
  SITEMAP_KEY,
  tagKey,
  type CacheKey,
} from './keys';

export interface ArticleChange {
  id: number;
  /** Readers could see it before or after the change (published then or now). */
  visible: boolean;
  /**
   * Its listing facts changed (it was published, unpublished, deleted, moved to another category,
   * re-dated, (un)featured, embargoed, or its review, tags or games changed): lists chosen by those
   * facts may now hold other articles. Default true.
   */
  listed?: boolean;
  /**
   * A featured article (flag, master or a main slot) is among them, before or after: only then can
   * the featured slots change. Default true.
   */
  featured?: boolean;
  /** The editions (language tags) it was or is in: each collection key is named for each of them too. */
  languages?: readonly string[];
  /** Its categories' slugs before and after the change. */
  categorySlugs?: readonly string[];
  tagIds?: readonly number[];
  gameIds?: readonly number[];
}

/**
 * An article changed. One readers cannot see (a draft, before and after) touches only its own key
 * (its preview is private and never cached); a visible one also touches its categories, tags and
 * games, text-chosen lists, feeds and sitemaps, and, when its listing facts changed, the lists chosen
 * by them (the latest, the home page, and the featured slots when a featured article is involved),
 * each across editions and in each of its editions.
 */
export function articleChangeKeys(change: ArticleChange): CacheKey[] {
  const keys = [articleKey(change.id)];
  if (!change.visible) return keys;
  const collections = [LIST_KEY, FEED_KEY, SITEMAP_KEY];
  if (change.listed ?? true) collections.push(LATEST_KEY, HOME_KEY);
  if ((change.listed ?? true) && (change.featured ?? true)) collections.push(FEATURED_KEY);
  for (const collection of collections) {
    keys.push(collection);
    for (const language of change.languages ?? []) keys.push(editionKey(collection, language));
  }
  for (const slug of change.categorySlugs ?? []) keys.push(categoryKey(slug));
  for (const id of change.tagIds ?? []) keys.push(tagKey(id));
  for (const id of change.gameIds ?? []) keys.push(gameKey(id));
  return [...new Set(keys)].sort();
}

/** A game or its releases changed: its page and the lists of games. */
export function gameChangeKeys(id: number): CacheKey[] {
  return [gameKey(id), GAMES_KEY].sort();
}

/**
 * A featured slot changed: what shows featured articles, the home page among them, across editions
 * and in each edition whose slot it was (a route's main slot is one per edition, ADR 0053).
 */
export function featuredChangeKeys(languages: readonly string[] = []): CacheKey[] {
  const keys = [FEATURED_KEY, HOME_KEY];
  for (const language of languages) keys.push(editionKey(FEATURED_KEY, language), editionKey(HOME_KEY, language));
  return [...new Set(keys)].sort();
}
