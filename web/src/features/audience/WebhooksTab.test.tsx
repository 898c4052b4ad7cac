import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../lib/toast';
import { renderWithApp, stubFetch, type Respond } from '../../testing/render';
import { WebhooksTab } from './WebhooksTab';

const hook = {
  __typename: 'Webhook',
  id: 7,
  url: 'https://example.com/hooks/savepoint',
  events: ['article.published'],
  createdAt: '2026-11-26T10:00:00.000Z',
};

function renderTab(respond: Respond) {
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'admin', displayName: 'Admin', role: 'admin' } } });
  return renderWithApp(<WebhooksTab />, { respond });
}

const webhooks = (list: unknown[]) => ({ data: { webhooks: list, webhookDeliveries: [] } });

beforeEach(() => dismissToast());

describe('deleting a webhook', () => {
  it('asks first, and a double click on Delete sends one delete', async () => {
    const user = userEvent.setup({ delay: null });
    let deleted = false;
    const { sent } = renderTab((op) => {
      if (op.operationName === 'DeleteWebhook') {
        deleted = true;
        return { data: { deleteWebhook: true } };
      }
      return webhooks(deleted ? [] : [hook]);
    });
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    await user.click(await within(table).findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete webhook' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this webhook?');
    expect(sent.some((op) => op.operationName === 'DeleteWebhook')).toBe(false);

    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Webhook deleted')).toBeInTheDocument();
    expect(sent.filter((op) => op.operationName === 'DeleteWebhook')).toHaveLength(1);
    expect(screen.queryByText('Failed to delete the webhook', { exact: false })).not.toBeInTheDocument();
    await waitFor(() => expect(within(table).getByText('No webhooks yet.')).toBeInTheDocument());
  });

  it('reports a delete that worked as done when the list then fails to load', async () => {
    const user = userEvent.setup({ delay: null });
    let deleted = false;
    renderTab((op) => {
      if (op.operationName === 'DeleteWebhook') {
        deleted = true;
        return { data: { deleteWebhook: true } };
      }
      return deleted ? { errors: [{ message: 'Service unavailable' }] } : webhooks([hook]);
    });
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    await user.click(await within(table).findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Webhook deleted')).toBeInTheDocument();
    // The list's own failure is the list's, not the delete's.
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Failed to delete the webhook', { exact: false })).not.toBeInTheDocument();
  });
});

it("shows graph's refusal of the URL on the URL field, keeping what was typed", async () => {
  const user = userEvent.setup({ delay: null });
  const message = 'Webhook URLs must start with http:// or https://';
  renderTab((op) =>
    op.operationName === 'AdminCreateWebhook'
      ? { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field: 'url' } }] }
      : webhooks([]),
  );
  const field = await screen.findByRole('textbox', { name: 'Webhook URL' });
  await user.type(field, 'ftp://example.com/hook');
  await user.click(screen.getByRole('button', { name: 'Add webhook' }));

  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription(message);
  expect(field).toHaveValue('ftp://example.com/hook');
});

describe('the deliveries table', () => {
  it('shows placeholder rows while loading, then says when nothing was delivered yet', async () => {
    renderTab(() => webhooks([]));
    const deliveries = screen.getByRole('table', { name: 'Webhook deliveries' });
    expect(within(deliveries).getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    expect(await within(deliveries).findByText('No deliveries yet.')).toBeInTheDocument();
    expect(within(deliveries).queryByTestId('skeleton-row')).not.toBeInTheDocument();
  });
});
