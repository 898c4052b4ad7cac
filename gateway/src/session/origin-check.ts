// Cross-site writes are refused: a state-changing request that rides on the session cookie (or that
// logs in) must come from our own origin. SameSite=Lax already keeps the cookie off most cross-site
// POSTs; this closes the rest (same-site subdomains, old browsers). Clients that send neither Origin
// nor Referer (curl, server-to-server) are not browsers and cannot be driven by another site.
import type { Request, RequestHandler } from 'express';
import { HttpError } from '../errors';
import { hasSessionCookie } from './guard';
import { MEMBER_COOKIE } from './member-cookie';

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

export function sameOriginWrites(options: { publicUrl?: string; loginPath: string }): RequestHandler {
  return (req: Request, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    // The member cookie (issue 23) is a session too, and verifying a magic link creates one.
    const member = req.headers.cookie?.includes(`${MEMBER_COOKIE}=`) || req.path === '/api/members/verify';
    if (!hasSessionCookie(req) && !member && req.path !== options.loginPath) return next();
    const origin = originOf(req.get('origin')) ?? originOf(req.get('referer'));
    if (origin === undefined) return next();
    const allowed = [`${req.protocol}://${req.get('host')}`, options.publicUrl].filter(Boolean);
    if (allowed.includes(origin)) return next();
    next(new HttpError('FORBIDDEN', 'Cross-site request refused: send it from the Savepoint site itself'));
  };
}
