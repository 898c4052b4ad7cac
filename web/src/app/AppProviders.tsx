import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { AuthProvider } from '../auth/AuthProvider';
import { DEFAULT_EDITION, EditionProvider, type Edition } from '../lib/edition';
import { PublicationFormatProvider } from '../lib/publication-format';
import { Toaster } from '../lib/toast';

/** Everything a screen needs around it: data, the page's edition, session, the publication's date format, toasts (editor mode lives in the URL). */
export function AppProviders({
  client,
  edition = DEFAULT_EDITION,
  children,
}: {
  client: ApolloClient;
  /** The edition the page belongs to (lib/edition.tsx). */
  edition?: Edition;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={client}>
      <EditionProvider edition={edition}>
        <AuthProvider>
          <PublicationFormatProvider>{children}</PublicationFormatProvider>
          <Toaster />
        </AuthProvider>
      </EditionProvider>
    </ApolloProvider>
  );
}
