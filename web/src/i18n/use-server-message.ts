// graph's answers carry English messages (the API's words, the spec's for the English pages). A page
// in another language shows its catalog's words for the same outcome instead of English text.
import { useCallback } from 'react';
import { useEdition } from './edition';
import type { MessageId } from './messages';
import { useT } from './use-t';

export function useServerMessage(): (message: string | null | undefined, id: MessageId) => string {
  const { language } = useEdition();
  const t = useT();
  const english = language.toLowerCase().split('-')[0] === 'en';
  return useCallback((message, id) => (english && message ? message : t(id)), [english, t]);
}
