import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Skeleton } from '../components/Skeleton';
import { Footer } from '../features/layout/Footer';
import { Header } from '../features/layout/Header';
import { useAuth } from '../features/auth/useAuth';
import { useAdminMode } from './admin-mode';

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

export function Layout() {
  const { adminOpen, closeAdmin } = useAdminMode();
  const { editor, loading } = useAuth();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!loading && !editor && adminOpen) closeAdmin();
  }, [loading, editor, adminOpen, closeAdmin]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="app-frame">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="app-main">
        {adminOpen ? (
          <div className="container" style={{ paddingTop: 32, paddingBottom: 32 }}>
            <Suspense fallback={<AdminSkeleton />}>
              <EditorMode onExit={closeAdmin} />
            </Suspense>
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
