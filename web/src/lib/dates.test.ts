import { DEFAULT_PUBLICATION_FORMAT, formatDate, formatDay, formatLongDate, formatShortDate } from './dates';

// An article that went live at 23:30 UTC: the day before in Los Angeles, the day after in Tokyo.
const LATE = '2026-11-21T23:30:00.000Z';

describe('dates in the publication zone and locale', () => {
  it('writes en-US short and long forms in UTC by default', () => {
    expect(formatShortDate(LATE, DEFAULT_PUBLICATION_FORMAT)).toBe('Nov 21, 2026');
    expect(formatLongDate(LATE, DEFAULT_PUBLICATION_FORMAT)).toBe('November 21, 2026');
    expect(formatDate(LATE, 'clock', DEFAULT_PUBLICATION_FORMAT)).toBe('23:30 UTC');
  });

  it("writes the publication's day, whatever zone the machine runs in", () => {
    expect(formatShortDate(LATE, { locale: 'en-US', timeZone: 'Asia/Tokyo' })).toBe('Nov 22, 2026');
    expect(formatShortDate(LATE, { locale: 'en-US', timeZone: 'America/Los_Angeles' })).toBe('Nov 21, 2026');
    expect(formatDate(LATE, 'clock', { locale: 'en-US', timeZone: 'America/Los_Angeles' })).toBe('15:30 PST');
  });

  it("writes the publication's locale", () => {
    expect(formatLongDate(LATE, { locale: 'en-GB', timeZone: 'UTC' })).toBe('21 November 2026');
    expect(formatLongDate(LATE, { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe('22. November 2026');
  });

  it('writes a calendar day as the day it names, in any zone', () => {
    expect(formatDay('2027-03-01', 'month', { locale: 'en-US', timeZone: 'Pacific/Kiritimati' })).toBe('March 2027');
    expect(formatDay('2027-03-01', 'weekday', { locale: 'en-US', timeZone: 'America/Los_Angeles' })).toBe('Monday, March 1');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatShortDate(null, DEFAULT_PUBLICATION_FORMAT)).toBe('');
    expect(formatLongDate('not a date', DEFAULT_PUBLICATION_FORMAT)).toBe('');
  });
});
