// Every server-rendered page carries its own title, description, canonical link and Open Graph /
// Twitter tags, and article and game pages their JSON-LD (structured-data.ts), so crawlers and link
// previews need no JavaScript. Absolute URLs come from PUBLIC_URL (never the request's Host header).
import { CATEGORY_ROUTES, withEditionPrefix } from '@savepoint/audience';
import type { ArticleMeta } from '@savepoint/render-contract';
import { jsonLdScripts } from './structured-data';

export const PRODUCT = 'Savepoint';
export const DEFAULT_DESCRIPTION = 'Savepoint: weekly gaming news, reviews, esports coverage and guides.';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const absolute = (url: string | null | undefined, origin: string) => {
  if (!url) return undefined;
  try {
    const resolved = new URL(url, origin);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.toString() : undefined;
  } catch {
    return undefined;
  }
};

/** Query parameters that make a different page (the rest, e.g. ?search=, share its canonical). */
const CANONICAL_PARAMS = ['category', 'page'];
const LISTING_PATH = '/articles';

/**
 * A parameter's value as the page reads it, or null when the page reads it as absent: ?page= is a
 * whole number from 1 (web/src/lib/pager.ts: `0`, `abc` and `1` are page 1, `02` is page 2) and
 * ?category= is read in any letter case, `all` being no category (features/listing/listing-data.ts).
 */
function canonicalValue(name: string, value: string): string | null {
  if (name === 'page') {
    const page = Number.parseInt(value, 10);
    return Number.isFinite(page) && page > 1 ? String(page) : null;
  }
  const category = value.toLowerCase();
  return category === 'all' ? null : category;
}

/**
 * The canonical reader path and query (with its `?`, or '') of the page at `readerPath`: only the
 * parameters that make another page, each in the spelling the page reads it in. A category that has
 * a route of its own is that route's page (`/articles?category=review` lists what `/reviews` does),
 * so the two never compete as two pages.
 */
export function canonicalPage(readerPath: string, search: URLSearchParams): { path: string; query: string } {
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const given = search.get(name);
    const value = given === null ? null : canonicalValue(name, given);
    if (value !== null && (name !== 'category' || readerPath === LISTING_PATH)) kept.set(name, value);
  }
  const route = CATEGORY_ROUTES.find((r) => readerPath === LISTING_PATH && r.category === kept.get('category'));
  if (route) kept.delete('category');
  const query = kept.toString();
  return { path: route?.path ?? readerPath, query: query ? `?${query}` : '' };
}

/** The absolute canonical URL of the page at `readerPath` in the edition under `urlPrefix`. */
export function canonicalUrl(
  origin: string,
  readerPath: string,
  search: URLSearchParams,
  urlPrefix: string | null = null,
): string {
  const { path, query } = canonicalPage(readerPath, search);
  return `${origin}${withEditionPrefix(path, urlPrefix)}${query}`;
}

/**
 * Open Graph's `language_TERRITORY` for a BCP 47 tag, with the likeliest territory where the tag
 * names none (`de` is `de_DE`, `en` Open Graph's default `en_US`); undefined for no valid tag.
 */
export function openGraphLocale(tag: string): string | undefined {
  try {
    const locale = new Intl.Locale(tag).maximize();
    return locale.region ? `${locale.language}_${locale.region}` : locale.language;
  } catch {
    return undefined;
  }
}

export interface PageHeadInput {
  status: number;
  /** The page's language (its edition's): og:locale, so a link preview knows what it shows. */
  language?: string;
  title?: string;
  description?: string;
  /** Its Open Graph article tags (the JSON-LD facts go to structuredData instead). */
  article?: Omit<ArticleMeta, 'structured'>;
  /** The picture of a page that is no article (a game's cover), for link previews. */
  image?: string | null;
  /** Absolute URL of the page (canonical and og:url). */
  url: string;
  origin: string;
  /**
   * false for a page only a link's holder may see (a preview): `robots` noindex and no canonical
   * URL. Not the article's future public URL either: its slug may still change before it is
   * published, that URL answers 404 until then, and a canonical beside noindex contradicts it.
   */
  indexable?: boolean;
  /** The page's JSON-LD items (structured-data.ts), written only into an indexable page. */
  structuredData?: Record<string, unknown>[];
  /** Its translations with itself and x-default (editions/reader-editions.ts), on an indexable page. */
  alternates?: { hreflang: string; href: string }[];
  /** Its edition's feed (`/de/rss.xml`); the site's by default. */
  rssPath?: string;
}

/** The document's <title> and the tags that follow it in <head>. */
export function pageHead(page: PageHeadInput): { title: string; tags: string } {
  const title = page.title ? `${page.title} | ${PRODUCT}` : PRODUCT;
  const description = page.description || DEFAULT_DESCRIPTION;
  const socialTitle = page.article?.headline ?? page.title ?? PRODUCT;
  const image = absolute(page.article ? page.article.image : page.image, page.origin);
  const meta = (attr: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}">` : '';
  // A not-found page is nobody's canonical page and stays out of search results, as does a preview.
  const indexable = page.status < 400 && page.indexable !== false;
  const tags = [
    meta('name', 'description', description),
    indexable ? `<link rel="canonical" href="${escapeHtml(page.url)}">` : meta('name', 'robots', 'noindex'),
    ...(indexable && page.alternates && page.alternates.length > 2
      ? page.alternates.map(
          (link) => `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`,
        )
      : []),
    // Search and Discover may show a public page's pictures large; never asked of a hidden page.
    indexable ? meta('name', 'robots', 'max-image-preview:large') : '',
    meta('property', 'og:type', page.article ? 'article' : 'website'),
    meta('property', 'og:site_name', PRODUCT),
    meta('property', 'og:locale', page.language && openGraphLocale(page.language)),
    // Its translations, as the hreflang links above name them.
    ...(indexable && page.alternates && page.alternates.length > 2
      ? page.alternates
          .filter((link) => link.hreflang !== 'x-default' && link.hreflang !== page.language)
          .map((link) => meta('property', 'og:locale:alternate', openGraphLocale(link.hreflang)))
      : []),
    meta('property', 'og:title', socialTitle),
    meta('property', 'og:description', description),
    indexable ? meta('property', 'og:url', page.url) : '',
    meta('property', 'og:image', image),
    meta('property', 'article:published_time', page.article?.publishedAt),
    meta('property', 'article:section', page.article?.section),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', socialTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<link rel="alternate" type="application/rss+xml" title="${PRODUCT}" href="${escapeHtml(`${page.origin}${page.rssPath ?? '/rss.xml'}`)}">`,
    indexable && page.structuredData ? jsonLdScripts(page.structuredData) : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return { title, tags };
}
