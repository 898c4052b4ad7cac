// The one cache key vocabulary of the product (issue 27). A key names a piece of content readers can
// see — one article, one category's list, the home page's featured slots — and the same key is used
// three ways: graph's triggers name the keys a content change touches (PostgreSQL NOTIFY), every
// in-process cache (graph's answers, the gateway's answers and pages) tags each entry with the keys of
// the data it shows and drops only the entries a change touches, and the edge sends them as
// Surrogate-Key so a CDN purge names the same keys. A change that cannot be keyed (a category rename,
// a bulk import, a table this vocabulary does not know) clears everything, as before keys existed.
export {
  ALL_KEY,
  articleKey,
  categoryKey,
  editionPagesKey,
  CORRECTIONS_KEY,
  editionKey,
  FEATURED_KEY,
  FEED_KEY,
  gameKey,
  GAMES_KEY,
  HOME_KEY,
  isCacheKey,
  isLiveKey,
  LATEST_KEY,
  LIST_KEY,
  liveKey,
  PUBLICATION_KEY,
  SITEMAP_KEY,
  tagKey,
  TAXONOMY_KEY,
  type CacheKey,
} from './keys';
export { articleChangeKeys, featuredChangeKeys, gameChangeKeys, type ArticleChange } from './changes';
export {
  type ContentChange,
  encodeContentChange,
  EVERYTHING,
  keyedChange,
  MAX_PAYLOAD_BYTES,
  parseContentChange,
  touches,
} from './content-change';
export { CACHE_KEYS_HEADER, formatKeys, KeySet, parseKeys } from './key-set';
