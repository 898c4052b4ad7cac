import { nextFreeSlug, slugify } from './index';

describe('slugify (spec §4)', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['Elden Ring: Shadow of the Erdtree Review', 'elden-ring-shadow-of-the-erdtree-review'],
    ['  --Zelda: Tears of the Kingdom!--  ', 'zelda-tears-of-the-kingdom'],
    ['  --Top 10!!  Games -- ', 'top-10-games'],
    ['PS5 Pro vs. Xbox Series X', 'ps5-pro-vs-xbox-series-x'],
    // Transliterated before the rule: accented letters keep their base letter.
    ['Café Ünïcode', 'cafe-unicode'],
    ['Straße nach Łódź', 'strasse-nach-lodz'],
    ['!!!', ''],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('numbers collisions from -2', () => {
    expect(nextFreeSlug('a', [])).toBe('a');
    expect(nextFreeSlug('a', ['a'])).toBe('a-2');
    expect(nextFreeSlug('a', ['a', 'a-2', 'a-3'])).toBe('a-4');
  });
});
