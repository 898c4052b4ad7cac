// The AI generator's calls have no GraphQL counterpart for the browser: they go to the gateway's
// REST routes (spec §7).
import type { GenerateArticleMutation } from '../../gql/graphql';
import { getJson, postJson } from '../../lib/http';

/** A draft as the generator wrote it: what POST /api/ai/generate-article answers, the gateway's GenerateArticle. */
export type GeneratedArticle = GenerateArticleMutation['generateArticle'];

export const fetchKeywordSuggestions = () => getJson<string[]>('/api/ai/keywords');

/** Cached for 30 minutes by the server; refresh asks it to recompute now. */
export const fetchTrendingTopics = (refresh: boolean) =>
  getJson<string[]>(refresh ? '/api/ai/trending-topics?refresh=true' : '/api/ai/trending-topics');

/**
 * `variant` 0 for a first draft; Regenerate counts up so the server writes a different take. With
 * `category` (the form's) the draft is filed under it, and a review's comes with verdict suggestions.
 */
export const generateArticle = (keyword: string, variant = 0, category?: string) =>
  postJson<GeneratedArticle>('/api/ai/generate-article', {
    keyword,
    ...(variant ? { variant } : {}),
    ...(category ? { category } : {}),
  });

/** lib/http.ts fails with "<status>: <body>" (spec §8); 401 means the session is gone. */
export const isSessionRefused = (error: unknown): boolean => error instanceof Error && error.message.startsWith('401:');
