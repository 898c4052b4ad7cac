// A game's release date as readers see it, in the page's locale: "March 14, 2027" on an English
// page, "14. März 2027" on a German one, "2027年第2四半期" in Japanese. graph's `label` is the same
// date written once in English for integrators; a page writes its own from `precision` and
// `startsOn`, so a translated edition does not show English dates (and no label is hand-formatted).
import { useCallback } from 'react';
import { useT } from '../i18n/use-t';
import { formatDay, type PublicationFormat } from './dates';
import { usePublicationFormat } from './publication-format';

/** What a release says of its date: how precise it is and the first day it covers. */
export interface ReleaseDate {
  precision: string;
  startsOn?: string | null;
}

/** The words a catalog has for what Intl cannot write: a quarter and "to be announced". */
export interface ReleaseWords {
  quarter(values: { quarter: string; year: string }): string;
  tba: string;
}

const numerals = new Map<string, Intl.NumberFormat>();
/** A number in the locale's own digits, without grouping ("2027", "٢٠٢٧"). */
function numeral(value: number, locale: string): string {
  let made = numerals.get(locale);
  if (!made) {
    made = new Intl.NumberFormat(locale, { useGrouping: false });
    numerals.set(locale, made);
  }
  return made.format(value);
}

export function formatRelease(release: ReleaseDate, format: PublicationFormat, words: ReleaseWords): string {
  const startsOn = release.startsOn;
  if (!startsOn || release.precision === 'tba') return words.tba;
  switch (release.precision) {
    case 'year':
      return formatDay(startsOn, 'year', format);
    case 'quarter': {
      const [year, month] = startsOn.split('-').map(Number);
      return words.quarter({
        quarter: numeral(Math.floor((month - 1) / 3) + 1, format.locale),
        year: numeral(year, format.locale),
      });
    }
    case 'month':
      return formatDay(startsOn, 'month', format);
    default:
      return formatDay(startsOn, 'long', format);
  }
}

/** formatRelease with the page's locale and catalog. */
export function useReleaseLabel(): (release: ReleaseDate) => string {
  const format = usePublicationFormat();
  const t = useT();
  return useCallback(
    (release: ReleaseDate) =>
      formatRelease(release, format, {
        quarter: (values) => t('game.releaseQuarter', values),
        tba: t('game.releaseTba'),
      }),
    [format, t],
  );
}
