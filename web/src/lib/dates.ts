// Dates are shown in en-US short ("Nov 21, 2026") or long ("November 21, 2026") form (spec §9).
const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const long = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatShortDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? short.format(date) : '';
}

export function formatLongDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? long.format(date) : '';
}

/** The date readers see for an article: when it went live, or when it was written if it never did. */
export function articleDate(article: { publishedAt?: string | null; createdAt: string }): string {
  return article.publishedAt ?? article.createdAt;
}
