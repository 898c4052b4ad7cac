// A reader page's canonical URL, which is both what is rendered and the page cache's key (issue 27):
// its path, and of its query only the parameters its route reads (@savepoint/audience's pageQueryParams), in
// name order, each once (the first value, as URLSearchParams.get reads it), none empty. Tracking parameters,
// editor mode's, cache-busters and anything else unknown are dropped: `/?utm_source=x&v=1` is `/`,
// rendered once and cached once. They are ignored rather than redirected (a 301 to the canonical
// URL would cost every campaign link a round trip, and the page's <link rel="canonical"> already
// names the canonical URL for search engines).

import { matchReaderPath } from '@savepoint/audience';

/** The parameter names a page reads, by path (@savepoint/audience's `pageQueryParams`). */
export type PageQueryParams = (pathname: string) => readonly string[];

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** An edition prefix's shape (graph's rule for prefixes): a first segment of these. */
const PREFIX_SEGMENT = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?=\/|$)/;

/**
 * The parameters of the page at `path`, also under an edition's prefix (`/de/reviews` reads what
 * `/reviews` reads, ADR 0049). No list of editions is needed: a reader route's own first segment
 * reads the same either way, and an unknown prefix's page is the 404 page whatever it keeps.
 */
function paramsUnderPrefix(path: string, paramsFor: PageQueryParams): readonly string[] {
  const own = paramsFor(path);
  // A route of the default edition (`/about`) reads what it reads, not its edition's home's.
  if (own.length > 0 || matchReaderPath(path)) return own;
  const prefix = PREFIX_SEGMENT.exec(path)?.[0];
  return prefix ? paramsFor(path.slice(prefix.length) || '/') : own;
}

export function canonicalPageUrl(originalUrl: string, paramsFor: PageQueryParams): string {
  const start = originalUrl.indexOf('?');
  const path = start < 0 ? originalUrl : originalUrl.slice(0, start);
  if (start < 0) return path;
  const wanted = paramsUnderPrefix(safeDecode(path) ?? path, paramsFor);
  if (wanted.length === 0) return path;
  const kept = new Map<string, string>();
  for (const part of originalUrl.slice(start + 1).split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const name = safeDecode(equals < 0 ? part : part.slice(0, equals));
    if (name === null || !wanted.includes(name) || kept.has(name)) continue;
    const value = safeDecode(equals < 0 ? '' : part.slice(equals + 1));
    // An empty value reads as an absent one on every page (`?search=` is no search).
    if (value === null || value === '') continue;
    kept.set(name, value);
  }
  if (kept.size === 0) return path;
  const query = [...kept.keys()]
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(kept.get(name)!)}`)
    .join('&');
  return `${path}?${query}`;
}
