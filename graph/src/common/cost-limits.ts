// Per-address limits on operations that cost real work (rendering a thumbnail), counted in Redis and
// enforced in graph so REST, the gateway's /graphql and graph directly share one count.
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { serviceUnavailable, tooManyRequests } from './errors';

const COSTS = {
  thumbnails: { points: 20, duration: 60 },
} as const;

type CostKind = keyof typeof COSTS;

export interface CostLimits {
  /** Takes one point for this address, or throws TOO_MANY_REQUESTS / SERVICE_UNAVAILABLE (store down). */
  take(kind: CostKind, ip: string): Promise<void>;
}

export function createCostLimits(redis: Redis, prefix: string): CostLimits {
  const limiters = Object.fromEntries(
    Object.entries(COSTS).map(([kind, { points, duration }]) => [
      kind,
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}:limit-${kind}`,
        points,
        duration,
        rejectIfRedisNotReady: true,
      }),
    ]),
  ) as Record<CostKind, RateLimiterRedis>;
  return {
    async take(kind, ip) {
      try {
        await limiters[kind].consume(ip);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          throw tooManyRequests('Too many requests; try again in a minute', rejection.msBeforeNext / 1000);
        throw serviceUnavailable('This is unavailable right now; try again shortly');
      }
    },
  };
}
