// jsonwebtoken, given a string secret, first tries to parse it as a PEM private or public key and
// only falls back to an HMAC key after that throws: on every call. The gateway's signature is
// verified on every request, so the key object is made once per secret instead.
import { createSecretKey, type KeyObject } from 'node:crypto';

const keys = new Map<string, KeyObject>();

/** The HMAC key object for a secret (HS256 signing and verifying), made once. */
export function hmacKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}
