// The session routes: log in (graph checks the password and keeps the brute-force limits, shared
// with every other path; the gateway owns the session and the device cookie), log out, and who am I.
// Which sessions a password, role or account change ends is graph's to decide, on every path: a
// session carries its credentials version and graph refuses a stale one (session/guard.ts).
import { STAFF_HINT_COOKIE as SIGNED_IN_HINT_COOKIE, STAFF_SESSION_COOKIE as SESSION_COOKIE } from '@savepoint/audience';
import type { Request, Response } from 'express';
import { GraphError } from '../graph-client';
import { unauthenticated } from '../errors';
import { ChangePasswordDocument, LoginDocument, MeDocument, type EditorFragment } from '../generated/graphql';
import { setDeviceCookie } from '../session/device-cookie';
import { currentEditor, identityOf, sessionsUnavailable } from '../session/guard';
import type { RouteContext } from './route-kit';
import type { z } from 'zod';
import type { loginBody, passwordChangeBody } from './inputs';

// One message for every failure, so the answer never tells which of username or password was wrong.
const INVALID_CREDENTIALS = 'Invalid username or password';

const toEditor = (user: EditorFragment) => ({
  id: user.id,
  username: user.username ?? '',
  displayName: user.displayName,
  role: user.role ?? 'editor',
  capabilities: user.capabilities,
});

const setSignedInHint = (res: Response, maxAgeMs: number) =>
  res.cookie(SIGNED_IN_HINT_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure: res.req.secure,
    maxAge: maxAgeMs,
    path: '/',
  });
const clearSignedInHint = (res: Response) => res.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });

// A session store that fails (Redis down or frozen) fails the login closed, with 503.
const regenerate = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(sessionsUnavailable(err)) : resolve())));
const save = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(sessionsUnavailable(err)) : resolve())));

export async function login({ req, res, input, graph, services }: RouteContext<undefined, undefined, z.infer<typeof loginBody>>) {
  const { username, password } = input.body;
  // The session's editor (if any) is not who logs in: only the address and device cookie go along.
  const { ip, device } = identityOf(req, services.sessionAbsoluteMs);
  let user: EditorFragment & { deviceToken?: string | null; credentialsVersion?: number | null };
  try {
    user = (await graph(LoginDocument, { username, password }, { ip, device })).login;
  } catch (err) {
    // graph's limits answer TOO_MANY_REQUESTS (429 + Retry-After) and SERVICE_UNAVAILABLE as they are.
    if (err instanceof GraphError && err.code === 'UNAUTHENTICATED') throw unauthenticated(INVALID_CREDENTIALS);
    throw err;
  }
  if (user.deviceToken) setDeviceCookie(req, res, user.deviceToken);
  // A fresh id on every login: a session id planted before login is worthless after it.
  await regenerate(req);
  req.session.editor = {
    userId: user.id,
    username: user.username ?? username,
    displayName: user.displayName,
    role: user.role ?? 'editor',
    createdAt: Date.now(),
    credentialsVersion: user.credentialsVersion ?? undefined,
  };
  await save(req);
  setSignedInHint(res, services.sessionAbsoluteMs);
  return toEditor(user);
}

export async function logout({ req, res }: RouteContext) {
  if (req.session) {
    await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
  }
  res.clearCookie(SESSION_COOKIE, { path: '/' });
  clearSignedInHint(res);
  return { message: 'Logged out' };
}

export async function me({ req, res, graph, services }: RouteContext) {
  const editor = currentEditor(req, services.sessionAbsoluteMs);
  if (!editor) {
    // The session expired or ended elsewhere: the next page need not ask again.
    clearSignedInHint(res);
    throw unauthenticated();
  }
  const { me: user } = await graph(MeDocument, {});
  if (!user) {
    // The account is gone: the session must not outlive it.
    req.session.destroy(() => undefined);
    clearSignedInHint(res);
    throw unauthenticated();
  }
  return toEditor(user);
}

/** The signed-in user's own password; graph ends their other sessions and tokens (this session stays). */
export async function changePassword({ input, graph }: RouteContext<undefined, undefined, z.infer<typeof passwordChangeBody>>) {
  await graph(ChangePasswordDocument, input.body);
  return { message: 'Password changed' };
}
