// Cross-site writes are refused: a state-changing request that rides on the session cookie (or that
// logs in) must come from our own origin. SameSite=Lax already keeps the cookie off most cross-site
// POSTs; this closes the rest (same-site subdomains, old browsers). Clients that send neither Origin
// nor Referer (curl, server-to-server) are not browsers and cannot be driven by another site.
// Which requests ride on a session is @savepoint/audience's call (staff, member or token: anyone
// but an anonymous reader); paths are canonical here (canonical-paths.ts redirected the others).
import { audienceOf } from '@savepoint/audience';
import type { Request, RequestHandler } from 'express';
import { HttpError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin a header names: undefined when absent, 'invalid' when it is not a URL. */
export function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/** Where a session begins: a staff login, and a member's magic link (issue 23). */
const MEMBER_SIGN_IN_PATH = '/api/members/verify';

export function sameOriginWrites(options: { publicUrl?: string; loginPath: string }): RequestHandler {
  const signIns = new Set([options.loginPath, MEMBER_SIGN_IN_PATH]);
  return (req: Request, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (audienceOf(req).kind === 'anonymous' && !signIns.has(req.path)) return next();
    const origin = originOf(req.get('origin')) ?? originOf(req.get('referer'));
    if (origin === undefined) return next();
    const allowed = [`${req.protocol}://${req.get('host')}`, options.publicUrl].filter(Boolean);
    if (allowed.includes(origin)) return next();
    next(new HttpError('FORBIDDEN', 'Cross-site request refused: send it from the Savepoint site itself'));
  };
}
