import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type GraphContext, requireEditor } from '../../graphql/context';
import { Article, ArticleStatus } from '../article/article.entity';
import { WorkflowService } from './workflow.service';
import { ApproveInput, ArticleReview, NewsroomSettings } from './workflow.types';

const workflow = (ctx: GraphContext) => new WorkflowService(ctx.em, ctx.services.articles, ctx.jobs?.mail);

@Resolver()
export class WorkflowResolver {
  @Authorized()
  @Mutation(() => Article, {
    description:
      'Writers (own drafts) and editors: a draft goes to the review queue (status in_review). 409 unless it is a draft.',
  })
  submitArticle(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Article id.' }) id: number,
    @Arg('note', () => String, { nullable: true, description: 'A note to the editors (plain text, at most 5000 characters).' })
    note: string | null,
  ): Promise<Article> {
    return workflow(ctx).submit(requireEditor(ctx), id, note);
  }

  @Authorized()
  @Mutation(() => Article, {
    description: 'Editors: publishes or schedules an article in review (embargo and schedule rules apply). 409 unless in review.',
  })
  approveArticle(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Article id.' }) id: number,
    @Arg('input', () => ApproveInput, { description: 'Publish now or schedule.' }) input: ApproveInput,
  ): Promise<Article> {
    return workflow(ctx).approve(requireEditor(ctx), id, input);
  }

  @Authorized()
  @Mutation(() => Article, {
    description: 'Editors: sends an article in review back to its writer as a draft, with a note. 409 unless in review.',
  })
  requestArticleChanges(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Article id.' }) id: number,
    @Arg('note', { description: 'What needs changing (plain text, at most 5000 characters).' }) note: string,
  ): Promise<Article> {
    return workflow(ctx).requestChanges(requireEditor(ctx), id, note);
  }

  @Authorized()
  @Query(() => ArticleReview, { description: "An article's review history and the text last reviewed (its writer and editors)." })
  articleReview(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'Article id.' }) articleId: number,
  ): Promise<ArticleReview> {
    return workflow(ctx).review(requireEditor(ctx), articleId);
  }

  @Authorized()
  @Query(() => NewsroomSettings, { description: "Staff: the newsroom's settings." })
  newsroomSettings(@Ctx() ctx: GraphContext): Promise<NewsroomSettings> {
    return workflow(ctx).settings();
  }

  @Authorized()
  @Mutation(() => NewsroomSettings, { description: "Admins: changes the newsroom's settings." })
  updateNewsroomSettings(
    @Ctx() ctx: GraphContext,
    @Arg('authorsNeedReview', { description: 'Authors submit for review instead of publishing themselves.' })
    authorsNeedReview: boolean,
  ): Promise<NewsroomSettings> {
    return workflow(ctx).updateSettings(requireEditor(ctx), authorsNeedReview);
  }
}

/** Article fields of the review workflow. */
@Resolver(() => Article)
export class ArticleWorkflowFields {
  @FieldResolver(() => Date, {
    nullable: true,
    description:
      'When the article was last submitted for review, while it is in review (the review queue’s order); null otherwise.',
  })
  submittedAt(@Root() article: Article, @Ctx() ctx: GraphContext): Date | null | Promise<Date | null> {
    if (article.status !== ArticleStatus.in_review) return null;
    return ctx.loaders.submittedAtOf.load(article.id);
  }
}
