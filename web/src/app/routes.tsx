import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { CATEGORY_ROUTES } from '../config/categories';
import { ArticlePage } from '../features/article/ArticlePage';
import { HomePage } from '../features/home/HomePage';
import { ListingPage } from '../features/listing/ListingPage';
import { AboutPage } from '../features/pages/AboutPage';
import { ContactPage } from '../features/pages/ContactPage';
import { NotFoundPage } from '../features/pages/NotFoundPage';
import { PrivacyPage } from '../features/pages/PrivacyPage';
import { TermsPage } from '../features/pages/TermsPage';
import { PreviewPage } from '../features/preview/PreviewPage';
import { Layout } from './Layout';

function ArticleRedirect() {
  const { slug = '' } = useParams();
  return <Navigate to={`/articles/${slug}`} replace />;
}

/** Every public route of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/article', element: <Navigate to="/articles" replace /> },
      { path: '/article/:slug', element: <ArticleRedirect /> },
      { path: '/articles', element: <ListingPage /> },
      ...CATEGORY_ROUTES.map((route) => ({
        path: route.path,
        element: <ListingPage key={route.category} category={route.category} />,
      })),
      { path: '/articles/:slug', element: <ArticlePage /> },
      { path: '/preview/:token', element: <PreviewPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
