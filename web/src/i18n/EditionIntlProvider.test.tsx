// Reader pages in another edition: the words come from its catalog, dates and numbers are written
// in its language (in the publication's zone), and plurals follow its rules; English stays the spec's.
import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { cardArticle, featuredArticle, page } from '../testing/articles';
import { renderWithApp, stubFetch, type Respond } from '../testing/render';
import { ListingPage } from '../features/listing/ListingPage';
import { HomePage } from '../features/home/HomePage';
import { Footer } from '../features/layout/Footer';
import { DEFAULT_EDITION, editionOf, useEdition } from './edition';
import { ENGLISH_MESSAGES, loadMessages } from './messages';

beforeEach(() => stubFetch({ 'GET /api/auth/me': { status: 401, body: 'Unauthorized' } }));

// Published 21:30 UTC on 7 March 2025: with 1,234 comments, a grouped number.
const article = () => cardArticle({ publishedAt: '2025-03-07T21:30:00.000Z', commentCount: 1234, readingMinutes: 4 });

const listing: Respond = () => ({
  data: { articles: page([article(), ...Array.from({ length: 11 }, () => cardArticle())], 1500) },
});

const home: Respond = () => ({
  data: {
    articles: page([featuredArticle({ publishedAt: '2025-03-07T21:30:00.000Z' }), article(), cardArticle(), cardArticle()]),
    masterFeaturedArticle: null,
  },
});

function renderListing(language: string, messages: Awaited<ReturnType<typeof loadMessages>>) {
  return renderWithApp(
    <Routes>
      <Route path="/articles" element={<ListingPage />} />
    </Routes>,
    { respond: listing, route: '/articles', edition: editionOf(language), messages },
  );
}

describe('a reader page in another edition', () => {
  it('German: words from the German catalog, German dates, grouping and plurals', async () => {
    renderListing('de', await loadMessages('de'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alle Artikel' })).toBeInTheDocument();
    expect(screen.getByTestId('page-summary')).toHaveTextContent('Seite 1 von 125 • 12 von 1.500 Artikeln angezeigt');
    expect(screen.getByRole('button', { name: 'Tests' })).toBeInTheDocument();
    const first = screen.getAllByTestId('article-meta')[0];
    expect(first).toHaveTextContent('7. März 2025 · 4 Min. Lesezeit · 1.234 Kommentare');
    expect(screen.getAllByText('News')[0]).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Seitennavigation' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Seitennavigation' })).getByRole('link', { name: 'Weiter' }),
    ).toBeInTheDocument();
  });

  it('Japanese: words from the Japanese catalog and Japanese dates', async () => {
    renderListing('ja', await loadMessages('ja'));
    expect(await screen.findByRole('heading', { level: 1, name: 'すべての記事' })).toBeInTheDocument();
    expect(screen.getByTestId('page-summary')).toHaveTextContent('1 / 125ページ • 1,500件中12件を表示');
    expect(screen.getAllByTestId('article-meta')[0]).toHaveTextContent('2025年3月7日 · 4分で読めます · コメント1,234件');
    expect(screen.getAllByText('ニュース')[0]).toBeInTheDocument();
  });

  it('German home page: the welcome, the search form and the footer in German', async () => {
    const messages = await loadMessages('de');
    renderWithApp(
      <>
        <HomePage />
        <Footer />
      </>,
      { respond: home, edition: editionOf('de'), messages },
    );
    expect(await screen.findByRole('heading', { name: 'Willkommen bei Savepoint' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Weitere Artikel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abonnieren' })).toBeInTheDocument();
    expect(screen.getByText('© 2025 Savepoint. Alle Rechte vorbehalten.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Artikel nach Kategorie filtern' })).toBeInTheDocument();
  });

  it('English (no edition given) keeps the spec’s words and en-US dates', async () => {
    renderWithApp(
      <Routes>
        <Route path="/articles" element={<ListingPage />} />
      </Routes>,
      { respond: listing, route: '/articles' },
    );
    expect(await screen.findByText('Page 1 of 125 • Showing 12 of 1,500 articles')).toBeInTheDocument();
    expect(screen.getAllByTestId('article-meta')[0]).toHaveTextContent('Mar 7, 2025 · 4 min read · 1,234 comments');
  });
});

describe('loadMessages', () => {
  it('gives English for English and for a language without a catalog, and a catalog by its base language', async () => {
    expect(await loadMessages('en')).toBe(ENGLISH_MESSAGES);
    expect(await loadMessages('fr')).toBe(ENGLISH_MESSAGES);
    expect((await loadMessages('de-AT'))['nav.home']).toBe('Start');
  });
});

function EditionProbe() {
  const edition = useEdition();
  return <p data-testid="edition">{`${edition.language} ${edition.urlPrefix || '/'} ${edition.direction}`}</p>;
}

describe('useEdition', () => {
  it('is English at / unless an edition is given, and tells a right-to-left one', async () => {
    const { unmount } = renderWithApp(<EditionProbe />);
    await act(async () => undefined);
    expect(screen.getByTestId('edition')).toHaveTextContent('en / ltr');
    expect(DEFAULT_EDITION.locale).toBeUndefined();
    unmount();
    renderWithApp(<EditionProbe />, { edition: editionOf('ar', { direction: 'rtl' }), messages: await loadMessages('ar') });
    await act(async () => undefined);
    expect(screen.getByTestId('edition')).toHaveTextContent('ar ar rtl');
  });
});
