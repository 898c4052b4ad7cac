// Scheduled publishing, run by the worker: the delayed per-article job and the every-minute sweep.
// Both only call PublishingService, whose conditional UPDATEs make repeats and stale jobs harmless.
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import { JOB_NAMES, QUEUE_NAMES } from '../../jobs/queues';
import { Article, ArticleStatus } from './article.entity';
import { PublishingService } from './publishing.service';

/** Thrown when a job wakes before its article is due (clock skew): retried, never published early. */
class NotDueYetError extends Error {
  override name = 'NotDueYetError';
}

export const publishScheduledArticleJob = defineJob({
  queue: QUEUE_NAMES.articlePublishing,
  name: JOB_NAMES.publishScheduledArticle,
  payload: z.object({ articleId: z.number().int().positive(), scheduledFor: z.iso.datetime() }),
  async handle({ articleId, scheduledFor }, { em, logger, now }): Promise<{ published: boolean }> {
    const expected = new Date(scheduledFor);
    const at = now();
    const published = await new PublishingService(em).publishScheduledArticle(articleId, expected, at);
    if (published) {
      logger.info({ articleId, scheduledFor, latenessMs: at.getTime() - expected.getTime() }, 'scheduled article published');
      return { published };
    }
    const article = await em.findOne(Article, articleId);
    if (article?.status === ArticleStatus.scheduled && article.scheduledFor?.getTime() === expected.getTime()) {
      throw new NotDueYetError(`Article ${articleId} is due at ${scheduledFor}, not yet at ${at.toISOString()}`);
    }
    // Rescheduled, unscheduled, deleted or already published: this job's plan no longer holds.
    logger.debug({ articleId, scheduledFor }, 'stale publish job: nothing to do');
    return { published };
  },
});

export const publishDueArticlesJob = defineJob({
  queue: QUEUE_NAMES.articlePublishing,
  name: JOB_NAMES.publishDueArticles,
  payload: z.object({}),
  async handle(_payload, { em, logger, now }): Promise<{ publishedIds: number[] }> {
    const at = now();
    const publishedIds = await new PublishingService(em).publishDueArticles(at);
    if (publishedIds.length) {
      const articles = await em.find(Article, { id: { $in: publishedIds } }, { fields: ['id', 'publishedAt'] });
      for (const article of articles) {
        logger.info(
          { articleId: article.id, latenessMs: article.publishedAt ? at.getTime() - article.publishedAt.getTime() : null },
          'scheduled article published by the sweep',
        );
      }
    }
    return { publishedIds };
  },
});
