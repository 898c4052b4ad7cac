import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../features/layout/Header';
import { dismissToast } from '../lib/toast';
import { renderWithApp, stubFetch } from '../testing/render';

const editor = { id: 1, username: 'admin', displayName: 'Admin', role: 'admin' };

beforeEach(() => dismissToast());

describe('login dialog (spec §2, §4, §5, §8)', () => {
  it('asks for both fields without sending anything', async () => {
    const calls = stubFetch({ 'GET /api/auth/me': { status: 401, body: 'Unauthorized' } });
    const user = userEvent.setup();
    renderWithApp(<Header />);
    await user.click(screen.getAllByRole('button', { name: 'Log In' })[0]);
    // The dialog's chunk loads on the first click.
    expect(await screen.findByRole('dialog', { name: 'Log In to Savepoint' })).toBeInTheDocument();
    expect(screen.getByText('Enter your credentials to access the admin panel.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please enter both username and password.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/auth/login')).toHaveLength(0);
  });

  it('reports bad credentials, then logs in and shows the admin button', async () => {
    const calls = stubFetch({
      'GET /api/auth/me': { status: 401, body: 'Unauthorized' },
      'POST /api/auth/login': { status: 401, body: 'nope' },
    });
    const user = userEvent.setup();
    renderWithApp(<Header />);
    await user.click(screen.getAllByRole('button', { name: 'Log In' })[0]);
    await screen.findByRole('dialog', { name: 'Log In to Savepoint' });
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password. Please try again.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/auth/login')?.body).toBe('{"username":"admin","password":"wrong"}');

    stubFetch({ 'GET /api/auth/me': { status: 200, body: editor }, 'POST /api/auth/login': { status: 200, body: editor } });
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('button', { name: 'Exit Admin' })[0]).toBeInTheDocument();
    // The failure toast does not stay over the dashboard after the successful retry.
    await waitFor(() => expect(screen.queryByText('Login Failed')).not.toBeInTheDocument());
  });

  it('clears the fields on cancel', async () => {
    stubFetch({ 'GET /api/auth/me': { status: 401, body: 'Unauthorized' } });
    const user = userEvent.setup();
    renderWithApp(<Header />);
    await user.click(screen.getAllByRole('button', { name: 'Log In' })[0]);
    await screen.findByRole('dialog', { name: 'Log In to Savepoint' });
    await user.type(screen.getByLabelText('Username'), 'someone');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getAllByRole('button', { name: 'Log In' })[0]);
    expect(screen.getByLabelText('Username')).toHaveValue('');
  });
});
