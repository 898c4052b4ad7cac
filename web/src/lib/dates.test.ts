import path from 'node:path';
import { expectSameAsIntl, TIME_ZONES } from '../testing/intl-comparison';
import { formatLongDate, formatShortDate } from './dates';

describe('en-US dates', () => {
  it('formats short and long forms', () => {
    expect(formatShortDate('2025-03-07T12:00:00.000Z')).toBe('Mar 7, 2025');
    expect(formatLongDate('2025-03-07T12:00:00.000Z')).toBe('March 7, 2025');
    expect(formatShortDate('2026-09-30T12:00:00.000Z')).toBe('Sep 30, 2026');
    expect(formatShortDate(new Date(2026, 11, 31, 23, 59))).toBe('Dec 31, 2026');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatShortDate(null)).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });

  // dates.ts writes the dates itself instead of asking Intl (a phone's first DateTimeFormat is slow):
  // this fails the day its words differ from Intl's.
  it.each(TIME_ZONES)('writes every date as Intl.DateTimeFormat("en-US") does, in %s', (timeZone) => {
    expectSameAsIntl(path.join(__dirname, 'dates.ts'), timeZone, COMPARE);
  });
});

const COMPARE = `
  const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  const long = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  return (date) => {
    const mine = [module.formatShortDate(date), module.formatLongDate(date.toISOString())];
    const intl = [short.format(date), long.format(date)];
    return mine.join(' / ') === intl.join(' / ') ? null : date.toISOString() + ': ' + mine.join(' / ') + ' vs ' + intl.join(' / ');
  };
`;
