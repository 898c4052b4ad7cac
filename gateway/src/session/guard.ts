// Who is asking: the session's editor (when a cookie brought a live session) or an anonymous reader.
// Whether a request brings a staff session at all is @savepoint/audience's call, as for every other
// consumer; whether that session is real is the store's, and then graph's.
import { STAFF_HINT_COOKIE, STAFF_SESSION_COOKIE, audienceOf } from '@savepoint/audience';
import type { Request, RequestHandler, Response } from 'express';
import { HttpError, unauthenticated } from '../errors';
import type { Identity } from '../graph-client';
import { deviceTokenOf } from './device-cookie';
import { memberTokenOf } from './member-cookie';
import type { SessionEditor } from './store';

/**
 * Loads the session only when the request is staff's (it brings the session cookie or its hint), or
 * when it is about to create one (login): anonymous and member reads never reach Redis. Paths are
 * canonical here (canonical-paths.ts answered every other spelling with a redirect).
 */
export function loadSessionWhenPresent(sessionMiddleware: RequestHandler, loginPath: string): RequestHandler {
  return (req, res, next) => {
    if (audienceOf(req).kind === 'staff' || (req.method === 'POST' && req.path === loginPath)) {
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
  // graph hears who the gateway decided is asking (never less than the editor or member it proves).
  const audience = audienceOf(req).kind;
  if (!editor) return { audience, ip: req.ip, device: deviceTokenOf(req), ...(memberSession ? { memberSession } : {}) };
  return {
    audience,
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
    res.clearCookie(STAFF_SESSION_COOKIE, { path: '/' });
    res.clearCookie(STAFF_HINT_COOKIE, { path: '/' });
  }
}

export function requireEditor(absoluteMs: number): RequestHandler {
  return (req, _res, next) => {
    if (currentEditor(req, absoluteMs)) return next();
    next(unauthenticated());
  };
}
