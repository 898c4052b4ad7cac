// The product's cookies, named once. The gateway sets and reads them by these names, the web app
// reads the two hints, and the Varnish rules are generated from this table (vcl.ts): a cookie added
// here is known everywhere at once, and one missing from here is not the product's.

/** The staff session (express-session over Redis): HttpOnly, signed. */
export const STAFF_SESSION_COOKIE = 'savepoint.sid';
/** Not a credential: tells the web app someone from the staff signed in on this browser. */
export const STAFF_HINT_COOKIE = 'savepoint_signed_in';
/** A reader signed in by magic link: the member session token graph issued. HttpOnly. */
export const MEMBER_SESSION_COOKIE = 'savepoint.member';
/** Not a credential: tells the web app a member signed in, so it asks for member bits after load. */
export const MEMBER_HINT_COOKIE = 'savepoint_member';
/** The device token graph issued at a staff login, for the login limits; sent along with signing in. */
export const DEVICE_COOKIE = 'savepoint.device';

/**
 * Each of the product's cookies and who a request carrying it is: a session or its hint makes the
 * request staff's or a member's even when the session behind it has ended (nobody else's copy may
 * answer it, and nothing it gets may be kept for others). The device cookie says nothing about who
 * is asking: it only gives a browser its own allowance of sign-in attempts.
 */
export const PRODUCT_COOKIES = {
  [STAFF_SESSION_COOKIE]: 'staff',
  [STAFF_HINT_COOKIE]: 'staff',
  [MEMBER_SESSION_COOKIE]: 'member',
  [MEMBER_HINT_COOKIE]: 'member',
  [DEVICE_COOKIE]: null,
} as const satisfies Record<string, 'staff' | 'member' | null>;

/**
 * The names of the cookies that make a request someone's (staff or member), in table order. A
 * function, not a constant computed on import: the reader's bundle imports the hint names from this
 * module and must not carry the work.
 */
export const identityCookies = (): string[] =>
  Object.entries(PRODUCT_COOKIES)
    .filter(([, who]) => who !== null)
    .map(([name]) => name);

/**
 * The cookies of a Cookie header as name → first value, read the way the `cookie` package (behind
 * express-session) reads them: pairs split at `;`, names and values trimmed, a pair without `=`
 * ignored. Values stay as sent (not URL-decoded).
 */
export function cookiesOf(header: string | readonly string[] | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (header === undefined) return cookies;
  const text = typeof header === 'string' ? header : header.join('; ');
  for (const pair of text.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0) continue;
    const name = pair.slice(0, equals).trim();
    if (name !== '' && !cookies.has(name)) cookies.set(name, pair.slice(equals + 1).trim());
  }
  return cookies;
}

/** One cookie's value from a Cookie header (the first, when it is sent twice). */
export function cookieValue(header: string | readonly string[] | undefined, name: string): string | undefined {
  // Most requests carry none of ours: skip the parse.
  if (header === undefined || !(typeof header === 'string' ? header : header.join(';')).includes(name)) return undefined;
  return cookiesOf(header).get(name);
}
