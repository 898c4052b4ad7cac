// What a stranger can trigger is limited (issue 23), counted in Redis by graph so REST, the
// gateway's /graphql and graph directly share one count:
//  - magic-link mails: per recipient address (an inbox is not mail-bombed) and per client address;
//  - comments: per member each minute (5 → 429 with Retry-After).
// A Redis that cannot count fails closed (503), as the login and subscribe limits do.
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { serviceUnavailable, tooManyRequests } from '../../common/errors';

export interface MemberLimits {
  linksPerAddressPerHour: number;
  linksPerIpPerHour: number;
  commentsPerMemberPerMinute: number;
}

const DEFAULT_MEMBER_LIMITS: MemberLimits = {
  linksPerAddressPerHour: 5,
  linksPerIpPerHour: 20,
  commentsPerMemberPerMinute: 5,
};

const TOO_MANY_LINKS_FOR_ADDRESS = 'Too many sign-in links were requested for this address; try again later';
const TOO_MANY_LINKS_FROM_IP = 'Too many sign-in links were requested from your network; try again later';
const TOO_MANY_COMMENTS = 'You are commenting too fast; wait a moment and try again';

export interface MemberLimiter {
  /** One magic link for this client address and recipient, or 429 / 503. */
  takeLink(ip: string, email: string): Promise<void>;
  /** One comment for this member, or 429 / 503. */
  takeComment(memberId: number): Promise<void>;
}

export function createMemberLimiter(redis: Redis, prefix: string, limits: Partial<MemberLimits> = {}): MemberLimiter {
  const { linksPerAddressPerHour, linksPerIpPerHour, commentsPerMemberPerMinute } = { ...DEFAULT_MEMBER_LIMITS, ...limits };
  const limiter = (name: string, points: number, duration: number) =>
    new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:${name}`, points, duration, rejectIfRedisNotReady: true });
  const linksByAddress = limiter('member-link-address', linksPerAddressPerHour, 3600);
  const linksByIp = limiter('member-link-ip', linksPerIpPerHour, 3600);
  const comments = limiter('member-comments', commentsPerMemberPerMinute, 60);

  async function consume(counter: RateLimiterRedis, key: string, refusal: string) {
    try {
      await counter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw serviceUnavailable('This is unavailable right now; try again shortly');
      throw tooManyRequests(refusal, rejection.msBeforeNext / 1000);
    }
  }

  return {
    async takeLink(ip, email) {
      await consume(linksByIp, ip, TOO_MANY_LINKS_FROM_IP);
      await consume(linksByAddress, email.toLowerCase(), TOO_MANY_LINKS_FOR_ADDRESS);
    },
    async takeComment(memberId) {
      await consume(comments, String(memberId), TOO_MANY_COMMENTS);
    },
  };
}
