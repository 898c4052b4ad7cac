// Members' own operations (issue 23). None is `@Authorized()`: those are staff operations, decided
// by the capability table on `identity.editor`, which a member session never sets. A member's
// operation asks for the member (member-session.ts) and refuses everyone else.
import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { keepAnswerPrivate } from '../../cache/answer-cache';
import { checkPage } from '../../common/pagination';
import { clientLimitKeyOf, type GraphContext } from '../../graphql/context';
import { Article, ArticleStatus } from '../article/article.entity';
import { otherEditionOf } from '../localized-name/localized-name.resolver';
import { SubscribeResult } from '../newsletter/newsletter.resolver';
import { editionsOfAddress } from '../newsletter/subscriber-editions';
import { memberOf, memberServiceFor, requireMember } from './member-session';
import type { MemberRow } from './member.service';

@ObjectType({ description: 'A signed-in member, as they see themselves.' })
export class Member {
  @Field(() => Int, { description: 'The member id.' }) id!: number;
  @Field({ description: 'The address they sign in with (only ever shown to themselves).' }) email!: string;
  @Field({ description: 'The name shown with their comments ("Reader <id>" until they choose one).' }) displayName!: string;
  @Field({ description: 'True while they have not chosen a name.' }) defaultName!: boolean;
  @Field({ description: 'When they first signed in.' }) createdAt!: Date;
  @Field({ description: 'Banned members cannot comment; their comments are hidden.' }) banned!: boolean;
  @Field({ description: 'Newsletter: confirmed, pending, unsubscribed or none.' }) newsletter!: string;
  @Field(() => [String], {
    description:
      'The editions (language tags) they read: the weekly digest comes in each, and follows bring the articles of these editions only. Default: the default edition.',
  })
  editions!: string[];
}

@ObjectType({ description: 'A magic link used: the member and the session the gateway keeps in the member cookie.' })
export class MemberSignIn {
  @Field(() => Member, { description: 'The member, made on their first sign-in.' }) member!: Member;
  @Field({ description: 'The member session token (the gateway sets it as an HttpOnly cookie and never shows it).' })
  sessionToken!: string;
  @Field(() => String, { nullable: true, description: 'Where the member asked to come back to (a path on this site).' })
  returnTo!: string | null;
}

@ObjectType({ description: 'Something followed.' })
export class FollowedThing {
  @Field({ description: 'Its slug (a tag: its name in lower case).' }) slug!: string;
  @Field({ description: 'Its name.' }) name!: string;
}

@ObjectType({ description: "A member's follows." })
export class MemberFollows {
  @Field(() => [FollowedThing], { description: 'Categories followed.' }) categories!: FollowedThing[];
  @Field(() => [FollowedThing], { description: 'Tags followed.' }) tags!: FollowedThing[];
  @Field(() => [FollowedThing], { description: 'Games followed.' }) games!: FollowedThing[];
}

async function asMember(ctx: GraphContext, row: MemberRow): Promise<Member> {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    defaultName: row.defaultName,
    createdAt: row.createdAt,
    banned: row.bannedAt !== null,
    newsletter: await memberServiceFor(ctx).newsletterStatus(row),
    editions: await editionsOfAddress(ctx.em, row.email),
  };
}

const followsLanguageArg = {
  nullable: true,
  description:
    "An edition's language tag: categories, tags and games named as that edition names them (else their own). Unknown: 400 naming language.",
};

@Resolver()
export class MemberResolver {
  @Mutation(() => SubscribeResult, {
    description:
      'Mails a one-time sign-in link (15 minutes) to the address; the same answer whether or not it belongs to a member. ' +
      'Limited per client and address, per client, and per address from every client together ' +
      '(TOO_MANY_REQUESTS, extensions.retryAfter); earlier links stay valid until they expire.',
  })
  requestMemberLink(
    @Ctx() ctx: GraphContext,
    @Arg('email', { description: 'Where to send the link.' }) email: string,
    @Arg('returnTo', () => String, { nullable: true, description: 'A path on this site to come back to.' })
    returnTo: string | null,
  ): Promise<SubscribeResult> {
    return memberServiceFor(ctx, { mail: true }).requestLink(email, returnTo, clientLimitKeyOf(ctx));
  }

  @Mutation(() => MemberSignIn, {
    description:
      'Uses a sign-in link (once): makes the member if new and starts a member session. Invalid or used → BAD_USER_INPUT.',
  })
  async verifyMemberLink(
    @Ctx() ctx: GraphContext,
    @Arg('token', { description: 'The token from the link in the mail.' }) token: string,
  ): Promise<MemberSignIn> {
    keepAnswerPrivate(ctx);
    const signIn = await memberServiceFor(ctx).verify(token);
    return { ...signIn, member: await asMember(ctx, signIn.member) };
  }

