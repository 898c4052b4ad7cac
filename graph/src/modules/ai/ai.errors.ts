/**
 * What an editor is told when a draft cannot be produced. The worker fails the job with one of
 * these messages; graph recognises them and answers BAD_GATEWAY with the same words, so no
 * internal detail (stack, provider error body) leaks to the client.
 */
export const AI_FAILURE_MESSAGES = {
  unusableDraft: 'The AI service returned an unusable draft. Please try again.',
  timedOut: 'The AI service did not answer in time. Please try again.',
  unavailable: 'The AI service is unavailable right now. Please try again.',
} as const;

export const EMPTY_KEYWORD_MESSAGE = 'Please enter or select a keyword to generate an article.';

export function isAiFailureMessage(
  message: string | undefined,
): message is (typeof AI_FAILURE_MESSAGES)[keyof typeof AI_FAILURE_MESSAGES] {
  return Object.values(AI_FAILURE_MESSAGES).some((known) => known === message);
}
