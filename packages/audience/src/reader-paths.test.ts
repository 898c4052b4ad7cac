import {
  CATEGORY_PATHS,
  matchReaderPath,
  pageQueryParams,
  readerPathParam,
  splitEditionPrefix,
  withEditionPrefix,
} from './index';

describe('matchReaderPath', () => {
  it.each([
    ['/', '/', {}],
    ['/articles', '/articles', {}],
    ['/articles/', '/articles', {}],
    ['/articles/elden-ring-review', '/articles/:slug', { slug: 'elden-ring-review' }],
    ['/articles/elden-ring-review/', '/articles/:slug', { slug: 'elden-ring-review' }],
    ['/articles/caf%C3%A9', '/articles/:slug', { slug: 'café' }],
    ['/games/hades-ii', '/games/:slug', { slug: 'hades-ii' }],
    ['/reviews', '/reviews', {}],
    ['/preview/AbC', '/preview/:token', { token: 'AbC' }],
    ['/account/verify', '/account/verify', {}],
  ])('%s is %s', (path, pattern, params) => {
    expect(matchReaderPath(path)).toEqual({ pattern, params });
  });

  it.each(['/articles/a/b', '/articles/%E0%A4%A', '/nope', '/games//', '/articles//', '/api/articles/slug/x'])(
    '%s is no reader page',
    (path) => {
      expect(matchReaderPath(path)).toBeUndefined();
    },
  );
});

test("readerPathParam answers a route's one parameter, for that route only", () => {
  expect(readerPathParam('/articles/gta-vi', '/articles/:slug')).toBe('gta-vi');
  expect(readerPathParam('/games/gta-vi', '/articles/:slug')).toBeUndefined();
  expect(readerPathParam('/article/gta-vi', '/articles/:slug')).toBeUndefined();
});

describe('splitEditionPrefix (ADR 0049)', () => {
  const prefixes = ['de', 'pt-br', 'ja'];
  it.each([
    ['/de', 'de', '/'],
    ['/de/', 'de', '/'],
    ['/de/articles/elden-ring-test', 'de', '/articles/elden-ring-test'],
    ['/de/reviews/', 'de', '/reviews/'],
    ['/pt-br/games/hades-ii', 'pt-br', '/games/hades-ii'],
    ['/', null, '/'],
    ['/articles/de', null, '/articles/de'],
    ['/fr/articles/x', null, '/fr/articles/x'],
    ['/deutsch/articles', null, '/deutsch/articles'],
    ['/DE/articles', null, '/DE/articles'],
  ])('%s is edition %s, path %s', (path, prefix, rest) => {
    expect(splitEditionPrefix(path, prefixes)).toEqual({ prefix, path: rest });
  });

  it('leaves an unknown prefix to the default edition, where no route matches it (the 404 page)', () => {
    const { prefix, path } = splitEditionPrefix('/fr/articles/x', prefixes);
    expect(prefix).toBeNull();
    expect(matchReaderPath(path)).toBeUndefined();
  });

  it('puts a path back under its prefix', () => {
    expect(withEditionPrefix('/', 'de')).toBe('/de');
    expect(withEditionPrefix('/?search=x', 'de')).toBe('/de?search=x');
    expect(withEditionPrefix('/articles/x', 'de')).toBe('/de/articles/x');
    expect(withEditionPrefix('/articles/x', null)).toBe('/articles/x');
  });
});

// Each reader route's own query parameters (what the gateway keeps in a page's cache key), and none
// for the rest: a cache-buster or a tracking parameter never reaches a page.
test('listings, the home page and the games index read their filters; other pages read none', () => {
  expect(pageQueryParams('/')).toEqual(['search']);
  expect(pageQueryParams('/articles')).toEqual(['category', 'minScore', 'page', 'platform', 'search']);
  expect(pageQueryParams('/articles/')).toEqual(pageQueryParams('/articles'));
  expect(pageQueryParams(CATEGORY_PATHS[0])).toEqual(['minScore', 'page', 'platform', 'search']);
  expect(pageQueryParams('/games')).toEqual(['page', 'platform', 'search', 'view']);
  expect(pageQueryParams('/corrections')).toEqual(['page']);
  for (const path of ['/articles/some-story', '/games/some-game', '/about', '/no-such-page'])
    expect({ path, params: pageQueryParams(path) }).toEqual({ path, params: [] });
  // Editor mode's parameters are never a reader page's.
  for (const path of ['/', '/articles', '/games']) expect(pageQueryParams(path)).not.toContain('admin');
});
