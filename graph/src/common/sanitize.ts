// Article HTML is stored sanitized, so every reader of the API (web app, integrators) gets markup
// that is safe to render as is.
import type sanitizeHtml from 'sanitize-html';

/**
 * sanitize-html (with htmlparser2 and postcss: ~1.5 MB of heap) is required with the first HTML to
 * clean, not with this module: the worker loads it for the plain-text rules below and cleans HTML only
 * now and then (an AI draft, a reply from the social web), and the three processes share a 500 MB
 * budget.
 */
let sanitizer: typeof sanitizeHtml | undefined;
const loadSanitizer = () => (sanitizer ??= require('sanitize-html') as typeof sanitizeHtml);

const YOUTUBE_EMBED = /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[A-Za-z0-9_-]{11}([?#].*)?$/;
/** Inline images are raster pictures only: a data: URL of HTML or SVG is a document, not a picture. */
const RASTER_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[A-Za-z0-9+/=\s]*$/i;
const isDataUrl = (src: string | undefined) => /^\s*data:/i.test(src ?? '');

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'mark',
    'sub',
    'sup',
    'span',
    'div',
    'a',
    'img',
    'figure',
    'figcaption',
    'iframe',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'],
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !YOUTUBE_EMBED.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'img' && isDataUrl(frame.attribs.src) && !RASTER_DATA_URL.test(frame.attribs.src.trim())),
  transformTags: {
    // Links opened in a new tab must not get a handle on the article page.
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export function sanitizeArticleHtml(html: string): string {
  // Control characters are no markup either, and would follow the text into feeds.
  return loadSanitizer()(withoutXmlIllegalChars(html), options).trim();
}

/** The text of some HTML with every tag dropped (what is inside a tag that carries no text, such as a script, with it). */
export function stripAllMarkup(html: string): string {
  return loadSanitizer()(html, { allowedTags: [], allowedAttributes: {} });
}

/**
 * Characters XML 1.0 forbids: C0 controls other than tab, LF and CR, U+FFFE and U+FFFF, and
 * surrogates without their pair. One of them in a title or meta description makes every RSS feed
 * and sitemap carrying it unreadable (the gateway also strips them on output, for rows written
 * before this rule or beside the API).
 */
// eslint-disable-next-line no-control-regex
const XML_ILLEGAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

export function withoutXmlIllegalChars(text: string): string {
  return text.replace(XML_ILLEGAL, '');
}

/** Plain-text fields of each input class, by prototype (inherited fields are found up the chain). */
const plainTextFields = new WeakMap<object, Set<string>>();

/**
 * Marks an input field (a string or a list of strings) as plain text that readers see in pages,
 * feeds and sitemaps: `cleanPlainText` strips XML-illegal characters from it before validation.
 */
export function PlainText(): PropertyDecorator {
  return (prototype, property) => {
    const fields = plainTextFields.get(prototype) ?? new Set<string>();
    fields.add(String(property));
    plainTextFields.set(prototype, fields);
  };
}

const cleanValue = (value: unknown): unknown =>
  typeof value === 'string'
    ? withoutXmlIllegalChars(value)
    : Array.isArray(value)
      ? value.map((item) => (typeof item === 'string' ? withoutXmlIllegalChars(item) : item))
      : value;

/**
 * Strips XML-illegal characters from every `@PlainText()` field of a GraphQL input, in place, and
 * of the inputs nested in it. graph calls it for every argument before validation (graphql/schema.ts),
 * so every path in (REST, the gateway's /graphql, graph directly) stores the same text.
 */
export function cleanPlainText(input: unknown): void {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object' || value instanceof Date) continue;
    if (Array.isArray(value)) {
      pending.push(...value);
      continue;
    }
    const record = value as Record<string, unknown>;
    for (let prototype = Object.getPrototypeOf(value); prototype; prototype = Object.getPrototypeOf(prototype)) {
      for (const field of plainTextFields.get(prototype) ?? []) {
        if (record[field] != null) record[field] = cleanValue(record[field]);
      }
    }
    for (const inner of Object.values(record)) if (inner !== null && typeof inner === 'object') pending.push(inner);
  }
}
