// Which editor-mode view the URL names (the query format is in app/admin-mode.ts), and the moves
// between views as history entries: opening the editor pushes one, so Back returns to the
// dashboard; leaving the editor returns to the dashboard on the home route (spec §2) by going back
// to the dashboard's entry when that is where the editor was opened, so entries do not pile up.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DASHBOARD_URL, editorModeHistory, type EditorModeHistory } from '../../app/admin-mode';

export const DASHBOARD_TABS = [
  'articles',
  'review',
  'categories',
  'tags',
  'games',
  'users',
  'activity',
  'newsletter',
  'mailbox',
  'webhooks',
  'calendar',
  'comments',
  'insights',
  'social',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export type AdminView =
  { kind: 'dashboard'; tab: DashboardTab } | { kind: 'editor'; articleId: number | null } | { kind: 'live'; articleId: number };

const isDashboardTab = (value: string | null): value is DashboardTab => DASHBOARD_TABS.some((tab) => tab === value);

/**
 * The view a query string names. Anything it cannot name exactly (an unknown mode or tab, an
 * article id that is not a positive whole number) falls back to the dashboard's first tab rather
 * than failing: the address bar is typed into and shared.
 */
export function adminViewOf(search: string): AdminView {
  const params = new URLSearchParams(search);
  const mode = params.get('admin');
  if (mode === 'new') return { kind: 'editor', articleId: null };
  const article = params.get('article') ?? '';
  const articleId = /^[1-9]\d{0,9}$/.test(article) && Number(article) <= 2_147_483_647 ? Number(article) : null;
  if (mode === 'edit' && articleId !== null) return { kind: 'editor', articleId };
  if (mode === 'live' && articleId !== null) return { kind: 'live', articleId };
  const tab = params.get('tab');
  return { kind: 'dashboard', tab: isDashboardTab(tab) ? tab : 'articles' };
}

/** The query string of a view (the first tab is left out, so the plain dashboard has one address). */
export function adminViewSearch(view: AdminView): string {
  if (view.kind === 'editor') return view.articleId === null ? '?admin=new' : `?admin=edit&article=${view.articleId}`;
  if (view.kind === 'live') return `?admin=live&article=${view.articleId}`;
  return view.tab === 'articles' ? '?admin=dashboard' : `?admin=dashboard&tab=${view.tab}`;
}

export function useAdminLocation() {
  const location = useLocation();
  const navigate = useNavigate();
  const view = adminViewOf(location.search);

  /** Tabs replace the entry: Back leaves the dashboard rather than walking through its tabs. */
  const showTab = useCallback(
    (tab: DashboardTab) =>
      void navigate(
        { pathname: location.pathname, search: adminViewSearch({ kind: 'dashboard', tab }) },
        { replace: true, state: location.state as unknown },
      ),
    [navigate, location.pathname, location.state],
  );

  const openEditor = useCallback(
    (articleId: number | null) =>
      void navigate(
        { pathname: location.pathname, search: adminViewSearch({ kind: 'editor', articleId }) },
        { state: { below: 'dashboard', belowPath: location.pathname } satisfies EditorModeHistory },
      ),
    [navigate, location.pathname],
  );

  /** The live console of one live blog: a view of its own, over the dashboard or the editor. */
  const openLiveConsole = useCallback(
    (articleId: number) =>
      void navigate(
        { pathname: location.pathname, search: adminViewSearch({ kind: 'live', articleId }) },
        { state: { below: 'dashboard', belowPath: location.pathname } satisfies EditorModeHistory },
      ),
    [navigate, location.pathname],
  );

  const leaveEditor = useCallback(() => {
    const history = editorModeHistory(location);
    if (history?.below === 'dashboard' && history.belowPath === '/') void navigate(-1);
    else void navigate(DASHBOARD_URL, { replace: true });
  }, [navigate, location]);

  return { view, showTab, openEditor, openLiveConsole, leaveEditor };
}
