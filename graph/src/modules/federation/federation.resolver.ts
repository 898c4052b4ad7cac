// Staff's view of the publication on the social web: its profile and handle, followers (and the
// approval queue), the instances they are on with their delivery health, and domain blocks. Every
// operation is capability-checked by name (user/capabilities.ts); the follower list is never public.
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { badInput } from '../../common/errors';
import type { GraphContext } from '../../graphql/context';
import { requireEditor } from '../../graphql/context';
import { ArticleInsights } from '../analytics/insights.types';
import { actorDisplayName, actorHandle, DEFAULT_ACTOR } from './actors';
import { FederationService, MAX_RECENT_DELIVERIES, type FollowerStatus } from './federation.service';

@ObjectType({ description: 'The publication as followers on the social web see it (ActivityPub).' })
export class SocialWebProfile {
  @Field({ description: 'The handle to follow, e.g. @savepoint@savepoint.example (its domain is PUBLIC_URL’s).' })
  handle!: string;
  @Field({ description: 'The name shown on the profile.' }) displayName!: string;
  @Field({ description: 'The profile’s text.' }) summary!: string;
  @Field(() => String, { nullable: true, description: 'Profile picture (an image URL).' }) iconUrl!: string | null;
  @Field(() => String, { nullable: true, description: 'Header picture (an image URL).' }) headerUrl!: string | null;
  @Field({ description: 'Follows wait for staff approval instead of being accepted at once.' }) manualApproval!: boolean;
  @Field(() => Int, { description: 'Accepted followers (public: the followers collection shows the count).' }) followers!: number;
  @Field(() => Int, { description: 'Follows waiting for approval.' }) pendingFollowers!: number;
}

@ObjectType({ description: 'An activity an edition’s actor sent, and how far it went.' })
export class SocialWebDelivery {
  @Field({ description: 'The activity’s id.' }) id!: string;
  @Field({
    description: 'Create, Update or Delete (an article, to every follower) or Accept or Reject (a follow, to its follower).',
  })
  type!: string;
  @Field(() => Int, { nullable: true, description: 'The article it announces, when it is about one.' }) articleId!: number | null;
  @Field(() => String, { nullable: true, description: 'That article’s title (none once the article is gone).' })
  articleTitle!: string | null;
  @Field({ description: 'When it was written.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was handed to the delivery queue; null while it waits.' })
  dispatchedAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'Inboxes it went to (a shared inbox counts once); null while it waits.' })
  inboxes!: number | null;
}

@ObjectType({ description: 'One edition’s actor on the social web (docs/decisions/0051): who follows it and what it sent last.' })
export class SocialWebActor {
  @Field({ description: 'The actor’s identifier: savepoint for the default edition, savepoint-{tag} for another.' })
  identifier!: string;
  @Field({ description: 'Its edition’s language tag.' }) language!: string;
  @Field({ description: 'Its edition’s name.' }) editionName!: string;
  @Field({ description: 'It is the default edition’s actor.' }) isDefault!: boolean;
  @Field({ description: 'The handle to follow, e.g. @savepoint-de@savepoint.example.' }) handle!: string;
  @Field({ description: 'The name its profile shows.' }) displayName!: string;
  @Field(() => Int, { description: 'Accepted followers.' }) followers!: number;
  @Field(() => Int, { description: 'Follows waiting for approval.' }) pendingFollowers!: number;
  @Field(() => [SocialWebDelivery], { description: 'Its latest activities, newest first.' })
  recentDeliveries!: SocialWebDelivery[];
}

@InputType({ description: 'What staff may change on the social-web profile; omitted fields stay.' })
export class SocialWebProfileInput {
  @Field({ nullable: true, description: '1 to 100 characters.' }) displayName?: string;
  @Field({ nullable: true, description: 'At most 500 characters.' }) summary?: string;
  @Field(() => String, { nullable: true, description: 'An image URL; empty to remove.' }) iconUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'An image URL; empty to remove.' }) headerUrl?: string | null;
  @Field({ nullable: true, description: 'Hold follows for approval.' }) manualApproval?: boolean;
}

