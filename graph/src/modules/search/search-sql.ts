// How an article matches a search, in the order results are given (docs/decisions/0040-search-rule.md).
// Shared by `search` and the `search` filter of article lists (search.queries.ts runs it).
//
// 1. Full text, title, excerpt and tags first: matches in the head of the search document (title
//    A, excerpt and tag names B) through its own GIN index, title matches before the others, newest
//    first within each. The newest articles are looked at first (by id, in windows sized from the
//    term dictionary's counts so that a window holds about HEAD_WINDOW_TARGET matches), older ones
//    only while fewer than SEARCH_RESULT_CAP are found.
// 2. Then matches anywhere in the text (the whole document's GIN index), newest first, only while
//    the head found fewer than SEARCH_RESULT_CAP: from the newest BODY_FIRST_WINDOW articles, then
//    older ones.
// 3. Only when full text finds fewer than TYPO_FALLBACK_BELOW articles: each query word that no
//    published title, excerpt or tag uses is corrected to the nearest such word in the dictionary
//    (`search_term`, found by trigram and ranked by edit distance, then by how many articles use
//    it), and the corrected words are searched the same way, at most TYPO_RESULT_CAP articles,
//    after the full-text ones. Plain words only: a query with quotes, OR or a minus sign is not
//    corrected.
// 4. totalCount counts those bounded results (at most SEARCH_RESULT_CAP + TYPO_RESULT_CAP), so
//    "Showing N of M" tells how many results can actually be paged through.
import { badInput } from '../../common/errors';

/** At most this many full-text matches are ranked, paged and counted. */
export const SEARCH_RESULT_CAP = 1000;

/** Typo matching runs only when full text finds fewer articles than this. */
export const TYPO_FALLBACK_BELOW = 10;

/** At most this many typo matches follow the full-text ones. */
export const TYPO_RESULT_CAP = 100;

/** A head window is sized to hold about this many matches (a little more than the cap). */
export const HEAD_WINDOW_TARGET = 1500;

/** The body is searched in the newest this-many articles first. */
export const BODY_FIRST_WINDOW = 50_000;

/** A window holding more than WINDOW_ROW_LIMIT matches is narrowed to this fraction (1/n) of it, newest part. */
export const WINDOW_NARROWING = 8;

/**
 * At most this many rows are read from the table per window (each costs a heap visit): a window
 * that holds more is narrowed to its newest part.
 */
export const WINDOW_ROW_LIMIT = 4000;

/** A typed word is corrected only to a dictionary word within this many edits (1 for short words). */
export const MAX_TYPO_EDITS = 2;

/** Trigram similarity above which dictionary words are considered as corrections (then ranked by edits). */
export const TYPO_TRIGRAM_THRESHOLD = 0.2;

export function normalizeSearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Search text is at most this long once its spaces are collapsed, wherever it is given. */
export const SEARCH_TEXT_MAX = 200;

/**
 * The text a search takes (spaces collapsed), or a 400 naming `field` past SEARCH_TEXT_MAX: one rule
 * for `search`, the `search` filter of article lists and the games list.
 */
export function searchTextOf(raw: string, field: string): string {
  const text = normalizeSearchText(raw);
  if (text.length > SEARCH_TEXT_MAX) throw badInput(field, `Search text must be at most ${SEARCH_TEXT_MAX} characters`);
  return text;
}

/** Plain words only (no quotes, OR or negation): the only queries typo correction rewrites. */
export function isPlainQuery(text: string): boolean {
  return !/["]|(^|\s)-\S|\bor\b/i.test(text);
}

/**
 * Runs of characters written without spaces (Japanese kana and kanji, Chinese, Korean): under the
 * `simple` configuration they are indexed as overlapping bigrams (cjk_bigrams() in migration
 * 20261206040000SearchPerLanguage, which uses the same classes), since PostgreSQL cannot split them
 * into words.
 */
const CJK_RUN = /[\u3005\u3040-\u30fa\u30fc-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff66-\uff9f]+/g;

/**
 * A query for an edition searched with `simple`: each CJK run becomes a phrase of its bigrams
 * ("ゼルダ" → "ゼル ルダ", which websearch_to_tsquery reads as ゼル <-> ルダ), so a substring of
 * two or more characters finds the documents containing it; inside quotes the run joins the phrase
 * already there. A single character stays a word of its own, as cjk_bigrams() leaves it.
 */
export function bigramQuery(text: string): string {
  let quoted = false;
  return text
    .split('"')
    .map((part, i) => {
      if (i > 0) quoted = !quoted;
      return part.replace(CJK_RUN, (run: string, at: number) => {
        // Apart from a word written against it ("Switch版"), as cjk_bigrams() sets it apart; a minus
        // before the run stays on it.
        const before = at > 0 && !/[\s-]/.test(part[at - 1]) ? ' ' : '';
        const chars = [...run];
        if (chars.length < 2) return `${before}${run} `;
        const grams = chars
          .slice(1)
          .map((c, k) => chars[k] + c)
          .join(' ');
        return quoted ? `${before}${grams} ` : `${before}"${grams}" `;
      });
    })
    .join('"')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Under `simple`, whether a match is a title match is told by the title containing each word of
 * the query (LIKE patterns, lower case): rewriting every candidate's title into bigrams to test it
 * cost about a millisecond a row, most of a Japanese search. It only orders results (title first);
 * which articles match is still the index's answer. Negated words and OR are left out.
 */
export function titlePatterns(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s"]+/)
    .filter((word) => word && word !== 'or' && !word.startsWith('-'))
    .map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
