// Comments are plain text: no HTML goes in, and what comes out is the text escaped, with web links
// made clickable (rel="nofollow ugc noopener": no search credit, marked as user content, no opener).
// Links are found by linkify-it, which also counts them for the "link-heavy" hold.
import { encode } from 'html-entities';
import LinkifyIt from 'linkify-it';
import { foldsOf, type Folds } from '../../common/look-alike';

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

/** The blocked words folded once per list (the settings change rarely; every comment is checked). */
let foldedWords: { key: string; words: { word: string; folds: Folds }[] } = { key: '', words: [] };

function foldedBlockedWords(blockedWords: string[]) {
  const key = blockedWords.join('\n');
  if (foldedWords.key !== key) {
    const words = blockedWords.map((w) => w.trim().toLowerCase()).filter(Boolean);
    foldedWords = { key, words: words.map((word) => ({ word, folds: foldsOf(word) })) };
  }
  return foldedWords.words;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const containsWord = (text: string, word: string) =>
  word !== '' && new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}($|[^\\p{L}\\p{N}])`, 'u').test(text);

/**
 * The first blocked word the text contains (whole words), or null. Both sides are folded alike
 * (look-alike.ts), so `ｂａｄｗｏｒｄ`, `b\u200badword` and `bаdword` (Cyrillic а) are all `badword`.
 */
export function blockedWordIn(text: string, blockedWords: string[]): string | null {
  const words = foldedBlockedWords(blockedWords);
  if (words.length === 0) return null;
  const folds = foldsOf(text);
  for (const { word, folds: wordFolds } of words) {
    if (containsWord(folds[0], wordFolds[0]) || containsWord(folds[1], wordFolds[1])) return word;
  }
  return null;
}
