// The subscribe form mails whoever it is given, so it is limited like a password check (issue 26:
// 200 subscribes for 200 new addresses from one address sent 200 confirmation mails in 5.5 s).
// Counted in Redis by graph, so REST, the gateway's /graphql and graph directly share the counts:
//  - subscribes per client address per hour, and per recipient domain per hour (many addresses
//    mail-bombing one company's inboxes): 429 with Retry-After;
//  - confirmation mails per hour for the whole site, which protects the sender's reputation: past
//    it a subscriber is told to try later (429), nothing is sent, and one warning is logged per hour.
// A Redis that cannot count fails closed (503), as the login limits do.
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { serviceUnavailable, tooManyRequests } from '../../common/errors';
import { NEWSLETTER_LIMITS } from '../../config/defaults';

export interface NewsletterLimits {
  /** NEWSLETTER_SUBSCRIBES_PER_IP_PER_HOUR */
  subscribesPerIpPerHour: number;
  /** NEWSLETTER_SUBSCRIBES_PER_DOMAIN_PER_HOUR */
  subscribesPerDomainPerHour: number;
  /** NEWSLETTER_CONFIRMATIONS_PER_HOUR */
  confirmationsPerHour: number;
}

const TOO_MANY_FROM_ADDRESS = 'Too many subscriptions from your network; try again later';
const TOO_MANY_FOR_DOMAIN = 'Too many subscriptions for addresses at this email domain; try again later';
const TOO_MANY_CONFIRMATIONS = 'We cannot send more confirmation emails right now; please subscribe again later';

export interface SubscribeLimiter {
  /** Takes one subscribe for the client's address and the recipient's domain, or throws 429 / 503. */
  take(ip: string, email: string): Promise<void>;
  /** Takes one of the hour's confirmation mails, or throws 429 (logging when the cap is first reached). */
  takeConfirmation(): Promise<void>;
}

const HOUR = 60 * 60;

/** The part after the last @, lower-cased, without a trailing dot: where the mail would go. */
const recipientDomain = (email: string): string =>
  email
    .slice(email.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/\.$/, '');

export function createSubscribeLimiter(
  redis: Redis,
  prefix: string,
  limits: Partial<NewsletterLimits> = {},
  log?: Logger,
): SubscribeLimiter {
  const { subscribesPerIpPerHour, subscribesPerDomainPerHour, confirmationsPerHour } = {
    ...NEWSLETTER_LIMITS,
    ...limits,
  };
  const limiter = (name: string, points: number) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:${name}`,
      points,
      duration: HOUR,
      rejectIfRedisNotReady: true,
    });
  const byIp = limiter('subscribe-ip', subscribesPerIpPerHour);
  const byDomain = limiter('subscribe-domain', subscribesPerDomainPerHour);
  const confirmations = limiter('confirmation-mails', confirmationsPerHour);

  async function consume(counter: RateLimiterRedis, key: string, refusal: string, onFirstRefusal?: (retryAfter: number) => void) {
    try {
      await counter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes))
        throw serviceUnavailable('Subscribing is unavailable right now; try again shortly');
      const retryAfter = rejection.msBeforeNext / 1000;
      if (rejection.consumedPoints === counter.points + 1) onFirstRefusal?.(retryAfter);
      throw tooManyRequests(refusal, retryAfter);
    }
  }

  return {
    async take(ip, email) {
      await consume(byIp, ip, TOO_MANY_FROM_ADDRESS);
      await consume(byDomain, recipientDomain(email), TOO_MANY_FOR_DOMAIN);
    },
    async takeConfirmation() {
      await consume(confirmations, 'all', TOO_MANY_CONFIRMATIONS, (retryAfter) =>
        log?.warn(
          { cap: confirmationsPerHour, retryAfterSeconds: Math.ceil(retryAfter) },
          `newsletter confirmation mail cap reached: ${confirmationsPerHour} per hour (NEWSLETTER_CONFIRMATIONS_PER_HOUR); ` +
            `new subscribers are told to try again later for the next ${Math.ceil(retryAfter / 60)} min`,
        ),
      );
    },
  };
}
