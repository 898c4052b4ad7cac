import { DEFAULT_PUBLICATION_FORMAT } from './dates';
import { formatCount, formatScore } from './numbers';

describe('numbers in the publication locale', () => {
  it('groups thousands as en-US does by default', () => {
    expect(formatCount(0, DEFAULT_PUBLICATION_FORMAT)).toBe('0');
    expect(formatCount(999, DEFAULT_PUBLICATION_FORMAT)).toBe('999');
    expect(formatCount(1234567, DEFAULT_PUBLICATION_FORMAT)).toBe('1,234,567');
  });

  it('writes a score whole or with its half', () => {
    expect(formatScore(9, DEFAULT_PUBLICATION_FORMAT)).toBe('9');
    expect(formatScore(8.5, DEFAULT_PUBLICATION_FORMAT)).toBe('8.5');
  });

  it("follows the publication's locale", () => {
    const german = { locale: 'de-DE', timeZone: 'UTC' };
    expect(formatCount(1234567, german)).toBe('1.234.567');
    expect(formatScore(8.5, german)).toBe('8,5');
  });
});
