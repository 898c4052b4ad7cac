// The head's part of the stylesheet (critical-css.ts): every rule that could match the page's
// markup, in the stylesheet's order, and none that could not. e2e/first-visit.test.ts checks the
// outcome in Chromium: real pages painted from their head's rules look as with the whole stylesheet.
import { criticalCss } from './critical-css';

const STYLESHEET = [
  ':root{--text:#fff}',
  'body{margin:0}',
  '@font-face{font-family:Brand;src:url(/brand.woff2)}',
  '.card{display:flex}',
  '.card:hover .card-title{text-decoration:underline}',
  '.hero.wide{width:100%}',
  '.absent{color:red}',
  '.absent,.card-title{font-weight:700}',
  'a:not(.plain){color:blue}',
  '[data-kind=video] .play{opacity:1}',
  '@media (width>=900px){.card{gap:8px}.absent{gap:0}}',
  '@media (width>=1200px){.absent{gap:1px}}',
  '@layer base{.card-title{margin:0}}',
].join('');

const markup = (classes: string) => `<main><div class="${classes}"><h2 class="card-title">A</h2></div><a href="/">x</a></main>`;

describe('criticalCss', () => {
  it('keeps the rules the markup can use, in order, and drops the rest', () => {
    const css = criticalCss(STYLESHEET).forMarkup(markup('card hero'));
    expect(css).toBe(
      [
        ':root{--text:#fff}',
        'body{margin:0}',
        '@font-face{font-family:Brand;src:url(/brand.woff2)}',
        '.card{display:flex}',
        '.card:hover .card-title{text-decoration:underline}',
        // Either selector of a list may match: kept whole.
        '.absent,.card-title{font-weight:700}',
        // Only the classes outside parentheses and brackets are required.
        'a:not(.plain){color:blue}',
        '@media (width>=900px){.card{gap:8px}}',
        '@layer base{.card-title{margin:0}}',
      ].join(''),
    );
  });

  it('needs every class of a compound or descendant selector', () => {
    const critical = criticalCss(STYLESHEET);
    expect(critical.forMarkup(markup('hero'))).not.toContain('.hero.wide');
    expect(critical.forMarkup(markup('hero wide'))).toContain('.hero.wide{width:100%}');
    expect(critical.forMarkup('<p class="card-title">x</p>')).not.toContain('.card:hover');
  });

  it('keeps a rule whose class only appears inside an attribute or :not()', () => {
    const css = criticalCss(STYLESHEET).forMarkup('<p>plain</p>');
    expect(css).toContain('a:not(.plain){color:blue}');
    // `.play` is required even beside an attribute selector.
    expect(css).not.toContain('.play');
    expect(criticalCss(STYLESHEET).forMarkup('<i class="play"></i>')).toContain('[data-kind=video] .play{opacity:1}');
  });
});
