// Editor mode and the login dialog are built with MUI; the reader's pages are not (global.css), so
// MUI's theme and emotion load only with the chunks that need them, never on a reader's first visit.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

/** MUI's dark theme in step with global.css; `baseline` also applies MUI's CssBaseline (a whole screen of MUI). */
export function EditorTheme({ children, baseline = false }: { children: ReactNode; baseline?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      {baseline ? <CssBaseline /> : null}
      {children}
    </ThemeProvider>
  );
}
