import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { keepAnswerPrivate } from '../../cache/answer-cache';
import { type GraphContext, requireEditor } from '../../graphql/context';
import { Article } from '../article/article.entity';

@ObjectType({ description: 'A shareable preview of an unpublished article.' })
export class PreviewLink {
  @Field({ description: 'Path on the website (`/preview/<token>`); the token is shown only now.' })
  url!: string;
}

@Resolver()
export class PreviewResolver {
  @Authorized()
  @Mutation(() => PreviewLink, {
    description: 'Those who may edit the article: a new unguessable preview link (draft or scheduled articles only).',
  })
  async createPreviewLink(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'Article id.' }) articleId: number,
  ): Promise<PreviewLink> {
    return { url: await ctx.services.previews.createLink(requireEditor(ctx), articleId) };
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Revokes every preview link of the article; returns how many were live.' })
  revokePreviewLinks(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'Article id.' }) articleId: number,
  ): Promise<number> {
    return ctx.services.previews.revokeLinks(requireEditor(ctx), articleId);
  }

  @Query(() => Article, {
    nullable: true,
    description: 'Anyone holding a live preview link: the draft or scheduled article it shows; null once revoked or published.',
  })
  articleByPreviewToken(
    @Ctx() ctx: GraphContext,
    @Arg('token', { description: 'The token from the preview link.' }) token: string,
  ): Promise<Article | null> {
    // Whether the link is live is asked of the database every time: no cache holds a preview.
    keepAnswerPrivate(ctx);
    return ctx.services.previews.articleByToken(token);
  }
}
