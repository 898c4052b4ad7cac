// Dates are shown in en-US short ("Nov 21, 2026") or long ("November 21, 2026") form (spec §9), in
// the reader's time zone, as Intl.DateTimeFormat('en-US') writes them. Written out here instead:
// a page's first DateTimeFormat made Chromium load ICU's date patterns, 67–118 ms of a phone's main
// thread (Lighthouse's 4× slowdown on this machine) in the one task that runs the app's shared code,
// counted whole as blocking time. dates.test.ts compares both forms with Intl's over many dates and
// time zones, and fails the day they differ.
/** The months' names, January first. */
export const MONTHS = 'January February March April May June July August September October November December'.split(' ');

function format(date: Date, form: 'short' | 'long'): string {
  const month = MONTHS[date.getMonth()];
  const year = date.getFullYear();
  // Intl writes a year before 1 AD without its era: 1 BC (year 0) as "1".
  return `${form === 'short' ? month.slice(0, 3) : month} ${date.getDate()}, ${year < 1 ? 1 - year : year}`;
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatShortDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'short') : '';
}

export function formatLongDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'long') : '';
}

/** The date readers see for an article: when it went live, or when it was written if it never did. */
export function articleDate(article: { publishedAt?: string | null; createdAt: string }): string {
  return article.publishedAt ?? article.createdAt;
}
