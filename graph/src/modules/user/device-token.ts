// Device tokens (OWASP "Slow down online guessing attacks with device cookies"): after a successful
// login the browser (or integrator) receives a token naming the account, signed by graph. A later
// login for that account that shows it is judged on the device's own small allowance, so strangers'
// failures that lock the username never lock out a browser the editor has used before.
import { createHmac, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { hmacKey } from '../../common/hmac-key';

const AUDIENCE = 'savepoint-device';
const DEVICE_TOKEN_DAYS = 180;

/** The key that signs device tokens: DEVICE_SECRET, else one derived from INTERNAL_SECRET. */
export function deviceSecret(config: { deviceSecret?: string; internalSecret: string }): string {
  return config.deviceSecret ?? createHmac('sha256', config.internalSecret).update('savepoint device tokens').digest('hex');
}

/** The account key limits and tokens agree on: usernames are case-insensitive. */
export const usernameKey = (username: string): string => username.trim().toLowerCase();

export function issueDeviceToken(secret: string, username: string): string {
  return jwt.sign({ sub: usernameKey(username) }, hmacKey(secret), {
    algorithm: 'HS256',
    audience: AUDIENCE,
    jwtid: randomBytes(12).toString('base64url'),
    expiresIn: `${DEVICE_TOKEN_DAYS}d`,
  });
}

/** The device's id when the token is genuine, unexpired and was issued for this username; else null. */
export function verifyDeviceToken(secret: string, token: string | undefined, username: string): string | null {
  if (!token || token.length > 1000) return null;
  try {
    const claims = jwt.verify(token, hmacKey(secret), { algorithms: ['HS256'], audience: AUDIENCE });
    if (typeof claims !== 'object' || claims.sub !== usernameKey(username) || typeof claims.jti !== 'string') return null;
    return claims.jti;
  } catch {
    return null;
  }
}
