import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, Field, FieldResolver, Info, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { type GraphContext, isEditor, requireEditor } from '../../graphql/context';
import { selects } from '../../graphql/selection';
import { Category } from '../category/category.entity';
import { FeaturedRoute } from '../featured/featured-route';
import { Game, LinkedGame } from '../game/game.entity';
import { ArticleLive, Correction, LiveEntry } from '../live/live.entity';
import { Review } from '../review/review.entity';
import { Tag } from '../tag/tag.entity';
import { featuredImageMediaUrl } from '../media/media.service';
import { mayAccessArticle } from '../user/capabilities';
import { User, UserRole } from '../user/user.entity';
import { Article, ArticleStatus } from './article.entity';
import { authorMayChange, authorsNeedReview } from './publishing.service';
import { cardExcerpt, readingMinutes } from './article-text';
import { ArticleFilter, ArticleInput, ArticleUpdateInput } from './article.inputs';
import { isListedArticle, liveAsRead, type ListOptions } from './article.queries';
import { READER_LANGUAGE_ARG as LANGUAGE_ARG } from '../edition/edition.inputs';
import { EditionService } from '../edition/edition.service';
import { inEditionOrder, inRootOrder } from '../localized-name/localized-name.resolver';

const ownershipOf = (article: Article) => ({ authorId: article.author.id, status: article.status });

/** The setting "authors need review", read at most once per request. */
const settingOfRequest = new WeakMap<GraphContext, Promise<boolean>>();
function authorsNeedReviewOnce(ctx: GraphContext): Promise<boolean> {
  let setting = settingOfRequest.get(ctx);
  if (!setting) {
    setting = authorsNeedReview(ctx.em);
    settingOfRequest.set(ctx, setting);
  }
  return setting;
}

@ObjectType({ simpleResolvers: true, description: 'One page of an article list.' })
export class ArticlePage {
  @Field(() => [Article], { description: 'The articles of this page.' })
  articles!: Article[];

  @Field(() => Int, {
    description:
      'Number of articles matching the filter, ignoring limit/offset (a search counts at most its first 1000 matches). Computed only when selected.',
  })
  totalCount?: number;
}

@ObjectType({ description: "The editor's scheduling choices." })
export class SchedulingRules {
  @Field(() => Int, { description: 'Minute choices are multiples of this (spec: 5).' })
  minuteStep!: number;

  @Field(() => Int, { description: 'How far ahead a schedule must be, in milliseconds (spec: 1 minute).' })
  minLeadMs!: number;
}

/** What a list query needs to compute: the total and the HTML body only when selected. */
const listOptions = (info: GraphQLResolveInfo): ListOptions => ({
  withCount: selects(info, 'totalCount'),
  withContent: selects(info, 'articles', 'content'),
});

/** An article's tags as read: a listed row carries them, an entity asks in a batch. */
function tagsAsRead(article: Article, ctx: GraphContext): Tag[] | Promise<Tag[]> {
  return isListedArticle(article) ? article.listed.tags : ctx.loaders.tagsOf.load(article);
}

/** The database sorts them by code point (its C collation): readers expect Ä beside A (ADR 0069). */
function tagsInRootOrder(article: Article, ctx: GraphContext): Tag[] | Promise<Tag[]> {
  const tags = tagsAsRead(article, ctx);
  return Array.isArray(tags) ? inRootOrder(tags) : tags.then(inRootOrder);
}

@Resolver(() => Article)
export class ArticleResolver {
  @Query(() => SchedulingRules, { description: "What the editor's schedule picker offers." })
  schedulingRules(@Ctx() ctx: GraphContext): SchedulingRules {
    return ctx.services.publishing.schedulingRules();
  }

