import { DEFAULT_PUBLICATION_FORMAT } from '../../lib/dates';
import { groupByMonth, type UpcomingEntry } from './upcoming';

/** As the page writes a quarter or a year (lib/releases.ts); a day's or month's own words are not headings. */
const label = (release: UpcomingEntry) =>
  release.precision === 'quarter'
    ? `Q${Math.floor(Number(release.startsOn.slice(5, 7)) / 3) + 1} ${release.startsOn.slice(0, 4)}`
    : release.startsOn.slice(0, 4);

describe('groupByMonth', () => {
  it('puts days and months under their month, and quarters and years under themselves', () => {
    const groups = groupByMonth(
      [
        { precision: 'day', startsOn: '2027-03-14' },
        { precision: 'month', startsOn: '2027-03-01' },
        { precision: 'quarter', startsOn: '2027-04-01' },
        { precision: 'day', startsOn: '2027-04-02' },
        { precision: 'year', startsOn: '2028-01-01' },
      ],
      DEFAULT_PUBLICATION_FORMAT,
      label,
    );
    expect(groups.map((g) => [g.heading, g.releases.map((r) => r.startsOn)])).toEqual([
      ['March 2027', ['2027-03-14', '2027-03-01']],
      ['Q2 2027', ['2027-04-01']],
      ['April 2027', ['2027-04-02']],
      ['2028', ['2028-01-01']],
    ]);
  });

  it('answers no groups for no releases', () => {
    expect(groupByMonth([], DEFAULT_PUBLICATION_FORMAT, label)).toEqual([]);
  });

  it('heads a month in the publication locale', () => {
    const [group] = groupByMonth(
      [{ precision: 'day', startsOn: '2027-03-01' }],
      { locale: 'de-DE', timeZone: 'Pacific/Kiritimati' },
      label,
    );
    expect(group.heading).toBe('März 2027');
  });
});
