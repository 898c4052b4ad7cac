import { access } from 'node:fs/promises';
import { Arg, Ctx, Field, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import { notFound, serviceUnavailable } from '../../common/errors';
import { type GraphContext, clientIpOf } from '../../graphql/context';
import { JobWaitTimeoutError } from '../../jobs/job-runner';
import { graphJobs } from '../../jobs/graph-jobs-context';
import { Article, ArticleStatus } from '../article/article.entity';
import { thumbnailFileName, thumbnailJobId, thumbnailVersion } from './thumbnail-version';
import { renderArticleThumbnailJob } from './thumbnail.jobs';

@ObjectType({ description: 'Where a generated thumbnail is served.' })
export class ThumbnailResult {
  @Field({ description: 'Path under /media/, served by the gateway with long cache headers.' })
  thumbnailUrl!: string;
}

/** Long enough for a queued render on a busy worker; short enough for a card to give up. */
export const THUMBNAIL_WAIT_MS = 20_000;

async function fileExists(file: string | null): Promise<boolean> {
  if (!file) return false;
  return access(file).then(
    () => true,
    () => false,
  );
}

@Resolver()
export class ThumbnailResolver {
  @Mutation(() => ThumbnailResult, {
    description: 'Published articles only; readers may call it. At most 20 a minute per address (TOO_MANY_REQUESTS).',
  })
  async generateThumbnail(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'A published article.' }) articleId: number,
  ): Promise<ThumbnailResult> {
    await ctx.limits.cost.take('thumbnails', clientIpOf(ctx));
    const jobs = graphJobs(ctx);
    const article = await ctx.em.findOne(Article, { id: articleId, status: ArticleStatus.published }, { populate: ['category'] });
    if (!article) throw notFound(`No published article with id ${articleId}`);

    const current = jobs.media.urlFor(thumbnailFileName(article));
    const version = thumbnailVersion(article);
    const jobId = thumbnailJobId(article.id, version);
    if (article.thumbnailUrl === current) {
      // Already rendered for this version: no new work, unless the file was lost from MEDIA_DIR,
      // in which case the finished job is dropped so the render runs again.
      if (await fileExists(jobs.media.pathForUrl(current))) return { thumbnailUrl: current };
      await jobs.runner.forget(renderArticleThumbnailJob, jobId);
    }
    const render = () =>
      jobs.runner.run(renderArticleThumbnailJob, { articleId: article.id, version }, { jobId, waitMs: THUMBNAIL_WAIT_MS });
    try {
      const result = await render();
      if (await fileExists(jobs.media.pathForUrl(result.thumbnailUrl))) return result;
      // A finished job whose file is gone (MEDIA_DIR wiped): render once more under the same id.
      await jobs.runner.forget(renderArticleThumbnailJob, jobId);
      return await render();
    } catch (error) {
      ctx.log.warn({ err: error, articleId }, 'thumbnail generation did not finish');
      if (error instanceof JobWaitTimeoutError)
        throw serviceUnavailable('The thumbnail is still being generated. Please try again shortly.');
      throw serviceUnavailable('The thumbnail could not be generated. Please try again later.');
    }
  }
}
