// Who is calling. Identity is trusted only from a valid gateway signature (x-savepoint-internal,
// HS256 with INTERNAL_SECRET) or a bearer API token; a client talking to graph directly cannot
// claim to be an editor any other way. A signed editor also carries the credentials version their
// session was made with: a password or role changed since (user.entity.ts) refuses it, which ends
// the session at the gateway. The gateway's own batches carry a claim of their own (`own`) that a
// browser's request proxied through the gateway never gets. Who the caller is for caching (an
// anonymous reader, a member, staff or a token) is @savepoint/audience's rule, the same one the
// gateway and the edge follow: the gateway signs its decision (`who`), a direct caller is a token
// when it sends Authorization.
import { audienceOfCaller, type Audience, type AudienceKind } from '@savepoint/audience';
import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
import { forbidden, unauthenticated, withHttpStatus } from '../common/errors';
import { hmacKey } from '../common/hmac-key';
import type { User } from '../modules/user/user.entity';
import type { UserService } from '../modules/user/user.service';

export const INTERNAL_HEADER = 'x-savepoint-internal';
/** graph's answer header: the caller's own credentials changed, and their session carries on with this version. */
export const RENEWED_CREDENTIALS_HEADER = 'x-savepoint-credentials-version';
const SESSION_ENDED = 'Your session has ended (the password or role changed); please log in again.';
const GATEWAY_ISSUER = 'savepoint-gateway';
const INTERNAL_TOKEN_MAX_AGE_SECONDS = 60;

interface InternalClaims {
  iss: typeof GATEWAY_ISSUER;
  /** Who the browser's request was, as the gateway decided it (@savepoint/audience). */
  who?: AudienceKind;
  uid?: number;
  ip?: string;
  /** The browser's device token (its device cookie), for the login limits. */
  device?: string;
  /** The editor's credentials version when their session began. */
  cv?: number;
  /** Set only on the gateway's own calls (reader activity batches), never on a proxied request. */
  own?: boolean;
  /**
   * The member session token from the browser's member cookie (issue 23). A member is never an
   * editor: this claim can only ever produce `Identity.memberSession`, which no capability row reads.
   */
  mst?: string;
}

export interface Identity {
  /** Who is calling (@savepoint/audience): only an anonymous reader's answers are kept for everyone. */
  audience: Audience;
  /** The editor behind the request, or null for a reader. */
  editor: User | null;
  /** True when the gateway signed the request. */
  viaGateway: boolean;
  /** True only for the gateway's own calls: operations for its use alone (requireGatewayOwn). */
  gatewayOwn: boolean;
  /** The client's address as the gateway saw it, else the socket's. */
  clientIp?: string;
  /** The device token the gateway read from the browser's device cookie. */
  deviceToken?: string;
  /**
   * The member session token the gateway read from the member cookie, looked up only by the member
   * operations that need it (modules/member/member-session.ts): never an editor, never staff.
   */
  memberSession?: string;
}

/** Signs the header the gateway sends; the gateway and tests use the same function. */
export function signInternalToken(
  secret: string,
  claims: { who?: AudienceKind; uid?: number; cv?: number; ip?: string; device?: string; own?: true; mst?: string } = {},
): string {
  return jwt.sign({ ...claims }, hmacKey(secret), {
    algorithm: 'HS256',
    issuer: GATEWAY_ISSUER,
    expiresIn: INTERNAL_TOKEN_MAX_AGE_SECONDS,
  });
}

/**
 * Signatures already checked, until they expire. The gateway reuses a signature for a while per
 * caller (graph-client.ts), so most requests carry one seen before: checking it again (decode,
 * JSON, HMAC, claims) was ~4% of graph's CPU on uncached reads. Keyed by the whole token, which
 * includes its HMAC, and by the secret it was checked with; least recently used go first, and each
 * entry lives only as long as its signature is valid.
 */
const verifiedTokens = new LRUCache<string, { secret: string; claims: InternalClaims; validUntilMs: number }>({
  max: 1_000,
});

