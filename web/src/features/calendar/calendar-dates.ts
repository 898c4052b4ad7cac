// The calendar's days are UTC dates (graph's `calendar` groups by them), so every date here is a
// YYYY-MM-DD string worked on at UTC midnight: the grid is the same for every viewer's zone.

const DAY_MS = 86_400_000;

export type CalendarView = 'month' | 'week';

const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

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

/** The same UTC time of day as `scheduledFor`, on `date`: a moved article keeps its hour and minute. */
export function movedTo(scheduledFor: string, date: string): string {
  const timeOfDay = Date.parse(scheduledFor) - toMs(scheduledFor.slice(0, 10));
  return new Date(toMs(date) + timeOfDay).toISOString();
}

const MONTHS = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY_LABEL = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });

/** "March 2031" for a month view, "Week of Monday 3 March – Sunday 9 March" for a week. */
export function viewTitle(view: CalendarView, anchor: string): string {
  if (view === 'month') return MONTHS.format(toMs(anchor));
  const { from, to } = viewRange('week', anchor);
  return `Week of ${DAY_LABEL.format(toMs(from))} – ${DAY_LABEL.format(toMs(to))}`;
}

export const dayLabel = (date: string): string => DAY_LABEL.format(toMs(date));
export const shortDayLabel = (date: string): string => SHORT_DAY.format(toMs(date));

/** "09:30 UTC": times are shown in UTC, like the days they sit on. */
export const utcTime = (instant: string): string => `${instant.slice(11, 16)} UTC`;
