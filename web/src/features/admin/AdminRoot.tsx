// Editor mode (spec §2 admin modes): an in-page mode, not a route. The app shell loads this lazily
// once an editor is logged in, so readers never download it.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArticleEditor } from '../editor/ArticleEditor';
import { AdminDashboard } from './components/AdminDashboard';

export interface AdminRootProps {
  onExit: () => void;
}

type AdminView = { kind: 'dashboard' } | { kind: 'editor'; articleId: number | null };

// The open view survives a remount (e.g. the shell re-rendering around a re-login), so an editor
// whose session expired comes back to the article they were writing.
const VIEW_KEY = 'savepoint:admin-view';

function readView(): AdminView {
  try {
    const raw = window.sessionStorage.getItem(VIEW_KEY);
    const parsed = raw ? (JSON.parse(raw) as AdminView) : null;
    if (parsed?.kind === 'editor' && (parsed.articleId === null || typeof parsed.articleId === 'number')) return parsed;
  } catch {
    // Unreadable: start from the dashboard.
  }
  return { kind: 'dashboard' };
}

function writeView(view: AdminView): void {
  try {
    window.sessionStorage.setItem(VIEW_KEY, JSON.stringify(view));
  } catch {
    // Storage unavailable: the view just does not survive a remount.
  }
}

export default function AdminRoot({ onExit }: AdminRootProps) {
  const navigate = useNavigate();
  const [view, setViewState] = useState<AdminView>(readView);
  const setView = (next: AdminView) => {
    writeView(next);
    setViewState(next);
  };

  if (view.kind === 'editor') {
    return (
      <ArticleEditor
        key={view.articleId ?? 'new'}
        articleId={view.articleId}
        onLeave={() => {
          // Leaving the editor returns to the home route (spec §2).
          setView({ kind: 'dashboard' });
          void navigate('/');
        }}
      />
    );
  }

  return (
    <AdminDashboard
      onNewArticle={() => setView({ kind: 'editor', articleId: null })}
      onEditArticle={(articleId) => setView({ kind: 'editor', articleId })}
      onExit={() => {
        writeView({ kind: 'dashboard' });
        onExit();
      }}
    />
  );
}
