// AI job types: drafting an article from a keyword, and refreshing the trending topics cache.
import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import { JOB_NAMES, QUEUE_NAMES } from '../../jobs/queues';
import type { ArticleDraft } from './article-draft';
import { publicationCategories, relatedPublishedArticles } from './publication-context';

// The generators (with the slug rule's transliteration tables and the HTML sanitizer: ~3 MB of the
// worker's heap) are required with the first draft or topic refresh, not when the worker starts:
// editors ask for them now and then, and the three processes share a 500 MB budget.

export const generateArticleDraftJob = defineJob({
  queue: QUEUE_NAMES.aiDrafts,
  name: JOB_NAMES.generateArticleDraft,
  // variant: which take the offline generator writes (Regenerate asks for the next one).
  // category: the one the editor chose (a slug of the publication's), else the generator picks.
  payload: z.object({
    keyword: z.string().trim().min(1).max(200),
    variant: z.number().int().min(0).max(1_000_000).default(0),
    category: z.string().max(100).nullish(),
  }),
  async handle({ keyword, variant, category: wanted }, { em, ai, logger }): Promise<ArticleDraft> {
    const categories = await publicationCategories(em);
    if (!categories.length) throw new UnrecoverableError('The publication has no categories to file a draft under.');
    const category = categories.some((c) => c.slug === wanted) ? wanted : null;
    const related = await relatedPublishedArticles(em, keyword);
    if (!ai) {
      const { generateOfflineDraft } = require('./offline-generator') as typeof import('./offline-generator');
      return generateOfflineDraft({ keyword, categories, related, variant, category });
    }
    const { AiGenerationError, generateDraftWithOpenAI } = require('./openai-generator') as typeof import('./openai-generator');
    try {
      return await generateDraftWithOpenAI(
        ai.client,
        ai.model,
        { keyword, categorySlugs: categories.map((c) => c.slug), relatedTitles: related.map((a) => a.title), category },
        logger,
      );
    } catch (error) {
      // The editor is waiting for this answer, so failures are final (the SDK already retried);
      // the message is one of AI_FAILURE_MESSAGES, which graph passes on as BAD_GATEWAY.
      if (error instanceof AiGenerationError) throw new UnrecoverableError(error.message);
      throw error;
    }
  },
});

export const suggestTrendingTopicsJob = defineJob({
  queue: QUEUE_NAMES.aiDrafts,
  name: JOB_NAMES.suggestTrendingTopics,
  payload: z.object({}),
  async handle(_payload, { em, redis, config, ai, logger }): Promise<string[]> {
    const { refreshTrendingTopics } = require('./trending-topics') as typeof import('./trending-topics');
    return refreshTrendingTopics(em, redis, config.redisPrefix, ai, logger);
  },
});
