// What a stranger can trigger is limited (issue 23), counted in Redis by graph so REST, the
// gateway's /graphql and graph directly share one count:
//  - magic-link mails (issue 44: a stranger must not be able to lock an address out of signing in):
//    per requesting client *and* recipient (5 an hour: one client cannot mail-bomb an inbox, and
//    its refusals touch nobody else's requests), per client (20 an hour, any recipients), and per
//    recipient from everyone together (30 an hour), which bounds the mail one inbox can be sent.
//    Locking an address out now takes six client networks within the hour (ADR 0021);
//  - comments and comment edits: per member each minute (5 → 429 with Retry-After).
// Clients are counted by their limit key (@savepoint/client-address: IPv6 by its /64), recipients
// by their canonical address (member-address.ts), so `Victim+1@Gmail.com` is the same inbox.
// A Redis that cannot count fails closed (503), as the login and subscribe limits do.
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { serviceUnavailable, tooManyRequests } from '../../common/errors';
import { canonicalAddress } from './member-address';

export interface MemberLimits {
  linksPerClientAndAddressPerHour: number;
  linksPerClientPerHour: number;
  linksPerAddressPerHour: number;
  commentsPerMemberPerMinute: number;
  commentEditsPerMemberPerMinute: number;
  /** Reports reach the editors' queue: one member flagging every comment would bury the rest. */
  reportsPerMemberPerHour: number;
}

const DEFAULT_MEMBER_LIMITS: MemberLimits = {
  linksPerClientAndAddressPerHour: 5,
  linksPerClientPerHour: 20,
  linksPerAddressPerHour: 30,
  commentsPerMemberPerMinute: 5,
  commentEditsPerMemberPerMinute: 5,
  reportsPerMemberPerHour: 20,
};

const TOO_MANY_LINKS_FOR_ADDRESS = 'Too many sign-in links were requested for this address; try again later';
const TOO_MANY_LINKS_FROM_IP = 'Too many sign-in links were requested from your network; try again later';
const TOO_MANY_COMMENTS = 'You are commenting too fast; wait a moment and try again';
const TOO_MANY_EDITS = 'You are editing too fast; wait a moment and try again';
const TOO_MANY_REPORTS = 'You have reported many comments this hour; the editors will look at them first';

export interface MemberLimiter {
  /** One magic link for this client (its limit key) and recipient, or 429 / 503. */
  takeLink(clientKey: string, email: string): Promise<void>;
  /** One comment for this member, or 429 / 503. */
  takeComment(memberId: number): Promise<void>;
  /** One edit of a comment for this member, or 429 / 503. */
  takeCommentEdit(memberId: number): Promise<void>;
  /** One report of a comment by this member, or 429 / 503. */
  takeReport(memberId: number): Promise<void>;
}

export function createMemberLimiter(redis: Redis, prefix: string, limits: Partial<MemberLimits> = {}): MemberLimiter {
  const chosen = { ...DEFAULT_MEMBER_LIMITS, ...limits };
  const limiter = (name: string, points: number, duration: number) =>
    new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:${name}`, points, duration, rejectIfRedisNotReady: true });
  const linksByClientAndAddress = limiter('member-link-client-address', chosen.linksPerClientAndAddressPerHour, 3600);
  const linksByClient = limiter('member-link-ip', chosen.linksPerClientPerHour, 3600);
  const linksByAddress = limiter('member-link-address', chosen.linksPerAddressPerHour, 3600);
  const comments = limiter('member-comments', chosen.commentsPerMemberPerMinute, 60);
  const edits = limiter('member-comment-edits', chosen.commentEditsPerMemberPerMinute, 60);
  const reports = limiter('member-comment-reports', chosen.reportsPerMemberPerHour, 3600);

  async function consume(counter: RateLimiterRedis, key: string, refusal: string) {
    try {
      await counter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw serviceUnavailable('This is unavailable right now; try again shortly');
      throw tooManyRequests(refusal, rejection.msBeforeNext / 1000);
    }
  }

  return {
    async takeLink(clientKey, email) {
      const address = canonicalAddress(email);
      await consume(linksByClient, clientKey, TOO_MANY_LINKS_FROM_IP);
      await consume(linksByClientAndAddress, `${clientKey} ${address}`, TOO_MANY_LINKS_FOR_ADDRESS);
      await consume(linksByAddress, address, TOO_MANY_LINKS_FOR_ADDRESS);
    },
    async takeComment(memberId) {
      await consume(comments, String(memberId), TOO_MANY_COMMENTS);
    },
    async takeCommentEdit(memberId) {
      await consume(edits, String(memberId), TOO_MANY_EDITS);
    },
    async takeReport(memberId) {
      await consume(reports, String(memberId), TOO_MANY_REPORTS);
    },
  };
}
