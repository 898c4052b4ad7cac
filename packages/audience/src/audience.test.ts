import {
  audienceOf,
  audienceOfCaller,
  cookiesOf,
  isStorableForEveryone,
  mayBeServedSharedCopy,
  MEMBER_HINT_COOKIE,
  MEMBER_SESSION_COOKIE,
  STAFF_HINT_COOKIE,
  STAFF_SESSION_COOKIE,
  type AudienceRequest,
} from './index';

const request = (headers: AudienceRequest['headers'], url = '/articles', method = 'GET'): AudienceRequest => ({
  method,
  url,
  headers,
});

describe('audienceOf', () => {
  it.each<[string, AudienceRequest['headers'], string, ReturnType<typeof audienceOf>]>([
    ['no cookie', {}, '/', { kind: 'anonymous' }],
    ['cookies of others only', { cookie: '_ga=GA1.2; theme=dark' }, '/', { kind: 'anonymous' }],
    ['the device cookie alone (sign-in allowance only)', { cookie: 'savepoint.device=a.b.c' }, '/', { kind: 'anonymous' }],
    ['a name that only ends like ours', { cookie: 'xsavepoint.sid=1; savepoint.sidx=2' }, '/', { kind: 'anonymous' }],
    ['the member cookie', { cookie: `${MEMBER_SESSION_COOKIE}=${'m'.repeat(43)}` }, '/', { kind: 'member' }],
    ['the member hint alone', { cookie: `a=1;${MEMBER_HINT_COOKIE}=1` }, '/', { kind: 'member' }],
    ['the staff session', { cookie: `${STAFF_SESSION_COOKIE}=s%3Aabc.sig` }, '/', { kind: 'staff', editorMode: false }],
    ['the staff hint alone, spaced oddly', { cookie: ` ${STAFF_HINT_COOKIE} =1` }, '/', { kind: 'staff', editorMode: false }],
    [
      'an empty staff session cookie (ended, forged)',
      { cookie: `${STAFF_SESSION_COOKIE}=` },
      '/',
      { kind: 'staff', editorMode: false },
    ],
    [
      'staff asking for editor mode',
      { cookie: `${STAFF_SESSION_COOKIE}=x` },
      '/?admin=dashboard',
      { kind: 'staff', editorMode: true },
    ],
    ['editor mode asked without staff', {}, '/?admin=dashboard', { kind: 'anonymous' }],
    [
      'staff and member cookies: staff',
      { cookie: `${MEMBER_SESSION_COOKIE}=m; ${STAFF_SESSION_COOKIE}=s` },
      '/',
      { kind: 'staff', editorMode: false },
    ],
    ['Authorization', { authorization: 'Bearer sp_abc' }, '/', { kind: 'token' }],
    ['an empty Authorization', { authorization: '' }, '/', { kind: 'token' }],
    [
      'Authorization beside a staff cookie',
      { authorization: 'Bearer x', cookie: `${STAFF_SESSION_COOKIE}=s` },
      '/',
      { kind: 'token' },
    ],
  ])('%s', (_label, headers, url, expected) => {
    expect(audienceOf(request(headers, url))).toEqual(expected);
  });

  it('reads cookies as express-session does: trimmed names, first value wins, pairs without = ignored', () => {
    expect([...cookiesOf(' a = 1 ;b=2; a=3; flag; =x')]).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });
});

describe('what may be kept for, or served to, everyone', () => {
  const member = { cookie: `${MEMBER_SESSION_COOKIE}=m` };
  const staff = { cookie: `${STAFF_SESSION_COOKIE}=s` };
  it.each<[string, AudienceRequest, boolean, boolean]>([
    ['an anonymous read of a public page', request({}, '/articles/a-slug'), true, true],
    ['an anonymous HEAD', request({}, '/', 'HEAD'), true, true],
    ['an anonymous write', request({}, '/api/newsletter/subscribe', 'POST'), false, false],
    ['an anonymous read of a preview, any spelling', request({}, '/Preview/Tok%65n/'), false, false],
    ['an anonymous read of a public page in another spelling (a redirect)', request({}, '/articles/a-slug/'), false, true],
    [
      'by the whole target, not the part a mounted router sees',
      { ...request({}, '/queues'), originalUrl: '/admin/queues' },
      false,
      false,
    ],
    ['an anonymous read of /ACCOUNT/verify', request({}, '/ACCOUNT/verify?token=x'), false, false],
    ['an anonymous read of a member API', request({}, '/api/members/me'), false, false],
    ['a member reading a public page', request(member, '/articles/a-slug'), false, true],
    ['a member reading their feed', request(member, '/api/members/me/feed'), false, false],
    ['staff reading a public page', request(staff, '/articles/a-slug'), false, false],
    ['a token reading a public answer', request({ authorization: 'Bearer t' }, '/api/articles'), false, false],
  ])('%s', (_label, req, storable, servable) => {
    expect({ storable: isStorableForEveryone(req), servable: mayBeServedSharedCopy(req) }).toEqual({ storable, servable });
  });
});

describe("audienceOfCaller (graph's view of the gateway's signed claims)", () => {
  it.each<[string, Parameters<typeof audienceOfCaller>[0], string]>([
    ['no signature, no token', {}, 'anonymous'],
    ['a token, directly', { authorization: 'Bearer sp_x' }, 'token'],
    ['signed, nothing claimed', { signed: {} }, 'anonymous'],
    ["the gateway's word", { signed: { who: 'member' } }, 'member'],
    ['a signed editor', { signed: { uid: 3 } }, 'staff'],
    ['a signed member session', { signed: { mst: 'x'.repeat(43) } }, 'member'],
    ['a claim below what is proven is raised to it', { signed: { who: 'anonymous', uid: 3 } }, 'staff'],
    ['a claim above what is proven stands (an ended session)', { signed: { who: 'staff' } }, 'staff'],
    ['the gateway saw a token', { signed: { who: 'token' } }, 'token'],
    ['an unknown claim counts for nothing', { signed: { who: 'root' } }, 'anonymous'],
  ])('%s', (_label, caller, kind) => {
    expect(audienceOfCaller(caller).kind).toBe(kind);
  });
});
