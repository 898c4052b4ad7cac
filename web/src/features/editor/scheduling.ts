// Spec §4/§5 scheduling rules: the form picks a local date, an hour 0–23 and a minute in steps of
// 5, and the chosen time must be at least 1 minute ahead when the editor submits it. The step is
// graph's (`schedulingRules`, SCHEDULE_MINUTE_STEP) and has no default here: the form waits for it,
// so a test installation's 1-minute slots and a restored revision use the same step.
import { format, isValid, parse } from 'date-fns';

const SCHEDULE_MIN_LEAD_MS = 60_000;

export const SCHEDULE_DATE_REQUIRED = 'Please select a scheduled date and time';
export const SCHEDULE_TOO_SOON = 'Scheduled time must be at least 1 minute in the future';

export const scheduleHours: readonly number[] = Array.from({ length: 24 }, (_, hour) => hour);
/** The minute choices for a step that divides 60 (spec: 00, 05, … 55). */
export function scheduleMinutes(step: number): readonly number[] {
  return Array.from({ length: 60 / step }, (_, index) => index * step);
}

export interface ScheduleParts {
  /** Local calendar date as yyyy-MM-dd (what an <input type="date"> holds); '' when not chosen. */
  date: string;
  hour: number;
  minute: number;
}

const DATE_FORMAT = 'yyyy-MM-dd';

/** The local moment the parts describe, or null when the date is missing or not a real date. */
export function scheduleDate(parts: ScheduleParts): Date | null {
  if (!parts.date) return null;
  const day = parse(parts.date, DATE_FORMAT, new Date(0));
  if (!isValid(day)) return null;
  const when = new Date(day.getFullYear(), day.getMonth(), day.getDate(), parts.hour, parts.minute, 0, 0);
  return isValid(when) ? when : null;
}

/** Parts for a moment, rounded up to the next step so a reopened schedule stays selectable. */
export function schedulePartsFrom(when: Date, step: number): ScheduleParts {
  const stepMs = step * 60_000;
  const rounded = new Date(Math.ceil(when.getTime() / stepMs) * stepMs);
  return { date: format(rounded, DATE_FORMAT), hour: rounded.getHours(), minute: rounded.getMinutes() };
}

/** The first slot that satisfies the minimum lead: what the form offers when scheduling starts. */
export function firstSchedulableParts(now: Date, step: number): ScheduleParts {
  return schedulePartsFrom(new Date(now.getTime() + SCHEDULE_MIN_LEAD_MS), step);
}

/** The spec §5 message for a schedule that cannot be submitted, or null when it can. */
export function scheduleProblem(parts: ScheduleParts, now: Date): string | null {
  if (!parts.date) return SCHEDULE_DATE_REQUIRED;
  const when = scheduleDate(parts);
  if (!when || when.getTime() - now.getTime() < SCHEDULE_MIN_LEAD_MS) return SCHEDULE_TOO_SOON;
  return null;
}
