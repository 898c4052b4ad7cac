// AI translations (issue 46): the configured model (the `openai` SDK, like AI drafts) translates an
// article's title, excerpt, content and a review's verdict, pros and cons, with structured output.
// Graph asks the model itself: the editor waits for one answer, as for "Generate review".
import { badGateway } from '../../common/errors';
import { sanitizeArticleHtml } from '../../common/sanitize';
import type { GraphConfig } from '../../config';
import { createOpenAIClient, DEFAULT_OPENAI_MAX_RETRIES, DEFAULT_OPENAI_TIMEOUT_MS } from '../ai/openai-client';
import type { Translator } from './edition.service';

const text = { type: 'string' } as const;
const lines = { type: 'array', items: text } as const;

const TRANSLATION_SCHEMA = {
  name: 'article_translation',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'excerpt', 'content', 'verdict', 'pros', 'cons'],
    properties: { title: text, excerpt: text, content: text, verdict: text, pros: lines, cons: lines },
  },
};

const plain = (value: unknown, max: number): string => (typeof value === 'string' ? value.trim().slice(0, max) : '');
const plainLines = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .map((line) => plain(line, 140))
        .filter(Boolean)
        .slice(0, 10)
    : [];

/** A translator for the configured model, or null when no API key is configured. */
export function openAiTranslator(config: GraphConfig): Translator | null {
  if (!config.openaiApiKey) return null;
  const apiKey = config.openaiApiKey;
  return async (source, from, to) => {
    const client = createOpenAIClient({
      apiKey,
      baseUrl: config.openaiBaseUrl,
      model: config.openaiModel,
      timeoutMs: DEFAULT_OPENAI_TIMEOUT_MS,
      maxRetries: DEFAULT_OPENAI_MAX_RETRIES,
    });
    let answer: string | null | undefined;
    try {
      const completion = await client.chat.completions.create({
        model: config.openaiModel,
        temperature: 0.2,
        response_format: { type: 'json_schema', json_schema: TRANSLATION_SCHEMA },
        messages: [
          {
            role: 'system',
            content: `You translate articles of a gaming publication from ${from} to ${to}. Keep the HTML markup, names of games and people, and the meaning; answer in ${to} only. Empty fields stay empty.`,
          },
          {
            role: 'user',
            content: JSON.stringify({
              title: source.title,
              excerpt: source.excerpt ?? '',
              content: source.content,
              verdict: source.verdict ?? '',
              pros: source.pros,
              cons: source.cons,
            }),
          },
        ],
      });
      answer = completion.choices[0]?.message?.content;
    } catch {
      throw badGateway('The AI service did not answer; try again, or translate a copy by hand');
    }
    let raw: Record<string, unknown>;
    try {
      raw = JSON.parse(answer ?? '') as Record<string, unknown>;
    } catch {
      throw badGateway('The AI service answered with something that is not a translation; try again');
    }
    const title = plain(raw.title, 200);
    const content = sanitizeArticleHtml(typeof raw.content === 'string' ? raw.content : '');
    if (!title || !content.trim()) throw badGateway('The AI service answered without a title or text; try again');
    return {
      title,
      content,
      excerpt: plain(raw.excerpt, 1000) || null,
      metaDescription: null,
      verdict: source.verdict == null ? null : plain(raw.verdict, 600) || null,
      pros: plainLines(raw.pros),
      cons: plainLines(raw.cons),
    };
  };
}
