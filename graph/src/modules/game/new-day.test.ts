// When the worker announces a new day (the `games` answers that depend on today are dropped): at
// the start of every day in the publication's zone, daylight-saving days included. Walked with
// BullMQ's own next-run rule, the one its scheduler follows.
import { getNextMillis } from 'bullmq';
import { DateTime } from 'luxon';
import { newDaySchedule } from './new-day.jobs';

/** Each announcement from `from` to `to`, written as the zone's wall clock. */
function announcements(timeZone: string, from: string, to: string): string[] {
  const schedule = newDaySchedule(timeZone);
  const runs: string[] = [];
  for (let at = getNextMillis(Date.parse(from), schedule)!; at < Date.parse(to); at = getNextMillis(at, schedule)!) {
    runs.push(DateTime.fromMillis(at, { zone: timeZone }).toFormat("yyyy-MM-dd'T'HH:mm"));
  }
  return runs;
}

/** The local days that got at least one announcement in their first hour or so. */
const daysStarted = (runs: string[]) => [...new Set(runs.map((run) => run.slice(0, 10)))];

it.each([
  ['Europe/Berlin', '2026-03-27T12:00:00Z', '2026-03-31T12:00:00Z'],
  ['Europe/Berlin', '2026-10-23T12:00:00Z', '2026-10-27T12:00:00Z'],
  ['America/New_York', '2026-03-06T12:00:00Z', '2026-03-10T12:00:00Z'],
  ['America/New_York', '2026-10-30T12:00:00Z', '2026-11-03T12:00:00Z'],
])('announces once at each local midnight in %s around a clock change (from %s)', (zone, from, to) => {
  const runs = announcements(zone, from, to);
  expect(runs).toHaveLength(4);
  for (const run of runs) expect(run.slice(11)).toBe('00:00');
});

it.each([
  // Chile springs forward at midnight: 6 September 2026 starts at 01:00.
  ['America/Santiago', '2026-09-04T12:00:00Z', '2026-09-08T12:00:00Z', ['2026-09-05', '2026-09-06', '2026-09-07', '2026-09-08']],
  // Egypt too, on the last Friday of April: 24 April 2026 starts at 01:00.
  ['Africa/Cairo', '2026-04-22T12:00:00Z', '2026-04-26T12:00:00Z', ['2026-04-23', '2026-04-24', '2026-04-25', '2026-04-26']],
])('announces the day whose midnight the clocks skip in %s', (zone, from, to, days) => {
  const runs = announcements(zone, from, to);
  expect(daysStarted(runs)).toEqual(days);
  for (const run of runs) expect(['00:00', '01:00']).toContain(run.slice(11));
});
