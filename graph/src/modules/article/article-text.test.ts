import { cardExcerpt, readingMinutes } from './article-text';

describe('card text and reading time', () => {
  it('uses the excerpt, else the first 120 characters of the text plus an ellipsis', () => {
    expect(cardExcerpt({ excerpt: '  Short summary. ', content: '<p>Body</p>' })).toBe('Short summary.');
    const body = `<p>${'word '.repeat(60)}</p>`;
    const text = cardExcerpt({ excerpt: '', content: body });
    expect(text).toBe(`${'word '.repeat(24).slice(0, 120)}...`);
    expect(text).not.toContain('<');
  });

  it('counts reading time in whole minutes at 230 words a minute, at least one', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(230)).toBe(1);
    expect(readingMinutes(231)).toBe(2);
    expect(readingMinutes(1001)).toBe(5);
  });
});
