import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { cardArticle, gamePlatforms, page } from '../../testing/articles';
import { editionOf } from '../../i18n/edition';
import { renderWithApp, stubFetch, type SentOperation } from '../../testing/render';
import { ListingPage } from './ListingPage';

/** A full page of 12 cards from a list of 50. */
const twelveOfFifty = () =>
  page(
    Array.from({ length: 12 }, () => cardArticle()),
    50,
  );
const emptyFeatured = { __typename: 'FeaturedSet', mainFeatured: null, sidebarArticles: [] };

function renderListing(respond: (op: SentOperation) => { data?: unknown; errors?: { message: string }[] }, route = '/articles') {
  return renderWithApp(
    <Routes>
      <Route path="/articles" element={<ListingPage />} />
      <Route path="/reviews" element={<ListingPage category="review" />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { respond, route },
  );
}

beforeEach(() => stubFetch({ 'GET /api/auth/me': { status: 401, body: 'Unauthorized' } }));

describe('ListingPage', () => {
  it('pages 12 at a time and says where the reader is', async () => {
    const { sent } = renderListing(({ variables }) => ({
      data: {
        articles: twelveOfFifty(),
        featuredSetForRoute: variables.withFeatured ? emptyFeatured : undefined,
      },
    }));
    expect(await screen.findByText('Page 1 of 5 • Showing 12 of 50 articles')).toBeInTheDocument();
    // An empty featured set is an editor's business: readers see no hint about it.
    expect(screen.queryByText('No featured articles available at the moment.')).not.toBeInTheDocument();
    expect(sent[0].variables).toMatchObject({ limit: 12, offset: 0, route: 'all', withFeatured: true });

    await userEvent.setup().click(screen.getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByText('Page 3 of 5 • Showing 12 of 50 articles')).toBeInTheDocument();
    expect(sent.at(-1)!.variables).toMatchObject({ offset: 24 });
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  // The page the reader arrives at (the one the app takes over) stays where the reader scrolled it;
  // jumping to the top then moved the pager from under a tap. Another page of the list starts at the top.
  it('starts another page of the list at its top, and leaves the page the reader arrived at where it is', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    renderListing(() => ({ data: { articles: twelveOfFifty() } }), '/articles?page=2');
    expect(await screen.findByText('Page 2 of 5 • Showing 12 of 50 articles')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByText('Page 3 of 5 • Showing 12 of 50 articles')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('filters by the route category and hides the featured block while searching', async () => {
    const { sent } = renderListing(
      () => ({ data: { articles: page([cardArticle({ categorySlug: 'review' })]) } }),
      '/reviews?search=crown',
    );
    expect(await screen.findByText('Page 1 of 1 • Showing 1 of 1 articles')).toBeInTheDocument();
    expect(sent[0].variables).toMatchObject({ filter: { category: 'review', search: 'crown' }, withFeatured: false });
    expect(screen.queryByText('No featured articles available at the moment.')).not.toBeInTheDocument();
  });

  it('searches for a long pasted text instead of failing: graph takes at most 200 characters, spaces collapsed', async () => {
    const pasted = `crown${' '.repeat(50)}${'y'.repeat(300)}`;
    const { sent } = renderListing(
      ({ variables }) => {
        const search = String((variables.filter as { search?: string }).search ?? '')
          .trim()
          .replace(/\s+/g, ' ');
        if (search.length > 200) return { errors: [{ message: 'Search text must be at most 200 characters' }] };
        return { data: { articles: page([cardArticle()]) } };
      },
      `/articles?search=${encodeURIComponent(pasted)}`,
    );
    expect(await screen.findByText('Page 1 of 1 • Showing 1 of 1 articles')).toBeInTheDocument();
    expect(sent[0].variables).toMatchObject({ filter: { search: `crown ${'y'.repeat(194)}` } });
  });

  // graph refuses text holding a NUL (and a category filter over 50 characters) with a 400: the page
  // showed "Failed to load articles".
  it('searches without a NUL, and shows the not-found page for a category graph could not take', async () => {
    const categories = [{ __typename: 'Category', id: 9, slug: 'hardware', name: 'Hardware' }];
    const respond = ({ variables }: SentOperation) => {
      const filter = variables.filter as { category?: string | null; search?: string | null };
      const refused =
        [filter.category, filter.search].some((text) => text?.includes('\u0000')) || (filter.category ?? '').length > 50;
      return refused ? { errors: [{ message: 'refused' }] } : { data: { articles: page([cardArticle()], 1), categories } };
    };
    const search = renderListing(respond, '/articles?search=crown%00');
    expect(await screen.findByText('Page 1 of 1 • Showing 1 of 1 articles')).toBeInTheDocument();
    expect(search.sent[0].variables).toMatchObject({ filter: { search: 'crown' } });
    search.unmount();
    for (const route of ['/articles?category=%00', `/articles?category=${'x'.repeat(51)}`]) {
      const { unmount } = renderListing(respond, route);
      expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
      unmount();
    }
  });

  it('says when nothing is found', async () => {
    renderListing(
      () => ({
        data: { articles: page([], 0), categories: [{ __typename: 'Category', id: 9, slug: 'hardware', name: 'Hardware' }] },
      }),
      '/articles?category=hardware',
    );
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hardware' })).toBeInTheDocument();
  });

  it('says when a list with a featured block but no featured story is empty', async () => {
    // A set without a main story was taken for a featured story: the reader saw an empty grid.
    renderListing(() => ({ data: { articles: page([], 0), featuredSetForRoute: emptyFeatured } }), '/reviews');
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
  });

  it('shows the not-found page for a category that does not exist, not a page titled after it', async () => {
    renderListing(
      () => ({
        data: { articles: page([], 0), categories: [{ __typename: 'Category', id: 9, slug: 'hardware', name: 'Hardware' }] },
      }),
      '/articles?category=bogus',
    );
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bogus' })).not.toBeInTheDocument();
  });

  it('offers the last page to a reader who went past the end', async () => {
    renderListing(() => ({ data: { articles: page([], 30) } }), '/articles?page=99');
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Go to page 3' });
    expect(back).toHaveAttribute('href', '/articles?page=3');
  });

  it('shows the featured set once: the grid leaves out the main story and the sidebar, and editors see the empty hint', async () => {
    const main = { ...cardArticle({ title: 'Main story' }), author: { __typename: 'User', id: 1, displayName: 'Staff' } };
    const side = cardArticle({ title: 'Side story' });
    const rest = Array.from({ length: 10 }, () => cardArticle());
    const set = { __typename: 'FeaturedSet', mainFeatured: main, sidebarArticles: [side, main] };
    const { unmount } = renderListing(() => ({ data: { articles: page([main, side, ...rest], 40), featuredSetForRoute: set } }));
    expect(await screen.findByTestId('featured-article')).toHaveTextContent('Main story');
    expect(
      within(screen.getByTestId('featured-sidebar'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Side story']);
    const grid = within(screen.getByTestId('article-grid'))
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(grid).toEqual(rest.map((a) => a.title));
    unmount();

    stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'admin', displayName: 'Admin', role: 'admin' } } });
    renderListing(() => ({ data: { articles: page(rest, 10), featuredSetForRoute: emptyFeatured } }));
    expect(await screen.findByText('No featured articles available at the moment.')).toBeInTheDocument();
  });

  it("asks for its own edition's featured set: a German reviews page shows the German main story", async () => {
    const main = { ...cardArticle({ title: 'Hauptgeschichte' }), author: { __typename: 'User', id: 1, displayName: 'Staff' } };
    const set = { __typename: 'FeaturedSet', mainFeatured: main, sidebarArticles: [] };
    const { sent } = renderWithApp(
      <Routes>
        <Route path="/reviews" element={<ListingPage category="review" />} />
      </Routes>,
      {
        route: '/reviews',
        edition: editionOf('de'),
        respond: () => ({
          data: {
            articles: page([main], 1),
            featuredSetForRoute: set,
            gamePlatforms,
            reviewScale: { __typename: 'ReviewScale', bands: [] },
          },
        }),
      },
    );
    expect(await screen.findByTestId('featured-article')).toHaveTextContent('Hauptgeschichte');
    expect(sent[0].variables).toMatchObject({ route: 'review', withFeatured: true, language: 'de' });
  });

  it('narrows /reviews by platform and minimum score with links, and says when no review matches', async () => {
    const bands = [
      { __typename: 'ReviewBand', min: 9, label: 'Essential' },
      { __typename: 'ReviewBand', min: 7.5, label: 'Recommended' },
      { __typename: 'ReviewBand', min: 0, label: 'Avoid' },
    ];
    const { sent } = renderListing(
      () => ({ data: { articles: page([], 0), gamePlatforms, reviewScale: { __typename: 'ReviewScale', bands } } }),
      '/reviews?platform=switch-2&minScore=9',
    );
    expect(await screen.findByRole('heading', { name: 'No reviews match these filters' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all reviews' })).toHaveAttribute('href', '/reviews');
    expect(sent[0].variables).toMatchObject({
      filter: { category: 'review', platform: 'switch-2', minScore: 9 },
      withReviewFilters: true,
      withFeatured: false,
    });
    const platforms = screen.getByRole('navigation', { name: 'Platform' });
    expect(within(platforms).getByRole('link', { name: 'Nintendo Switch 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(platforms).getByRole('link', { name: 'PC' })).toHaveAttribute('href', '/reviews?platform=pc&minScore=9');
    expect(within(platforms).getByRole('link', { name: 'All platforms' })).toHaveAttribute('href', '/reviews?minScore=9');
    const scores = screen.getByRole('navigation', { name: 'Score' });
    // "At least 0" filters nothing: the bottom band is not offered.
    expect(
      within(scores)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Any score', '9+ Essential', '7.5+ Recommended']);
    expect(within(scores).getByRole('link', { name: '7.5+ Recommended' })).toHaveAttribute(
      'href',
      '/reviews?platform=switch-2&minScore=7.5',
    );
  });

  it('ignores review filters that are not a platform id or a score on the scale', async () => {
    const { sent } = renderListing(
      () => ({
        data: { articles: page([cardArticle()], 1), gamePlatforms, reviewScale: { __typename: 'ReviewScale', bands: [] } },
      }),
      '/reviews?platform=%3Cscript%3E&minScore=11',
    );
    expect(await screen.findByText('Page 1 of 1 • Showing 1 of 1 articles')).toBeInTheDocument();
    expect(sent[0].variables).toMatchObject({ filter: { category: 'review', platform: null, minScore: null } });
  });

  // graph refuses a platform its table does not have (a 400 naming `platform`): the page asked for
  // one anyway and showed "Failed to load articles" instead of the reviews.
  it('ignores a platform id graph does not know, as it ignores one that is not an id', async () => {
    const { sent } = renderListing(
      () => ({
        data: { articles: page([cardArticle()], 1), gamePlatforms, reviewScale: { __typename: 'ReviewScale', bands: [] } },
      }),
      '/reviews?platform=amiga',
    );
    expect(await screen.findByText('Page 1 of 1 • Showing 1 of 1 articles')).toBeInTheDocument();
    expect(sent[0].variables).toMatchObject({ filter: { category: 'review', platform: null }, withFeatured: true });
    const platforms = screen.getByRole('navigation', { name: 'Platform' });
    expect(within(platforms).getByRole('link', { name: 'All platforms' })).toHaveAttribute('aria-current', 'page');
  });

  // The offset is a GraphQL Int (32 bits): a longer page number failed the whole page.
  it('takes a page number past any list as a page past the end of this one', async () => {
    const { sent } = renderListing(() => ({ data: { articles: page([], 30) } }), '/articles?page=99999999999');
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 3' })).toHaveAttribute('href', '/articles?page=3');
    expect(sent[0].variables.offset).toBeLessThanOrEqual(2 ** 31 - 1);
  });

  it('offers no review filters outside /reviews', async () => {
    const { sent } = renderListing(() => ({ data: { articles: page([cardArticle()], 1) } }));
    expect(await screen.findByText('Page 1 of 1 • Showing 1 of 1 articles')).toBeInTheDocument();
    expect(sent[0].variables).toMatchObject({ withReviewFilters: false });
    expect(screen.queryByRole('navigation', { name: 'Platform' })).not.toBeInTheDocument();
  });

  it('offers a Retry after a failure', async () => {
    renderListing(() => ({ errors: [{ message: 'down' }] }));
    expect(await screen.findByText('Failed to load articles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