@ObjectType({ description: 'A remote account following the publication.' })
export class SocialWebFollower {
  @Field(() => Int, { description: 'The follower’s id (for approving or removing).' }) id!: number;
  @Field({ description: 'The actor they follow (savepoint, savepoint-de, …): whose edition’s articles reach them.' })
  actor!: string;
  @Field({ description: '@user@instance' }) handle!: string;
  @Field(() => String, { nullable: true, description: 'Display name on their server.' }) name!: string | null;
  @Field({ description: 'Their actor URL.' }) uri!: string;
  @Field({ description: 'Their server.' }) host!: string;
  @Field({ description: 'pending (waiting for approval) or accepted.' }) status!: string;
  @Field({ description: 'When they followed.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When the follow was accepted.' }) acceptedAt!: Date | null;
}

@ObjectType({ description: 'A page of followers.' })
export class SocialWebFollowerPage {
  @Field(() => [SocialWebFollower], { description: 'Followers on this page, newest first.' }) followers!: SocialWebFollower[];
  @Field(() => Int, { description: 'Followers with this status.' }) totalCount!: number;
}

@ObjectType({ description: 'A remote server the publication delivers to, with its delivery health.' })
export class SocialWebInstance {
  @Field({ description: 'Host (with its port when not the default).' }) host!: string;
  @Field(() => Int, { description: 'Accepted followers on it.' }) followers!: number;
  @Field(() => Int, { description: 'Failed deliveries in a row (0 after a success).' }) failures!: number;
  @Field(() => Date, { nullable: true, description: 'Deliveries wait until then after repeated failures.' })
  skipUntil!: Date | null;
  @Field(() => String, { nullable: true, description: 'The last failure.' }) lastError!: string | null;
  @Field(() => Date, { nullable: true, description: 'The last successful delivery.' }) lastDeliveredAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'The last failed delivery.' }) lastFailedAt!: Date | null;
  @Field({ description: 'Its domain is blocked.' }) blocked!: boolean;
}

@ObjectType({ description: 'A page of remote servers.' })
export class SocialWebInstancePage {
  @Field(() => [SocialWebInstance], { description: 'Servers on this page.' }) instances!: SocialWebInstance[];
  @Field(() => Int, { description: 'Servers in all.' }) totalCount!: number;
}

@ObjectType({ description: 'A blocked domain (and its subdomains): nothing from it is accepted.' })
export class SocialWebDomainBlock {
  @Field({ description: 'The blocked domain.' }) domain!: string;
  @Field(() => String, { nullable: true, description: 'Why it was blocked (staff only).' }) reason!: string | null;
  @Field({ description: 'When it was blocked.' }) createdAt!: Date;
}

const service = (ctx: GraphContext) => new FederationService(ctx.em);

function page(limit: number, offset: number): { limit: number; offset: number } {
  if (limit < 1 || limit > 100) throw badInput('limit', 'limit is 1 to 100');
  if (offset < 0 || offset > 100_000) throw badInput('offset', 'offset is 0 to 100000');
  return { limit, offset };
}

@Resolver()
export class FederationResolver {
  @Authorized()
  @Query(() => SocialWebProfile, { description: 'Editors: the social-web profile, its handle and follower counts.' })
  async socialWeb(@Ctx() ctx: GraphContext): Promise<SocialWebProfile> {
    const svc = service(ctx);
    const [profile, followers, pending] = await Promise.all([
      svc.profile(),
      svc.followerCount(DEFAULT_ACTOR),
      svc.followers(DEFAULT_ACTOR, 'pending', 1, 0),
    ]);
    return {
      ...profile,
      handle: actorHandle(DEFAULT_ACTOR, ctx.config.publicUrl),
      followers,
      pendingFollowers: pending.total,
    };
  }

  @Authorized()
  @Query(() => [SocialWebActor], {
    description: 'Editors: every edition’s actor (the default edition’s first), its followers and its latest deliveries.',
  })
  async socialWebActors(
    @Ctx() ctx: GraphContext,
    @Arg('deliveries', () => Int, { defaultValue: 5, description: `Latest deliveries per actor, 0 to ${MAX_RECENT_DELIVERIES}.` })
    deliveries: number,
  ): Promise<SocialWebActor[]> {
    const svc = service(ctx);
    const [profile, actors] = await Promise.all([svc.profile(), svc.actorSummaries(deliveries)]);
    return actors.map(({ edition, ...counts }) => ({
      identifier: edition.identifier,
      language: edition.language,
      editionName: edition.name,
      isDefault: edition.isDefault,
      handle: actorHandle(edition.identifier, ctx.config.publicUrl),
      displayName: actorDisplayName(profile, edition),
      ...counts,
    }));
  }

