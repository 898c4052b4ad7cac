// The publication's fixed vocabularies for games: the platforms it covers and how precisely a
// release date is known. One table each, so the API, filters and seed all speak the same words.

/**
 * Platform ids (what the API takes and answers, and what `platform=` filters by) and their names.
 * The reader pages keep the ids too (web/src/config/platforms.ts): they filter by no other.
 */
export const PLATFORMS = {
  pc: 'PC',
  ps5: 'PlayStation 5',
  ps4: 'PlayStation 4',
  'xbox-series': 'Xbox Series X|S',
  'xbox-one': 'Xbox One',
  'switch-2': 'Nintendo Switch 2',
  switch: 'Nintendo Switch',
  mac: 'macOS',
  linux: 'Linux',
  ios: 'iOS',
  android: 'Android',
  vr: 'VR headsets',
} as const;

export type PlatformId = keyof typeof PLATFORMS;

export const isPlatformId = (value: string): value is PlatformId => Object.hasOwn(PLATFORMS, value);

export const PLATFORM_LIST = Object.keys(PLATFORMS).join(', ');

/**
 * How much of a release date is known. The date is stored as the first day of the period it names
 * (`starts_on`), so every precision sorts and groups by month with the others:
 * - `day`: `2027-03-14`
 * - `month`: `2027-03` (stored 2027-03-01)
 * - `quarter`: `2027-Q2` (stored 2027-04-01)
 * - `year`: `2027` (stored 2027-01-01)
 * - `tba`: no value (stored NULL)
 */
export enum ReleasePrecision {
  day = 'day',
  month = 'month',
  quarter = 'quarter',
  year = 'year',
  tba = 'tba',
}

const FORMATS: Record<ReleasePrecision, { pattern: RegExp; example: string }> = {
  day: { pattern: /^(\d{4})-(\d{2})-(\d{2})$/, example: '2027-03-14' },
  month: { pattern: /^(\d{4})-(\d{2})$/, example: '2027-03' },
  quarter: { pattern: /^(\d{4})-Q([1-4])$/, example: '2027-Q2' },
  year: { pattern: /^(\d{4})$/, example: '2027' },
  tba: { pattern: /^$/, example: '' },
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The first day (YYYY-MM-DD) of the period `value` names at `precision`, null for tba; or the
 * reason it is not one (a sentence naming the expected form).
 */
export function releaseStart(
  precision: ReleasePrecision,
  value: string | null | undefined,
): { startsOn: string | null } | { problem: string } {
  const text = (value ?? '').trim();
  if (precision === ReleasePrecision.tba) {
    return text ? { problem: 'A release marked tba takes no value' } : { startsOn: null };
  }
  const { pattern, example } = FORMATS[precision];
  const match = pattern.exec(text);
  const problem = { problem: `A ${precision} release date is written like ${example}` };
  if (!match) return problem;
  const year = Number(match[1]);
  if (year < 1970 || year > 2100) return { problem: 'Release years must be between 1970 and 2100' };
  switch (precision) {
    case ReleasePrecision.year:
      return { startsOn: `${year}-01-01` };
    case ReleasePrecision.quarter:
      return { startsOn: `${year}-${pad((Number(match[2]) - 1) * 3 + 1)}-01` };
    case ReleasePrecision.month: {
      const month = Number(match[2]);
      return month >= 1 && month <= 12 ? { startsOn: `${year}-${pad(month)}-01` } : problem;
    }
    default: {
      const date = new Date(`${text}T00:00:00Z`);
      // Rejects 2027-02-30 and the like: the parsed date must print back as typed.
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? { startsOn: text } : problem;
    }
  }
}

/** The stored period back in the API's form (`2027-Q2`…), null for tba. */
export function releaseValue(precision: ReleasePrecision, startsOn: string | null): string | null {
  if (!startsOn || precision === ReleasePrecision.tba) return null;
  const [year, month] = startsOn.split('-');
  switch (precision) {
    case ReleasePrecision.year:
      return year;
    case ReleasePrecision.quarter:
      return `${year}-Q${Math.floor((Number(month) - 1) / 3) + 1}`;
    case ReleasePrecision.month:
      return `${year}-${month}`;
    default:
      return startsOn;
  }
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * In English, for integrators: "14 March 2027", "March 2027", "Q2 2027", "2027" or "TBA". Reader pages
 * write their own in the page's language (web/src/lib/releases.ts).
 */
export function releaseLabel(precision: ReleasePrecision, startsOn: string | null): string {
  if (!startsOn || precision === ReleasePrecision.tba) return 'TBA';
  const [year, month, day] = startsOn.split('-').map(Number);
  switch (precision) {
    case ReleasePrecision.year:
      return String(year);
    case ReleasePrecision.quarter:
      return `Q${Math.floor((month - 1) / 3) + 1} ${year}`;
    case ReleasePrecision.month:
      return `${MONTHS[month - 1]} ${year}`;
    default:
      return `${day} ${MONTHS[month - 1]} ${year}`;
  }
}
