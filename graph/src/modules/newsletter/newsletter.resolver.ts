import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { badInput, serviceUnavailable } from '../../common/errors';
import type { GraphContext } from '../../graphql/context';
import { graphJobs, optionalGraphJobs } from '../../jobs/graph-jobs-context';
import { readMailbox } from '../mail/mailbox';
import { DigestService, digestWeek } from './digest';
import { NewsletterService, type SubscriberStatus as Status } from './newsletter.service';

export enum SubscriberStatus {
  pending = 'pending',
  confirmed = 'confirmed',
  unsubscribed = 'unsubscribed',
}
registerEnumType(SubscriberStatus, { name: 'SubscriberStatus', description: 'Double opt-in: pending until the link in the mail is confirmed.' });

@ObjectType({ description: 'The answer to a newsletter subscription, confirmation or unsubscription.' })
export class SubscribeResult {
  @Field({ description: 'Message to show the reader.' })
  message!: string;
}

@ObjectType({ description: 'A newsletter subscriber (editors only).' })
export class NewsletterSubscriber {
  @Field() email!: string;
  @Field(() => SubscriberStatus) status!: SubscriberStatus;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) confirmedAt!: Date | null;
}

@ObjectType({ description: 'How many subscribers have each status (whatever the search).' })
export class SubscriberCounts {
  @Field(() => Int) pending!: number;
  @Field(() => Int) confirmed!: number;
  @Field(() => Int) unsubscribed!: number;
}

@ObjectType()
export class SubscriberPage {
  @Field(() => [NewsletterSubscriber]) subscribers!: NewsletterSubscriber[];
  @Field(() => Int, { description: 'Matching the search and status.' }) totalCount!: number;
  @Field(() => SubscriberCounts) counts!: SubscriberCounts;
}

@ObjectType({ description: "This week's digest run: how many mails were queued (never twice per subscriber and week)." })
export class DigestRunResult {
  @Field({ description: 'ISO week in the digest time zone, e.g. 2026-W48.' }) week!: string;
  @Field(() => Int) articleCount!: number;
  @Field(() => Int) queued!: number;
}

@ObjectType({ description: "This week's digest as subscribers will see it." })
export class DigestPreview {
  @Field() week!: string;
  @Field() subject!: string;
  @Field() html!: string;
  @Field() text!: string;
}

@ObjectType({ description: 'A message in the dev mailbox (mail kept on disk when SMTP_URL is not set).' })
export class MailboxMessage {
  @Field() id!: string;
  @Field() to!: string;
  @Field() subject!: string;
  @Field() date!: Date;
  @Field() text!: string;
  @Field(() => String, { nullable: true }) html!: string | null;
  @Field(() => String, { nullable: true }) listUnsubscribe!: string | null;
}

@ObjectType()
export class Mailbox {
  @Field({ description: 'smtp: mail goes to SMTP_URL (the mailbox keeps nothing new); mailbox: kept here.' }) transport!: string;
  @Field(() => [MailboxMessage]) messages!: MailboxMessage[];
  @Field(() => Int) totalCount!: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function newsletterFor(ctx: GraphContext): NewsletterService {
  return new NewsletterService(ctx.em, { config: ctx.config, mail: optionalGraphJobs(ctx)?.mail });
}

function digestFor(ctx: GraphContext): DigestService {
  return new DigestService(ctx.em, ctx.config, graphJobs(ctx).mail);
}

@Resolver()
export class NewsletterResolver {
  @Mutation(() => SubscribeResult, { description: 'Anyone may subscribe; subscribing twice answers the same. Sends a confirmation link (double opt-in).' })
  subscribeNewsletter(@Ctx() ctx: GraphContext, @Arg('email', { description: "The reader's email address." }) email: string): Promise<SubscribeResult> {
    return newsletterFor(ctx).subscribe(email);
  }

  @Mutation(() => SubscribeResult, { description: 'Confirms a subscription with the token from the confirmation mail. Forged or expired → BAD_USER_INPUT.' })
  confirmNewsletter(@Ctx() ctx: GraphContext, @Arg('token') token: string): Promise<SubscribeResult> {
    return newsletterFor(ctx).confirm(token);
  }

  @Mutation(() => SubscribeResult, { description: 'Unsubscribes with the token from any newsletter mail (no login); repeating it answers the same.' })
  unsubscribeNewsletter(@Ctx() ctx: GraphContext, @Arg('token') token: string): Promise<SubscribeResult> {
    return newsletterFor(ctx).unsubscribe(token);
  }

  @Authorized()
  @Query(() => SubscriberPage, { description: 'Editors only. Newest first; search matches the address.' })
  newsletterSubscribers(
    @Ctx() ctx: GraphContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('status', () => SubscriberStatus, { nullable: true }) status: SubscriberStatus | null,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
  ): Promise<SubscriberPage> {
    return newsletterFor(ctx).subscribers({ search, status: status as Status | null }, limit, offset) as Promise<SubscriberPage>;
  }

  @Authorized()
  @Query(() => String, { description: 'Editors only. Every matching subscriber as CSV (email,status,createdAt,confirmedAt).' })
  newsletterSubscribersCsv(
    @Ctx() ctx: GraphContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('status', () => SubscriberStatus, { nullable: true }) status: SubscriberStatus | null,
  ): Promise<string> {
    return newsletterFor(ctx).subscribersCsv({ search, status: status as Status | null });
  }

  @Authorized()
  @Mutation(() => DigestRunResult, { description: "Editors only. Sends this week's digest now to confirmed subscribers who have not had it." })
  sendNewsletterDigest(@Ctx() ctx: GraphContext): Promise<DigestRunResult> {
    return digestFor(ctx).sendCurrentWeek(new Date());
  }

  @Authorized()
  @Query(() => DigestPreview, { description: "Editors only. This week's digest (the sent issue once it went out)." })
  async newsletterDigestPreview(@Ctx() ctx: GraphContext): Promise<DigestPreview> {
    return new DigestService(ctx.em, ctx.config, { enqueue: async () => undefined }).preview(new Date());
  }

  @Authorized()
  @Mutation(() => SubscribeResult, { description: "Editors only. Mails this week's digest, marked [Test], to the given address." })
  async sendNewsletterDigestTest(@Ctx() ctx: GraphContext, @Arg('email') rawEmail: string): Promise<SubscribeResult> {
    const email = rawEmail.trim();
    if (!EMAIL.test(email) || email.length > 254) throw badInput('email', 'Please enter a valid email address');
    const jobs = optionalGraphJobs(ctx);
    if (!jobs) throw serviceUnavailable('Mail is not set up on this server.');
    await jobs.mail.enqueue([{ payload: { kind: 'digestTest', week: digestWeek(new Date(), ctx.config.digest.timeZone), to: email } }]);
    return { message: `Test digest sent to ${email}` };
  }

  @Authorized()
  @Query(() => Mailbox, { description: 'Editors only. The dev mailbox: mail kept on disk while SMTP_URL is not set, newest first.' })
  async mailbox(@Ctx() ctx: GraphContext, @Arg('limit', () => Int, { defaultValue: 50 }) limit: number): Promise<Mailbox> {
    if (limit < 1 || limit > 200) throw badInput('limit', 'limit must be between 1 and 200');
    const { messages, totalCount } = await readMailbox(ctx.config.mailDir, limit);
    return { transport: ctx.config.smtpUrl ? 'smtp' : 'mailbox', messages, totalCount };
  }
}
