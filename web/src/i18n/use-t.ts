// `t(id, values)`: a catalog string as text, for attributes, titles and toasts where a
// <FormattedMessage> element cannot go. Plurals and numbers inside it follow the edition's locale.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './messages';

export type MessageValues = Record<string, string | number | Date | null | undefined>;

export function useT(): (id: MessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback((id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values), [intl]);
}
