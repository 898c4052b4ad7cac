// The calendar's days are dates in the publication's time zone (graph's `calendar` groups by them),
// the zone reader pages write dates in. Every date here is a YYYY-MM-DD string, worked on as UTC
// midnight so the grid is the same for every viewer's zone; instants are shown and moved in the
// publication's zone, written by the reader pages' own module (lib/dates.ts, ADR 0045).
import { formatDate, formatDay, type PublicationFormat } from '../../lib/dates';

const DAY_MS = 86_400_000;

export type CalendarView = 'month' | 'week';

const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The zone's wall clock at an instant: date and milliseconds since its midnight. */
function wallClock(ms: number, timeZone: string): { date: string; timeOfDay: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, timeOfDay: Date.parse(`${date}T${parts.hour}:${parts.minute}:${parts.second}Z`) - toMs(date) + (ms % 1000) };
}

/** The date an instant falls on in the publication's zone. */
export const dayOf = (instant: string, timeZone: string): string => wallClock(Date.parse(instant), timeZone).date;

/** Today's date in the publication's zone. */
export const today = (timeZone: string, now: Date = new Date()): string => wallClock(now.getTime(), timeZone).date;

export const addDays = (date: string, days: number): string => toDate(toMs(date) + days * DAY_MS);

/** Monday of the week `date` is in (weeks start on Monday, ISO 8601). */
function weekStart(date: string): string {
  const weekday = (new Date(toMs(date)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** The first and last day a view shows: whole weeks, Monday to Sunday (a month view covers its month). */
export function viewRange(view: CalendarView, anchor: string): { from: string; to: string } {
  if (view === 'week') {
    const from = weekStart(anchor);
    return { from, to: addDays(from, 6) };
  }
  const first = `${anchor.slice(0, 7)}-01`;
  const next = new Date(toMs(first));
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = toDate(next.getTime() - DAY_MS);
  return { from: weekStart(first), to: addDays(weekStart(last), 6) };
}

/** The anchor one view earlier (-1) or later (+1). */
export function stepAnchor(view: CalendarView, anchor: string, direction: 1 | -1): string {
  if (view === 'week') return addDays(anchor, 7 * direction);
  const moved = new Date(toMs(`${anchor.slice(0, 7)}-01`));
  moved.setUTCMonth(moved.getUTCMonth() + direction);
  return toDate(moved.getTime());
}

/**
 * The same time of day in the zone as `scheduledFor`, on `date`: a moved article keeps its hour and
 * minute on the publication's clock (across a daylight-saving change, too). A time the clocks skip
 * becomes the one the length of the gap later (as a Date made from the editor's fields does), and a
 * time that happens twice the first one, so an article never moves earlier or to the day before.
 */
export function movedTo(scheduledFor: string, date: string, timeZone: string): string {
  const wanted = toMs(date) + wallClock(Date.parse(scheduledFor), timeZone).timeOfDay;
  // The zone's offset at an instant; a day either side of the wanted time brackets any one change.
  const offsetAt = (ms: number) => {
    const clock = wallClock(ms, timeZone);
    return toMs(clock.date) + clock.timeOfDay - ms;
  };
  const before = offsetAt(wanted - DAY_MS);
  const after = offsetAt(wanted + DAY_MS);
  const fits = [wanted - before, wanted - after].filter((ms) => offsetAt(ms) === wanted - ms);
  // None fits in a gap: the offset before it puts the time after it, shifted by the gap.
  return new Date(fits.length ? Math.min(...fits) : wanted - before).toISOString();
}

/** "March 2031" for a month view, "Week of Monday, March 3 – Sunday, March 9" for a week. */
export function viewTitle(view: CalendarView, anchor: string, format: PublicationFormat): string {
  if (view === 'month') return formatDay(anchor, 'month', format);
  const { from, to } = viewRange('week', anchor);
  return `Week of ${formatDay(from, 'weekday', format)} – ${formatDay(to, 'weekday', format)}`;
}

export const dayLabel = (date: string, format: PublicationFormat): string => formatDay(date, 'weekday', format);
export const shortDayLabel = (date: string, format: PublicationFormat): string => formatDay(date, 'shortWeekday', format);

/** "09:30 UTC": an instant on the publication's clock, named with its zone, as the reader pages write it. */
export const clockTime = (instant: string, format: PublicationFormat): string => formatDate(instant, 'clock', format);
