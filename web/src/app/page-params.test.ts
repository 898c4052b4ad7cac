// Each reader route's own query parameters (what the gateway keeps in a page's cache key), and none
// for the rest: a cache-buster or a tracking parameter never reaches a page.
import { CATEGORY_ROUTES } from '../config/categories';
import { pageQueryParams } from './page-params';

test('listings, the home page and the games index read their filters; other pages read none', () => {
  expect(pageQueryParams('/')).toEqual(['search']);
  expect(pageQueryParams('/articles')).toEqual(['category', 'minScore', 'page', 'platform', 'search']);
  expect(pageQueryParams('/articles/')).toEqual(pageQueryParams('/articles'));
  expect(pageQueryParams(CATEGORY_ROUTES[0].path)).toEqual(['minScore', 'page', 'platform', 'search']);
  expect(pageQueryParams('/games')).toEqual(['page', 'platform', 'search', 'view']);
  for (const path of ['/articles/some-story', '/games/some-game', '/about', '/no-such-page'])
    expect({ path, params: pageQueryParams(path) }).toEqual({ path, params: [] });
  // Editor mode's parameters are never a reader page's.
  for (const path of ['/', '/articles', '/games']) expect(pageQueryParams(path)).not.toContain('admin');
});
