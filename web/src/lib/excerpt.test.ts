import { cardExcerpt, featuredExcerpt, htmlToText } from './excerpt';

describe('card excerpts (spec §9)', () => {
  it('uses the excerpt when there is one', () => {
    expect(cardExcerpt({ excerpt: 'A short summary.', content: '<p>Body</p>' })).toBe('A short summary.');
  });

  it('falls back to the first 120 characters of the content text plus an ellipsis', () => {
    const words = 'word '.repeat(60);
    const excerpt = cardExcerpt({ excerpt: null, content: `<h2>Intro</h2><p>${words}</p>` });
    const text = `Intro ${words}`.trim();
    expect(excerpt).toBe(`${text.slice(0, 120)}...`);
    expect(excerpt).toHaveLength(123);
  });

  it('treats a blank excerpt as missing and reads the text, not the tags', () => {
    expect(cardExcerpt({ excerpt: '  ', content: '<p>Fast &amp; <strong>fun</strong></p>' })).toBe('Fast & fun...');
  });

  it('cuts featured text at 200 characters', () => {
    const long = 'x'.repeat(250);
    expect(featuredExcerpt({ excerpt: long, content: '' })).toBe(`${'x'.repeat(200)}...`);
    expect(featuredExcerpt({ excerpt: 'Short one', content: '' })).toBe('Short one');
  });
});

describe('htmlToText', () => {
  it('drops scripts and collapses whitespace', () => {
    expect(htmlToText('<p>One</p>\n<script>alert(1)</script><p>Two&nbsp; three</p>')).toBe('One Two three');
  });
});
