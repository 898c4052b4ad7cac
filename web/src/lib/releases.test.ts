// Release dates written by the page in its own locale. graph's label is English ("14 March 2027",
// "TBA"), and German, Spanish, Japanese and Arabic pages showed it as it was.
import { formatRelease, type ReleaseDate } from './releases';

const words = (quarter: string, tba: string) => ({
  quarter: ({ quarter: q, year }: { quarter: string; year: string }) => quarter.replace('{quarter}', q).replace('{year}', year),
  tba,
});
const english = words('Q{quarter} {year}', 'TBA');
const releases: ReleaseDate[] = [
  { precision: 'day', startsOn: '2027-03-14' },
  { precision: 'month', startsOn: '2027-03-01' },
  { precision: 'quarter', startsOn: '2027-04-01' },
  { precision: 'year', startsOn: '2027-01-01' },
  { precision: 'tba', startsOn: null },
];
const written = (locale: string, w = english, timeZone = 'UTC') =>
  releases.map((release) => formatRelease(release, { locale, timeZone }, w));

it('writes each precision as an English page does', () => {
  expect(written('en-US')).toEqual(['March 14, 2027', 'March 2027', 'Q2 2027', '2027', 'TBA']);
});

it("writes them in a translated edition's words and order", () => {
  expect(written('de', words('Q{quarter} {year}', 'Noch nicht bekannt'))).toEqual([
    '14. März 2027',
    'März 2027',
    'Q2 2027',
    '2027',
    'Noch nicht bekannt',
  ]);
  expect(written('ja', words('{year}年第{quarter}四半期', '未定'))).toEqual([
    '2027年3月14日',
    '2027年3月',
    '2027年第2四半期',
    '2027年',
    '未定',
  ]);
  // An Arabic page's quarter is written in the digits its dates are (ICU's choice for 'ar').
  const [day, , quarter] = written('ar', words('الربع {quarter} من {year}', 'يُعلن لاحقًا'));
  const year = new Intl.DateTimeFormat('ar', { year: 'numeric', timeZone: 'UTC' }).format(new Date('2027-06-01'));
  expect(day).toContain(year);
  expect(quarter).toBe(`الربع ${new Intl.NumberFormat('ar').format(2)} من ${year}`);
});

it('names the day a release names, whatever the zone (a day is no instant)', () => {
  expect(written('en-US', english, 'Pacific/Kiritimati')[0]).toBe('March 14, 2027');
  expect(written('en-US', english, 'America/Los_Angeles')[0]).toBe('March 14, 2027');
});
