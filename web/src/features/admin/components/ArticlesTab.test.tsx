import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp, stubFetch } from '../../../testing/render';
import { ArticlesTab } from './ArticlesTab';

const row = (patch: Record<string, unknown> = {}) => ({
  __typename: 'Article',
  id: 5,
  title: 'Night Patch Notes',
  slug: 'night-patch-notes',
  language: 'en',
  status: 'scheduled',
  categorySlug: 'news',
  category: { __typename: 'Category', id: 6, name: 'News' },
  featured: false,
  masterFeatured: false,
  mainFeaturedRoutes: [],
  scheduledFor: '2031-06-12T20:30:00.000Z',
  live: null,
  createdAt: '2031-06-01T10:00:00.000Z',
  updatedAt: '2031-06-01T10:00:00.000Z',
  views: null,
  viewerCanUpdate: true,
  viewerCanDelete: true,
  ...patch,
});

describe('the Articles tab', () => {
  it("says when a scheduled article goes live on the publication's clock, as the calendar does", async () => {
    stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'ed', displayName: 'Ed', role: 'editor' } } });
    renderWithApp(<ArticlesTab onEdit={jest.fn()} />, {
      respond: (op) =>
        op.operationName === 'ArticlesTabList'
          ? { data: { adminArticles: { __typename: 'ArticlePage', totalCount: 1, articles: [row()] } } }
          : { data: null },
      // The publication writes dates in Tokyo (PUBLICATION_TIMEZONE), whatever this browser's zone.
      publicationFormat: { timeZone: 'Asia/Tokyo', locale: 'en-US' },
    });
    const title = await screen.findByText('Night Patch Notes');
    // 20:30 UTC on June 12 is 05:30 on June 13 in Tokyo: the calendar shows it that day, "05:30 GMT+9".
    expect(within(title.closest('tr')!).getByText(/^Goes live/)).toHaveTextContent('Goes live Jun 13, 2031, 05:30 GMT+9');
  });

  // The star is a toggle: a second click landing before the first answer undid it, with two
  // "Featured status updated" toasts and the article not featured.
  it('sends one toggle for a double click on the featured star', async () => {
    stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'ed', displayName: 'Ed', role: 'editor' } } });
    const { sent } = renderWithApp(<ArticlesTab onEdit={jest.fn()} />, {
      respond: (op) =>
        op.operationName === 'ArticlesTabList'
          ? { data: { adminArticles: { __typename: 'ArticlePage', totalCount: 1, articles: [row()] } } }
          : op.operationName === 'AdminToggleFeatured'
            ? { data: { toggleFeatured: row({ featured: true }) } }
            : { data: null },
    });
    const star = await screen.findByRole('button', { name: 'Feature Night Patch Notes' });
    fireEvent.click(star);
    fireEvent.click(star);
    await screen.findByText('Featured status updated');
    await waitFor(() => expect(sent.filter((op) => op.operationName === 'ArticlesTabList').length).toBeGreaterThan(1));
    expect(sent.filter((op) => op.operationName === 'AdminToggleFeatured')).toHaveLength(1);
  });
});
