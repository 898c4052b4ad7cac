// Brute-force limits on every path that checks a password (REST through the gateway, the gateway's
// /graphql, graph directly), counted atomically in Redis so every process agrees. A point is taken
// *before* the password is checked, so 50 parallel guesses let 5 through.
//  - 5 failures from one address (any username) → 429, blocked 10 minutes, doubling with each new block
//    within a day;
//  - 5 failures on one username (any address) → locked 10 minutes, even for the right password;
//  - a browser holding a device token for that username (device-token.ts) is judged on its own
//    allowance of 5 failures instead, so other people's failures never lock it out; a device that
//    spends its allowance falls back to the rules above;
//  - a success clears the address's and username's counters (a device success clears only its own,
//    so an attacker's count on the username survives the editor logging in);
//  - if Redis cannot count, logins fail closed (503).
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { serviceUnavailable, tooManyRequests } from '../../common/errors';
import { usernameKey } from './device-token';

const LOGIN_ATTEMPTS = 5;
const DEVICE_LOGIN_ATTEMPTS = 5;
const FIRST_BLOCK_SECONDS = 10 * 60;
const MAX_BLOCK_SECONDS = 24 * 60 * 60;

/** The one sentence every refused-for-too-many answer carries (REST repeats it). */
const TOO_MANY_LOGINS = 'Too many failed login attempts; try again later';

/** Which counters one attempt took a point from. */
type LoginAttempt = { kind: 'device'; device: string } | { kind: 'untrusted'; ip: string; username: string };

export interface LoginLimiter {
  /** Takes one point for this attempt, or throws TOO_MANY_REQUESTS / SERVICE_UNAVAILABLE. */
  take(ip: string, username: string, device: string | null): Promise<LoginAttempt>;
  /** Returns the point when the password was never judged (the database failed). */
  giveBack(attempt: LoginAttempt): Promise<void>;
  succeeded(attempt: LoginAttempt): Promise<void>;
}

const unavailable = () => serviceUnavailable('Logging in is unavailable right now; try again shortly');

export function createLoginLimiter(redis: Redis, prefix: string): LoginLimiter {
  const common = { storeClient: redis, rejectIfRedisNotReady: true };
  const byIp = new RateLimiterRedis({ ...common, keyPrefix: `${prefix}:login-ip`, points: LOGIN_ATTEMPTS, duration: 60 * 60 });
  const byUsername = new RateLimiterRedis({
    ...common,
    keyPrefix: `${prefix}:login-user`,
    points: LOGIN_ATTEMPTS,
    duration: 60 * 60,
    blockDuration: FIRST_BLOCK_SECONDS,
  });
  const byDevice = new RateLimiterRedis({
    ...common,
    keyPrefix: `${prefix}:login-device`,
    points: DEVICE_LOGIN_ATTEMPTS,
    duration: 60 * 60,
    blockDuration: FIRST_BLOCK_SECONDS,
  });
  // How many times this address was blocked in the last day: each block lasts twice the one before.
  const ipBlocks = new RateLimiterRedis({
    ...common,
    keyPrefix: `${prefix}:login-ip-blocks`,
    points: 1_000_000,
    duration: 24 * 60 * 60,
  });

  /** The counter's answer, or null when it refused; a store failure fails closed. */
  async function consume(limiter: RateLimiterRedis, key: string): Promise<RateLimiterRes> {
    try {
      return await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw rejection;
      throw unavailable();
    }
  }

  async function takeUntrusted(ip: string, username: string): Promise<LoginAttempt> {
    try {
      await consume(byIp, ip);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      // Exactly one request sees the first point past the limit: it starts the (growing) block.
      if (rejection.consumedPoints === LOGIN_ATTEMPTS + 1) {
        const blocks = await consume(ipBlocks, ip);
        const seconds = Math.min(FIRST_BLOCK_SECONDS * 2 ** (blocks.consumedPoints - 1), MAX_BLOCK_SECONDS);
        await byIp.block(ip, seconds).catch(() => {
          throw unavailable();
        });
        throw tooManyRequests(TOO_MANY_LOGINS, seconds);
      }
      throw tooManyRequests(TOO_MANY_LOGINS, rejection.msBeforeNext / 1000);
    }
    // The address first: a blocked address cannot go on spending (and locking) a username's attempts.
    try {
      await consume(byUsername, username);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyRequests(TOO_MANY_LOGINS, rejection.msBeforeNext / 1000);
      throw rejection;
    }
    return { kind: 'untrusted', ip, username };
  }

  return {
    async take(ip, username, device) {
      const key = usernameKey(username);
      if (device) {
        try {
          await consume(byDevice, device);
          return { kind: 'device', device };
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          // The device spent its allowance: from now on it is a stranger like any other.
        }
      }
      return takeUntrusted(ip, key);
    },
    async giveBack(attempt) {
      if (attempt.kind === 'device') await byDevice.reward(attempt.device, 1).catch(() => undefined);
      else await Promise.allSettled([byIp.reward(attempt.ip, 1), byUsername.reward(attempt.username, 1)]);
    },
    async succeeded(attempt) {
      if (attempt.kind === 'device') await byDevice.delete(attempt.device).catch(() => undefined);
      else await Promise.allSettled([byIp.delete(attempt.ip), byUsername.delete(attempt.username), ipBlocks.delete(attempt.ip)]);
    },
  };
}
