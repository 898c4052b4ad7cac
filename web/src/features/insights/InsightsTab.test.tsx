import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp, stubFetch, type Respond } from '../../testing/render';
import { InsightsTab } from './InsightsTab';

// MUI X Charts needs browser APIs jsdom lacks (structuredClone in its gesture handling); the charts
// themselves are drawn from real counted views in the browser test (e2e/newsroom.test.ts). Here a
// chart is a stand-in naming its series.
jest.mock('@mui/x-charts/BarChart', () => ({
  BarChart: ({ series }: { series: { label: string }[] }) => (
    <div role="img" aria-label={series.map((s) => s.label).join(', ')} />
  ),
}));
jest.mock('@mui/x-charts/LineChart', () => ({
  LineChart: ({ series }: { series: { label: string }[] }) => (
    <div role="img" aria-label={series.map((s) => s.label).join(', ')} />
  ),
}));
jest.mock('@mui/x-charts/PieChart', () => ({ PieChart: () => <div role="img" aria-label="Devices" /> }));

const days = ['2026-11-25', '2026-11-26'];
const counted = (label: string, count: number) => ({ __typename: 'LabelledCount', label, count });

function overview(comments: { day: string; count: number }[] | null) {
  return {
    __typename: 'InsightsOverview',
    from: days[0],
    to: days[1],
    daily: days.map((day) => ({ __typename: 'DailyTraffic', day, views: 10, visitors: 7 })),
    topArticles: [],
    referrers: [],
    devices: [],
    searches: [counted('zelda', 5), counted('xyzzy plugh', 3)],
    searchesWithoutResults: [counted('xyzzy plugh', 3)],
    newsletter: { __typename: 'NewsletterInsights', days: [], confirmationRate: null, unsubscribeRate: null },
    comments: comments?.map((d) => ({ __typename: 'DailyCount', ...d })) ?? null,
  };
}

function renderTab(comments: { day: string; count: number }[] | null) {
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'ed', displayName: 'Ed', role: 'editor' } } });
  const respond: Respond = (op) =>
    op.operationName === 'InsightsOverview' ? { data: { insightsOverview: overview(comments) } } : { data: null };
  return renderWithApp(<InsightsTab />, { respond });
}

it('lists the searches that found nothing beside the top searches, and comments per day with their chart', async () => {
  renderTab([
    { day: days[0], count: 4 },
    { day: days[1], count: 9 },
  ]);
  const empty = await screen.findByRole('table', { name: 'Searches with no results' });
  expect(
    within(empty)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual(['SearchSearches', 'xyzzy plugh3']);
  const perDay = screen.getByRole('table', { name: 'Comments per day' });
  expect(
    within(perDay)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual(['DayComments', '2026-11-254', '2026-11-269']);
  expect(within(screen.getByTestId('insights-comments-chart')).getByRole('img', { name: 'Comments' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export Comments per day as CSV' })).toBeInTheDocument();
});

it('shows no comments section while the site has no comment', async () => {
  renderTab(null);
  expect(await screen.findByRole('table', { name: 'Searches with no results' })).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Comments per day' })).toBeNull();
  expect(screen.queryByTestId('insights-comments-chart')).toBeNull();
});

const EDITIONS = [
  { __typename: 'Edition', language: 'en', name: 'English', isDefault: true },
  { __typename: 'Edition', language: 'de', name: 'Deutsch', isDefault: false },
];

it("filters by edition: asks graph for that edition's figures and shows views without visitors", async () => {
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'ed', displayName: 'Ed', role: 'editor' } } });
  const respond: Respond = (op) => {
    if (op.operationName === 'BackOfficeEditions') return { data: { editions: EDITIONS } };
    if (op.operationName !== 'InsightsOverview') return { data: null };
    const o = overview(null);
    // graph counts no visitors for one edition (readers are counted for the whole publication).
    if (op.variables.language === 'de') o.daily = o.daily.map((d) => ({ ...d, views: 3, visitors: null as never }));
    return { data: { insightsOverview: o } };
  };
  const { sent } = renderWithApp(<InsightsTab />, { respond });
  expect(await screen.findByRole('table', { name: 'Views and visitors per day' })).toBeInTheDocument();
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Edition' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Deutsch (de)' }));
  const perDay = await screen.findByRole('table', { name: 'Views per day' });
  expect(
    within(perDay)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual(['DayViews', '2026-11-253', '2026-11-263']);
  expect(sent.filter((op) => op.operationName === 'InsightsOverview').at(-1)?.variables.language).toBe('de');
  expect(screen.getByTestId('insights-daily-chart').querySelector('[role="img"]')).toHaveAttribute('aria-label', 'Views');
});
