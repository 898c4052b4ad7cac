import { DateTime } from 'luxon';

/**
 * Whether some day in `timeZone` starts after midnight in the next two years: where the clocks spring
 * forward at 00:00 (Chile, Cuba, Egypt, Lebanon) that day starts at 01:00, and cron-parser (BullMQ's
 * cron) passes over an hour-0 schedule on that day instead of running it at 01:00 as it moves any
 * other skipped hour. Schedules at midnight add hour 1 in such a zone.
 */
export function skipsMidnight(timeZone: string): boolean {
  const now = DateTime.now().setZone(timeZone);
  const last = now.plus({ years: 2 });
  for (let day = now.startOf('day'); day < last; day = day.plus({ days: 1 }).startOf('day')) {
    if (day.hour !== 0) return true;
  }
  return false;
}
