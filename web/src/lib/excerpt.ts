import { CARD_EXCERPT_CHARS, FEATURED_EXCERPT_CHARS } from '../config/constants';

/** The readable text of article HTML, whitespace collapsed. */
export function htmlToText(html: string): string {
  const withoutTags = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ');
  const decoded = withoutTags
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'");
  return decoded.replace(/\s+/g, ' ').trim();
}

interface ExcerptSource {
  excerpt?: string | null;
  content: string;
}

/** Card text (spec §9): the excerpt, else the first 120 characters of the content plus '...'. */
export function cardExcerpt(article: ExcerptSource): string {
  if (article.excerpt?.trim()) return article.excerpt.trim();
  const text = htmlToText(article.content);
  return `${text.slice(0, CARD_EXCERPT_CHARS)}...`;
}

/** Featured blocks cut the card text at 200 characters. */
export function featuredExcerpt(article: ExcerptSource): string {
  const text = cardExcerpt(article);
  return text.length > FEATURED_EXCERPT_CHARS ? `${text.slice(0, FEATURED_EXCERPT_CHARS)}...` : text;
}
