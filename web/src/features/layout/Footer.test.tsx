import { screen } from '@testing-library/react';
import { renderWithApp, stubFetch } from '../../testing/render';
import { Footer } from './Footer';

beforeEach(() => stubFetch({ 'GET /api/auth/me': { status: 401, body: 'Unauthorized' } }));

describe('Footer latest articles', () => {
  it('lists the 4 latest articles', async () => {
    const articles = [1, 2, 3, 4].map((id) => ({ __typename: 'Article', id, slug: `story-${id}`, title: `Story ${id}` }));
    renderWithApp(<Footer />, { respond: () => ({ data: { articles: { __typename: 'ArticlePage', articles } } }) });
    expect(await screen.findByRole('link', { name: 'Story 4' })).toHaveAttribute('href', '/articles/story-4');
    expect(screen.getByText('© 2025 Savepoint. All rights reserved.')).toBeInTheDocument();
  });

  it('says the latest articles could not be fetched instead of loading forever', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(<Footer />, { respond: () => ({ errors: [{ message: 'down' }] }) });
    expect(await screen.findByText('Failed to fetch latest articles')).toBeInTheDocument();
    expect(screen.queryByText('Loading articles...')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
