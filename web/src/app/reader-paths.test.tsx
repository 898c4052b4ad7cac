// The reader app keeps its route patterns and hint cookie names as literals (importing them from
// @savepoint/audience cost the first visit ~200 bytes of JavaScript: e2e/first-visit.test.ts has
// none to spare). The gateway redirects every other spelling of these paths and the edge decides
// who is asking by these cookies, so the two lists must be one: these tests fail the day they part.
import {
  CATEGORY_ROUTES as READER_CATEGORY_ROUTES,
  MEMBER_HINT_COOKIE,
  READER_PATTERNS,
  STAFF_HINT_COOKIE,
  withEditionPrefix,
} from '@savepoint/audience';
import { render, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { mayBeSignedIn } from '../auth/auth-api';
import { FollowSlot } from '../components/FollowSlot';
import { CATEGORY_ROUTES } from '../config/categories';
import { editionPath } from '../lib/edition';
import { stubFetch } from '../testing/fetch-stub';
import { routes } from './routes';
import { EditionIntlProvider } from '../i18n/EditionIntlProvider';

const patternsOf = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...patternsOf(route.children ?? [])]);

afterEach(() => {
  for (const name of [STAFF_HINT_COOKIE, MEMBER_HINT_COOKIE]) document.cookie = `${name}=; path=/; max-age=0`;
});

test("the web router's pages are the gateway's reader paths", () => {
  const web = patternsOf(routes).filter((path) => path !== '*');
  expect([...web].sort()).toEqual([...READER_PATTERNS].sort());
  // The gateway's feeds, JSON-LD and page cache keys read the package's category routes.
  expect(CATEGORY_ROUTES).toEqual(READER_CATEGORY_ROUTES);
});

test("reader links go under an edition's prefix as the gateway splits them", () => {
  const de = { language: 'de', urlPrefix: 'de', direction: 'ltr', locale: 'de' } as const;
  for (const path of ['/', '/?search=zelda', '/articles/x', '/reviews?page=2'])
    expect(editionPath(path, de)).toBe(withEditionPrefix(path, 'de'));
  expect(editionPath('/articles/x', { ...de, urlPrefix: null })).toBe('/articles/x');
});

test('the staff hint cookie is the one the audience policy names', () => {
  expect(mayBeSignedIn()).toBe(false);
  document.cookie = `${STAFF_HINT_COOKIE}=1; path=/`;
  expect(mayBeSignedIn()).toBe(true);
});

test('the member hint cookie is the one the audience policy names', async () => {
  stubFetch({ 'GET /api/members/me/follows': { status: 200, body: { categories: [], tags: [], games: [] } } });
  document.cookie = `${MEMBER_HINT_COOKIE}=1; path=/`;
  render(<FollowSlot kind="categories" slug="esports" name="Esports" />, { wrapper: EditionIntlProvider });
  expect(await screen.findByRole('button', { name: 'Follow Esports' })).toBeInTheDocument();
});
