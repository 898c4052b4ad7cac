import { SEARCH_TEXT_MAX } from '../config/constants';

/**
 * The search text a reader page sends graph, from its URL's ?search=: trimmed, spaces collapsed (as
 * graph reads it) and cut to the SEARCH_TEXT_MAX characters graph takes, so a long pasted text
 * searches for its beginning instead of failing the page with graph's 400.
 */
export function readerSearchText(raw: string | null | undefined): string {
  let text = (raw ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_TEXT_MAX);
  // Never half of a character written with two UTF-16 units.
  if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
  return text.trim();
}
