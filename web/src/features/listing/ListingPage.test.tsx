import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { cardArticle, page } from '../../testing/articles';
import { renderWithApp, stubFetch, type SentOperation } from '../../testing/render';
import { ListingPage } from './ListingPage';

const emptyFeatured = { __typename: 'FeaturedSet', mainFeatured: null, sidebarArticles: [] };

function renderListing(respond: (op: SentOperation) => { data?: unknown; errors?: { message: string }[] }, route = '/articles') {
  return renderWithApp(
    <Routes>
      <Route path="/articles" element={<ListingPage />} />
      <Route path="/reviews" element={<ListingPage category="review" />} />
    </Routes>,
    { respond, route },
  );
}

beforeEach(() => stubFetch({ 'GET /api/auth/me': { status: 401, body: 'Unauthorized' } }));

describe('ListingPage', () => {
  it('pages 12 at a time and says where the reader is', async () => {
    const { sent } = renderListing(({ variables }) => ({
      data: {
        articles: page(Array.from({ length: 12 }, () => cardArticle()), 50),
        featuredSetForRoute: variables.withFeatured ? emptyFeatured : undefined,
      },
    }));
    expect(await screen.findByText('Page 1 of 5 • Showing 12 of 50 articles')).toBeInTheDocument();
    expect(screen.getByText('No featured articles available at the moment.')).toBeInTheDocument();
    expect(sent[0].variables).toMatchObject({ limit: 12, offset: 0, route: 'all', withFeatured: true });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Page 3 of 5 • Showing 12 of 50 articles')).toBeInTheDocument();
    expect(sent.at(-1)!.variables).toMatchObject({ offset: 24 });
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by the route category and hides the featured block while searching', async () => {
    const { sent } = renderListing(() => ({ data: { articles: page([cardArticle({ categorySlug: 'review' })]) } }), '/reviews?search=crown');
    expect(await screen.findByText('Page 1 of 1 • Showing 1 of 1 articles')).toBeInTheDocument();
    expect(sent[0].variables).toMatchObject({ filter: { category: 'review', search: 'crown' }, withFeatured: false });
    expect(screen.queryByText('No featured articles available at the moment.')).not.toBeInTheDocument();
  });

  it('says when nothing is found', async () => {
    renderListing(() => ({ data: { articles: page([], 0) } }), '/articles?category=unknown');
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
  });

  it('offers a Retry after a failure', async () => {
    renderListing(() => ({ errors: [{ message: 'down' }] }));
    expect(await screen.findByText('Failed to load articles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
