// Who is asking: the session's editor (when a cookie brought a live session) or an anonymous reader.
import type { Request, RequestHandler, Response } from 'express';
import { HttpError, unauthenticated } from '../errors';
import type { Identity } from '../graph-client';
import { deviceTokenOf } from './device-cookie';
import { memberTokenOf } from './member-cookie';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE, type SessionEditor } from './store';

/** True when the request carries our session cookie (anything else never touches Redis). */
export function hasSessionCookie(req: Request): boolean {
  return req.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false;
}

/**
 * Loads the session only when the request brings our cookie, or when it is about to create one
 * (login): anonymous reads never reach Redis.
 */
export function loadSessionWhenPresent(sessionMiddleware: RequestHandler, loginPath: string): RequestHandler {
  return (req, res, next) => {
    if (hasSessionCookie(req) || (req.method === 'POST' && req.path === loginPath)) {
      // The session store (Redis) failing or timing out is an outage, not the client's fault: 503,
      // and nothing behind this point runs, so no write happens that the editor is not told about.
      return sessionMiddleware(req, res, (err?: unknown) => next(err ? sessionsUnavailable(err) : undefined));
    }
    next();
  };
}

/** What a client is told while the session store cannot be reached. */
export function sessionsUnavailable(cause: unknown): HttpError {
  return Object.assign(
    new HttpError(
      'SERVICE_UNAVAILABLE',
      'Sessions are unavailable right now; nothing was changed. Try again shortly',
      undefined,
      5,
    ),
    {
      cause,
    },
  );
}

/**
 * The editor of a live session; ends sessions past the absolute timeout (the idle one is the
 * cookie's and Redis key's rolling expiry).
 */
export function currentEditor(req: Request, absoluteMs: number): SessionEditor | undefined {
  const editor = req.session?.editor;
  if (!editor) return undefined;
  if (Date.now() - editor.createdAt > absoluteMs) {
    req.session.destroy(() => undefined);
    return undefined;
  }
  return editor;
}

export function identityOf(req: Request, absoluteMs: number): Identity {
  const editor = currentEditor(req, absoluteMs);
  const memberSession = memberTokenOf(req);
  if (!editor) return { ip: req.ip, device: deviceTokenOf(req), ...(memberSession ? { memberSession } : {}) };
  return {
    ...(memberSession ? { memberSession } : {}),
    uid: editor.userId,
    credentialsVersion: editor.credentialsVersion,
    ip: req.ip,
    device: deviceTokenOf(req),
    // The editor changed their own password or role: this session carries on (express-session saves it).
    onCredentialsRenewed: (version) => {
      if (req.session?.editor?.userId === editor.userId) req.session.editor.credentialsVersion = version;
    },
  };
}

/**
 * graph refused the session's editor (UNAUTHENTICATED: a password or role changed since the session
 * began, or the account is gone): the session ends here, and the browser is told it is signed out.
 */
export async function endRefusedSession(req: Request, res: Response): Promise<void> {
  if (req.session) await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
  if (!res.headersSent) {
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
  }
}

export function requireEditor(absoluteMs: number): RequestHandler {
  return (req, _res, next) => {
    if (currentEditor(req, absoluteMs)) return next();
    next(unauthenticated());
  };
}
