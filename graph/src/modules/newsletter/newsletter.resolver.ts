import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { badInput, serviceUnavailable } from '../../common/errors';
import { emailAddressOf } from '../../common/email-address';
import { clientLimitKeyOf, type GraphContext } from '../../graphql/context';
import { graphJobs } from '../../jobs/graph-jobs-context';
import { readMailbox } from '../mail/mailbox';
import { DigestService, digestWeek } from './digest';
import { NewsletterService } from './newsletter.service';
import { requireEditions } from './subscriber-editions';

export enum SubscriberStatus {
  pending = 'pending',
  confirmed = 'confirmed',
  unsubscribed = 'unsubscribed',
}
registerEnumType(SubscriberStatus, {
  name: 'SubscriberStatus',
  description: 'Double opt-in: pending until the link in the mail is confirmed.',
});

@ObjectType({ description: 'The answer to a newsletter subscription, confirmation or unsubscription.' })
export class SubscribeResult {
  @Field({ description: 'Message to show the reader.' })
  message!: string;
}

@ObjectType({ description: 'A newsletter subscriber (editors only).' })
export class NewsletterSubscriber {
  @Field({ description: 'The address, as the reader typed it.' }) email!: string;
  @Field(() => SubscriberStatus, { description: 'pending, confirmed or unsubscribed.' }) status!: SubscriberStatus;
  @Field({ description: 'When they first subscribed.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When they confirmed; null while pending.' }) confirmedAt!: Date | null;
}

@ObjectType({ description: 'How many subscribers have each status (whatever the search).' })
export class SubscriberCounts {
  @Field(() => Int, { description: 'Waiting for confirmation.' }) pending!: number;
  @Field(() => Int, { description: 'Getting the digest.' }) confirmed!: number;
  @Field(() => Int, { description: 'Left the list.' }) unsubscribed!: number;
}

@ObjectType({ description: 'A page of newsletter subscribers.' })
export class SubscriberPage {
  @Field(() => [NewsletterSubscriber], { description: 'This page, newest first.' }) subscribers!: NewsletterSubscriber[];
  @Field(() => Int, { description: 'Matching the search and status.' }) totalCount!: number;
  @Field(() => SubscriberCounts, { description: 'Counts per status over the whole list.' }) counts!: SubscriberCounts;
}

@ObjectType({ description: "A subscriber's editions, after a change from a mail's link." })
export class NewsletterEditionsResult {
  @Field({ description: 'Message to show the reader.' }) message!: string;
  @Field(() => [String], { description: 'The editions (language tags) whose weekly digest they get.' }) editions!: string[];
}

@ObjectType({ description: "One edition's part of a digest run." })
export class DigestEditionRunResult {
  @Field({ description: "The edition's language tag." }) language!: string;
  @Field(() => Int, { description: "Articles in the edition's issue (0: nothing published in it this week)." })
  articleCount!: number;
  @Field(() => Int, { description: "Mails of the edition's issue queued by this run." }) queued!: number;
}

@ObjectType({
  description: "This week's digest run: how many mails were queued (never twice per subscriber, week and edition).",
})
export class DigestRunResult {
  @Field({ description: 'ISO week in the digest time zone, e.g. 2026-W48.' }) week!: string;
  @Field(() => Int, { description: "Articles in this week's issues, every edition's (0: nothing published, nothing sent)." })
  articleCount!: number;
  @Field(() => Int, { description: 'Mails queued by this run.' }) queued!: number;
  @Field(() => [DigestEditionRunResult], { description: 'The same per edition, the default one first.' })
  editions!: DigestEditionRunResult[];
}

@ObjectType({ description: "This week's digest as subscribers will see it." })
export class DigestPreview {
  @Field({ description: 'ISO week in the digest time zone.' }) week!: string;
  @Field({ description: "The edition's language tag: the issue's language and articles." }) language!: string;
  @Field({ description: 'Subject line.' }) subject!: string;
  @Field({ description: 'The HTML part, as mailed.' }) html!: string;
  @Field({ description: 'The plain-text part.' }) text!: string;
}

@ObjectType({ description: 'A message in the dev mailbox (mail kept on disk when SMTP_URL is not set).' })
export class MailboxMessage {
  @Field({ description: 'File name in the mailbox.' }) id!: string;
  @Field({ description: 'Recipient.' }) to!: string;
  @Field({ description: 'Subject line.' }) subject!: string;
  @Field({ description: 'When it was written.' }) date!: Date;
  @Field({ description: 'Plain-text part.' }) text!: string;
  @Field(() => String, { nullable: true, description: 'HTML part, if any.' }) html!: string | null;
  @Field(() => String, { nullable: true, description: 'The List-Unsubscribe header.' }) listUnsubscribe!: string | null;
}

