import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import { IsOptional, Length, MaxLength } from 'class-validator';
import { PlainText } from '../../common/sanitize';
import { type GraphContext, requireEditor } from '../../graphql/context';
import { Article } from '../article/article.entity';
import { ArticleRevision } from './revision.entity';

@InputType({ description: 'The text of an open draft, as the editor autosaves it.' })
export class AutosaveInput {
  @Field({ description: 'Headline.' })
  @PlainText()
  @Length(1, 200, { message: 'Title must be between 1 and 200 characters' })
  title!: string;

  @Field({ description: 'HTML; sanitized on save.' })
  @MaxLength(500_000, { message: 'Content must be at most 500,000 characters' })
  content!: string;

  @Field(() => String, { nullable: true, description: 'Excerpt.' })
  @PlainText()
  @IsOptional()
  @MaxLength(1000, { message: 'Excerpt must be at most 1000 characters' })
  excerpt?: string | null;

  @Field(() => String, { nullable: true, description: 'Meta description.' })
  @PlainText()
  @IsOptional()
  @MaxLength(320, { message: 'Meta description must be at most 320 characters' })
  metaDescription?: string | null;
}

@Resolver(() => ArticleRevision)
export class RevisionResolver {
  @Authorized()
  @Query(() => [ArticleRevision], { description: 'Those who may edit the article: its revisions, newest first.' })
  async articleRevisions(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'Article id.' }) articleId: number,
  ): Promise<ArticleRevision[]> {
    await ctx.services.revisions.articleFor(requireEditor(ctx), articleId, 'articleRevisions');
    return ctx.services.revisions.list(articleId);
  }

  @Authorized()
  @Mutation(() => ArticleRevision, {
    description: "The editor's 30-second autosave of an open article: kept as a revision; the article is unchanged.",
  })
  async autosaveArticle(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'Article id.' }) articleId: number,
    @Arg('input', () => AutosaveInput, { description: 'The text being edited.' }) input: AutosaveInput,
  ): Promise<ArticleRevision> {
    const caller = requireEditor(ctx);
    await ctx.services.revisions.articleFor(caller, articleId, 'autosaveArticle');
    return ctx.services.revisions.autosave(articleId, input, caller.id);
  }

  @Authorized()
  @Mutation(() => Article, {
    description: "Puts a revision's title, content, excerpt and meta description back (a new revision).",
  })
  restoreArticleRevision(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'Article id.' }) articleId: number,
    @Arg('revisionId', () => Int, { description: 'Revision id.' }) revisionId: number,
  ): Promise<Article> {
    return ctx.services.revisions.restore(requireEditor(ctx), articleId, revisionId);
  }
}