function verifyInternalToken(token: string, secret: string): InternalClaims {
  const known = verifiedTokens.get(token);
  // The LRU's own TTL runs on a monotonic clock; expiry is judged on the wall clock, as jwt.verify does.
  if (known && known.secret === secret && Date.now() < known.validUntilMs) return known.claims;
  try {
    const claims = jwt.verify(token, hmacKey(secret), {
      algorithms: ['HS256'],
      issuer: GATEWAY_ISSUER,
      maxAge: `${INTERNAL_TOKEN_MAX_AGE_SECONDS}s`,
    });
    if (typeof claims !== 'object' || claims === null) throw new Error('claims are not an object');
    const { iat, exp } = claims;
    if (typeof iat === 'number') {
      // Valid as long as both rules jwt.verify applied hold: before `exp`, and within the max age.
      const validUntilMs = Math.min(
        (iat + INTERNAL_TOKEN_MAX_AGE_SECONDS) * 1000,
        typeof exp === 'number' ? exp * 1000 : Infinity,
      );
      const ttl = Math.floor(validUntilMs - Date.now());
      if (ttl > 0) verifiedTokens.set(token, { secret, claims: claims as InternalClaims, validUntilMs }, { ttl });
    }
    return claims as InternalClaims;
  } catch {
    throw withHttpStatus(unauthenticated('The internal signature is invalid or expired.'));
  }
}

/**
 * Who is calling, from the headers alone (no database), for the public answer cache; undefined when
 * the gateway's signature does not verify (the request is refused anyway).
 */
export function callerAudience(headers: IdentityHeaders, secret: string): Audience | undefined {
  if (!headers.internal) return audienceOfCaller({ authorization: headers.authorization });
  try {
    return audienceOfCaller({ signed: verifyInternalToken(headers.internal, secret), authorization: headers.authorization });
  } catch {
    return undefined;
  }
}

export interface IdentityHeaders {
  internal?: string;
  authorization?: string;
  socketIp?: string;
}

export async function resolveIdentity(headers: IdentityHeaders, secret: string, users: UserService): Promise<Identity> {
  if (headers.internal) {
    const claims = verifyInternalToken(headers.internal, secret);
    let editor: User | null = null;
    if (claims.uid !== undefined) {
      editor = Number.isInteger(claims.uid) ? await users.findById(claims.uid) : null;
      if (!editor) throw withHttpStatus(unauthenticated('The signed-in editor no longer exists.'));
      if (claims.cv !== editor.credentialsVersion) throw withHttpStatus(unauthenticated(SESSION_ENDED));
    }
    const deviceToken = typeof claims.device === 'string' ? claims.device : undefined;
    return {
      audience: audienceOfCaller({ signed: claims, authorization: headers.authorization }),
      editor,
      viaGateway: true,
      gatewayOwn: claims.own === true,
      clientIp: typeof claims.ip === 'string' ? claims.ip : headers.socketIp,
      deviceToken,
      memberSession: typeof claims.mst === 'string' && claims.mst !== '' ? claims.mst : undefined,
    };
  }
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  if (headers.authorization !== undefined && headers.authorization !== '') {
    const editor = bearer ? await users.findByApiToken(bearer) : null;
    if (!editor) throw withHttpStatus(unauthenticated('The API token is invalid, expired or revoked.'));
    return { audience: { kind: 'token' }, editor, viaGateway: false, gatewayOwn: false, clientIp: headers.socketIp };
  }
  // An empty Authorization is nobody's token, but still not an anonymous reader's plain request.
  const audience = audienceOfCaller({ authorization: headers.authorization });
  return { audience, editor: null, viaGateway: false, gatewayOwn: false, clientIp: headers.socketIp };
}

/**
 * The client's address on a path that is not GraphQL (the social web's): the one the gateway signed,
 * else the socket's. A header that does not verify is a stranger's, who is then their own socket.
 */
export function signedClientAddress(
  internal: string | undefined,
  secret: string,
  socketIp: string | undefined,
): string | undefined {
  if (!internal) return socketIp;
  try {
    const { ip } = verifyInternalToken(internal, secret);
    return typeof ip === 'string' ? ip : socketIp;
  } catch {
    return socketIp;
  }
}

/** For operations only the gateway itself may call (never a request it proxies, never a client). */
export function requireGatewayOwn(identity: Identity, what: string): void {
  if (!identity.gatewayOwn) throw forbidden(`Only the gateway itself ${what}.`);
}
