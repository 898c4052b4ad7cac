// Numbers as the publication writes them: Intl.NumberFormat in its locale (lib/dates.ts says why
// the locale comes from the publication, not the machine).
import type { PublicationFormat } from './dates';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale} ${fractionDigits}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    formatters.set(key, made);
  }
  return made;
}

/** "1,234": a whole number, grouped as the locale groups thousands. */
export const formatCount = (count: number, format: PublicationFormat): string => formatter(format.locale, 0).format(count);

/** 9 → "9", 8.5 → "8.5": a review score (the scale moves in halves) or hours, one decimal when it has one. */
export const formatScore = (score: number, format: PublicationFormat): string =>
  formatter(format.locale, Number.isInteger(score) ? 0 : 1).format(score);
