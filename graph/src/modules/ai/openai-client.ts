import OpenAI from 'openai';

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

export function createOpenAIClient(settings: OpenAISettings): OpenAI {
  return new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl,
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
  });
}
