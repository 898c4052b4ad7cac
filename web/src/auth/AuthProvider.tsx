import { useApolloClient } from '@apollo/client/react';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { fetchCurrentEditor, logOut, mayBeSignedIn, type Editor } from './auth-api';

// Readers rarely log in: the dialog (and MUI's text fields) load on the first click on Log In.
const LoginDialog = lazy(() => import('./LoginDialog').then((m) => ({ default: m.LoginDialog })));

export interface AuthContextValue {
  editor: Editor | null;
  loading: boolean;
  /** Opens the login dialog; resolves true once logged in, false when cancelled. */
  openLogin(): Promise<boolean>;
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [editor, setEditor] = useState<Editor | null>(null);
  // Known at once for a visitor without the hint cookie (every server-rendered page): no state
  // change while the page hydrates.
  const [loading, setLoading] = useState(mayBeSignedIn);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);
  const pending = useRef<((ok: boolean) => void)[]>([]);

  useEffect(() => {
    let active = true;
    // A visitor who never logged in has no "signed in" hint cookie: nothing to ask the gateway.
    if (!mayBeSignedIn()) return;
    // The session survives a reload: ask the gateway who the cookie belongs to.
    void fetchCurrentEditor().then((current) => {
      if (!active) return;
      setEditor(current);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, []);

  const settle = useCallback((ok: boolean) => {
    const resolvers = pending.current;
    pending.current = [];
    resolvers.forEach((resolve) => resolve(ok));
  }, []);

  const openLogin = useCallback(() => {
    setDialogUsed(true);
    setDialogOpen(true);
    return new Promise<boolean>((resolve) => {
      pending.current.push(resolve);
    });
  }, []);

  const handleLoggedIn = useCallback(async () => {
    const current = await fetchCurrentEditor();
    setEditor(current);
    setDialogOpen(false);
    // Editors may see more than readers (any status); drop what was cached as a reader.
    await client.resetStore().catch(() => undefined);
    settle(true);
  }, [client, settle]);

  const handleCancel = useCallback(() => {
    setDialogOpen(false);
    settle(false);
  }, [settle]);

  const logout = useCallback(async () => {
    await logOut().catch(() => undefined);
    setEditor(null);
    await client.resetStore().catch(() => undefined);
  }, [client]);

  const value = useMemo<AuthContextValue>(() => ({ editor, loading, openLogin, logout }), [editor, loading, openLogin, logout]);

  return (
    <AuthContext.Provider value={value}>
      {children}
      {dialogUsed ? (
        <Suspense fallback={null}>
          <LoginDialog open={dialogOpen} onLoggedIn={handleLoggedIn} onCancel={handleCancel} />
        </Suspense>
      ) : null}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
