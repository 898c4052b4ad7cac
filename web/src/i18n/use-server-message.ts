// graph's answers carry English messages (the API's words, the spec's for the English pages). A page
// in another language shows its catalog's words for the same outcome instead of English text: for
// what graph said when it did something (useServerMessage) and for why it refused (useRefusalWords).
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback } from 'react';
import { useEdition } from './edition';
import type { MessageId } from './messages';
import { useT } from './use-t';

const isEnglish = (language: string) => language.toLowerCase().split('-')[0] === 'en';

export function useServerMessage(): (message: string | null | undefined, id: MessageId) => string {
  const { language } = useEdition();
  const t = useT();
  const english = isEnglish(language);
  return useCallback((message, id) => (english && message ? message : t(id)), [english, t]);
}

/** What the server said when it refused: its (English) words, its code and the field it names. */
interface Refusal {
  message: string | null;
  code: string | null;
  field: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A refusal from graph through Apollo, or from the REST API through lib/http (`"<status>: <JSON body>"`). */
function refusalOf(failure: unknown): Refusal {
  if (CombinedGraphQLErrors.is(failure)) {
    const first = failure.errors[0];
    return { message: text(first?.message), code: text(first?.extensions?.code), field: text(first?.extensions?.field) };
  }
  const raw = failure instanceof Error ? failure.message : '';
  if (/^\d{3}:/.test(raw)) {
    try {
      const body = JSON.parse(raw.slice(raw.indexOf(':') + 1)) as Record<string, unknown>;
      return { message: text(body.error), code: text(body.code), field: text(body.field) };
    } catch {
      // not JSON: a proxy's status page
    }
  }
  return { message: null, code: null, field: null };
}

/** The reader-facing fields graph names when it refuses a reader's input. */
const FIELD_WORDS: Record<string, MessageId> = {
  email: 'errors.email',
  token: 'errors.link',
  body: 'errors.commentBody',
  displayName: 'errors.displayName',
  reason: 'errors.reportReason',
  parentId: 'errors.reply',
};

function refusalId({ code, field }: Refusal, fallback: MessageId): MessageId {
  switch (code) {
    case 'BAD_USER_INPUT':
      return (field && FIELD_WORDS[field]) || 'errors.checkInput';
    case 'TOO_MANY_REQUESTS':
      return 'errors.tooMany';
    case 'UNAUTHENTICATED':
      return 'errors.signIn';
    case 'FORBIDDEN':
      return 'errors.notAllowed';
    case 'NOT_FOUND':
      return 'errors.notFound';
    case 'BAD_GATEWAY':
    case 'SERVICE_UNAVAILABLE':
    case 'GATEWAY_TIMEOUT':
      return 'errors.unavailable';
    default:
      return fallback;
  }
}

/**
 * Why a reader's request failed, in the page's language: graph's own sentence on English pages, the
 * catalog's words for its code and field elsewhere; `fallback` when the server said nothing usable.
 */
export function useRefusalWords(): (failure: unknown, fallback?: MessageId) => string {
  const { language } = useEdition();
  const t = useT();
  const english = isEnglish(language);
  return useCallback(
    (failure, fallback = 'errors.generic') => {
      const refusal = refusalOf(failure);
      return english && refusal.message ? refusal.message : t(refusalId(refusal, fallback));
    },
    [english, t],
  );
}
