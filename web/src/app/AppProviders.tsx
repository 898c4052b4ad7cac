import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { AuthProvider } from '../auth/AuthProvider';
import { EditionIntlProvider } from '../i18n/EditionIntlProvider';
import type { Edition } from '../i18n/edition';
import type { Messages } from '../i18n/messages';
import { PublicationFormatProvider } from '../lib/publication-format';
import { Toaster } from '../lib/toast';

/**
 * Everything a screen needs around it: data, session, the edition's UI strings, the publication's
 * date format, toasts (editor mode lives in the URL). `edition` and `messages` (from
 * i18n/messages' loadMessages) are left out for the default English edition.
 */
export function AppProviders({
  client,
  edition,
  messages,
  children,
}: {
  client: ApolloClient;
  edition?: Edition;
  messages?: Messages;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={client}>
      <EditionIntlProvider edition={edition} messages={messages}>
        <AuthProvider>
          <PublicationFormatProvider>{children}</PublicationFormatProvider>
          <Toaster />
        </AuthProvider>
      </EditionIntlProvider>
    </ApolloProvider>
  );
}
