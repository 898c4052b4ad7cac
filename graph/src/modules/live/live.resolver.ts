import { Arg, Authorized, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { keepAnswerPrivate } from '../../cache/answer-cache';
import { type GraphContext, isEditor, requireEditor } from '../../graphql/context';
import { Article } from '../article/article.entity';
import { liveAsRead } from '../article/article.queries';
import { READER_LANGUAGE_ARG } from '../edition/edition.inputs';
import { EditionService } from '../edition/edition.service';
import { Correction, CorrectionPage, LiveBlogView, LiveEntry, LiveEvent, LiveReplay } from './live.entity';
import { CorrectionInput, LiveEntryInput, LiveEntryUpdateInput } from './live.inputs';

@ObjectType({ simpleResolvers: true, description: "What a gateway's live hub fetched: the events and where to go on from." })
export class LiveEventBatch {
  @Field({ description: 'The newest event id read (pass it as `after` next time).' })
  head!: string;

  @Field(() => [LiveEvent], { description: 'Events of the asked, published live blogs, oldest first.' })
  events!: LiveEvent[];
}

@Resolver()
export class LiveResolver {
  @Query(() => [LiveEntry], {
    description:
      'A live blog’s entries, newest first; with `after` (an entry id) only newer ones. Readers: published live blogs only (else NOT_FOUND).',
  })
  liveEntries(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'The live blog (article id).' }) articleId: number,
    @Arg('after', () => Int, { nullable: true, description: 'Only entries with a higher id.' }) after: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 50, description: '1-200, default 50.' }) limit: number | null,
  ): Promise<LiveEntry[]> {
    return ctx.services.live.entries(articleId, after, limit ?? 50, isEditor(ctx));
  }

  @Query(() => LiveBlogView, {
    description:
      'What a live blog page renders (pinned first, then newest first) and its stream’s starting point. Readers: published live blogs only.',
  })
  liveBlog(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'The live blog (article id).' }) articleId: number,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 100, description: '1-200, default 100.' }) limit: number | null,
  ): Promise<LiveBlogView> {
    return ctx.services.live.view(articleId, limit ?? 100, isEditor(ctx));
  }

  @Query(() => LiveReplay, {
    description:
      'What a reader reconnecting with Last-Event-ID `after` missed, oldest first; an unknown id answers the newest 50 entries (reset). Never cached.',
  })
  liveReplay(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'The live blog (article id).' }) articleId: number,
    @Arg('after', () => String, { nullable: true, description: 'The last event id the reader saw.' }) after: string | null,
  ): Promise<LiveReplay> {
    keepAnswerPrivate(ctx);
    return ctx.services.live.replay(articleId, after, isEditor(ctx));
  }

  @Query(() => LiveEventBatch, {
    description:
      'Events after `after` on these published live blogs (at most 200; ask again from `head` when 200 came), for the gateways’ push; `after` null answers only the current head. Never cached.',
  })
  liveEventsSince(
    @Ctx() ctx: GraphContext,
    @Arg('after', () => String, { nullable: true, description: 'The last event id read.' }) after: string | null,
    @Arg('articleIds', () => [Int], { description: 'The live blogs readers follow (at most 10,000).' }) articleIds: number[],
  ): Promise<LiveEventBatch> {
    keepAnswerPrivate(ctx);
    return ctx.services.live.eventsSince(after, articleIds.slice(0, 10_000));
  }

  @Authorized()
  @Mutation(() => LiveEntry, {
    description: 'Who may edit the article. Refused with CONFLICT once the blog has ended (reopen it first).',
  })
  createLiveEntry(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'The live blog (article id).' }) articleId: number,
    @Arg('input', () => LiveEntryInput, { description: 'The entry.' }) input: LiveEntryInput,
  ): Promise<LiveEntry> {
    return ctx.services.live.createEntry(articleId, input, requireEditor(ctx));
  }

  @Authorized()
  @Mutation(() => LiveEntry, { description: 'Who may edit the article; not once the blog has ended (CONFLICT).' })
  updateLiveEntry(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'The live blog (article id).' }) articleId: number,
    @Arg('entryId', () => Int, { description: 'The entry.' }) entryId: number,
    @Arg('input', () => LiveEntryUpdateInput, { description: 'Fields to change.' }) input: LiveEntryUpdateInput,
  ): Promise<LiveEntry> {
    return ctx.services.live.updateEntry(articleId, entryId, input, requireEditor(ctx));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Who may edit the article; not once the blog has ended (CONFLICT).' })
  deleteLiveEntry(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'The live blog (article id).' }) articleId: number,
    @Arg('entryId', () => Int, { description: 'The entry.' }) entryId: number,
  ): Promise<boolean> {
    return ctx.services.live.deleteEntry(articleId, entryId, requireEditor(ctx));
  }

  @Query(() => CorrectionPage, {
    description: "Corrections and updates on one edition's published articles, newest first.",
  })
  async corrections(
    @Ctx() ctx: GraphContext,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20, description: '1-100.' }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0, description: 'Corrections to skip.' }) offset: number | null,
    @Arg('language', () => String, { nullable: true, description: READER_LANGUAGE_ARG }) language: string | null,
  ): Promise<CorrectionPage> {
    // A reader list answers one edition (ADR 0052): another edition's article is a 404 under this one's URLs.
    const edition = await EditionService.of(ctx.em).readerLanguage(language);
    return ctx.services.live.correctionPage(limit ?? 20, offset ?? 0, edition);
  }

  @Authorized()
  @Mutation(() => Correction, {
    description:
      'Authors (own), editors and admins, on published articles: moves the article’s dateModified and sends article.corrected.',
  })
  addCorrection(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'The article.' }) articleId: number,
    @Arg('input', () => CorrectionInput, { description: 'Kind and note.' }) input: CorrectionInput,
  ): Promise<Correction> {
    return ctx.services.live.addCorrection(articleId, input, requireEditor(ctx));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Admins only; recorded in the activity log.' })
  deleteCorrection(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'The article.' }) articleId: number,
    @Arg('correctionId', () => Int, { description: 'The correction.' }) correctionId: number,
  ): Promise<boolean> {
    return ctx.services.live.deleteCorrection(articleId, correctionId, requireEditor(ctx));
  }
}

/** An article's live blog as a field (issue 27): the page asks for it by the article's slug, in its one round. */
@Resolver(() => Article)
export class ArticleLiveBlogResolver {
  @FieldResolver(() => LiveBlogView, {
    nullable: true,
    description: 'What its live blog page renders (pinned first, then newest first); null when it is not a live blog.',
  })
  async liveBlog(
    @Root() article: Article,
    @Ctx() ctx: GraphContext,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 100, description: '1-200, default 100.' }) limit: number | null,
  ): Promise<LiveBlogView | null> {
    if (!(await liveAsRead(article, ctx.loaders))) return null;
    // The article was visible to the caller (it resolved), so the blog is too, by the same rule.
    return ctx.services.live.view(article.id, limit ?? 100, isEditor(ctx));
  }
}
