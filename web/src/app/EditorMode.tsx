// Editor mode (spec §2 admin modes): an in-page mode, not a route. The app shell loads this chunk
// lazily once an editor is logged in, so readers never download it. The view open (dashboard tab, or
// the editor and its article) is in the URL's query (admin-location.ts), so it survives a reload, Back
// and a re-login after the session expired.
import { lazy, Suspense } from 'react';
import { useAdminLocation } from '../features/admin/admin-location';
import { ViewSkeleton } from '../back-office/ViewSkeleton';
import { AdminDashboard } from './AdminDashboard';
import { EditorTheme } from './EditorTheme';

// The editor (TipTap, co-editing) and the live console are chunks of their own, loaded when opened:
// the dashboard's first tab does not wait for them (decision record 0026).
const ArticleEditor = lazy(() => import('../features/editor/ArticleEditor').then((m) => ({ default: m.ArticleEditor })));
const LiveConsole = lazy(() => import('../features/live-console/LiveConsole').then((m) => ({ default: m.LiveConsole })));

export interface EditorModeProps {
  onExit: () => void;
}

export default function EditorMode({ onExit }: EditorModeProps) {
  const { view, showTab, openEditor, openLiveConsole, leaveEditor } = useAdminLocation();
  return (
    <EditorTheme baseline>
      {view.kind === 'editor' ? (
        <Suspense fallback={<ViewSkeleton label="Loading the editor" rows={8} />}>
          <ArticleEditor
            key={view.articleId ?? 'new'}
            articleId={view.articleId}
            onLeave={leaveEditor}
            onOpenLiveConsole={openLiveConsole}
            onOpenArticle={openEditor}
          />
        </Suspense>
      ) : view.kind === 'live' ? (
        <Suspense fallback={<ViewSkeleton label="Loading the live console" />}>
          <LiveConsole key={view.articleId} articleId={view.articleId} onLeave={leaveEditor} onEditArticle={openEditor} />
        </Suspense>
      ) : (
        <AdminDashboard
          tab={view.tab}
          onTabChange={showTab}
          onNewArticle={() => openEditor(null)}
          onEditArticle={(articleId) => openEditor(articleId)}
          onOpenLiveConsole={openLiveConsole}
          onExit={onExit}
        />
      )}
    </EditorTheme>
  );
}
