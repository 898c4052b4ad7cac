import { spawnSync } from 'node:child_process';
import path from 'node:path';
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
  // this fails the day its words differ from Intl's. Each time zone in a Node of its own (a test
  // cannot move its own process's zone), which loads dates.ts as it is (Node strips the types).
  it.each(['UTC', 'America/Los_Angeles', 'Australia/Adelaide', 'Pacific/Chatham', 'Pacific/Kiritimati'])(
    'writes every date as Intl.DateTimeFormat("en-US") does, in %s',
    (timeZone) => {
      const child = spawnSync(process.execPath, ['--input-type=module', '-e', COMPARE_WITH_INTL, DATES_MODULE], {
        env: { ...process.env, TZ: timeZone },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(child.stderr).toBe('');
      const result = JSON.parse(child.stdout) as { zone: string; checked: number; differing: string[] };
      expect(result.zone).toBe(timeZone);
      expect(result.checked).toBeGreaterThan(20_000);
      expect(result.differing).toEqual([]);
    },
  );
});

const DATES_MODULE = path.join(__dirname, 'dates.ts');

/** Every hour of 2026 and the days around it, then random instants from 1000 BC to 9999 AD. */
const COMPARE_WITH_INTL = `
const { formatShortDate, formatLongDate } = await import(${JSON.stringify('file://')} + process.argv[1]);
const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const long = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const dates = [];
for (let hour = 0; hour < 24 * 366; hour += 1) dates.push(new Date(Date.UTC(2026, 0, 1, hour - 24)));
let seed = 27;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const from = Date.parse('-000999-01-01T00:00:00Z');
const to = Date.UTC(9999, 11, 31);
for (let i = 0; i < 20000; i += 1) dates.push(new Date(from + Math.floor(random() * (to - from))));
const differing = [];
for (const date of dates) {
  const mine = [formatShortDate(date), formatLongDate(date.toISOString())];
  const intl = [short.format(date), long.format(date)];
  if (mine.join('|') !== intl.join('|')) differing.push(date.toISOString() + ': ' + mine.join(' / ') + ' vs ' + intl.join(' / '));
}
console.log(JSON.stringify({ zone: Intl.DateTimeFormat().resolvedOptions().timeZone, checked: dates.length, differing: differing.slice(0, 5) }));
`;
