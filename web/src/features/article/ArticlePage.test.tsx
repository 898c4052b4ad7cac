import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { cardArticle } from '../../testing/articles';
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

  it('shows the not-found state', async () => {
    renderArticle(() => ({ data: { articleBySlug: null } }));
    expect(await screen.findByText('Article Not Found')).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