@ObjectType({ description: "How far one edition's issue of a week went." })
export class DigestEditionDeliveries {
  @Field({ description: "The edition's language tag." }) language!: string;
  @Field(() => String, { nullable: true, description: "The issue's subject; null while nothing was sent that week." })
  subject!: string | null;
  @Field(() => Int, { description: 'Handed to the mail server.' }) sent!: number;
  @Field(() => Int, { description: 'Queued, not handed over yet (retries after a refusal wait here too).' }) waiting!: number;
  @Field(() => Int, { description: 'Being handed to the mail server now.' }) sending!: number;
  @Field(() => Int, {
    description:
      'Handed over by a worker that stopped before recording it (over 10 minutes ago): may or may not have arrived; never sent again.',
  })
  interrupted!: number;
  @Field(() => Date, { nullable: true, description: 'When the last of them was handed over.' }) lastSentAt!: Date | null;
}

@ObjectType({ description: "How far a week's digest went, per edition." })
export class DigestDeliveries {
  @Field({ description: 'ISO week in the digest time zone.' }) week!: string;
  @Field(() => [DigestEditionDeliveries], { description: 'Every edition, the default one first.' })
  editions!: DigestEditionDeliveries[];
}

@ObjectType({ description: 'The dev mailbox.' })
export class Mailbox {
  @Field({ description: 'smtp: mail goes to SMTP_URL (the mailbox keeps nothing new); mailbox: kept here.' }) transport!: string;
  @Field(() => [MailboxMessage], { description: 'Newest first.' }) messages!: MailboxMessage[];
  @Field(() => Int, { description: 'Messages in the mailbox.' }) totalCount!: number;
}

const ISO_WEEK = /^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/;

function newsletterFor(ctx: GraphContext): NewsletterService {
  return new NewsletterService(ctx.em, { config: ctx.config, mail: ctx.jobs?.mail, limits: ctx.limits.newsletter });
}

function digestFor(ctx: GraphContext): DigestService {
  return new DigestService(ctx.em, ctx.config, graphJobs(ctx).mail);
}

@Resolver()
export class NewsletterResolver {
  @Mutation(() => SubscribeResult, {
    description:
      'Anyone may subscribe; subscribing twice answers the same. Sends a confirmation link (double opt-in). Limited per client ' +
      'address and per email domain each hour, and confirmation mails per hour site-wide (TOO_MANY_REQUESTS, extensions.retryAfter).',
  })
  subscribeNewsletter(
    @Ctx() ctx: GraphContext,
    @Arg('email', { description: "The reader's email address." }) email: string,
    @Arg('editions', () => [String], {
      nullable: true,
      description:
        'The editions (language tags) whose weekly digest to get; default: the default edition. An unknown one → BAD_USER_INPUT naming `editions`. Kept until the address is confirmed; a confirmed address keeps its editions.',
    })
    editions: string[] | null,
  ): Promise<SubscribeResult> {
    return newsletterFor(ctx).subscribe(email, clientLimitKeyOf(ctx), editions);
  }

  @Mutation(() => NewsletterEditionsResult, {
    description:
      "A subscriber's editions, with the token from any newsletter mail (no login); with `editions`, replaces them first. Forged token → BAD_USER_INPUT naming `token`; an unknown language → naming `editions`.",
  })
  setNewsletterEditions(
    @Ctx() ctx: GraphContext,
    @Arg('token', { description: 'The token from a link in a newsletter mail.' }) token: string,
    @Arg('editions', () => [String], {
      nullable: true,
      description: 'The editions (language tags) to get; null: only read them.',
    })
    editions: string[] | null,
  ): Promise<NewsletterEditionsResult> {
    return newsletterFor(ctx).editionsByToken(token, editions);
  }

  @Mutation(() => SubscribeResult, {
    description: 'Confirms a subscription with the token from the confirmation mail. Forged or expired → BAD_USER_INPUT.',
  })
  confirmNewsletter(
    @Ctx() ctx: GraphContext,
    @Arg('token', { description: 'The token from the link in the email.' }) token: string,
  ): Promise<SubscribeResult> {
    return newsletterFor(ctx).confirm(token);
  }

  @Mutation(() => SubscribeResult, {
    description: 'Unsubscribes with the token from any newsletter mail (no login); repeating it answers the same.',
  })
  unsubscribeNewsletter(
    @Ctx() ctx: GraphContext,
    @Arg('token', { description: 'The token from the link in the email.' }) token: string,
  ): Promise<SubscribeResult> {
    return newsletterFor(ctx).unsubscribe(token);
  }

