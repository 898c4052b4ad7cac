import { PlainText, cleanPlainText, sanitizeArticleHtml, withoutXmlIllegalChars } from './sanitize';

describe('sanitizeArticleHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    expect(
      sanitizeArticleHtml(
        '<p onmouseover="x()">a</p><script>evil()</script><img src="javascript:alert(1)" onerror="x()"><a href="javascript:alert(1)">l</a>',
      ),
    ).toBe('<p>a</p><img /><a>l</a>');
  });

  it('keeps the article formatting editors use', () => {
    const html =
      '<h2>Verdict</h2><p><strong>Great</strong> <em>game</em></p><ul><li>one</li></ul><blockquote>q</blockquote><img src="https://cdn.example.com/a.png" alt="shot" /><a href="https://example.com">link</a>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('allows YouTube embeds only', () => {
    expect(
      sanitizeArticleHtml('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>'),
    ).toBe('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>');
    expect(sanitizeArticleHtml('<iframe src="https://evil.example.com/embed/dQw4w9WgXcQ"></iframe>')).toBe('');
    expect(sanitizeArticleHtml('<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe>')).toBe('');
  });

  it('keeps inline raster images but drops data: documents posing as images', () => {
    const png = '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot" />';
    expect(sanitizeArticleHtml(png)).toBe(png);
    expect(sanitizeArticleHtml('<img src="data:text/html,<script>alert(1)</script>" />')).toBe('');
    expect(sanitizeArticleHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>" />')).toBe('');
    expect(sanitizeArticleHtml('<img src=" DATA:text/html;base64,PHNjcmlwdD4=" />')).toBe('');
  });

  it('protects links that open a new tab', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('text XML cannot carry', () => {
  it('loses C0 controls but tab, LF and CR, U+FFFE/U+FFFF and unpaired surrogates; keeps the rest', () => {
    expect(withoutXmlIllegalChars('a\u0000b\u0007c\u000Bd\u001Fe\uFFFEf\uFFFFg\uD800h\uDC00i')).toBe('abcdefghi');
    expect(withoutXmlIllegalChars('tab\there\nline\r\n ok: é, 😀, \u00A0, \u2028')).toBe(
      'tab\there\nline\r\n ok: é, 😀, \u00A0, \u2028',
    );
  });

  it('is stripped from the plain-text fields of an input, inherited and nested ones too, and nowhere else', () => {
    class Base {
      @PlainText()
      name?: string;
    }
    class Input extends Base {
      @PlainText()
      tags?: string[];
      password?: string;
      nested?: Base;
    }
    const input = Object.assign(new Input(), {
      name: 'Bell\u0007 review',
      tags: ['ok', 'bad\u0001'],
      password: 'keep\u0007me',
      nested: Object.assign(new Base(), { name: 'inner\uFFFF' }),
    });
    cleanPlainText([input]);
    expect({ ...input, nested: { ...input.nested } }).toEqual({
      name: 'Bell review',
      tags: ['ok', 'bad'],
      password: 'keep\u0007me',
      nested: { name: 'inner' },
    });
  });

  it('leaves article HTML without them', () => {
    expect(sanitizeArticleHtml('<p>bell\u0007</p>')).toBe('<p>bell</p>');
  });
});
