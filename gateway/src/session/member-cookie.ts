// The member cookie (issue 23): a reader signed in by magic link. It is not the staff session
// (savepoint.sid in Redis): it carries the member session token graph issued, which the gateway
// only forwards inside its signed identity (the `mst` claim); graph looks the member up and never
// makes an editor of it. HttpOnly, SameSite=Lax (a link from the mail still arrives signed in),
// Secure over HTTPS; a new token on every sign-in (the old session is ended).
import type { Request, Response } from 'express';

export const MEMBER_COOKIE = 'savepoint.member';
/** Not a credential: tells the web app a member signed in, so it fetches member bits after load. */
const MEMBER_HINT_COOKIE = 'savepoint_member';
/** As long as graph's member sessions live (graph/src/modules/member/member.service.ts). */
const MEMBER_SESSION_DAYS = 30;
const TOKEN_SHAPE = /^[\w-]{40,60}$/;

/** The member session token the request's cookie carries, when it looks like one. */
export function memberTokenOf(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header?.includes(`${MEMBER_COOKIE}=`)) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== MEMBER_COOKIE) continue;
    const token = value.join('=');
    return TOKEN_SHAPE.test(token) ? token : undefined;
  }
  return undefined;
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
