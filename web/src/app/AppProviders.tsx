import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/AuthProvider';
import { Toaster } from '../lib/toast';
import { AdminModeProvider } from './admin-mode';

/** Everything a screen needs around it: data, admin mode, session, toasts. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <AdminModeProvider>
        <AuthProvider>
          {children}
          <Toaster />
        </AuthProvider>
      </AdminModeProvider>
    </ApolloProvider>
  );
}
