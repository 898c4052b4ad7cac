import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Skeleton } from '../components/Skeleton';
import { Footer } from '../features/layout/Footer';
import { Header } from '../features/layout/Header';
import { useAuth } from '../auth/useAuth';
import { useScrollToTopWhenChanged } from '../lib/scroll';
import { useT } from '../i18n/use-t';
import { isEditorModeRequested, useAdminMode, useLoginForEditorMode } from './admin-mode';

// Editor code (and MUI with it) lives in its own chunk: readers never download it.
const EditorMode = lazy(() => import('./EditorMode'));

/** Shown while a page's chunk loads on an in-app navigation (server-rendered pages never show it). */
function PageSkeleton() {
  return <div style={{ minHeight: '60vh' }} aria-busy="true" aria-label="Loading page" />;
}

function AdminSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading admin panel">
      <Skeleton height={48} width="40%" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} height={56} style={{ marginTop: 12 }} />
      ))}
    </div>
  );
}

const noSubscription = () => () => undefined;

export function Layout() {
  const { adminOpen, closeAdmin } = useAdminMode();
  const { loading } = useAuth();
  const { pathname, search } = useLocation();
  const t = useT();
  useLoginForEditorMode();
  // A page the server rendered hydrates as the reader page it was rendered as (the server never
  // renders editor mode); a reload in editor mode (the plain app shell) waits for the session
  // instead of showing the reader page first. Only an editor-mode URL tells hydration apart: a
  // value that differs between hydration and after it re-renders the whole page synchronously
  // once hydrated (~13 ms of a phone's main thread on the home page, ×4 in Lighthouse's TBT).
  const editorModeRequested = isEditorModeRequested(search);
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => editorModeRequested,
  );
  const waitingForSession = !hydrating && loading && editorModeRequested;

  // A page the reader goes to starts at the top (not the page the app takes over).
  useScrollToTopWhenChanged(pathname);

  return (
    <div className="app-frame">
      <a href="#main" className="skip-link">
        {t('header.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="app-main">
        {adminOpen || waitingForSession ? (
          <div className="container" style={{ paddingTop: 32, paddingBottom: 32 }}>
            {adminOpen ? (
              <Suspense fallback={<AdminSkeleton />}>
                <EditorMode onExit={closeAdmin} />
              </Suspense>
            ) : (
              <AdminSkeleton />
            )}
          </div>
        ) : (
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <Footer />
    </div>
  );
}
