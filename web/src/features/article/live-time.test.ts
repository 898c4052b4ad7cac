import path from 'node:path';
import { expectSameAsIntl, TIME_ZONES } from '../../testing/intl-comparison';
import { utcClock, utcDay } from './live-time';

describe("a live blog's UTC stamps", () => {
  it('writes the time of day and the day in UTC', () => {
    const date = new Date('2026-11-21T00:05:00Z');
    expect(utcClock(date)).toBe('00:05');
    expect(utcDay(date)).toBe('Nov 21, 2026');
    expect(utcClock(new Date('2026-11-21T23:59:59Z'))).toBe('23:59');
  });

  // live-time.ts writes them itself instead of asking Intl (a phone's first DateTimeFormat is slow):
  // this fails the day its words differ from Intl's, whatever the reader's own time zone.
  it.each(TIME_ZONES)('writes them as Intl.DateTimeFormat("en-US", { timeZone: "UTC" }) does, in %s', (timeZone) => {
    expectSameAsIntl(path.join(__dirname, 'live-time.ts'), timeZone, COMPARE);
  });
});

const COMPARE = `
  const clock = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return (date) => {
    const mine = module.utcDay(date) + ' ' + module.utcClock(date);
    const intl = day.format(date) + ' ' + clock.format(date);
    return mine === intl ? null : date.toISOString() + ': ' + mine + ' vs ' + intl;
  };
`;
