import type { GraphQLResolveInfo } from 'graphql';
import { DateTime } from 'luxon';
import { Arg, Authorized, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { selects } from '../../graphql/selection';
import { Article } from '../article/article.entity';
import { otherEditionOf } from '../localized-name/localized-name.resolver';
import { REVIEW_CATEGORY } from '../review/review.service';
import { Game, GamePage, Platform, UpcomingRelease } from './game.entity';
import { GameInput, GameUpdateInput } from './game.inputs';

@Resolver(() => Game)
export class GameResolver {
  @Query(() => [Platform], { description: 'The platforms games may be on (ids for platforms, releases and filters).' })
  gamePlatforms(@Ctx() ctx: GraphContext): Platform[] {
    return ctx.services.games.platforms();
  }

  @Query(() => GamePage, {
    description:
      'Games by name A-Z; with search, best match first (typo-tolerant). platform keeps games on that platform. limit default 20, at most 100.',
  })
  async games(
    @Ctx() ctx: GraphContext,
    @Arg('search', () => String, { nullable: true, description: 'Name text; a typo or two still matches.' })
    search: string | null,
    @Arg('platform', () => String, { nullable: true, description: 'Platform id (see gamePlatforms).' }) platform: string | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20, description: 'Page size, 1-100.' }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0, description: 'Games to skip.' }) offset: number | null,
    @Info() info: GraphQLResolveInfo,
    @Arg('language', () => String, {
      nullable: true,
      description:
        "An edition's language tag: games sorted by their names there (else their own), and a search matches those names too. Ask `name(language:)` for the names. Unknown: 400 naming language.",
    })
    language?: string | null,
  ): Promise<GamePage> {
    const edition = await otherEditionOf(ctx, language);
    return ctx.services.games.list({ search, platform, edition }, limit ?? 20, offset ?? 0, selects(info, 'totalCount'));
  }

  @Query(() => Game, { nullable: true, description: 'One game by id, or null.' })
  game(@Ctx() ctx: GraphContext, @Arg('id', () => Int, { description: 'Game id.' }) id: number): Promise<Game | null> {
    return ctx.services.games.findById(id);
  }

  @Query(() => Game, { nullable: true, description: 'One game by its slug or a slug it had before; null when unknown.' })
  gameBySlug(@Ctx() ctx: GraphContext, @Arg('slug', { description: 'Game slug.' }) slug: string): Promise<Game | null> {
    return ctx.services.games.findBySlug(slug);
  }

  @Query(() => String, {
    nullable: true,
    description: 'The current slug of the game that once had `slug`; null when `slug` is current or unknown (pages answer 301).',
  })
  gameSlugRedirect(
    @Ctx() ctx: GraphContext,
    @Arg('slug', { description: 'A slug from an old link.' }) slug: string,
  ): Promise<string | null> {
    return ctx.services.games.slugRedirect(slug);
  }

  @Query(() => [UpcomingRelease], {
    description:
      'Releases not yet out (a quarter or year until it ends), earliest first; one entry per game and date. TBA is left out. limit default 50, at most 100.',
  })
  upcomingReleases(
    @Ctx() ctx: GraphContext,
    @Arg('platform', () => String, { nullable: true, description: 'Only releases on this platform id.' }) platform: string | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 50, description: 'At most 100.' }) limit: number | null,
  ): Promise<UpcomingRelease[]> {
    // Today is the publication's day (release dates are days there, ADR 0045), not UTC's. The answer
    // changes when the day does: the worker announces the new day as a change of `games` (new-day.jobs.ts).
    const today = DateTime.now().setZone(ctx.config.publication.timeZone).toISODate()!;
    return ctx.services.games.upcomingReleases(today, limit ?? 50, platform);
  }

  @Authorized()
  @Mutation(() => Game, { description: 'Editors and admins. The slug comes from the name unless given.' })
  createGame(
    @Ctx() ctx: GraphContext,
    @Arg('input', () => GameInput, { description: 'The game.' }) input: GameInput,
  ): Promise<Game> {
    return ctx.services.games.create(input);
  }

  @Authorized()
  @Mutation(() => Game, { description: 'Editors and admins. Changes the given fields; an old slug keeps answering.' })
  updateGame(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Game id.' }) id: number,
    @Arg('input', () => GameUpdateInput, { description: 'Fields to change.' }) input: GameUpdateInput,
  ): Promise<Game> {
    return ctx.services.games.update(id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Editors and admins. Refused (CONFLICT, naming how many) while articles link to it.' })
  deleteGame(@Ctx() ctx: GraphContext, @Arg('id', () => Int, { description: 'Game id.' }) id: number): Promise<boolean> {
    return ctx.services.games.delete(id);
  }

  @Authorized()
  @Mutation(() => Game, {
    description:
      "Editors and admins. Folds a duplicate into the survivor in one transaction: the duplicate's article links move to the survivor, its slugs join the survivor's slug history (old URLs answer 301) and it is deleted.",
  })
  mergeGames(
    @Ctx() ctx: GraphContext,
    @Arg('survivorId', () => Int, { description: 'The game that stays.' }) survivorId: number,
    @Arg('duplicateId', () => Int, { description: 'The game folded into it and deleted.' }) duplicateId: number,
  ): Promise<Game> {
    return ctx.services.games.merge(survivorId, duplicateId);
  }

  @FieldResolver(() => [Article], { description: 'Published articles about the game, newest first.' })
  async coverage(
    @Root() game: Game,
    @Ctx() ctx: GraphContext,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20, description: 'At most 100.' }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0, description: 'Articles to skip.' }) offset: number | null,
    @Info() info: GraphQLResolveInfo,
    @Arg('language', () => String, {
      nullable: true,
      description: "Only this edition's articles (a language tag); unknown is BAD_USER_INPUT naming language.",
    })
    language?: string | null,
  ): Promise<Article[]> {
    const page = await ctx.services.articles.list('public', { game: game.slug, language }, limit ?? 20, offset ?? 0, {
      withCount: false,
      withContent: selects(info, 'content'),
    });
    return page.articles;
  }

  @FieldResolver(() => Article, { nullable: true, description: "The game's review: its newest published review, if any." })
  async review(
    @Root() game: Game,
    @Ctx() ctx: GraphContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('language', () => String, {
      nullable: true,
      description: 'The review in this edition (a language tag); unknown is BAD_USER_INPUT naming language.',
    })
    language?: string | null,
  ): Promise<Article | null> {
    const page = await ctx.services.articles.list('public', { game: game.slug, category: REVIEW_CATEGORY, language }, 1, 0, {
      withCount: false,
      withContent: selects(info, 'content'),
    });
    return page.articles[0] ?? null;
  }
}
