// The weekly digest goes out once a week at DIGEST_HOUR in DIGEST_TIMEZONE, clock changes included.
// Walked with BullMQ's own next-run rule, the one the worker's scheduler follows.
import { getNextMillis } from 'bullmq';
import { DateTime } from 'luxon';
import { digestSchedule } from './newsletter.jobs';

// Weekdays as DIGEST_DAY is held: 0 is Sunday.
const SUNDAY = 0;
const FRIDAY = 5;

/** Each run from `from` on, `count` of them, written as the zone's wall clock with its weekday. */
function runs(digest: { weekday: number; hour: number; timeZone: string }, from: string, count: number): string[] {
  const schedule = digestSchedule(digest);
  const out: string[] = [];
  for (let at = getNextMillis(Date.parse(from), schedule)!; out.length < count; at = getNextMillis(at, schedule)!) {
    out.push(DateTime.fromMillis(at, { zone: digest.timeZone }).toFormat("ccc yyyy-MM-dd'T'HH:mm"));
  }
  return out;
}

it('keeps 09:00 on Fridays in Berlin across both clock changes', () => {
  const digest = { weekday: FRIDAY, hour: 9, timeZone: 'Europe/Berlin' };
  expect(runs(digest, '2026-03-20T12:00:00Z', 2)).toEqual(['Fri 2026-03-27T09:00', 'Fri 2026-04-03T09:00']);
  expect(runs(digest, '2026-10-20T12:00:00Z', 2)).toEqual(['Fri 2026-10-23T09:00', 'Fri 2026-10-30T09:00']);
});

it('sends the week of a skipped hour at the hour after it (02:00 on Sunday 29 March in Berlin)', () => {
  const digest = { weekday: SUNDAY, hour: 2, timeZone: 'Europe/Berlin' };
  expect(runs(digest, '2026-03-20T12:00:00Z', 3)).toEqual([
    'Sun 2026-03-22T02:00',
    'Sun 2026-03-29T03:00',
    'Sun 2026-04-05T02:00',
  ]);
});

it('sends the week whose digest midnight the clocks skip (Friday 24 April 2026 in Cairo starts at 01:00)', () => {
  const digest = { weekday: FRIDAY, hour: 0, timeZone: 'Africa/Cairo' };
  const days = runs(digest, '2026-04-15T12:00:00Z', 6).map((run) => run.slice(0, 14));
  // A repeat within the hour is harmless (an issue is made once per week, each subscriber claimed once).
  expect([...new Set(days)].slice(0, 3)).toEqual(['Fri 2026-04-17', 'Fri 2026-04-24', 'Fri 2026-05-01']);
});
