import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp, stubFetch, type Respond } from '../../../testing/render';
import { ReviewQueueTab } from './ReviewQueueTab';

const queued = (id: number, title: string, submittedAt: string, updatedAt: string) => ({
  __typename: 'Article',
  id,
  title,
  submittedAt,
  updatedAt,
  author: { __typename: 'User', id: 9, displayName: 'Nell' },
});

it('lists the longest-waiting submission first and shows when each was submitted, not last edited', async () => {
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'ed', displayName: 'Ed', role: 'editor' } } });
  const respond: Respond = (op) =>
    op.operationName === 'AdminReviewQueue'
      ? {
          data: {
            adminArticles: {
              __typename: 'ArticlePage',
              totalCount: 2,
              articles: [
                // Submitted later, but edited before the other's fix.
                queued(1, 'Submitted second', '2026-11-26T10:00:00.000Z', '2026-11-26T10:05:00.000Z'),
                // Submitted first, then fixed in review (its updatedAt is the newest).
                queued(2, 'Submitted first', '2026-11-26T08:00:00.000Z', '2026-11-26T11:00:00.000Z'),
              ],
            },
          },
        }
      : { data: null };
  renderWithApp(<ReviewQueueTab onEdit={() => undefined} />, { respond });
  const rows = await screen.findAllByTestId('review-queue-row');
  expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Submitted first', 'Submitted second']);
  expect(screen.getByRole('columnheader', { name: 'Submitted' })).toBeInTheDocument();
  expect(within(rows[0]).getAllByRole('cell')[2]).toHaveTextContent('Nov 26, 2026, 08:00 UTC');
  // Each row's button says which article it opens: a screen reader's list of buttons is not "Review, Review".
  expect(within(rows[0]).getByRole('button', { name: 'Review Submitted first' })).toBeInTheDocument();
});

it("writes when an article was submitted on the publication's clock, not the browser's", async () => {
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'ed', displayName: 'Ed', role: 'editor' } } });
  renderWithApp(<ReviewQueueTab onEdit={() => undefined} />, {
    respond: (op) =>
      op.operationName === 'AdminReviewQueue'
        ? {
            data: {
              adminArticles: {
                __typename: 'ArticlePage',
                totalCount: 1,
                articles: [queued(1, 'Late night review', '2026-11-26T20:30:00.000Z', '2026-11-26T20:30:00.000Z')],
              },
            },
          }
        : { data: null },
    // The publication writes dates in Tokyo (PUBLICATION_TIMEZONE), whatever this browser's zone.
    publicationFormat: { timeZone: 'Asia/Tokyo', locale: 'en-US' },
  });
  const [row] = await screen.findAllByTestId('review-queue-row');
  // 20:30 UTC on November 26 is 05:30 on November 27 in Tokyo, as the Articles tab and the calendar write it.
  expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('Nov 27, 2026, 05:30 GMT+9');
});

it("shows one edition's submissions when an edition is chosen", async () => {
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'ed', displayName: 'Ed', role: 'editor' } } });
  const editions = [
    { __typename: 'Edition', language: 'en', name: 'English', isDefault: true },
    { __typename: 'Edition', language: 'de', name: 'Deutsch', isDefault: false },
  ];
  const respond: Respond = (op) => {
    if (op.operationName === 'BackOfficeEditions') return { data: { editions } };
    if (op.operationName !== 'AdminReviewQueue') return { data: null };
    const articles =
      op.variables.language === 'de'
        ? [queued(3, 'Auf Deutsch', '2026-11-26T09:00:00.000Z', '2026-11-26T09:00:00.000Z')]
        : [
            queued(3, 'Auf Deutsch', '2026-11-26T09:00:00.000Z', '2026-11-26T09:00:00.000Z'),
            queued(4, 'In English', '2026-11-26T10:00:00.000Z', '2026-11-26T10:00:00.000Z'),
          ];
    return { data: { adminArticles: { __typename: 'ArticlePage', totalCount: articles.length, articles } } };
  };
  const { sent } = renderWithApp(<ReviewQueueTab onEdit={() => undefined} />, { respond });
  expect(await screen.findAllByTestId('review-queue-row')).toHaveLength(2);
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Edition' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Deutsch (de)' }));
  await waitFor(() => expect(screen.getAllByTestId('review-queue-row')).toHaveLength(1));
  expect(screen.getByTestId('review-queue-row')).toHaveTextContent('Auf Deutsch');
  expect(sent.filter((op) => op.operationName === 'AdminReviewQueue').at(-1)?.variables).toMatchObject({ language: 'de' });
});
