import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import { JOB_NAMES, QUEUE_NAMES } from '../../jobs/queues';
import { Article } from '../article/article.entity';
import { renderThumbnail } from './thumbnail.render';
import { thumbnailFileName } from './thumbnail-version';

export const renderArticleThumbnailJob = defineJob({
  queue: QUEUE_NAMES.thumbnails,
  name: JOB_NAMES.renderArticleThumbnail,
  payload: z.object({ articleId: z.number().int().positive(), version: z.string().regex(/^[a-f0-9]{6,64}$/) }),
  async handle({ articleId }, { em, media, logger }): Promise<{ thumbnailUrl: string }> {
    const article = await em.findOne(Article, articleId, { populate: ['category'] });
    if (!article) throw new UnrecoverableError(`Article ${articleId} does not exist`);
    // Rendered from the article as it is now: if it changed since the request, the file name
    // carries the newer version and a later request finds it already done.
    const name = thumbnailFileName(article);
    const image = await renderThumbnail({
      articleId: article.id,
      categorySlug: article.category.slug,
      categoryColor: article.category.color,
    });
    const thumbnailUrl = await media.save(name, image);
    // Only the thumbnail column changes, so an editor's concurrent edit is never overwritten.
    await em.nativeUpdate(Article, { id: articleId }, { thumbnailUrl });
    logger.info({ articleId, thumbnailUrl, bytes: image.length }, 'thumbnail rendered');
    return { thumbnailUrl };
  },
});
