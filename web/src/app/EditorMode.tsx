// Editor mode (spec §2 admin modes): an in-page mode, not a route. The app shell loads this chunk
// lazily once an editor is logged in, so readers never download it. The view open (dashboard tab, or
// the editor and its article) is in the URL's query (admin-location.ts), so it survives a reload, Back
// and a re-login after the session expired.
import { useAdminLocation } from '../features/admin/admin-location';
import { ArticleEditor } from '../features/editor/ArticleEditor';
import { LiveConsole } from '../features/live-console/LiveConsole';
import { AdminDashboard } from './AdminDashboard';
import { EditorTheme } from './EditorTheme';

export interface EditorModeProps {
  onExit: () => void;
}

export default function EditorMode({ onExit }: EditorModeProps) {
  const { view, showTab, openEditor, openLiveConsole, leaveEditor } = useAdminLocation();
  return (
    <EditorTheme baseline>
      {view.kind === 'editor' ? (
        <ArticleEditor
          key={view.articleId ?? 'new'}
          articleId={view.articleId}
          onLeave={leaveEditor}
          onOpenLiveConsole={openLiveConsole}
        />
      ) : view.kind === 'live' ? (
        <LiveConsole key={view.articleId} articleId={view.articleId} onLeave={leaveEditor} onEditArticle={openEditor} />
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
