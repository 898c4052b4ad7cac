import { slugify } from './slug';

describe('slugify (spec §4)', () => {
  it('lowercases and joins words with hyphens', () => {
    expect(slugify('Elden Ring: Shadow of the Erdtree Review')).toBe('elden-ring-shadow-of-the-erdtree-review');
  });

  it('trims hyphens at both ends and collapses runs', () => {
    expect(slugify('  --Top 10!!  Games -- ')).toBe('top-10-games');
  });
});

describe('slugify is the server rule', () => {
  it('transliterates accented letters as graph does', () => {
    expect(slugify('Ünïcode café')).toBe('unicode-cafe');
  });
});
