import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithApp, stubFetch } from '../../testing/render';
import { PreviewPage } from './PreviewPage';

const scheduled = {
  __typename: 'Article',
  id: 4,
  title: 'Patch notes at half past eleven',
  content: '<p>Late-night patch notes.</p>',
  excerpt: null,
  featuredImage: null,
  featuredImageAlt: null,
  categorySlug: 'retro',
  category: { __typename: 'Category', id: 9, name: 'Retro Corner' },
  status: 'scheduled',
  // 23:30 UTC on the 21st is 08:30 on the 22nd in Tokyo.
  scheduledFor: '2026-11-21T23:30:00.000Z',
  author: { __typename: 'User', displayName: 'Admin' },
};

beforeEach(() => stubFetch({ 'GET /api/auth/me': { status: 401, body: 'Unauthorized' } }));

describe('PreviewPage', () => {
  it("says when a scheduled article goes live in the publication's zone, as reader pages and the calendar write it", async () => {
    // The server renders this page too: a date in the machine's own zone and locale would differ from
    // the browser's (a hydration mismatch) and from the day the calendar shows the article on.
    renderWithApp(
      <Routes>
        <Route path="/preview/:token" element={<PreviewPage />} />
      </Routes>,
      {
        route: '/preview/abc',
        respond: () => ({ data: { articleByPreviewToken: scheduled } }),
        publicationFormat: { timeZone: 'Asia/Tokyo', locale: 'en-US' },
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: scheduled.title })).toBeInTheDocument();
    expect(screen.getByText(/scheduled for/)).toHaveTextContent('scheduled for Nov 22, 2026 08:30 GMT+9');
  });

  it('names a category the publication added as its page will, not by its slug', async () => {
    renderWithApp(
      <Routes>
        <Route path="/preview/:token" element={<PreviewPage />} />
      </Routes>,
      { route: '/preview/abc', respond: () => ({ data: { articleByPreviewToken: scheduled } }) },
    );
    expect(await screen.findByText('Retro Corner')).toBeInTheDocument();
    expect(screen.queryByText('Retro')).not.toBeInTheDocument();
  });
});
