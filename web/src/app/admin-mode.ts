// Editor mode is in-page, not a route (spec §2), and it lives in the URL's query, so a reload, Back
// and Forward, and logging in again after the session expired bring back exactly what was open:
//
//   /?admin=dashboard                   the dashboard, Articles tab
//   /?admin=dashboard&tab=categories    the dashboard on another tab
//   /?admin=new                         the editor, writing a new article
//   /?admin=edit&article=123            the editor on article 123
//
// The shell only needs to know whether editor mode is asked for; which view it is, is read by the
// admin chunk (features/admin/admin-location.ts). These parameters are editor mode's alone: no
// reader page reads them, and the gateway renders and caches reader pages without them
// (gateway/src/ssr/page-server.ts takes this list from the server bundle).
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { useAuth } from '../auth/useAuth';

export const EDITOR_MODE_PARAMS = ['admin', 'tab', 'article'] as const;

/** Opening editor mode shows the dashboard on the home route, where leaving the editor returns too. */
export const DASHBOARD_URL = '/?admin=dashboard';

/**
 * What an entry editor mode pushed knows about the entry below it, so that closing goes back to it
 * instead of piling up entries: `reader` under the dashboard opened from a reader page, `dashboard`
 * (with its path) under the editor opened from the dashboard.
 */
export interface EditorModeHistory {
  below: 'reader' | 'dashboard';
  belowPath?: string;
}

export function editorModeHistory(location: Location): EditorModeHistory | null {
  const state = location.state as Partial<EditorModeHistory> | null;
  return state?.below === 'reader' || state?.below === 'dashboard' ? (state as EditorModeHistory) : null;
}

export const isEditorModeRequested = (search: string): boolean => new URLSearchParams(search).has('admin');

/** The same page without editor mode: its path and the reader's own query parameters. */
export function withoutEditorMode(location: Pick<Location, 'pathname' | 'search'>): string {
  const params = new URLSearchParams(location.search);
  for (const name of EDITOR_MODE_PARAMS) params.delete(name);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}`;
}

export interface AdminModeValue {
  /** The URL asks for editor mode. */
  adminRequested: boolean;
  /** Editor mode is shown: asked for by the URL, and someone is signed in. */
  adminOpen: boolean;
  /** Opens the dashboard (a new history entry, so Back returns to the reader page). */
  openAdmin(): void;
  /** Leaves editor mode for the reader page (Exit Admin, Back to Site). */
  closeAdmin(): void;
  /** Takes editor mode out of the URL in place (login cancelled, logged out). */
  dropAdmin(): void;
}

export function useAdminMode(): AdminModeValue {
  const location = useLocation();
  const navigate = useNavigate();
  const { editor } = useAuth();
  // Closing may happen after a dialog was answered: act on the location of that moment.
  const latest = useRef(location);
  useEffect(() => {
    latest.current = location;
  }, [location]);

  const adminRequested = isEditorModeRequested(location.search);
  const openAdmin = useCallback(() => {
    void navigate(DASHBOARD_URL, { state: { below: 'reader' } satisfies EditorModeHistory });
  }, [navigate]);
  const closeAdmin = useCallback(() => {
    const current = latest.current;
    if (editorModeHistory(current)?.below === 'reader') void navigate(-1);
    else void navigate(withoutEditorMode(current));
  }, [navigate]);
  const dropAdmin = useCallback(() => {
    void navigate(withoutEditorMode(latest.current), { replace: true });
  }, [navigate]);

  return { adminRequested, adminOpen: adminRequested && editor !== null, openAdmin, closeAdmin, dropAdmin };
}

/**
 * Editor mode asked for by the URL while nobody is signed in (a reload after the session expired, a
 * link from a colleague): the login dialog is offered, and logging in opens what the URL names;
 * cancelling leaves the reader page the URL is on. Logging out is not such a case: the URL leaves
 * editor mode in a transition that can commit after the session is gone, so nothing is offered on
 * the entry where someone was signed in.
 */
export function useLoginForEditorMode(): void {
  const { adminRequested, dropAdmin } = useAdminMode();
  const { editor, loading, openLogin } = useAuth();
  const { key } = useLocation();
  const signedInOn = useRef<string | null>(null);
  useEffect(() => {
    if (editor) signedInOn.current = key;
  }, [editor, key]);

  const loginWanted = adminRequested && !loading && editor === null;
  useEffect(() => {
    if (!loginWanted || signedInOn.current === key) return;
    let current = true;
    void openLogin().then((loggedIn) => {
      if (!loggedIn && current) dropAdmin();
    });
    return () => {
      current = false;
    };
  }, [loginWanted, key, openLogin, dropAdmin]);
}
