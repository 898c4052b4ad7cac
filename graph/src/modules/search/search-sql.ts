// How an article matches a search (docs/decisions/0006-read-path-at-scale.md). Shared by `search`
// and the `search` filter of article lists (article.queries.ts builds the statement).
//
// 1. Full text over the weighted document the database keeps (title A, excerpt and tags B, content
//    C), through the GIN index on search_vector; ranked by ts_rank, then newest first.
// 2. Only when full text finds fewer than TYPO_FALLBACK_BELOW articles: titles close to the text
//    ("Starfeild" → "Starfield"), through the trigram GIN index on title with the `<%` operator
//    (the connection sets pg_trgm.word_similarity_threshold to TITLE_SIMILARITY_THRESHOLD), after
//    the full-text matches, closest first.
// 3. Bounded: each kind contributes at most SEARCH_RESULT_CAP best matches, and totalCount counts
//    within that bound, so a search for a common word costs the same as a rare one and "Showing N
//    of M" tells how many results can actually be paged through.

/** word_similarity above which a title counts as a typo-tolerant match. */
export const TITLE_SIMILARITY_THRESHOLD = 0.4;

/** Typo matching runs only when full text finds fewer articles than this. */
export const TYPO_FALLBACK_BELOW = 10;

/** At most this many full-text (and typo) matches are ranked, paged and counted. */
export const SEARCH_RESULT_CAP = 1000;

/** Session setting that makes `<%` (index-assisted) use TITLE_SIMILARITY_THRESHOLD. */
export const TRIGRAM_SESSION_SQL = `SET pg_trgm.word_similarity_threshold = ${TITLE_SIMILARITY_THRESHOLD}`;

export function normalizeSearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}
