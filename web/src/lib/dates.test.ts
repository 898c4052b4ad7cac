import { DEFAULT_PUBLICATION_FORMAT, formatDate, formatDay, formatLongDate, formatRelative, formatShortDate } from './dates';

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

describe('formatRelative: how long ago, in the locale’s words', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

  it('says minutes under an hour, hours under a day, days beyond, in the locale', () => {
    expect(formatRelative(ago(3), now, DEFAULT_PUBLICATION_FORMAT)).toBe('3 min. ago');
    expect(formatRelative(ago(3), now, { timeZone: 'UTC', locale: 'de' })).toBe('vor 3 Min.');
    expect(formatRelative(ago(120), now, { timeZone: 'UTC', locale: 'ja' })).toBe('2 時間前');
    expect(formatRelative(ago(60 * 30), now, DEFAULT_PUBLICATION_FORMAT)).toBe('1 day ago');
  });

  it('leaves under a minute to the caller ("just now" in its catalog) and a broken value out', () => {
    expect(formatRelative(ago(0.2), now, DEFAULT_PUBLICATION_FORMAT)).toBeNull();
    expect(formatRelative('not a date', now, DEFAULT_PUBLICATION_FORMAT)).toBeNull();
  });
});
