import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { AuthProvider } from '../auth/AuthProvider';
import { PublicationFormatProvider } from '../lib/publication-format';
import { Toaster } from '../lib/toast';

/** Everything a screen needs around it: data, session, the publication's date format, toasts (editor mode lives in the URL). */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <AuthProvider>
        <PublicationFormatProvider>{children}</PublicationFormatProvider>
        <Toaster />
      </AuthProvider>
    </ApolloProvider>
  );
}
