// What cards show of an article, computed once on the server so list queries never ship full
// article HTML to the browser (issue 11): the card text and the reading time. Lists never read the
// HTML body either (issue 9): the reading time comes from the word count the database keeps.

/** Spec §9: a card without an excerpt shows the first 120 characters of the content plus '...'. */
const CARD_EXCERPT_CHARS = 120;
/** Adult silent reading of screen text is about 230 words a minute. */
const WORDS_PER_MINUTE = 230;

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
};

/** The readable text of (sanitized) article HTML, whitespace collapsed. */
function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39|apos);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Inline elements (the sanitizer's and the editor's): they run inside a line of text, so they add no space. */
const INLINE_TAG =
  /<\/?(?:a|abbr|b|bdi|bdo|cite|code|del|dfn|em|i|ins|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)(?:\s[^>]*)?\/?>/gi;

/**
 * The text as a reader sees it and selects it, whitespace collapsed: formatting inside a line (bold,
 * italic, a link) adds no space, so `<strong>Half</strong>-Life` reads `Half-Life`; blocks and line
 * breaks are spaces. What a note's quote (a browser selection) is found in.
 */
export function readableText(html: string): string {
  return htmlToText(html.replace(INLINE_TAG, ''));
}

/** The card text: the excerpt, else the first 120 characters of the content plus '...'. */
export function cardExcerpt(article: { excerpt?: string | null; content: string }): string {
  const excerpt = article.excerpt?.trim();
  if (excerpt) return excerpt;
  return `${htmlToText(article.content).slice(0, CARD_EXCERPT_CHARS)}...`;
}

/** Whole minutes to read a text of this many words (the database counts them: article.word_count), at least 1. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}
