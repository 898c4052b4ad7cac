// Trending topics: from the model when one is configured, else from tag frequency in recently
// published articles. Computed in the worker and cached in Redis for 30 minutes (spec §9).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type OpenAI from 'openai';
import type { Logger } from 'pino';
import { suggestTopicsWithOpenAI } from './openai-generator';
import { recentPublishedTitles, tagsByRecentUse } from './publication-context';

export const TRENDING_TOPICS_TTL_SECONDS = 30 * 60;

export function trendingTopicsCacheKey(redisPrefix: string): string {
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
  const tags = await tagsByRecentUse(em, 10);
  if (!ai) return tags;
  try {
    const topics = await suggestTopicsWithOpenAI(ai.client, ai.model, await recentPublishedTitles(em, 15), tags);
    if (topics.length) return topics;
  } catch (error) {
    // Editors still get useful topics when the model is down; the tag list is the fallback.
    logger.warn({ err: error }, 'model could not suggest trending topics; using tag frequency');
  }
  return tags;
}

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
