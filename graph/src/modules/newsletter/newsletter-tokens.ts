// Signed links in newsletter mail. Confirm links expire (a week); unsubscribe links never do, since
// RFC 8058 one-click and old digests must keep working. The key is derived from INTERNAL_SECRET so
// no new secret must be configured, and a token for one purpose is refused for the other.
import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { badInput } from '../../common/errors';

export type TokenPurpose = 'newsletter-confirm' | 'newsletter-unsubscribe';
const CONFIRM_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
export const INVALID_LINK =
  'This link is not valid. Please copy the whole link from the email, or subscribe again to get a new one.';
export const EXPIRED_LINK = 'This confirmation link has expired. Please subscribe again to get a new one.';

const keyFor = (secret: string) => createHmac('sha256', secret).update('savepoint newsletter links').digest();

export function signNewsletterToken(secret: string, purpose: TokenPurpose, subscriberId: number): string {
  return jwt.sign({}, keyFor(secret), {
    algorithm: 'HS256',
    audience: purpose,
    subject: String(subscriberId),
    ...(purpose === 'newsletter-confirm' ? { expiresIn: CONFIRM_TOKEN_TTL_SECONDS } : {}),
  });
}

/** The subscriber id in a valid token; a forged, foreign or expired one is a 400 naming `token`. */
export function verifyNewsletterToken(secret: string, purpose: TokenPurpose, token: string): number {
  try {
    const claims = jwt.verify(token.trim(), keyFor(secret), { algorithms: ['HS256'], audience: purpose });
    const id = Number(typeof claims === 'object' ? claims.sub : NaN);
    if (!Number.isInteger(id) || id <= 0) throw new Error('no subscriber');
    return id;
  } catch (error) {
    if (error instanceof jwt.TokenExpiredError) throw badInput('token', EXPIRED_LINK);
    throw badInput('token', INVALID_LINK);
  }
}
