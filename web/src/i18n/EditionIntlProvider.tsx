// The reader's UI strings and the edition they are written for.
//
// API for whoever knows the edition (the server render and the browser's boot, from the URL prefix):
//
//   const messages = await loadMessages(edition.language);          // i18n/messages.ts
//   <EditionIntlProvider edition={edition} messages={messages}>…</EditionIntlProvider>
//
// (AppProviders takes the same two props and passes them here.) `edition` is
// `{ language, locale?, direction, urlPrefix }` (i18n/edition.ts; `editionOf('de')` makes one);
// both props may be left out for the default English edition, whose catalog is bundled. The server
// and the browser must hand the same catalog, loaded before rendering, or hydration would differ.
// Below it: `useIntl()` / `<FormattedMessage id>` for strings (ids are typed from messages/en.json),
// `useEdition()` for the language, URL prefix and direction, and lib/publication-format's
// `usePublicationFormat()` writes dates and numbers in the edition's locale.
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_EDITION, EditionContext, type Edition } from './edition';
import { ENGLISH_MESSAGES, type MessageId, type Messages } from './messages';

declare global {
  // react-intl's documented hook for typed ids: an id not in messages/en.json does not compile.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

interface EditionIntlProviderProps {
  edition?: Edition;
  messages?: Messages;
  children: ReactNode;
}

export function EditionIntlProvider({
  edition = DEFAULT_EDITION,
  messages = ENGLISH_MESSAGES,
  children,
}: EditionIntlProviderProps) {
  return (
    <EditionContext.Provider value={edition}>
      <IntlProvider locale={edition.locale ?? edition.language} defaultLocale="en" messages={messages}>
        {children}
      </IntlProvider>
    </EditionContext.Provider>
  );
}