  @Authorized()
  @Query(() => SubscriberPage, { description: 'Editors only. Newest first; search matches the address.' })
  newsletterSubscribers(
    @Ctx() ctx: GraphContext,
    @Arg('search', () => String, { nullable: true, description: 'Part of the address.' }) search: string | null,
    @Arg('status', () => SubscriberStatus, { nullable: true, description: 'Only subscribers with this status.' })
    status: SubscriberStatus | null,
    @Arg('limit', () => Int, { defaultValue: 50, description: 'How many (page size).' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
  ): Promise<SubscriberPage> {
    return newsletterFor(ctx).subscribers({ search, status: status }, limit, offset) as Promise<SubscriberPage>;
  }

  @Authorized()
  @Query(() => String, { description: 'Editors only. Every matching subscriber as CSV (email,status,createdAt,confirmedAt).' })
  newsletterSubscribersCsv(
    @Ctx() ctx: GraphContext,
    @Arg('search', () => String, { nullable: true, description: 'Part of the address.' }) search: string | null,
    @Arg('status', () => SubscriberStatus, { nullable: true, description: 'Only subscribers with this status.' })
    status: SubscriberStatus | null,
  ): Promise<string> {
    return newsletterFor(ctx).subscribersCsv({ search, status: status });
  }

  @Authorized()
  @Mutation(() => DigestRunResult, {
    description: "Editors only. Sends this week's digest now to confirmed subscribers who have not had it.",
  })
  sendNewsletterDigest(@Ctx() ctx: GraphContext): Promise<DigestRunResult> {
    return digestFor(ctx).sendCurrentWeek(new Date());
  }

  @Authorized()
  @Query(() => DigestPreview, {
    description: "Editors only. This week's digest of an edition (the sent issue once it went out).",
  })
  async newsletterDigestPreview(
    @Ctx() ctx: GraphContext,
    @Arg('language', () => String, { nullable: true, description: "The edition's language tag; default: the default edition." })
    language: string | null,
  ): Promise<DigestPreview> {
    const edition = language != null ? await requireEditions(ctx.em, [language], 'language') : null;
    return new DigestService(ctx.em, ctx.config, { enqueue: async () => undefined }).preview(new Date(), edition?.[0]);
  }

  @Authorized()
  @Query(() => DigestDeliveries, {
    description: "Editors only. How far a week's digest went per edition: sent, waiting, being sent, interrupted.",
  })
  newsletterDigestDeliveries(
    @Ctx() ctx: GraphContext,
    @Arg('week', () => String, { nullable: true, description: 'ISO week such as 2026-W48; default: this week.' })
    week: string | null,
  ): Promise<DigestDeliveries> {
    if (week != null && !ISO_WEEK.test(week)) throw badInput('week', 'week must be an ISO week such as 2026-W48');
    return new DigestService(ctx.em, ctx.config, { enqueue: async () => undefined }).deliveries(new Date(), week);
  }

  @Authorized()
  @Mutation(() => SubscribeResult, {
    description: "Editors only. Mails this week's digest, marked [Test], to the given address.",
  })
  async sendNewsletterDigestTest(
    @Ctx() ctx: GraphContext,
    @Arg('email', { description: 'Where to send the test.' }) rawEmail: string,
    @Arg('language', () => String, { nullable: true, description: "The edition's language tag; default: the default edition." })
    language: string | null,
  ): Promise<SubscribeResult> {
    const email = emailAddressOf(rawEmail);
    const [edition] = await requireEditions(ctx.em, language != null ? [language] : null, 'language');
    const jobs = ctx.jobs;
    if (!jobs) throw serviceUnavailable('Mail is not set up on this server.');
    await jobs.mail.enqueue([
      { payload: { kind: 'digestTest', week: digestWeek(new Date(), ctx.config.digest.timeZone), to: email, language: edition } },
    ]);
    return { message: `Test digest sent to ${email}` };
  }

  @Authorized()
  @Query(() => Mailbox, {
    description: 'Editors only. The dev mailbox: mail kept on disk while SMTP_URL is not set, newest first.',
  })
  async mailbox(
    @Ctx() ctx: GraphContext,
    @Arg('limit', () => Int, { defaultValue: 50, description: 'How many (page size).' }) limit: number,
  ): Promise<Mailbox> {
    if (limit < 1 || limit > 200) throw badInput('limit', 'limit must be between 1 and 200');
    const { messages, totalCount } = await readMailbox(ctx.config.mailDir, limit);
    return { transport: ctx.config.smtpUrl ? 'smtp' : 'mailbox', messages, totalCount };
  }
}
