// Drafts and topics from the configured model, asked for structured (json_schema) output.
import type OpenAI from 'openai';
import type { Logger } from 'pino';
import { AI_FAILURE_MESSAGES } from './ai.errors';
import { InvalidDraftError, validateArticleDraft, type ArticleDraft } from './article-draft';
import {
  articleDraftJsonSchema,
  articleDraftMessages,
  trendingTopicsJsonSchema,
  trendingTopicsMessages,
  type DraftPromptContext,
} from './article-draft.prompt';

/**
 * A failure the editor is told about in plain words (one of AI_FAILURE_MESSAGES).
 * @public Required by ai.jobs.ts with the first draft.
 */
export class AiGenerationError extends Error {
  override name = 'AiGenerationError';
}

/** Malformed output gets one more try: models occasionally break JSON, rarely twice in a row. */
const MALFORMED_OUTPUT_ATTEMPTS = 2;

function providerFailure(error: unknown, elapsedMs: number, timeoutMs: number): AiGenerationError {
  // Loaded already: a client exists (openai-client.ts requires the SDK with the first one).
  const { APIConnectionError, APIConnectionTimeoutError } = require('openai') as typeof import('openai');
  // Some fetch implementations report the client's own abort as a plain connection error (the
  // SDK cannot always tell); one that came only after the timeout had passed is a timeout too.
  const timedOut = error instanceof APIConnectionTimeoutError || (error instanceof APIConnectionError && elapsedMs >= timeoutMs);
  return new AiGenerationError(timedOut ? AI_FAILURE_MESSAGES.timedOut : AI_FAILURE_MESSAGES.unavailable);
}

async function completeJson(
  client: OpenAI,
  model: string,
  messages: ReturnType<typeof articleDraftMessages>,
  jsonSchema: ReturnType<typeof articleDraftJsonSchema>,
): Promise<unknown> {
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  const startedAt = Date.now();
  try {
    completion = await client.chat.completions.create({
      model,
      messages,
      response_format: { type: 'json_schema', json_schema: jsonSchema },
      temperature: 0.7,
    });
  } catch (error) {
    throw providerFailure(error, Date.now() - startedAt, client.timeout);
  }
  const text = completion.choices[0]?.message?.content;
  if (!text) throw new InvalidDraftError('The model answered without content');
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidDraftError('The model answered with text that is not JSON');
  }
}

/** @public Required by ai.jobs.ts with the first draft, not when the worker starts. */
export async function generateDraftWithOpenAI(
  client: OpenAI,
  model: string,
  context: DraftPromptContext,
  logger: Logger,
): Promise<ArticleDraft> {
  for (let attempt = 1; attempt <= MALFORMED_OUTPUT_ATTEMPTS; attempt += 1) {
    try {
      const allowed = context.category ? [context.category] : context.categorySlugs;
      const raw = await completeJson(client, model, articleDraftMessages(context), articleDraftJsonSchema(allowed));
      return validateArticleDraft(raw, allowed, 'openai');
    } catch (error) {
      if (!(error instanceof InvalidDraftError)) throw error;
      logger.warn({ attempt, keyword: context.keyword, reason: error.message }, 'model returned an unusable draft');
    }
  }
  throw new AiGenerationError(AI_FAILURE_MESSAGES.unusableDraft);
}

export async function suggestTopicsWithOpenAI(
  client: OpenAI,
  model: string,
  recentTitles: readonly string[],
  tags: readonly string[],
): Promise<string[]> {
  const raw = await completeJson(client, model, trendingTopicsMessages(recentTitles, tags), trendingTopicsJsonSchema());
  const topics = (raw as { topics?: unknown }).topics;
  if (!Array.isArray(topics)) throw new AiGenerationError(AI_FAILURE_MESSAGES.unusableDraft);
  return topics
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.trim())
    .filter((t) => t.length > 0 && t.length <= 80)
    .slice(0, 10);
}
