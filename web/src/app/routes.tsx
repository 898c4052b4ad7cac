import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { CATEGORY_ROUTES } from '../config/categories';
import { Layout } from './Layout';
import { lazyPage } from './lazy-page';

const HomePage = lazyPage('HomePage', () => import('../features/home/HomePage').then((m) => m.HomePage));
const ListingPage = lazyPage('ListingPage', () => import('../features/listing/ListingPage').then((m) => m.ListingPage));
const ArticlePage = lazyPage('ArticlePage', () => import('../features/article/ArticlePage').then((m) => m.ArticlePage));
const ContactPage = lazyPage('ContactPage', () => import('../features/pages/ContactPage').then((m) => m.ContactPage));
const PrivacyPage = lazyPage('PrivacyPage', () => import('../features/pages/PrivacyPage').then((m) => m.PrivacyPage));
const TermsPage = lazyPage('TermsPage', () => import('../features/pages/TermsPage').then((m) => m.TermsPage));
const AboutPage = lazyPage('AboutPage', () => import('../features/pages/AboutPage').then((m) => m.AboutPage));
const NotFoundPage = lazyPage('NotFoundPage', () => import('../components/NotFoundPage').then((m) => m.NotFoundPage));
const ConfirmSubscriptionPage = lazyPage('ConfirmSubscriptionPage', () =>
  import('../features/newsletter/NewsletterLinkPage').then((m) => m.ConfirmSubscriptionPage),
);
const GamePage = lazyPage('GamePage', () => import('../features/games/GamePage').then((m) => m.GamePage));
const GamesIndexPage = lazyPage('GamesIndexPage', () => import('../features/games/GamesIndexPage').then((m) => m.GamesIndexPage));
const AccountPage = lazyPage('AccountPage', () => import('../features/account/AccountPage').then((m) => m.AccountPage));
const VerifyPage = lazyPage('VerifyPage', () => import('../features/account/AccountPage').then((m) => m.VerifyPage));
const PreviewPage = lazyPage('PreviewPage', () => import('../features/preview/PreviewPage').then((m) => m.PreviewPage));
const CorrectionsPage = lazyPage('CorrectionsPage', () =>
  import('../features/corrections/CorrectionsPage').then((m) => m.CorrectionsPage),
);
const UnsubscribePage = lazyPage('UnsubscribePage', () =>
  import('../features/newsletter/NewsletterLinkPage').then((m) => m.UnsubscribePage),
);

// The server answers /article and /article/{slug} with a 301 before React runs; these routes keep
// the redirect for links followed inside the app.
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
      { path: '/games', element: <GamesIndexPage /> },
      { path: '/games/:slug', element: <GamePage /> },
      { path: '/preview/:token', element: <PreviewPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/corrections', element: <CorrectionsPage /> },
      { path: '/newsletter/confirm', element: <ConfirmSubscriptionPage /> },
      { path: '/newsletter/unsubscribe', element: <UnsubscribePage /> },
      { path: '/account', element: <AccountPage /> },
      { path: '/account/verify', element: <VerifyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
