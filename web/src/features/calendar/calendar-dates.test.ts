import { dayOf, movedTo } from './calendar-dates';

// "Move to…" and dragging keep an article's time of day on the publication's clock. On a day the
// clocks spring forward the time may not exist: the article goes the length of the gap later, on the
// day it was moved to (as the editor's own schedule fields do), never earlier and never the day before.
describe('moving a schedule onto a day with a clock change', () => {
  it.each([
    // zone, scheduled (wall clock there), moved to, expected instant, expected wall clock there
    ['Europe/Berlin', '2026-03-27T23:30:00Z', '2026-03-29', '2026-03-28T23:30:00.000Z', '00:30 CET → 00:30 CET'],
    ['Europe/Berlin', '2026-03-27T22:30:00Z', '2026-03-29', '2026-03-29T21:30:00.000Z', '23:30 CET → 23:30 CEST'],
    ['Europe/Berlin', '2026-03-28T01:30:00Z', '2026-03-29', '2026-03-29T01:30:00.000Z', '02:30 CET → 03:30 CEST'],
    ['America/New_York', '2026-03-07T07:30:00Z', '2026-03-08', '2026-03-08T07:30:00.000Z', '02:30 EST → 03:30 EDT'],
    ['America/Santiago', '2026-09-05T04:30:00Z', '2026-09-06', '2026-09-06T04:30:00.000Z', '00:30 → 01:30 on the 6th'],
    // Falling back, 02:30 happens twice: the first one, as the editor's schedule fields take it.
    ['Europe/Berlin', '2026-10-24T00:30:00Z', '2026-10-25', '2026-10-25T00:30:00.000Z', '02:30 CEST → 02:30 CEST'],
    ['Europe/Berlin', '2026-10-24T21:30:00Z', '2026-10-25', '2026-10-25T22:30:00.000Z', '23:30 CEST → 23:30 CET'],
  ])('in %s, %s moved to %s is %s (%s)', (zone, scheduled, date, expected) => {
    const moved = movedTo(scheduled, date, zone);
    expect(moved).toBe(expected);
    expect(dayOf(moved, zone)).toBe(date);
  });
});
