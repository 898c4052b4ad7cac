// Reader pages per edition (issue 46, docs/decisions/0049-edition-url-scheme.md): which edition a
// path belongs to, and the links between a page and its translations. The editions come from graph
// (`editions`), asked as an anonymous reader so graph answers from its answer cache and a change to
// an edition drops that answer as any other; the keys it reports join the page's, so the page goes
// with it. The split itself is @savepoint/audience's (splitEditionPrefix), the one route table.
import { READER_PATTERNS, splitEditionPrefix, withEditionPrefix } from '@savepoint/audience';
import type { KeySet } from '@savepoint/cache-keys';
import type { Request, RequestHandler } from 'express';
import { EditionsDocument, type EditionsQuery } from '../generated/graphql';
import type { GraphClient } from '../graph-client';

export type ReaderEdition = EditionsQuery['editions'][number];

/** What the web app's renderer gets (web/src/lib/edition.tsx's Edition). */
export interface RenderEdition {
  language: string;
  urlPrefix: string | null;
  direction: 'ltr' | 'rtl';
  /** The locale of its dates and numbers; left out for the default edition, which keeps PUBLICATION_LOCALE (ADR 0045). */
  locale?: string;
}

/** The default edition when graph cannot say (a shell served while graph is down). */
export const FALLBACK_EDITION: ReaderEdition = {
  language: 'en',
  name: 'English',
  urlPrefix: null,
  searchConfig: 'english',
  direction: 'ltr',
  isDefault: true,
  formerPrefixes: [],
};

/** Who asks, where there is no request object (a render thread: ssr/page-render.ts). */
export interface Caller {
  ip?: string;
  requestId: string;
}

/** The editions, default first (graph's order), from graph's shared answer cache. */
export async function readerEditions(graph: GraphClient, caller: Request | Caller, keys?: KeySet): Promise<ReaderEdition[]> {
  const { ip, requestId } = 'requestId' in caller ? caller : { ip: caller.ip, requestId: String(caller.id) };
  const data = await graph.execute(EditionsDocument, {}, { ip }, requestId, { keys, shared: true });
  return data.editions;
}

export interface ResolvedEdition {
  edition: ReaderEdition;
  /** The path under the edition's prefix (`/de/reviews` → `/reviews`). */
  readerPath: string;
}

/**
 * The edition `pathname` belongs to: a known prefix's, else the default edition's (an unknown
 * prefix is then a default-edition path no route has: the 404 page).
 */
export function resolveEdition(editions: readonly ReaderEdition[], pathname: string): ResolvedEdition {
  const byPrefix = new Map(editions.filter((e) => e.urlPrefix).map((e) => [e.urlPrefix!, e]));
  const { prefix, path } = splitEditionPrefix(pathname, byPrefix.keys());
  const edition = (prefix ? byPrefix.get(prefix) : undefined) ?? editions.find((e) => e.isDefault) ?? FALLBACK_EDITION;
  return { edition, readerPath: path };
}

/**
 * Where a path under a prefix an edition lived under before (ADR 0059) lives now: the same path
 * under the edition's prefix, or at / for the default edition. Undefined when the path's first
 * segment is no former prefix, or a live one (the live edition wins).
 */
export function formerPrefixLocation(editions: readonly ReaderEdition[], pathname: string): string | undefined {
  const live = editions.flatMap((e) => (e.urlPrefix ? [e.urlPrefix] : []));
  if (splitEditionPrefix(pathname, live).prefix) return undefined;
  const byFormer = new Map(editions.flatMap((e) => e.formerPrefixes.map((prefix) => [prefix, e] as const)));
  const { prefix, path } = splitEditionPrefix(pathname, byFormer.keys());
  if (!prefix) return undefined;
  // One leading slash: `/de//host` must not become the protocol-relative `//host`.
  return withEditionPrefix(path.replace(/^[/\\]+/, '/'), byFormer.get(prefix)!.urlPrefix);
}

/** The first segments of the default edition's routes: no edition's prefix, now or before (graph refuses them). */
const ROUTE_SEGMENTS = new Set(READER_PATTERNS.map((pattern) => pattern.split('/')[1]).filter(Boolean));
/** What a prefix looks like (graph's rule): a first segment of any other shape is never looked up. */
const PREFIX_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A former prefix may be taken by an edition again: browsers keep its redirect for minutes, not for good. */
const FORMER_PREFIX_CACHE_CONTROL = 'public, max-age=300';

/**
 * GET and HEAD under a former prefix (ADR 0059) answer 301 to the same path and query under the
 * edition's prefix now: pages, feeds and sitemaps alike, mounted before anything that answers them
 * (or 404). The editions are asked for only when the first segment could be a prefix and is no
 * route's, so the default edition's pages and feeds never ask; when graph cannot say, the request
 * goes on as before.
 */
export function formerPrefixRedirects(graph: GraphClient): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const first = req.path.split('/')[1] ?? '';
    if (!PREFIX_SHAPE.test(first) || ROUTE_SEGMENTS.has(first)) return next();
    const editions = await readerEditions(graph, req).catch(() => undefined);
    const location = editions && formerPrefixLocation(editions, req.path);
    if (!location) return next();
    const query = req.originalUrl.indexOf('?');
    res.setHeader('Cache-Control', FORMER_PREFIX_CACHE_CONTROL);
    res.redirect(301, `${location}${query < 0 ? '' : req.originalUrl.slice(query)}`);
  };
}

export const renderEditionOf = (edition: ReaderEdition): RenderEdition => ({
  language: edition.language,
  urlPrefix: edition.urlPrefix,
  direction: edition.direction === 'rtl' ? 'rtl' : 'ltr',
  ...(edition.isDefault ? {} : { locale: edition.language }),
});

/** One `<link rel="alternate" hreflang>`: a BCP 47 tag (or x-default) and an absolute URL. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * A page's translations, itself included, plus `x-default`. An article's are its translation
 * group's published members (from the page's own query); any other page exists in every edition at
 * the same path. x-default is the default edition's page, or — for a story the default edition does
 * not carry — the group's first member in edition order, so every member names the same one
 * (reciprocal sets). `query` is the page's canonical query string (with its `?`, or ''); a later
 * page of a list has none.
 */
export function pageAlternates(
  origin: string,
  editions: readonly ReaderEdition[],
  readerPath: string,
  query: string,
  article?: { language: string; slug: string; translations: { language: string; slug: string }[] },
): Alternate[] {
  // A later page of a list is no translation of another edition's: each edition's list has its own
  // length, so its page 2 holds other stories or is past its end (the 404 page).
  if (new URLSearchParams(query).has('page')) return [];
  const links: Alternate[] = [];
  for (const edition of editions) {
    let path: string | undefined = readerPath;
    if (article) {
      const member = [article, ...article.translations].find((m) => m.language === edition.language);
      path = member ? `/articles/${encodeURIComponent(member.slug)}` : undefined;
    }
    if (path !== undefined)
      links.push({ hreflang: edition.language, href: `${origin}${withEditionPrefix(path, edition.urlPrefix)}${query}` });
  }
  if (links.length === 0) return [];
  const defaultLanguage = editions.find((e) => e.isDefault)?.language;
  const fallback = links.find((link) => link.hreflang === defaultLanguage) ?? links[0];
  return [...links, { hreflang: 'x-default', href: fallback.href }];
}
