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
    expect(readingMinutes('<p>Hi</p>')).toBe(1);
    expect(readingMinutes(`<p>${'word '.repeat(230)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${'word '.repeat(231)}</p><p>&nbsp;</p>`)).toBe(2);
    expect(readingMinutes(`<h2>Title</h2>${'<p>one two three four five</p>'.repeat(200)}`)).toBe(5);
  });
});
