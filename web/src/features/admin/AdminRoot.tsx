// Editor mode (spec §2 admin modes): an in-page mode, not a route. The app shell loads this lazily
// once an editor is logged in, so readers never download it. The view open (dashboard tab, or the
// editor and its article) is in the URL's query (admin-location.ts), so it survives a reload, Back
// and a re-login after the session expired.
import { ArticleEditor } from '../editor/ArticleEditor';
import { AdminDashboard } from './components/AdminDashboard';
import { useAdminLocation } from './admin-location';

export interface AdminRootProps {
  onExit: () => void;
}

export default function AdminRoot({ onExit }: AdminRootProps) {
  const { view, showTab, openEditor, leaveEditor } = useAdminLocation();

  if (view.kind === 'editor') {
    return <ArticleEditor key={view.articleId ?? 'new'} articleId={view.articleId} onLeave={leaveEditor} />;
  }

  return (
    <AdminDashboard
      tab={view.tab}
      onTabChange={showTab}
      onNewArticle={() => openEditor(null)}
      onEditArticle={(articleId) => openEditor(articleId)}
      onExit={onExit}
    />
  );
}