  @Query(() => ArticlePage, {
    description:
      "One edition's published articles, newest first (publishedAt desc): filter.language's, default the default edition (ADR 0052). limit default 20, at most 100.",
  })
  articles(
    @Ctx() ctx: GraphContext,
    @Arg('filter', () => ArticleFilter, { nullable: true, description: 'Category, search text, featured.' })
    filter: ArticleFilter | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20, description: 'Page size, 1-100.' }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0, description: 'Articles to skip.' }) offset: number | null,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ArticlePage> {
    return ctx.services.articles.list('public', filter, limit ?? 20, offset ?? 0, listOptions(info));
  }

  @Authorized()
  @Query(() => ArticlePage, {
    description:
      'Editors only: every status and, unless filter.language narrows it, every edition; newest first (updatedAt desc).',
  })
  adminArticles(
    @Ctx() ctx: GraphContext,
    @Arg('filter', () => ArticleFilter, { nullable: true, description: 'Status, category, search text, featured.' })
    filter: ArticleFilter | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20, description: 'Page size, 1-100.' }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0, description: 'Articles to skip.' }) offset: number | null,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ArticlePage> {
    return ctx.services.articles.list('admin', filter, limit ?? 20, offset ?? 0, listOptions(info));
  }

  @Query(() => Article, { nullable: true, description: 'Readers: published only (else null). Editors: any status.' })
  article(@Ctx() ctx: GraphContext, @Arg('id', () => Int, { description: 'Article id.' }) id: number): Promise<Article | null> {
    return ctx.services.articles.findVisibleById(id, isEditor(ctx));
  }

  @Query(() => Article, { nullable: true, description: 'Readers: published only (else null). Editors: any status.' })
  articleBySlug(@Ctx() ctx: GraphContext, @Arg('slug', { description: 'Article slug.' }) slug: string): Promise<Article | null> {
    return ctx.services.articles.findVisibleBySlug(slug, isEditor(ctx));
  }

  @Query(() => String, {
    nullable: true,
    description:
      'The current slug of the published article that was once published under `slug`; null when `slug` is current or unknown. Page servers answer 301 with it.',
  })
  articleSlugRedirect(
    @Ctx() ctx: GraphContext,
    @Arg('slug', { description: 'A slug from an old link.' }) slug: string,
  ): Promise<string | null> {
    return ctx.services.articles.slugRedirect(slug);
  }

  @Query(() => [Article], {
    description: "One edition's published articles of a category, newest first, without excludeId.",
  })
  async relatedArticles(
    @Ctx() ctx: GraphContext,
    @Arg('category', { description: 'Category slug.' }) category: string,
    @Arg('excludeId', () => Int, { nullable: true, description: 'The article being read.' }) excludeId: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 5, description: 'At most 50.' }) limit: number | null,
    @Arg('language', () => String, { nullable: true, description: LANGUAGE_ARG }) language: string | null,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Article[]> {
    const edition = await EditionService.of(ctx.em).readerLanguage(language);
    return ctx.services.articles.related(category, excludeId, limit ?? 5, edition, selects(info, 'content'));
  }

  @Authorized()
  @Mutation(() => Article, {
    description: 'Staff (see the capability table): contributors save drafts only. New tag names create tags.',
  })
  createArticle(
    @Ctx() ctx: GraphContext,
    @Arg('input', () => ArticleInput, { description: 'The article.' }) input: ArticleInput,
    @Arg('idempotencyKey', () => String, {
      nullable: true,
      description:
        'A unique token per create (e.g. a UUID): a retry by the same user with the same key and input answers with the article the first call made instead of making a second; the same key with another input is refused with IDEMPOTENCY_KEY_REUSED, whose articleId names the article the key made. Keys are per user.',
    })
    idempotencyKey: string | null,
  ): Promise<Article> {
    const caller = requireEditor(ctx);
    return ctx.services.articles.create(input, caller.id, idempotencyKey, caller);
  }

  @Authorized()
  @Mutation(() => Article, {
    description: "Staff (see the capability table). Changes the given fields; a published article's old slug keeps answering.",
  })
  updateArticle(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Article id.' }) id: number,
    @Arg('input', () => ArticleUpdateInput, { description: 'Fields to change.' }) input: ArticleUpdateInput,
  ): Promise<Article> {
    return ctx.services.articles.update(id, input, requireEditor(ctx));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Authors (own), editors and admins. Deletes the article and its featured placements.' })
  deleteArticle(@Ctx() ctx: GraphContext, @Arg('id', () => Int, { description: 'Article id.' }) id: number): Promise<boolean> {
    return ctx.services.articles.delete(id, requireEditor(ctx));
  }

  @FieldResolver(() => Category, { description: 'The category the article belongs to.' })
  category(@Root() article: Article, @Ctx() ctx: GraphContext): Category | Promise<Category> {
    if (isListedArticle(article)) return article.listed.category;
    return ctx.loaders.categoryOf.load(article);
  }

  @FieldResolver(() => String, { description: "The category's slug (lowercase name), as REST answers carry it." })
  categorySlug(@Root() article: Article, @Ctx() ctx: GraphContext): string | Promise<string> {
    // Listed articles answer synchronously: a promise per field of every listed row is garbage.
    if (isListedArticle(article)) return article.listed.category.slug;
    return ctx.loaders.categoryOf.load(article).then((category) => category.slug);
  }

  @FieldResolver(() => [Tag], {
    description: "The article's tags, by name; with language, by their names in that edition (ask `name(language:)` for them).",
  })
  tags(
    @Root() article: Article,
    @Ctx() ctx: GraphContext,
    @Arg('language', () => String, {
      nullable: true,
      description: "An edition's language tag: ordered by the tags' names there (else their own). Unknown: 400 naming language.",
    })
    language?: string | null,
  ): Tag[] | Promise<Tag[]> {
    // Without a language the answer stays synchronous for listed rows (a promise per row is garbage).
    if (language == null) return tagsInRootOrder(article, ctx);
    // inEditionOrder sorts them itself (the root order for the default edition).
    return Promise.resolve(tagsAsRead(article, ctx)).then((tags) => inEditionOrder(ctx, 'tag', tags, language));
  }

  @FieldResolver(() => [String], { description: "The tags' names, as REST answers carry them, by name." })
  tagNames(@Root() article: Article, @Ctx() ctx: GraphContext): string[] | Promise<string[]> {
    const names = (tags: Tag[]) => tags.map((t) => t.name);
    const tags = tagsInRootOrder(article, ctx);
    return Array.isArray(tags) ? names(tags) : tags.then(names);
  }

  @FieldResolver(() => User, { description: 'Who wrote it.' })
  author(@Root() article: Article, @Ctx() ctx: GraphContext): User | Promise<User> {
    if (isListedArticle(article)) return article.author;
    return ctx.loaders.authorOf.load(article);
  }

  // The alt text is the media library's (required at upload), read with the article: a listed or
  // reader's one-statement article carries it (article.queries.ts), an entity asks in a batch.
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The featured image's alternative text, as written for it in the media library; null when the image is not the library's (shown as decorative) or there is none.",
  })
  featuredImageAlt(@Root() article: Article, @Ctx() ctx: GraphContext): string | null | Promise<string | null> {
    if (isListedArticle(article)) return article.listed.featuredImageAlt;
    const url = featuredImageMediaUrl(article.featuredImage);
    return url ? ctx.loaders.mediaAltOf.load(url) : null;
  }

  @FieldResolver(() => Int, { description: "The author's user id." })
  authorId(@Root() article: Article): number {
    return article.author.id;
  }

  @FieldResolver(() => String, {
    description:
      'What a card shows: the excerpt, else the first 120 characters of the text plus "...". Lists ask for this instead of content.',
  })
  cardExcerpt(@Root() article: Article): string {
    return cardExcerpt(article);
  }

  @FieldResolver(() => Int, { description: 'Minutes to read the article (230 words a minute, at least 1).' })
  readingMinutes(@Root() article: Article): number {
    return readingMinutes(article.wordCount);
  }

  // What the caller may do with this article, decided by the capability table's own rule (the same
  // check the mutations make), so the dashboard offers each role its actions and nothing else.
  @FieldResolver(() => Boolean, { description: 'Whether the caller may change this article (false for readers).' })
  async viewerCanUpdate(@Root() article: Article, @Ctx() ctx: GraphContext): Promise<boolean> {
    const editor = ctx.identity.editor;
    if (!mayAccessArticle(editor, 'updateArticle', ownershipOf(article))) return false;
    return editor?.role !== UserRole.author || authorMayChange(editor, article.status, await authorsNeedReviewOnce(ctx));
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the caller may publish or schedule this article (false for readers and contributors).',
  })
  async viewerCanPublish(@Root() article: Article, @Ctx() ctx: GraphContext): Promise<boolean> {
    const ownership = ownershipOf(article);
    const editor = ctx.identity.editor;
    const may = mayAccessArticle(editor, 'updateArticle', ownership) && mayAccessArticle(editor, 'publishArticle', ownership);
    // Authors submit for review instead while the setting "authors need review" is on.
    return may && !(editor?.role === UserRole.author && (await authorsNeedReviewOnce(ctx)));
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the caller may submit this article for review now (a draft they may submit).',
  })
  viewerCanSubmit(@Root() article: Article, @Ctx() ctx: GraphContext): boolean {
    return article.status === ArticleStatus.draft && mayAccessArticle(ctx.identity.editor, 'submitArticle', ownershipOf(article));
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the caller may approve this article or ask for changes now (it is in review; editors).',
  })
  viewerCanApprove(@Root() article: Article, @Ctx() ctx: GraphContext): boolean {
    return (
      article.status === ArticleStatus.in_review && mayAccessArticle(ctx.identity.editor, 'approveArticle', ownershipOf(article))
    );
  }

  @FieldResolver(() => Boolean, { description: 'Whether the caller may delete this article (false for readers).' })
  async viewerCanDelete(@Root() article: Article, @Ctx() ctx: GraphContext): Promise<boolean> {
    const editor = ctx.identity.editor;
    if (!mayAccessArticle(editor, 'deleteArticle', ownershipOf(article))) return false;
    return editor?.role !== UserRole.author || authorMayChange(editor, article.status, await authorsNeedReviewOnce(ctx));
  }

  // Resolved here, with the fields listed articles carry (schema.ts DIRECT_FIELDS); the placements
  // themselves are the featured module's (FeaturedService.routesByArticle feeds the loader).
  @FieldResolver(() => [FeaturedRoute], { description: 'Routes on which this article is the main featured one.' })
  mainFeaturedRoutes(@Root() article: Article, @Ctx() ctx: GraphContext): FeaturedRoute[] | Promise<FeaturedRoute[]> {
    if (isListedArticle(article)) return article.listed.routes;
    return ctx.loaders.mainFeaturedRoutesOf.load(article.id);
  }

  @FieldResolver(() => [LinkedGame], { description: 'The games the article is about, in the order the editor gave them.' })
  games(@Root() article: Article, @Ctx() ctx: GraphContext): LinkedGame[] | Promise<LinkedGame[]> {
    if (isListedArticle(article)) return article.listed.games;
    return ctx.loaders.gamesOf.load(article.id);
  }

  // The article page's sidebar by the article itself (issue 27): a page asks for it beside the
  // article, by the same slug, in one round, instead of waiting for the article to learn its
  // category and game. A list of articles: its answer is keyed by their keys and `latest`.
  @FieldResolver(() => [Article], {
    description: 'Other published articles of its category, newest first ("More in {category}").',
  })
  async related(
    @Root() article: Article,
    @Ctx() ctx: GraphContext,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 5, description: 'At most 50.' }) limit: number | null,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Article[]> {
    const category = isListedArticle(article) ? article.listed.category : await ctx.loaders.categoryOf.load(article);
    return ctx.services.articles.related(category.slug, article.id, limit ?? 5, article.language, selects(info, 'content'));
  }

  @FieldResolver(() => Game, { nullable: true, description: 'The first game it is about, whole (the facts beside it).' })
  async primaryGame(@Root() article: Article, @Ctx() ctx: GraphContext): Promise<Game | null> {
    const games = isListedArticle(article) ? article.listed.games : await ctx.loaders.gamesOf.load(article.id);
    return games.length > 0 ? ctx.services.games.findById(games[0].id) : null;
  }

  @FieldResolver(() => Review, { nullable: true, description: 'The verdict, when the article is a review that carries one.' })
  review(@Root() article: Article, @Ctx() ctx: GraphContext): Review | null | Promise<Review | null> {
    if (isListedArticle(article)) return article.listed.review;
    return ctx.loaders.reviewOf.load(article.id);
  }

  @FieldResolver(() => ArticleLive, {
    nullable: true,
    description: 'Its live blog status and times, when the article is a live blog.',
  })
  live(@Root() article: Article, @Ctx() ctx: GraphContext): ArticleLive | null | Promise<ArticleLive | null> {
    return liveAsRead(article, ctx.loaders);
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description: 'When its latest correction or update was added (cards show "Updated"); null when none.',
  })
  correctedAt(@Root() article: Article, @Ctx() ctx: GraphContext): Date | null | Promise<Date | null> {
    if (isListedArticle(article)) return article.listed.correctedAt;
    return ctx.loaders.correctionsOf.load(article.id).then((list) => list[0]?.createdAt ?? null);
  }

  @FieldResolver(() => Int, {
    description:
      'Comments readers see on the article (visible, with their replies), as cards and the article page show it; 0 when comments are off.',
  })
  commentCount(@Root() article: Article, @Ctx() ctx: GraphContext): number | Promise<number> {
    if (isListedArticle(article)) return article.listed.commentCount;
    return ctx.loaders.commentCountOf.load(article.id);
  }

  @FieldResolver(() => [LiveEntry], {
    description: 'A live blog’s newest entries (LiveBlogPosting’s liveBlogUpdate); [] for other articles. At most 20.',
  })
  async latestLiveEntries(
    @Root() article: Article,
    @Ctx() ctx: GraphContext,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 10, description: '1-20, default 10.' }) limit: number | null,
  ): Promise<LiveEntry[]> {
    if (!(await liveAsRead(article, ctx.loaders))) return [];
    // The article itself was answered to this caller, so its entries may be too.
    return ctx.services.live.entries(article.id, null, Math.min(Math.max(limit ?? 10, 1), 20), true);
  }

  @FieldResolver(() => [Correction], { description: 'Corrections and updates shown at the top of the article, newest first.' })
  corrections(@Root() article: Article, @Ctx() ctx: GraphContext): Correction[] | Promise<Correction[]> {
    // A listed row knows when its latest correction was added: none (most articles), nothing to read.
    if (isListedArticle(article) && article.listed.correctedAt === null) return [];
    return ctx.loaders.correctionsOf.load(article.id);
  }
}
