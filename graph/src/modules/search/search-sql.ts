// How an article matches a search: full text over the weighted document the database keeps
// (title A, excerpt and tags B, content C), or a close trigram match on the title so a typo
// ("Starfeild") still finds it. Shared by `search` and the `search` filter of article lists.

/** word_similarity above which a title counts as a typo-tolerant match. */
export const TITLE_SIMILARITY_THRESHOLD = 0.4;

/** A CTE named `q` that the predicate and ranking read; takes the query text twice as bindings. */
export const SEARCH_QUERY_CTE = `q AS (SELECT websearch_to_tsquery('english', ?) AS tsq, ?::text AS raw)`;

export const SEARCH_MATCH = `(a.search_vector @@ q.tsq OR (length(q.raw) >= 3 AND word_similarity(q.raw, a.title) >= ${TITLE_SIMILARITY_THRESHOLD}))`;

/** Full-text matches first (ranked, title hits weigh most), then typo matches by closeness. */
export const SEARCH_ORDER = `(a.search_vector @@ q.tsq) DESC, ts_rank(a.search_vector, q.tsq) DESC, word_similarity(q.raw, a.title) DESC`;

export function normalizeSearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}
