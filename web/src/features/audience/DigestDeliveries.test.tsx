import { screen, within } from '@testing-library/react';
import { renderWithApp, stubFetch } from '../../testing/render';
import { DigestDeliveries } from './DigestDeliveries';

const edition = (values: Record<string, unknown>) => ({
  __typename: 'DigestEditionDeliveries',
  language: 'en',
  subject: 'Savepoint weekly: Elden Ring DLC reviewed',
  sent: 0,
  waiting: 0,
  sending: 0,
  interrupted: 0,
  lastSentAt: null,
  ...values,
});

function renderReport(editions: unknown[]) {
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'admin', displayName: 'Admin', role: 'admin' } } });
  return renderWithApp(<DigestDeliveries />, {
    respond: () => ({ data: { newsletterDigestDeliveries: { __typename: 'DigestDeliveries', week: '2026-W49', editions } } }),
  });
}

it("shows each edition's sent and queued mails, and warns of mails a stopped worker may not have delivered", async () => {
  renderReport([
    edition({ sent: 1200, interrupted: 2, lastSentAt: '2026-12-04T09:03:00.000Z' }),
    edition({ language: 'de', subject: 'Savepoint Weekly: Neu', sent: 300, waiting: 40 }),
  ]);
  const table = await screen.findByRole('table', { name: 'Deliveries (2026-W49)' });
  const [, english, german] = within(table).getAllByRole('row');
  expect(english).toHaveTextContent(/^en120000/);
  expect(german).toHaveTextContent(/^de300400/);
  expect(screen.getByRole('alert')).toHaveTextContent('2 mail(s) were being handed to the mail server when a worker stopped');
});

it('says when nothing went out this week', async () => {
  renderReport([edition({ subject: null })]);
  expect(await screen.findByText('Nothing sent this week yet.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
