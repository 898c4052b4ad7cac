import { SEARCH_TEXT_MAX } from '../config/constants';

/**
 * The search text a reader page sends graph, from its URL's ?search=: trimmed, spaces collapsed (as
 * graph reads it) and cut to the SEARCH_TEXT_MAX characters graph takes, so a long pasted text
 * searches for its beginning instead of failing the page with graph's 400.
 */
export function readerSearchText(raw: string | null | undefined): string {
  let text = withoutNul(raw ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, SEARCH_TEXT_MAX);
  // Never half of a character written with two UTF-16 units.
  if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
  return text.trim();
}

/**
 * Text from a URL (a slug, a category, a search) as graph takes it: without NUL characters. graph
 * refuses any text holding one with a 400, which failed the whole page; no slug or category has one,
 * so the page is found without it (or is the 404 page).
 */
export function withoutNul(text: string): string {
  return text.replaceAll('\u0000', '');
}
