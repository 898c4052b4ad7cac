// Dates and times as the publication writes them: Intl.DateTimeFormat in the publication's time
// zone and locale (graph's `publication`: PUBLICATION_TIMEZONE, PUBLICATION_LOCALE), never in the
// zone of the machine running the code. The server and every reader's browser therefore write the
// same words and a page hydrates without a mismatch wherever it is read (ADR 0045).

/** The zone and locale dates and numbers are written in; lib/publication-format.tsx provides them. */
export interface PublicationFormat {
  timeZone: string;
  locale: string;
}

/** What graph answers unless configured otherwise, used until its answer is at hand. */
export const DEFAULT_PUBLICATION_FORMAT: PublicationFormat = { timeZone: 'UTC', locale: 'en-US' };

const STYLES = {
  /** "Nov 21, 2026" */
  short: { month: 'short', day: 'numeric', year: 'numeric' },
  /** "November 21, 2026" */
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  /** "21:05 UTC": the zone is named, a reader elsewhere knows it is not their own clock. */
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' },
  /** "21:05:09 UTC": the live console's entries, a few a minute. */
  clockSeconds: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZoneName: 'short' },
  /** "March 2027" */
  month: { month: 'long', year: 'numeric' },
  /** "2027" ("2027年" in Japanese) */
  year: { year: 'numeric' },
  /** "Monday, March 3" */
  weekday: { weekday: 'long', month: 'long', day: 'numeric' },
  /** "Mon 3" */
  shortWeekday: { weekday: 'short', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

// A DateTimeFormat is costly to make and cheap to use: one per locale, zone and style, for good.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(format: PublicationFormat, style: DateStyle): Intl.DateTimeFormat {
  const key = `${format.locale} ${format.timeZone} ${style}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(format.locale, { ...STYLES[style], timeZone: format.timeZone });
    formatters.set(key, made);
  }
  return made;
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant in the publication's zone; '' for a missing or broken value. */
export function formatDate(value: string | Date | null | undefined, style: DateStyle, format: PublicationFormat): string {
  const date = toDate(value);
  return date ? formatter(format, style).format(date) : '';
}

export const formatShortDate = (value: string | Date | null | undefined, format: PublicationFormat) =>
  formatDate(value, 'short', format);

export const formatLongDate = (value: string | Date | null | undefined, format: PublicationFormat) =>
  formatDate(value, 'long', format);

/**
 * "Nov 21, 2026, 21:05 UTC": an instant on a staff screen (a note, a comment, a revision), on the
 * publication's clock with its zone named, as the calendar and the Articles tab write them: a
 * newsroom spread over zones reads one time, not each their own unnamed clock.
 */
export function formatDateTime(value: string | Date | null | undefined, format: PublicationFormat): string {
  const date = toDate(value);
  return date ? `${formatter(format, 'short').format(date)}, ${formatter(format, 'clock').format(date)}` : '';
}

/**
 * A calendar day ("2027-03-14": a release date, a calendar cell) in the publication's locale. A day
 * is no instant, so it is written as the day it names, in no zone (as UTC midnight in UTC).
 */
export function formatDay(day: string, style: DateStyle, format: PublicationFormat): string {
  return formatDate(`${day.slice(0, 10)}T00:00:00Z`, style, { locale: format.locale, timeZone: 'UTC' });
}

/** The date readers see for an article: when it went live, or when it was written if it never did. */
export function articleDate(article: { publishedAt?: string | null; createdAt: string }): string {
  return article.publishedAt ?? article.createdAt;
}

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();

/**
 * "3 min. ago", "vor 3 Min.", "3 分前": how long before `now` an instant was, in the locale's own
 * words (Intl.RelativeTimeFormat), in minutes under an hour, hours under a day, days beyond.
 * Null under a minute: the caller says "just now" in its catalog's words.
 */
export function formatRelative(value: string | Date, now: number, format: PublicationFormat): string | null {
  const date = toDate(value);
  if (!date) return null;
  const minutes = Math.round((now - date.getTime()) / 60_000);
  if (minutes < 1) return null;
  let made = relativeFormatters.get(format.locale);
  if (!made) {
    made = new Intl.RelativeTimeFormat(format.locale, { style: 'short', numeric: 'always' });
    relativeFormatters.set(format.locale, made);
  }
  if (minutes < 60) return made.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  return hours < 24 ? made.format(-hours, 'hour') : made.format(-Math.round(hours / 24), 'day');
}
