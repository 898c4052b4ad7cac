// How an article matches a search (docs/decisions/0006-read-path-at-scale.md). Shared by `search`
// and the `search` filter of article lists (article.queries.ts builds the statement).
//
// 1. Full text over the weighted document the database keeps (title A, excerpt and tags B, content
//    C), through the GIN index on search_vector. The candidates are bounded: at most
//    SEARCH_RESULT_CAP matches, taken from the newest SEARCH_RECENT_WINDOW articles (by id, a
//    primary-key range the planner ANDs with the GIN bitmap) and, only when those are too few, from
//    older ones. They are ordered by where the words occur (title, then excerpt, then anywhere
//    else: tags or body), then newest first. Ranking them never reads the large search document,
//    so a word found in 3% of a million articles costs about as much as a rare one.
// 2. Only when full text finds fewer than TYPO_FALLBACK_BELOW articles: titles close to the text
//    ("Starfeild" → "Starfield"), at most TYPO_RESULT_CAP, closest first, through the trigram GIN
//    index on title with the `<%` operator (the connection sets pg_trgm.word_similarity_threshold
//    to TITLE_SIMILARITY_THRESHOLD).
// 3. totalCount counts those bounded results (at most SEARCH_RESULT_CAP + TYPO_RESULT_CAP), so
//    "Showing N of M" tells how many results can actually be paged through.

/** word_similarity above which a title counts as a typo-tolerant match. */
export const TITLE_SIMILARITY_THRESHOLD = 0.4;

/** Typo matching runs only when full text finds fewer articles than this. */
export const TYPO_FALLBACK_BELOW = 10;

/** At most this many full-text matches are ranked, paged and counted. */
export const SEARCH_RESULT_CAP = 1000;

/** Full-text candidates come from the newest this-many articles first (by id), then older ones. */
export const SEARCH_RECENT_WINDOW = 100_000;

/** At most this many typo matches follow the full-text ones. */
export const TYPO_RESULT_CAP = 100;

/** Session setting that makes `<%` (index-assisted) use TITLE_SIMILARITY_THRESHOLD. */
export const TRIGRAM_SESSION_SQL = `SET pg_trgm.word_similarity_threshold = ${TITLE_SIMILARITY_THRESHOLD}`;

export function normalizeSearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}
