import { FEATURED_EXCERPT_CHARS } from '../config/constants';

/** The readable text of article HTML, whitespace collapsed. */
export function htmlToText(html: string): string {
  const withoutTags = html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' ');
  const decoded = withoutTags
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'");
  return decoded.replace(/\s+/g, ' ').trim();
}

// Card text (spec §9: the excerpt, else the first 120 characters of the content plus '...') comes
// from graph's Article.cardExcerpt, so lists never download article HTML.

/** Featured blocks cut the card text at 200 characters. */
export function featuredExcerpt(cardText: string): string {
  return cardText.length > FEATURED_EXCERPT_CHARS ? `${cardText.slice(0, FEATURED_EXCERPT_CHARS)}...` : cardText;
}
