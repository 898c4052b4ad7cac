import { matchReaderPath, readerPathParam } from './index';

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
