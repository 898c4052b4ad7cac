import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { Article } from '../article/article.entity';
import { READER_LANGUAGE_ARG } from '../edition/edition.inputs';
import { EditionService } from '../edition/edition.service';
import { FeaturedRoute } from './featured-route';

/** The edition a reader's featured query answers: the one asked for, else the default (ADR 0052). */
const readerLanguage = (ctx: GraphContext, language: string | null) => new EditionService(ctx.em).readerLanguage(language);

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
  ): Promise<Article[]> {
    return ctx.services.featured.featuredArticles(limit ?? 20, await readerLanguage(ctx, language));
  }

  @Query(() => FeaturedSet, { description: "One edition's featured set of a category (the category slug)." })
  async featuredSet(
    @Ctx() ctx: GraphContext,
    @Arg('category', { description: 'Category slug, or "all".' }) category: string,
    @Arg('language', () => String, { nullable: true, description: READER_LANGUAGE_ARG }) language: string | null,
  ): Promise<FeaturedSet> {
    return ctx.services.featured.featuredSetForCategory(category, await readerLanguage(ctx, language));
  }

  @Query(() => FeaturedSet, { description: "One edition's featured set of a Featured Manager route." })
  async featuredSetForRoute(
    @Ctx() ctx: GraphContext,
    @Arg('route', () => FeaturedRoute, { description: 'The route.' }) route: FeaturedRoute,
    @Arg('language', () => String, { nullable: true, description: READER_LANGUAGE_ARG }) language: string | null,
  ): Promise<FeaturedSet> {
    return ctx.services.featured.featuredSetForRoute(route, await readerLanguage(ctx, language));
  }

  @Query(() => Article, {
    nullable: true,
    description: "An edition's homepage master featured article (one per edition), when set and published.",
  })
  async masterFeaturedArticle(
    @Ctx() ctx: GraphContext,
    @Arg('language', () => String, { nullable: true, description: READER_LANGUAGE_ARG }) language: string | null,
  ): Promise<Article | null> {
    return ctx.services.featured.masterFeaturedArticle(await readerLanguage(ctx, language));
  }

  @Authorized()
  @Query(() => [MainFeaturedAssignment], { description: "Editors only: every route's main featured article." })
  async mainFeaturedAssignments(@Ctx() ctx: GraphContext): Promise<MainFeaturedAssignment[]> {
    const rows = await ctx.services.featured.assignments();
    return rows.map((row) => ({ route: row.route, article: row.article }));
  }

  @Authorized()
  @Mutation(() => Article, { description: "Replaces the route's previous main featured article." })
  async setMainFeatured(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Article id.' }) id: number,
    @Arg('route', () => FeaturedRoute, { description: 'The route.' }) route: FeaturedRoute,
  ): Promise<Article> {
    await ctx.services.featured.setMainFeatured(id, route);
    return ctx.services.articles.getById(id);
  }

  @Authorized()
  @Mutation(() => Article, { description: "Removes the article from every route's main slot." })
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
