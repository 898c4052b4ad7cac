import type OpenAI from 'openai';

export interface OpenAISettings {
  apiKey: string;
  /** Any OpenAI-compatible server; unset means api.openai.com. */
  baseUrl?: string;
  model: string;
  /** Per request. The SDK's default (10 minutes) would hold an editor's request far too long. */
  timeoutMs: number;
  /** The SDK retries connection errors, timeouts, 429 and 5xx with exponential backoff. */
  maxRetries: number;
}

export const DEFAULT_OPENAI_TIMEOUT_MS = 25_000;
export const DEFAULT_OPENAI_MAX_RETRIES = 1;

/**
 * The SDK (~2 MB of heap) is required with the first client, not with the module: a worker or graph
 * without OPENAI_API_KEY never loads it (the three processes share a 500 MB budget).
 */
export function createOpenAIClient(settings: OpenAISettings): OpenAI {
  const { OpenAI: Client } = require('openai') as typeof import('openai');
  return new Client({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl,
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
  });
}
