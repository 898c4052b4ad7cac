import { featuredExcerpt, htmlToText } from './excerpt';

describe('featured excerpts (spec §9)', () => {
  it('cuts featured text at 200 characters', () => {
    expect(featuredExcerpt('x'.repeat(250))).toBe(`${'x'.repeat(200)}...`);
    expect(featuredExcerpt('Short one')).toBe('Short one');
  });
});

describe('htmlToText', () => {
  it('drops scripts and collapses whitespace', () => {
    expect(htmlToText('<p>One</p>\n<script>alert(1)</script><p>Two&nbsp; three</p>')).toBe('One Two three');
  });
});
