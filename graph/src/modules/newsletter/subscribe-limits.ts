// The subscribe form mails whoever it is given, so it is limited like a password check (issue 26:
// 200 subscribes for 200 new addresses from one address sent 200 confirmation mails in 5.5 s).
// Counted in Redis by graph, so REST, the gateway's /graphql and graph directly share the counts:
//  - subscribes per client address per hour, per inbox per hour (however the address is spelt:
//    `ana+1@gmail.com` is `ana@gmail.com`), and per recipient domain per hour (many addresses
//    mail-bombing one company's inboxes; not for the webmail many readers share): 429 with Retry-After;
//  - confirmation mails per hour for the whole site, which protects the sender's reputation: past
//    it a subscriber is told to try later (429), nothing is sent, and one warning is logged per hour.
// A Redis that cannot count fails closed (503), as the login limits do.
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { serviceUnavailable, tooManyRequests } from '../../common/errors';
import { NEWSLETTER_LIMITS, WEBMAIL_DOMAINS } from '../../config/defaults';
import { canonicalAddress } from '../member/member-address';

export interface NewsletterLimits {
  /** NEWSLETTER_SUBSCRIBES_PER_IP_PER_HOUR */
  subscribesPerIpPerHour: number;
  /** NEWSLETTER_SUBSCRIBES_PER_INBOX_PER_HOUR */
  subscribesPerInboxPerHour: number;
  /** NEWSLETTER_SUBSCRIBES_PER_DOMAIN_PER_HOUR */
  subscribesPerDomainPerHour: number;
  /** NEWSLETTER_DOMAIN_LIMIT_EXEMPT */
  domainLimitExempt: readonly string[];
  /** NEWSLETTER_CONFIRMATIONS_PER_HOUR */
  confirmationsPerHour: number;
}

const TOO_MANY_FROM_ADDRESS = 'Too many subscriptions from your network; try again later';
const TOO_MANY_FOR_INBOX = 'Too many subscriptions for this email address; try again later';
const TOO_MANY_FOR_DOMAIN = 'Too many subscriptions for addresses at this email domain; try again later';
const TOO_MANY_CONFIRMATIONS = 'We cannot send more confirmation emails right now; please subscribe again later';

export interface SubscribeLimiter {
  /** Takes one subscribe for the client's address, the recipient's inbox and domain, or throws 429 / 503. */
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
  const { subscribesPerIpPerHour, subscribesPerInboxPerHour, subscribesPerDomainPerHour, confirmationsPerHour } = {
    ...NEWSLETTER_LIMITS,
    ...limits,
  };
  const exempt = new Set(limits.domainLimitExempt ?? WEBMAIL_DOMAINS);
  const limiter = (name: string, points: number) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:${name}`,
      points,
      duration: HOUR,
      rejectIfRedisNotReady: true,
    });
  const byIp = limiter('subscribe-ip', subscribesPerIpPerHour);
  const byInbox = limiter('subscribe-inbox', subscribesPerInboxPerHour);
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
      await consume(byInbox, canonicalAddress(email), TOO_MANY_FOR_INBOX);
      // The canonical domain: googlemail.com is gmail.com's.
      const domain = recipientDomain(canonicalAddress(email));
      if (!exempt.has(domain)) await consume(byDomain, domain, TOO_MANY_FOR_DOMAIN);
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