  @Authorized()
  @Mutation(() => SocialWebProfile, { description: 'Editors: change the social-web profile or the approval setting.' })
  async updateSocialWebProfile(
    @Ctx() ctx: GraphContext,
    @Arg('input', { description: 'The fields to change; those left out stay.' }) input: SocialWebProfileInput,
  ): Promise<SocialWebProfile> {
    await service(ctx).updateProfile(input);
    return this.socialWeb(ctx);
  }

  @Authorized()
  @Query(() => SocialWebFollowerPage, {
    description: 'Editors: followers (accepted) or the approval queue (pending) of every edition’s actor or one, newest first.',
  })
  async socialWebFollowers(
    @Ctx() ctx: GraphContext,
    @Arg('status', { defaultValue: 'accepted', description: 'accepted or pending' }) status: string,
    @Arg('limit', () => Int, { defaultValue: 50, description: 'At most 100 per page.' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
    @Arg('actor', () => String, { nullable: true, description: 'One actor’s (savepoint-de); every edition’s when left out.' })
    actor: string | null,
  ): Promise<SocialWebFollowerPage> {
    const bounds = page(limit, offset);
    const { rows, total } = await service(ctx).followers(actor ?? null, status as FollowerStatus, bounds.limit, bounds.offset);
    return { followers: rows, totalCount: total };
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Editors: approve (Accept) or refuse (Reject) pending follows; answers how many changed.' })
  decideSocialWebFollows(
    @Ctx() ctx: GraphContext,
    @Arg('ids', () => [Int], { description: 'Followers to decide on.' }) ids: number[],
    @Arg('approve', { description: 'true accepts, false rejects.' }) approve: boolean,
  ): Promise<number> {
    return service(ctx).decideFollows(ids, approve);
  }

  @Authorized()
  @Query(() => SocialWebInstancePage, { description: 'Editors: the servers followers are on, most followers first.' })
  async socialWebInstances(
    @Ctx() ctx: GraphContext,
    @Arg('limit', () => Int, { defaultValue: 50, description: 'At most 100 per page.' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
  ): Promise<SocialWebInstancePage> {
    const bounds = page(limit, offset);
    const { rows, total } = await service(ctx).instances(bounds.limit, bounds.offset);
    return { instances: rows, totalCount: total };
  }

  @Authorized()
  @Query(() => [SocialWebDomainBlock], { description: 'Editors: blocked domains.' })
  socialWebDomainBlocks(@Ctx() ctx: GraphContext): Promise<SocialWebDomainBlock[]> {
    return service(ctx).domainBlocks();
  }

  @Authorized()
  @Mutation(() => SocialWebDomainBlock, {
    description: 'Editors: block a domain and its subdomains; its followers, likes, boosts and comments are removed.',
  })
  blockSocialWebDomain(
    @Ctx() ctx: GraphContext,
    @Arg('domain', { description: 'A domain; its subdomains are blocked too.' }) domain: string,
    @Arg('reason', () => String, { nullable: true, description: 'Why (staff only).' }) reason: string | null,
  ): Promise<SocialWebDomainBlock> {
    return service(ctx).blockDomain(domain, reason ?? null, requireEditor(ctx).id);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Editors: lift a domain block (removed followers must follow again).' })
  unblockSocialWebDomain(
    @Ctx() ctx: GraphContext,
    @Arg('domain', { description: 'The blocked domain.' }) domain: string,
  ): Promise<boolean> {
    return service(ctx).unblockDomain(domain);
  }
}

/** Likes and boosts from the social web, beside an article's other insights. */
@Resolver(() => ArticleInsights)
export class ArticleInsightsSocialFields {
  @FieldResolver(() => Int, { description: 'Likes of the article from the social web (all time).' })
  async socialLikes(@Root() insights: ArticleInsights, @Ctx() ctx: GraphContext): Promise<number> {
    return (await service(ctx).reactionCounts([insights.articleId])).get(insights.articleId)?.likes ?? 0;
  }

  @FieldResolver(() => Int, { description: 'Boosts (Announce) of the article from the social web (all time).' })
  async socialBoosts(@Root() insights: ArticleInsights, @Ctx() ctx: GraphContext): Promise<number> {
    return (await service(ctx).reactionCounts([insights.articleId])).get(insights.articleId)?.boosts ?? 0;
  }
}
