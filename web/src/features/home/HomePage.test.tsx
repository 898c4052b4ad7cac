import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { cardArticle, featuredArticle, page } from '../../testing/articles';
import { renderWithApp, stubFetch, type Respond } from '../../testing/render';
import { homeArticles } from './home-articles';
import { HomePage } from './HomePage';

const renderHome = (respond: Respond, route = '/') =>
  renderWithApp(
    <Routes>
      <Route path="/" element={<HomePage />} />
    </Routes>,
    { respond, route },
  );

beforeEach(() => stubFetch({ 'GET /api/auth/me': { status: 401, body: 'Unauthorized' } }));

describe('homeArticles (spec §4, §9)', () => {
  const list = [
    cardArticle({ categorySlug: 'review' }),
    cardArticle({ categorySlug: 'News' }),
    cardArticle({ categorySlug: 'news' }),
    ...Array.from({ length: 7 }, () => cardArticle({ categorySlug: 'guide' })),
  ];

  it('filters case-insensitively against the full list, or the search results while searching', () => {
    expect(homeArticles({ all: list, searchResults: null, category: 'news' }).filtered).toHaveLength(2);
    expect(homeArticles({ all: list, searchResults: [list[0]], category: 'news' }).filtered).toHaveLength(0);
    expect(homeArticles({ all: list, searchResults: [list[0]], category: 'all' }).filtered).toEqual([list[0]]);
  });

  it('takes Latest from the first 5 articles', () => {
    expect(homeArticles({ all: list, searchResults: null, category: 'all' }).latest).toEqual(list.slice(0, 5));
  });
});

describe('HomePage', () => {
  it('says when no master featured article is set and lists articles 4 to 13 in More Articles', async () => {
    const articles = Array.from({ length: 15 }, () => cardArticle());
    renderHome(() => ({ data: { masterFeaturedArticle: null, articles: page(articles) } }));
    expect(await screen.findByText('No Master Featured Article')).toBeInTheDocument();
    expect(screen.getByText('Set a master featured article in the admin panel to display it here.')).toBeInTheDocument();
    const grid = screen.getByTestId('article-grid');
    const titles = within(grid).getAllByRole('heading').map((h) => h.textContent);
    expect(titles).toEqual(articles.slice(3, 13).map((a) => a.title));
    expect(within(screen.getByTestId('latest-list')).getAllByRole('link')).toHaveLength(5);
  });

  it('shows the master featured article with its excerpt cut at 200 characters', async () => {
    const master = featuredArticle({ title: 'The Big One', excerpt: 'y'.repeat(230) });
    renderHome(() => ({ data: { masterFeaturedArticle: master, articles: page([cardArticle()]) } }));
    const block = await screen.findByTestId('featured-article');
    expect(within(block).getByRole('heading', { name: 'The Big One' })).toBeInTheDocument();
    expect(within(block).getByText(`${'y'.repeat(200)}...`)).toBeInTheDocument();
    expect(within(block).getByText(/By Savepoint Staff/)).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Read Full Article' })).toHaveAttribute('href', `/articles/${master.slug}`);
  });

  it('shows search results with their count and filters them by category', async () => {
    const results = [cardArticle({ categorySlug: 'review' }), cardArticle({ categorySlug: 'news' })];
    const { sent } = renderHome(() => ({ data: { masterFeaturedArticle: null, articles: page([]), search: results } }), '/?search=ashen');
    expect(await screen.findByText('Search Results for "ashen"')).toBeInTheDocument();
    expect(screen.getByText('Found 2 articles matching your search.')).toBeInTheDocument();
    expect(sent[0].variables).toMatchObject({ search: 'ashen', searching: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reviews' }));
    expect(screen.getByText('Found 1 articles matching your search.')).toBeInTheDocument();
  });

  it('explains an empty search and an empty publication differently', async () => {
    const { unmount } = renderHome(() => ({ data: { masterFeaturedArticle: null, articles: page([]), search: [] } }), '/?search=zzz');
    expect(await screen.findByText('No Articles Found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or browse all articles.')).toBeInTheDocument();
    unmount();
    renderHome(() => ({ data: { masterFeaturedArticle: null, articles: page([]) } }));
    expect(await screen.findByText('No articles are available at the moment.')).toBeInTheDocument();
  });

  it('reports a load failure', async () => {
    renderHome(() => ({ errors: [{ message: 'boom' }] }));
    expect(await screen.findByText('Failed to load articles. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
