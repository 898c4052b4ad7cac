import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithApp, stubFetch } from '../../testing/render';
import { CorrectionsPage } from './CorrectionsPage';

beforeEach(() => stubFetch({ 'GET /api/auth/me': { status: 401, body: 'Unauthorized' } }));

const correction = (id: number, kind: string, note: string) => ({
  __typename: 'Correction',
  id,
  kind,
  note,
  createdAt: '2026-06-09T10:00:00.000Z',
  articleTitle: `Story ${id}`,
  articleSlug: `story-${id}`,
});

it('lists every correction newest first, each linking to its article', async () => {
  const { sent } = renderWithApp(
    <Routes>
      <Route path="/corrections" element={<CorrectionsPage />} />
    </Routes>,
    {
      route: '/corrections',
      respond: () => ({
        data: {
          corrections: {
            __typename: 'CorrectionPage',
            totalCount: 2,
            corrections: [correction(2, 'update', 'Added the trailer.'), correction(1, 'correction', 'The date was wrong.')],
          },
        },
      }),
    },
  );
  const items = within(await screen.findByTestId('corrections-list')).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    'Update, June 9, 2026: Added the trailer. Story 2',
    'Correction, June 9, 2026: The date was wrong. Story 1',
  ]);
  expect(within(items[1]).getByRole('link', { name: 'Story 1' })).toHaveAttribute('href', '/articles/story-1');
  expect(sent.find((op) => op.operationName === 'CorrectionsPage')?.variables).toEqual({ limit: 30, offset: 0, language: 'en' });
});

// Past the end there is no page: "No corrections" at /corrections?page=50 was an indexable 200.
it('offers the last page to a reader who went past the end, also past any 32-bit offset', async () => {
  for (const route of ['/corrections?page=50', '/corrections?page=99999999999']) {
    const { sent, unmount } = renderWithApp(
      <Routes>
        <Route path="/corrections" element={<CorrectionsPage />} />
      </Routes>,
      {
        route,
        respond: () => ({ data: { corrections: { __typename: 'CorrectionPage', totalCount: 40, corrections: [] } } }),
      },
    );
    expect(await screen.findByText('This list ends at page 2.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute('href', '/corrections?page=2');
    expect(sent[0].variables.offset).toBeLessThanOrEqual(2 ** 31 - 1);
    unmount();
  }
});