  @Mutation(() => SubscribeResult, { description: "Ends the caller's member session (answers the same without one)." })
  async endMemberSession(@Ctx() ctx: GraphContext): Promise<SubscribeResult> {
    if (ctx.identity.viaGateway) await memberServiceFor(ctx).endSession(ctx.identity.memberSession);
    return { message: 'Signed out' };
  }

  @Query(() => Member, { nullable: true, description: 'The signed-in member, or null. Never cached.' })
  async memberMe(@Ctx() ctx: GraphContext): Promise<Member | null> {
    keepAnswerPrivate(ctx);
    const member = await memberOf(ctx);
    return member ? asMember(ctx, member) : null;
  }

  @Mutation(() => Member, {
    description:
      'Sets the display name: 2-40 characters, never passing for staff or another member, compared by what names ' +
      'look like (Unicode confusables). BAD_USER_INPUT or CONFLICT naming displayName.',
  })
  async updateMemberProfile(
    @Ctx() ctx: GraphContext,
    @Arg('displayName', { description: 'The new name.' }) displayName: string,
  ): Promise<Member> {
    const member = await requireMember(ctx);
    return asMember(ctx, await memberServiceFor(ctx).updateProfile(member, displayName));
  }

  @Mutation(() => Member, {
    description:
      'Turns the weekly digest on or off for the member’s address (no confirmation mail: the address is proven), and sets the editions they read (an unknown language → BAD_USER_INPUT naming `editions`).',
  })
  async setMemberNewsletter(
    @Ctx() ctx: GraphContext,
    @Arg('subscribed', { description: 'true: get the weekly digest.' }) subscribed: boolean,
    @Arg('editions', () => [String], {
      nullable: true,
      description: 'The editions (language tags) to read; null keeps them (the default edition at first).',
    })
    editions: string[] | null,
  ): Promise<Member> {
    const member = await requireMember(ctx);
    await memberServiceFor(ctx).setNewsletter(member, subscribed, editions);
    return asMember(ctx, member);
  }

  @Query(() => String, { description: 'Everything stored about the signed-in member, as JSON.' })
  async memberExport(@Ctx() ctx: GraphContext): Promise<string> {
    keepAnswerPrivate(ctx);
    const member = await requireMember(ctx);
    return memberServiceFor(ctx).exportData(member);
  }

  @Mutation(() => SubscribeResult, {
    description: 'Deletes the signed-in member. Their comments stay as "deleted member" unless removeComments.',
  })
  async deleteMember(
    @Ctx() ctx: GraphContext,
    @Arg('removeComments', { defaultValue: false, description: 'Remove their comments too.' }) removeComments: boolean,
  ): Promise<SubscribeResult> {
    const member = await requireMember(ctx);
    await memberServiceFor(ctx).deleteMember(member, removeComments);
    return { message: 'Your account is deleted' };
  }

  @Query(() => MemberFollows, { description: "The signed-in member's follows." })
  async memberFollows(
    @Ctx() ctx: GraphContext,
    @Arg('language', () => String, followsLanguageArg) language?: string | null,
  ): Promise<MemberFollows> {
    keepAnswerPrivate(ctx);
    const member = await requireMember(ctx);
    return memberServiceFor(ctx).follows(member, await otherEditionOf(ctx, language));
  }

  @Mutation(() => MemberFollows, {
    description: 'Replaces the follows (slugs). An unknown slug → BAD_USER_INPUT naming its list.',
  })
  async setMemberFollows(
    @Ctx() ctx: GraphContext,
    @Arg('categories', () => [String], { defaultValue: [], description: 'Category slugs.' }) categories: string[],
    @Arg('tags', () => [String], { defaultValue: [], description: 'Tag names.' }) tags: string[],
    @Arg('games', () => [String], { defaultValue: [], description: 'Game slugs.' }) games: string[],
    @Arg('language', () => String, followsLanguageArg) language?: string | null,
  ): Promise<MemberFollows> {
    const member = await requireMember(ctx);
    // The edition is checked before anything changes: an unknown one leaves the follows as they were.
    const edition = await otherEditionOf(ctx, language);
    return memberServiceFor(ctx).setFollows(member, { categories, tags, games }, edition);
  }

  @Query(() => [Article], {
    description: 'Newest published articles of the member’s editions matching any of their follows.',
  })
  async memberFeed(
    @Ctx() ctx: GraphContext,
    @Arg('limit', () => Int, { defaultValue: 20, description: 'How many (page size).' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
  ): Promise<Article[]> {
    keepAnswerPrivate(ctx);
    checkPage(limit, offset);
    const member = await requireMember(ctx);
    const ids = await memberServiceFor(ctx).feedIds(member, limit, offset);
    const articles = await ctx.em.find(Article, { id: { $in: ids }, status: ArticleStatus.published });
    const byId = new Map(articles.map((a) => [a.id, a]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
