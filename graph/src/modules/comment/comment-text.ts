// Comments are plain text: no HTML goes in, and what comes out is the text escaped, with web links
// made clickable (rel="nofollow ugc noopener": no search credit, marked as user content, no opener).
// Links are found by linkify-it, which also counts them for the "link-heavy" hold.
import { encode } from 'html-entities';
import LinkifyIt from 'linkify-it';

const linkify = new LinkifyIt();

const escape = (text: string) => encode(text, { mode: 'specialChars' });

/** Web links only (http and https, and bare domains, which linkify-it gives an http:// URL). */
function webLinks(text: string) {
  return (linkify.match(text) ?? []).filter((m) => /^https?:\/\//i.test(m.url));
}

export function countLinks(text: string): number {
  return webLinks(text).length;
}

/** The comment as safe HTML: escaped text, links as anchors. Line breaks stay as text (CSS pre-line). */
export function commentHtml(text: string): string {
  let html = '';
  let at = 0;
  for (const link of webLinks(text)) {
    html += escape(text.slice(at, link.index));
    html += `<a href="${escape(link.url)}" rel="nofollow ugc noopener" target="_blank">${escape(link.text)}</a>`;
    at = link.lastIndex;
  }
  return html + escape(text.slice(at));
}

/** The first blocked word the text contains (whole words, case-insensitive), or null. */
export function blockedWordIn(text: string, blockedWords: string[]): string | null {
  const lower = text.toLowerCase();
  for (const word of blockedWords) {
    const w = word.trim().toLowerCase();
    if (!w) continue;
    const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'u');
    if (pattern.test(lower)) return w;
  }
  return null;
}
