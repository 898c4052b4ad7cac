import { isPersonalPath, isPrivatePage, normalizedPath, PathCanonicalizer, pathOf, READER_PATTERNS } from './index';

describe('normalizedPath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/preview/abc/', '/preview/abc'],
    ['//preview///abc//', '/preview/abc'],
    ['/%70review/%41bc', '/preview/Abc'],
    ['/%2D%5F%7E%30', '/-_~0'],
    // `.` and anything not plain stay encoded.
    ['/media/%2E%2E/x', '/media/%2E%2E/x'],
    ['/articles/caf%C3%A9', '/articles/caf%C3%A9'],
    ['/a%2Fb', '/a%2Fb'],
  ])('%s → %s', (raw, normal) => {
    expect(normalizedPath(raw)).toBe(normal);
  });
});

describe('personal paths in every spelling', () => {
  it.each([
    '/preview/AbC',
    '/Preview/AbC',
    '/PREVIEW/AbC/',
    '/%70review/AbC',
    '//preview/AbC',
    '/account',
    '/Account/',
    '/Account/verify',
    '/newsletter/confirm',
    '/Newsletter/Confirm/',
    '/de/preview/AbC',
    '/pt-br/Account',
    '/ja/newsletter/unsubscribe',
  ])('%s is a private page', (path) => {
    expect(isPrivatePage(path)).toBe(true);
    expect(isPersonalPath(path)).toBe(true);
  });
  it.each([
    '/API/auth/login',
    '/api/Auth/Login/',
    '/api/%61uth/me',
    '/GraphQL',
    '/admin/queues/',
    '/api/members/me/feed',
    '/Collab',
  ])('%s is personal', (path) => {
    expect(isPersonalPath(path)).toBe(true);
    expect(isPrivatePage(path)).toBe(false);
  });
  it.each([
    '/',
    '/articles',
    '/articles/preview-of-the-year',
    '/accounts-payable',
    '/api/articles',
    '/newsletters',
    '/articles/newsletter',
    '/games/preview',
    '/de/articles/account',
  ])('%s is public', (path) => {
    expect(isPersonalPath(path)).toBe(false);
  });
  it('reads the path of a request target, absolute-form included', () => {
    expect(pathOf('/a/b?c=1')).toBe('/a/b');
    expect(pathOf('http://evil.test/preview/x?y')).toBe('/preview/x');
    expect(pathOf(undefined)).toBe('/');
  });
});

describe('PathCanonicalizer', () => {
  const paths = new PathCanonicalizer([
    ...READER_PATTERNS,
    '/api/articles/:id',
    '/api/articles/most-read',
    '/api/auth/login',
    '/media/*',
    '/robots.txt',
  ]);
  it.each([
    ['/Preview/MiXeD-Token', '/preview/MiXeD-Token'],
    ['/preview/MiXeD-Token/', '/preview/MiXeD-Token'],
    ['/%70review/MiXeD-Token', '/preview/MiXeD-Token'],
    ['/Articles/My-Slug', '/articles/My-Slug'],
    ['/ACCOUNT/Verify', '/account/verify'],
    ['/Reviews/', '/reviews'],
    ['/API/auth/login', '/api/auth/login'],
    ['/api/Auth/Login/', '/api/auth/login'],
    ['/api/articles/Most-Read', '/api/articles/most-read'],
    ['/api/articles/12', '/api/articles/12'],
    ['/Media/Some/Picture.JPG', '/media/Some/Picture.JPG'],
    ['/ROBOTS.TXT', '/robots.txt'],
    ['//', '/'],
    ['/', '/'],
  ])('%s → %s', (raw, canonical) => {
    expect(paths.canonical(raw)).toBe(canonical);
  });
  it.each(['/nowhere', '/preview', '/preview/a/b', '/media', '/api/articles/1/2/3'])('%s is no route of the app', (raw) => {
    expect(paths.canonical(raw)).toBeUndefined();
  });
  it('never spells a path that starts with two slashes (an open redirect)', () => {
    for (const raw of ['//evil.test/preview/x', '/%2F/evil.test', '///articles//x']) {
      const canonical = paths.canonical(raw);
      if (canonical !== undefined) expect(canonical.startsWith('//')).toBe(false);
    }
  });
});
