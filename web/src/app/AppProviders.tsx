import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/AuthProvider';
import { Toaster } from '../lib/toast';
import { AdminModeProvider } from './admin-mode';
import { theme } from './theme';

/** Everything a screen needs around it: data, theme, admin mode, session, toasts. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AdminModeProvider>
          <AuthProvider>
            {children}
            <Toaster />
          </AuthProvider>
        </AdminModeProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
