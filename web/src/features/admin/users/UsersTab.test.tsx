import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../lib/toast';
import { renderWithApp, stubFetch, type Respond } from '../../../testing/render';
import { UsersTab } from './UsersTab';

const admin = { __typename: 'User', id: 1, username: 'admin', displayName: 'Admin', role: 'admin' };

function renderTab(respond: Respond) {
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'admin', displayName: 'Admin', role: 'admin' } } });
  return renderWithApp(<UsersTab />, { respond });
}

beforeEach(() => dismissToast());

describe("graph's refusal of a new user's field", () => {
  it.each([
    ['username', 'New username', 'That username is already taken', 'CONFLICT'],
    ['password', 'Initial password', 'Password must be between 10 and 200 characters', 'BAD_USER_INPUT'],
  ])('is shown on the %s field, and what was typed stays', async (field, label, message, code) => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderTab((op) =>
      op.operationName === 'AdminCreateUser'
        ? { errors: [{ message, extensions: { code, field } }] }
        : { data: { users: [admin] } },
    );
    const form = await screen.findByRole('form', { name: 'Add a user' });
    await user.type(within(form).getByRole('textbox', { name: 'New username' }), 'nell');
    await user.type(within(form).getByLabelText(/Initial password/), 'short');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));

    await waitFor(() => expect(sent.some((op) => op.operationName === 'AdminCreateUser')).toBe(true));
    const input = within(form).getByLabelText(new RegExp(label));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(message);
    expect(within(form).getByRole('textbox', { name: 'New username' })).toHaveValue('nell');
  });
});

describe('the users list', () => {
  it('shows placeholder rows while loading', async () => {
    renderTab(() => ({ data: { users: [admin] } }));
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    expect(await within(table).findByText('admin')).toBeInTheDocument();
    expect(within(table).queryByTestId('skeleton-row')).not.toBeInTheDocument();
  });

  it('says so when there are no users to show', async () => {
    renderTab(() => ({ data: { users: [] } }));
    const table = screen.getByRole('table', { name: 'Users' });
    expect(await within(table).findByText('No users yet.')).toBeInTheDocument();
  });

  it('says so when the list cannot be fetched, instead of an empty table', async () => {
    renderTab(() => ({ errors: [{ message: 'Service unavailable' }] }));
    expect(await screen.findByText('Failed to fetch users')).toBeInTheDocument();
  });
});
