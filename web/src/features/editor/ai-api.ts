// The AI generator's calls have no GraphQL counterpart for the browser: they go to the gateway's
// REST routes (spec §7).
import { getJson, postJson } from '../../lib/http';

export interface GeneratedArticle {
  title: string;
  content: string;
  metaDescription: string;
  tags: string[];
  category: string;
  slug: string;
}

export const fetchKeywordSuggestions = () => getJson<string[]>('/api/ai/keywords');

/** Cached for 30 minutes by the server; refresh asks it to recompute now. */
export const fetchTrendingTopics = (refresh: boolean) =>
  getJson<string[]>(refresh ? '/api/ai/trending-topics?refresh=true' : '/api/ai/trending-topics');

export const generateArticle = (keyword: string) => postJson<GeneratedArticle>('/api/ai/generate-article', { keyword });

/** lib/http.ts fails with "<status>: <body>" (spec §8); 401 means the session is gone. */
export const isSessionRefused = (error: unknown): boolean => error instanceof Error && error.message.startsWith('401:');
