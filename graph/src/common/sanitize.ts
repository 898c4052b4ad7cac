// Article HTML is stored sanitized, so every reader of the API (web app, integrators) gets markup
// that is safe to render as is.
import sanitizeHtml from 'sanitize-html';

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
  return sanitizeHtml(html, options).trim();
}
