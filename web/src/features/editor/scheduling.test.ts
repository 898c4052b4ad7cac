import {
  SCHEDULE_DATE_REQUIRED,
  SCHEDULE_TOO_SOON,
  firstSchedulableParts,
  scheduleDate,
  scheduleHours,
  scheduleMinutes,
  schedulePartsFrom,
  scheduleProblem,
} from './scheduling';

const at = (y: number, mo: number, d: number, h: number, mi: number, s = 0) => new Date(y, mo - 1, d, h, mi, s);

describe('schedule choices', () => {
  it('offers every hour of the day and minutes in steps of 5', () => {
    expect(scheduleHours).toEqual(Array.from({ length: 24 }, (_, h) => h));
    expect(scheduleMinutes(5)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
    expect(scheduleMinutes(15)).toEqual([0, 15, 30, 45]);
  });

  it('starts on the first 5-minute slot at least a minute away', () => {
    expect(firstSchedulableParts(at(2026, 11, 21, 20, 33, 10), 5)).toEqual({ date: '2026-11-21', hour: 20, minute: 35 });
    // 20:34:30 + 1 minute is 20:35:30, past the :35 slot, so :40 is the first one allowed.
    expect(firstSchedulableParts(at(2026, 11, 21, 20, 34, 30), 5)).toEqual({ date: '2026-11-21', hour: 20, minute: 40 });
    expect(firstSchedulableParts(at(2026, 11, 21, 23, 58), 5)).toEqual({ date: '2026-11-22', hour: 0, minute: 0 });
    // An installation whose graph offers 1-minute slots (tests) starts on the next whole minute past the lead.
    expect(firstSchedulableParts(at(2026, 11, 21, 20, 33, 10), 1)).toEqual({ date: '2026-11-21', hour: 20, minute: 35 });
    expect(firstSchedulableParts(at(2026, 11, 21, 20, 32, 0), 1)).toEqual({ date: '2026-11-21', hour: 20, minute: 33 });
  });

  it('turns the chosen parts into that local moment', () => {
    expect(scheduleDate({ date: '2026-12-01', hour: 9, minute: 15 })).toEqual(at(2026, 12, 1, 9, 15));
    expect(scheduleDate({ date: '', hour: 9, minute: 15 })).toBeNull();
    expect(scheduleDate({ date: 'not-a-date', hour: 9, minute: 15 })).toBeNull();
  });

  it('reopens a stored schedule on its own slot, rounding an odd minute up', () => {
    expect(schedulePartsFrom(at(2026, 12, 24, 18, 30), 5)).toEqual({ date: '2026-12-24', hour: 18, minute: 30 });
    expect(schedulePartsFrom(at(2026, 12, 24, 18, 31), 5)).toEqual({ date: '2026-12-24', hour: 18, minute: 35 });
  });
});

describe('schedule validation (spec §5)', () => {
  const now = at(2026, 11, 21, 20, 33, 0);

  it('asks for a date when none is chosen', () => {
    expect(scheduleProblem({ date: '', hour: 21, minute: 0 }, now)).toBe(SCHEDULE_DATE_REQUIRED);
    expect(SCHEDULE_DATE_REQUIRED).toBe('Please select a scheduled date and time');
  });

  it('refuses a time less than a minute ahead, or in the past', () => {
    expect(scheduleProblem({ date: '2026-11-21', hour: 20, minute: 30 }, now)).toBe(SCHEDULE_TOO_SOON);
    expect(scheduleProblem({ date: '2026-11-21', hour: 20, minute: 35 }, at(2026, 11, 21, 20, 34, 1))).toBe(SCHEDULE_TOO_SOON);
    expect(SCHEDULE_TOO_SOON).toBe('Scheduled time must be at least 1 minute in the future');
  });

  it('accepts a time exactly a minute ahead or later', () => {
    expect(scheduleProblem({ date: '2026-11-21', hour: 20, minute: 35 }, at(2026, 11, 21, 20, 34, 0))).toBeNull();
    expect(scheduleProblem({ date: '2026-11-22', hour: 8, minute: 0 }, now)).toBeNull();
  });
});
