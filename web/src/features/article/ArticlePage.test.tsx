import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { cardArticle, gamePlatforms, reviewVerdict } from '../../testing/articles';
import { renderWithApp, stubFetch, type Respond } from '../../testing/render';
import { ArticlePage } from './ArticlePage';

function fullArticle(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    ...cardArticle({ categorySlug: 'review' }),
    id: 500,
    slug: 'the-review',
    title: 'The Review',
    metaDescription: 'A review.',
    category: { __typename: 'Category', id: 2, name: 'Review', slug: 'review' },
    tagNames: ['PC', 'RPG'],
    author: { __typename: 'User', id: 1, displayName: 'Savepoint Staff' },
    games: [],
    ...overrides,
  };
}

const renderArticle = (respond: Respond) =>
  renderWithApp(
    <Routes>
      <Route path="/articles/:slug" element={<ArticlePage />} />
    </Routes>,
    { respond, route: '/articles/the-review' },
  );

beforeEach(() => stubFetch({ 'GET /api/auth/me': { status: 401, body: 'Unauthorized' } }));

describe('ArticlePage', () => {
  it('embeds the video when the featured image is a YouTube link, with tags and related articles', async () => {
    const related = cardArticle({ title: 'Another Review', categorySlug: 'review' });
    const { sent } = renderArticle(({ operationName }) =>
      operationName === 'ArticlePage'
        ? { data: { articleBySlug: fullArticle({ featuredImage: 'https://youtu.be/dQw4w9WgXcQ' }) } }
        : { data: { relatedArticles: [related] } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The Review' })).toBeInTheDocument();
    expect(screen.getByTitle('Video: The Review')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(screen.getByText('#PC')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'More in Review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/articles?category=review');
    expect(await screen.findByRole('link', { name: 'Another Review' })).toBeInTheDocument();
    expect(sent.find((op) => op.operationName === 'RelatedArticles')?.variables).toEqual({
      category: 'review',
      excludeId: 500,
      limit: 5,
    });
    await waitFor(() => expect(document.title).toBe('The Review | Savepoint'));
  });

  it('says when there are no related articles', async () => {
    renderArticle(({ operationName }) =>
      operationName === 'ArticlePage' ? { data: { articleBySlug: fullArticle() } } : { data: { relatedArticles: [] } },
    );
    expect(await screen.findByText('No related articles found.')).toBeInTheDocument();
  });

  it('copies the URL and says so when the browser cannot share', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderArticle(({ operationName }) =>
      operationName === 'ArticlePage' ? { data: { articleBySlug: fullArticle() } } : { data: { relatedArticles: [] } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Article URL copied to clipboard!'));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    alert.mockRestore();
  });

  it("shows a review's verdict near the top and at the end, and its game's facts beside it", async () => {
    const game = { __typename: 'LinkedGame', id: 7, name: 'Tidebreaker', slug: 'tidebreaker' };
    const { sent } = renderArticle(({ operationName }) => {
      if (operationName === 'ArticlePage') {
        return { data: { articleBySlug: fullArticle({ games: [game], review: reviewVerdict() }), gamePlatforms } };
      }
      if (operationName === 'ArticleGame') {
        return {
          data: {
            gameBySlug: {
              __typename: 'Game',
              id: 7,
              name: 'Tidebreaker',
              slug: 'tidebreaker',
              coverImage: null,
              platforms: ['pc', 'switch-2'],
              developers: ['Saltglass Games'],
              publishers: ['Northwind Interactive'],
              franchise: null,
              genres: ['Roguelike'],
              releases: [{ __typename: 'GameRelease', platform: 'pc', label: '14 March 2027' }],
            },
          },
        };
      }
      return { data: { relatedArticles: [] } };
    });
    const top = await screen.findByRole('region', { name: 'Verdict: Tidebreaker' });
    const end = screen.getByRole('region', { name: 'Our verdict: Tidebreaker' });
    const content = screen.getByTestId('article-content');
    expect(top.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(content.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const box of [top, end]) {
      expect(within(box).getByText('Score 8.5 out of 10, Recommended')).toBeInTheDocument();
      expect(within(box).getByText('PC, Nintendo Switch 2')).toBeInTheDocument();
    }
    const aside = await screen.findByRole('complementary', { name: 'The game' });
    expect(within(aside).getByText('Northwind Interactive')).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: 'All about Tidebreaker' })).toHaveAttribute('href', '/games/tidebreaker');
    expect(sent.find((op) => op.operationName === 'ArticleGame')?.variables).toEqual({ slug: 'tidebreaker' });
  });

  it('shows no verdict on an article without a review', async () => {
    renderArticle(({ operationName }) =>
      operationName === 'ArticlePage'
        ? { data: { articleBySlug: fullArticle(), gamePlatforms } }
        : { data: { relatedArticles: [] } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The Review' })).toBeInTheDocument();
    expect(screen.queryByTestId('verdict-box-top')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'The game' })).not.toBeInTheDocument();
  });

  it('shows the not-found state', async () => {
    renderArticle(() => ({ data: { articleBySlug: null } }));
    expect(await screen.findByText('Article Not Found')).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
