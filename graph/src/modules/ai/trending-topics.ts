// Trending topics: from the model when one is configured, else from tag frequency in recently
// published articles. Computed in the worker and cached in Redis for 30 minutes (spec §9).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type OpenAI from 'openai';
import type { Logger } from 'pino';
import { ViewsService } from '../analytics/views.service';
import { suggestTopicsWithOpenAI } from './openai-generator';
import { recentPublishedTitles, tagsByRecentUse } from './publication-context';

const TRENDING_TOPICS_TTL_SECONDS = 30 * 60;

function trendingTopicsCacheKey(redisPrefix: string): string {
  return `${redisPrefix}:ai:trending-topics`;
}

export async function readCachedTrendingTopics(redis: Redis, redisPrefix: string): Promise<string[] | null> {
  const cached = await redis.get(trendingTopicsCacheKey(redisPrefix));
  if (!cached) return null;
  try {
    const topics = JSON.parse(cached) as unknown;
    return Array.isArray(topics) ? topics.filter((t): t is string => typeof t === 'string') : null;
  } catch {
    return null;
  }
}

export async function computeTrendingTopics(
  em: EntityManager,
  ai: { client: OpenAI; model: string } | null,
  logger: Logger,
): Promise<string[]> {
  // What readers search for and read most leads; what the publication tags most fills the rest.
  const readers = await new ViewsService(em).readerInterest(10);
  const tags = uniqueTopics([...readers.searches.slice(0, 3), ...readers.tags, ...(await tagsByRecentUse(em, 10))], 10);
  if (!ai) return tags;
  try {
    const titles = uniqueTopics([...readers.titles, ...(await recentPublishedTitles(em, 15))], 15);
    const topics = await suggestTopicsWithOpenAI(ai.client, ai.model, titles, tags);
    if (topics.length) return topics;
  } catch (error) {
    // Editors still get useful topics when the model is down; the tag list is the fallback.
    logger.warn({ err: error }, 'model could not suggest trending topics; using tag frequency');
  }
  return tags;
}

/** First occurrence wins, case-insensitively. */
function uniqueTopics(topics: string[], limit: number): string[] {
  const seen = new Set<string>();
  return topics.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase())).slice(0, limit);
}

/** @public Required by ai.jobs.ts with the first topic refresh, not when the worker starts. */
export async function refreshTrendingTopics(
  em: EntityManager,
  redis: Redis,
  redisPrefix: string,
  ai: { client: OpenAI; model: string } | null,
  logger: Logger,
): Promise<string[]> {
  const topics = await computeTrendingTopics(em, ai, logger);
  await redis.set(trendingTopicsCacheKey(redisPrefix), JSON.stringify(topics), 'EX', TRENDING_TOPICS_TTL_SECONDS);
  return topics;
}
