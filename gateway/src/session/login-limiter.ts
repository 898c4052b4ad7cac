// Brute-force limits on login, as Ghost does it, counted atomically in Redis so every gateway process
// agrees: a point is taken *before* the password is checked, so 50 parallel guesses let 5 through.
//  - 5 failures from one IP (any username) → 429, blocked 10 minutes, doubling with each new block;
//  - 5 failures on one username (any IP) → locked 10 minutes;
//  - a success clears the IP's and the username's counters;
//  - if Redis cannot count, logins fail closed.
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../errors';

export const LOGIN_ATTEMPTS = 5;
const FIRST_BLOCK_SECONDS = 10 * 60;
const MAX_BLOCK_SECONDS = 24 * 60 * 60;

export interface LoginLimiter {
  /** Takes one attempt for this IP and username, or throws 429 (blocked) / 503 (store down). */
  takeAttempt(ip: string, username: string): Promise<void>;
  /** Returns the attempt when the password was never judged (graph failed). */
  giveBack(ip: string, username: string): Promise<void>;
  succeeded(ip: string, username: string): Promise<void>;
}

const tooMany = (msBeforeNext: number) =>
  new HttpError('TOO_MANY_REQUESTS', 'Too many failed login attempts; try again later', undefined, msBeforeNext / 1000);

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
  // How many times this IP was blocked in the last day: each block lasts twice the one before.
  const ipBlocks = new RateLimiterRedis({ ...common, keyPrefix: `${prefix}:login-ip-blocks`, points: 1_000_000, duration: 24 * 60 * 60 });
  const userKey = (username: string) => username.trim().toLowerCase();

  async function consume(limiter: RateLimiterRedis, key: string): Promise<RateLimiterRes> {
    try {
      return await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw rejection;
      throw new HttpError('SERVICE_UNAVAILABLE', 'Logging in is unavailable right now; try again shortly');
    }
  }

  return {
    async takeAttempt(ip, username) {
      try {
        await consume(byIp, ip);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        // Exactly one request sees the first point past the limit: it starts the (growing) block.
        if (rejection.consumedPoints === LOGIN_ATTEMPTS + 1) {
          const blocks = await consume(ipBlocks, ip);
          const seconds = Math.min(FIRST_BLOCK_SECONDS * 2 ** (blocks.consumedPoints - 1), MAX_BLOCK_SECONDS);
          await byIp.block(ip, seconds);
          throw tooMany(seconds * 1000);
        }
        throw tooMany(rejection.msBeforeNext);
      }
      // The address first: a blocked address cannot go on spending (and locking) a username's attempts.
      try {
        await consume(byUsername, userKey(username));
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw tooMany(rejection.msBeforeNext);
        throw rejection;
      }
    },
    async giveBack(ip, username) {
      await Promise.allSettled([byIp.reward(ip, 1), byUsername.reward(userKey(username), 1)]);
    },
    async succeeded(ip, username) {
      await Promise.all([byIp.delete(ip), byUsername.delete(userKey(username)), ipBlocks.delete(ip)]);
    },
  };
}
