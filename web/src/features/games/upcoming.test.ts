import { groupByMonth } from './upcoming';

describe('groupByMonth', () => {
  it('puts days and months under their month, and quarters and years under themselves', () => {
    const groups = groupByMonth([
      { precision: 'day', startsOn: '2027-03-14', label: '14 March 2027' },
      { precision: 'month', startsOn: '2027-03-01', label: 'March 2027' },
      { precision: 'quarter', startsOn: '2027-04-01', label: 'Q2 2027' },
      { precision: 'day', startsOn: '2027-04-02', label: '2 April 2027' },
      { precision: 'year', startsOn: '2028-01-01', label: '2028' },
    ]);
    expect(groups.map((g) => [g.heading, g.releases.map((r) => r.label)])).toEqual([
      ['March 2027', ['14 March 2027', 'March 2027']],
      ['Q2 2027', ['Q2 2027']],
      ['April 2027', ['2 April 2027']],
      ['2028', ['2028']],
    ]);
  });

  it('answers no groups for no releases', () => {
    expect(groupByMonth([])).toEqual([]);
  });

  // upcoming.ts writes the month itself instead of asking Intl (a phone's first DateTimeFormat is slow):
  // this fails the day its words differ from Intl's.
  it('heads a month as Intl.DateTimeFormat("en-GB") writes it', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const differing: string[] = [];
    for (let year = 1900; year < 2200; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const startsOn = `${year}-${String(month).padStart(2, '0')}-28`;
        const [group] = groupByMonth([{ precision: 'day', startsOn, label: startsOn }]);
        const expected = intl.format(new Date(`${startsOn}T00:00:00Z`));
        if (group.heading !== expected) differing.push(`${startsOn}: ${group.heading} vs ${expected}`);
      }
    }
    expect(differing.slice(0, 5)).toEqual([]);
  });
});
