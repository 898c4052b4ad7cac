import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../features/layout/Footer';
import { Header } from '../features/layout/Header';
import { useAuth } from '../features/auth/useAuth';
import { isEditorModeRequested, useAdminMode, useLoginForEditorMode } from './admin-mode';

// Editor code lives in its own chunk: readers never download it.
const AdminRoot = lazy(() => import('../features/admin/AdminRoot'));

/** Shown while a page's chunk loads on an in-app navigation (server-rendered pages never show it). */
function PageSkeleton() {
  return <Box sx={{ minHeight: '60vh' }} aria-busy="true" aria-label="Loading page" />;
}

function AdminSkeleton() {
  return (
    <Stack spacing={1.5} aria-busy="true" aria-label="Loading admin panel">
      <Skeleton height={48} width="40%" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} variant="rectangular" height={56} />
      ))}
    </Stack>
  );
}

const noSubscription = () => () => undefined;

export function Layout() {
  const { adminOpen, closeAdmin } = useAdminMode();
  const { loading } = useAuth();
  const { pathname, search } = useLocation();
  useLoginForEditorMode();
  // A page the server rendered hydrates as the reader page it was rendered as (the server never
  // renders editor mode); a reload in editor mode (the plain app shell) waits for the session
  // instead of showing the reader page first.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const waitingForSession = !hydrating && loading && isEditorModeRequested(search);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {adminOpen || waitingForSession ? (
          <Container maxWidth="xl" sx={{ py: 4 }}>
            {adminOpen ? (
              <Suspense fallback={<AdminSkeleton />}>
                <AdminRoot onExit={closeAdmin} />
              </Suspense>
            ) : (
              <AdminSkeleton />
            )}
          </Container>
        ) : (
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        )}
      </Box>
      <Footer />
    </Box>
  );
}
