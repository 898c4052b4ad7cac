// Spec §4/§5 scheduling rules: the form picks a local date, an hour 0–23 and a minute in steps of
// 5, and the chosen time must be at least 1 minute ahead when the editor submits it.
import { format, isValid, parse } from 'date-fns';

export const SCHEDULE_MINUTE_STEP = 5;
export const SCHEDULE_MIN_LEAD_MS = 60_000;

export const SCHEDULE_DATE_REQUIRED = 'Please select a scheduled date and time';
export const SCHEDULE_TOO_SOON = 'Scheduled time must be at least 1 minute in the future';

export const scheduleHours: readonly number[] = Array.from({ length: 24 }, (_, hour) => hour);
export const scheduleMinutes: readonly number[] = Array.from(
  { length: 60 / SCHEDULE_MINUTE_STEP },
  (_, index) => index * SCHEDULE_MINUTE_STEP,
);

export interface ScheduleParts {
  /** Local calendar date as yyyy-MM-dd (what an <input type="date"> holds); '' when not chosen. */
  date: string;
  hour: number;
  minute: number;
}

const DATE_FORMAT = 'yyyy-MM-dd';
const STEP_MS = SCHEDULE_MINUTE_STEP * 60_000;

/** The local moment the parts describe, or null when the date is missing or not a real date. */
export function scheduleDate(parts: ScheduleParts): Date | null {
  if (!parts.date) return null;
  const day = parse(parts.date, DATE_FORMAT, new Date(0));
  if (!isValid(day)) return null;
  const when = new Date(day.getFullYear(), day.getMonth(), day.getDate(), parts.hour, parts.minute, 0, 0);
  return isValid(when) ? when : null;
}

/** Parts for a moment, rounded up to the next 5-minute step so a reopened schedule stays selectable. */
export function schedulePartsFrom(when: Date): ScheduleParts {
  const rounded = new Date(Math.ceil(when.getTime() / STEP_MS) * STEP_MS);
  return { date: format(rounded, DATE_FORMAT), hour: rounded.getHours(), minute: rounded.getMinutes() };
}

/** The first 5-minute slot that satisfies the minimum lead: what the form offers when scheduling starts. */
export function firstSchedulableParts(now: Date): ScheduleParts {
  return schedulePartsFrom(new Date(now.getTime() + SCHEDULE_MIN_LEAD_MS));
}

/** The spec §5 message for a schedule that cannot be submitted, or null when it can. */
export function scheduleProblem(parts: ScheduleParts, now: Date): string | null {
  if (!parts.date) return SCHEDULE_DATE_REQUIRED;
  const when = scheduleDate(parts);
  if (!when || when.getTime() - now.getTime() < SCHEDULE_MIN_LEAD_MS) return SCHEDULE_TOO_SOON;
  return null;
}
