import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, Field, Info, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { selects } from '../../graphql/selection';
import { Article } from '../article/article.entity';
import { READER_LANGUAGE_ARG } from '../edition/edition.inputs';
import { EditionService } from '../edition/edition.service';
import { FeaturedRoute } from './featured-route';
import type { FeaturedSetContent } from './featured.service';

/** The edition a featured query answers or a slot write means: the one asked for, else the default (ADR 0052, 0053). */
/** The HTML body is read only for the articles whose `content` the query selects (cards never show it). */
const setContent = (info: GraphQLResolveInfo): FeaturedSetContent => ({
  main: selects(info, 'mainFeatured', 'content'),
  sidebar: selects(info, 'sidebarArticles', 'content'),
});

const readerLanguage = (ctx: GraphContext, language: string | null) => EditionService.of(ctx.em).readerLanguage(language);

/** The editor side's `language`: a route's main slot is one per edition (ADR 0053). */
const EDITION_SLOT_ARG =
  'The edition whose main slots are meant (a language tag); default: the default edition. Unknown is BAD_USER_INPUT naming language.';

@ObjectType({ simpleResolvers: true, description: 'What a route or category shows in its featured block.' })
export class FeaturedSet {
  @Field(() => Article, { nullable: true, description: 'The main featured article, when one is set and published.' })
  mainFeatured!: Article | null;

  @Field(() => [Article], { description: 'At most 3.' })
  sidebarArticles!: Article[];
}

@ObjectType({ description: 'A route and the article in its main featured slot.' })
export class MainFeaturedAssignment {
  @Field(() => FeaturedRoute, { description: 'The route.' })
  route!: FeaturedRoute;

  @Field(() => String, { description: "The edition whose pages show it (a language tag): the article's own." })
  language!: string;

  @Field(() => Article, { description: 'The article shown as its main feature.' })
  article!: Article;
}

@Resolver()
export class FeaturedResolver {
  @Query(() => [Article], { description: "One edition's featured published articles, newest first." })
  async featuredArticles(
    @Ctx() ctx: GraphContext,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20, description: 'At most 100.' }) limit: number | null,
    @Arg('language', () => String, { nullable: true, description: READER_LANGUAGE_ARG }) language: string | null,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Article[]> {
    return ctx.services.featured.featuredArticles(limit ?? 20, await readerLanguage(ctx, language), selects(info, 'content'));
  }

  @Query(() => FeaturedSet, { description: "One edition's featured set of a category (the category slug)." })
  async featuredSet(
    @Ctx() ctx: GraphContext,
    @Arg('category', { description: 'Category slug, or "all".' }) category: string,
    @Arg('language', () => String, { nullable: true, description: READER_LANGUAGE_ARG }) language: string | null,
    @Info() info: GraphQLResolveInfo,
  ): Promise<FeaturedSet> {
    return ctx.services.featured.featuredSetForCategory(category, await readerLanguage(ctx, language), setContent(info));
  }

  @Query(() => FeaturedSet, { description: "One edition's featured set of a Featured Manager route." })
  async featuredSetForRoute(
    @Ctx() ctx: GraphContext,
    @Arg('route', () => FeaturedRoute, { description: 'The route.' }) route: FeaturedRoute,
    @Arg('language', () => String, { nullable: true, description: READER_LANGUAGE_ARG }) language: string | null,
    @Info() info: GraphQLResolveInfo,
  ): Promise<FeaturedSet> {
    return ctx.services.featured.featuredSetForRoute(route, await readerLanguage(ctx, language), setContent(info));
  }

  @Query(() => Article, {
    nullable: true,
    description: "An edition's homepage master featured article (one per edition), when set and published.",
  })
  async masterFeaturedArticle(
    @Ctx() ctx: GraphContext,
    @Arg('language', () => String, { nullable: true, description: READER_LANGUAGE_ARG }) language: string | null,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Article | null> {
    return ctx.services.featured.masterFeaturedArticle(await readerLanguage(ctx, language), selects(info, 'content'));
  }

  @Authorized()
  @Query(() => [MainFeaturedAssignment], {
    description: "Editors only: one edition's main featured article of every route (ADR 0053).",
  })
  async mainFeaturedAssignments(
    @Ctx() ctx: GraphContext,
    @Arg('language', () => String, { nullable: true, description: EDITION_SLOT_ARG }) language: string | null,
  ): Promise<MainFeaturedAssignment[]> {
    const rows = await ctx.services.featured.assignments(await readerLanguage(ctx, language));
    return rows.map((row) => ({ route: row.route, language: row.language, article: row.article }));
  }

  @Authorized()
  @Mutation(() => Article, {
    description:
      'Replaces the previous main featured article of the route in one edition; the article must be of that edition (else BAD_USER_INPUT naming language).',
  })
  async setMainFeatured(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Article id.' }) id: number,
    @Arg('route', () => FeaturedRoute, { description: 'The route.' }) route: FeaturedRoute,
    @Arg('language', () => String, { nullable: true, description: EDITION_SLOT_ARG }) language: string | null,
  ): Promise<Article> {
    await ctx.services.featured.setMainFeatured(id, route, await readerLanguage(ctx, language));
    return ctx.services.articles.getById(id);
  }

  @Authorized()
  @Mutation(() => Article, { description: "Removes the article from every route's main slot (all of its own edition)." })
  async removeMainFeatured(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Article id.' }) id: number,
  ): Promise<Article> {
    await ctx.services.featured.removeMainFeatured(id);
    return ctx.services.articles.getById(id);
  }

  @Authorized()
  @Mutation(() => Article, { description: 'Editors only. Flips the featured flag.' })
  toggleFeatured(@Ctx() ctx: GraphContext, @Arg('id', () => Int, { description: 'Article id.' }) id: number): Promise<Article> {
    return ctx.services.featured.toggleFeatured(id);
  }

  @Authorized()
  @Mutation(() => Article, { description: "Clears the previous master of the article's edition." })
  setMasterFeatured(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Article id.' }) id: number,
  ): Promise<Article> {
    return ctx.services.featured.setMasterFeatured(id);
  }

  @Authorized()
  @Mutation(() => Article, { description: 'Editors only. Takes the article off the homepage master slot.' })
  removeMasterFeatured(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Article id.' }) id: number,
  ): Promise<Article> {
    return ctx.services.featured.removeMasterFeatured(id);
  }
}
