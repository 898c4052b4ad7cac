import { formatLongDate, formatShortDate } from './dates';

describe('en-US dates', () => {
  it('formats short and long forms', () => {
    expect(formatShortDate('2025-03-07T12:00:00.000Z')).toBe('Mar 7, 2025');
    expect(formatLongDate('2025-03-07T12:00:00.000Z')).toBe('March 7, 2025');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatShortDate(null)).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });
});
