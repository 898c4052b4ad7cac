import { DEFAULT_PUBLICATION_FORMAT } from '../../lib/dates';
import { groupByMonth } from './upcoming';

describe('groupByMonth', () => {
  it('puts days and months under their month, and quarters and years under themselves', () => {
    const groups = groupByMonth(
      [
        { precision: 'day', startsOn: '2027-03-14', label: '14 March 2027' },
        { precision: 'month', startsOn: '2027-03-01', label: 'March 2027' },
        { precision: 'quarter', startsOn: '2027-04-01', label: 'Q2 2027' },
        { precision: 'day', startsOn: '2027-04-02', label: '2 April 2027' },
        { precision: 'year', startsOn: '2028-01-01', label: '2028' },
      ],
      DEFAULT_PUBLICATION_FORMAT,
    );
    expect(groups.map((g) => [g.heading, g.releases.map((r) => r.label)])).toEqual([
      ['March 2027', ['14 March 2027', 'March 2027']],
      ['Q2 2027', ['Q2 2027']],
      ['April 2027', ['2 April 2027']],
      ['2028', ['2028']],
    ]);
  });

  it('answers no groups for no releases', () => {
    expect(groupByMonth([], DEFAULT_PUBLICATION_FORMAT)).toEqual([]);
  });

  it('heads a month in the publication locale', () => {
    const [group] = groupByMonth([{ precision: 'day', startsOn: '2027-03-01', label: '1 March 2027' }], {
      locale: 'de-DE',
      timeZone: 'Pacific/Kiritimati',
    });
    expect(group.heading).toBe('März 2027');
  });
});
