// The member cookie (issue 23): a reader signed in by magic link. It is not the staff session
// (savepoint.sid in Redis): it carries the member session token graph issued, which the gateway
// only forwards inside its signed identity (the `mst` claim); graph looks the member up and never
// makes an editor of it. HttpOnly, SameSite=Lax (a link from the mail still arrives signed in),
// Secure over HTTPS; a new token on every sign-in (the old session is ended).
import { MEMBER_HINT_COOKIE, MEMBER_SESSION_COOKIE as MEMBER_COOKIE, cookieValue } from '@savepoint/audience';
import type { Request, Response } from 'express';
/** As long as graph's member sessions live (graph/src/modules/member/member.service.ts). */
const MEMBER_SESSION_DAYS = 30;
const TOKEN_SHAPE = /^[\w-]{40,60}$/;

/** The member session token the request's cookie carries, when it looks like one. */
export function memberTokenOf(req: Request): string | undefined {
  const token = cookieValue(req.headers.cookie, MEMBER_COOKIE);
  return token !== undefined && TOKEN_SHAPE.test(token) ? token : undefined;
}

export function setMemberCookie(req: Request, res: Response, token: string): void {
  const maxAge = MEMBER_SESSION_DAYS * 24 * 60 * 60 * 1000;
  res.cookie(MEMBER_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', maxAge });
  res.cookie(MEMBER_HINT_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure: req.secure, path: '/', maxAge });
}

export function clearMemberCookie(res: Response): void {
  res.clearCookie(MEMBER_COOKIE, { path: '/' });
  res.clearCookie(MEMBER_HINT_COOKIE, { path: '/' });
}
