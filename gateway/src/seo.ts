// Every server-rendered page carries its own title, description, canonical link and Open Graph /
// Twitter tags, and article and game pages their JSON-LD (structured-data.ts), so crawlers and link
// previews need no JavaScript. Absolute URLs come from PUBLIC_URL (never the request's Host header).
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

export function canonicalUrl(origin: string, pathname: string, search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = search.get(name);
    if (value && !(name === 'page' && value === '1')) kept.set(name, value);
  }
  const query = kept.toString();
  return `${origin}${pathname}${query ? `?${query}` : ''}`;
}

export interface PageHeadInput {
  status: number;
  title?: string;
  description?: string;
  /** Its Open Graph article tags (the JSON-LD facts go to structuredData instead). */
  article?: Omit<ArticleMeta, 'structured'>;
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
  const image = absolute(page.article?.image, page.origin);
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
