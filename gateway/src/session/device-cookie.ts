// The device cookie (OWASP "device cookies"): after a successful login the browser keeps the device
// token graph issued, signed by graph with its DEVICE_SECRET. The gateway only carries it: it goes to
// graph inside the signed identity, and graph's login limits give that browser its own allowance, so
// other people's failures that lock the username do not lock it out.
import { DEVICE_COOKIE, cookieValue } from '@savepoint/audience';
import type { Request, Response } from 'express';

/** As long as graph's device tokens live (graph/src/modules/user/device-token.ts). */
const DEVICE_TOKEN_DAYS = 180;
const TOKEN_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The device token the request's cookie carries, when it looks like one. */
export function deviceTokenOf(req: Request): string | undefined {
  const token = cookieValue(req.headers.cookie, DEVICE_COOKIE);
  return token !== undefined && token.length <= 1000 && TOKEN_SHAPE.test(token) ? token : undefined;
}

export function setDeviceCookie(req: Request, res: Response, token: string): void {
  res.cookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: '/',
    maxAge: DEVICE_TOKEN_DAYS * 24 * 60 * 60 * 1000,
  });
}
