import { screen } from '@testing-library/react';
import { AdminDashboard } from './AdminDashboard';
import { renderWithApp, stubFetch } from '../testing/render';

const noop = () => undefined;
const props = { tab: 'articles', onTabChange: noop, onNewArticle: noop, onEditArticle: noop, onExit: noop } as const;

describe('the dashboard shows each role only what it may do', () => {
  it('a contributor gets articles only', async () => {
    stubFetch({
      'GET /api/auth/me': {
        status: 200,
        body: {
          id: 2,
          username: 'cora',
          displayName: 'Cora',
          role: 'contributor',
          capabilities: ['adminArticles', 'createArticle', 'updateArticle', 'changePassword'],
        },
      },
    });
    renderWithApp(<AdminDashboard {...props} />);
    // New Article appears once the account is known; then the rest is decided.
    expect(await screen.findByRole('button', { name: 'New Article' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Featured Manager' })).not.toBeInTheDocument();
    // Every account may change its own password.
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('an admin also gets users and the activity log', async () => {
    stubFetch({
      'GET /api/auth/me': {
        status: 200,
        body: {
          id: 1,
          username: 'admin',
          displayName: 'Admin',
          role: 'admin',
          capabilities: ['adminArticles', 'createCategory', 'createTag', 'setMasterFeatured', 'users', 'activity'],
        },
      },
    });
    renderWithApp(<AdminDashboard {...props} />);
    expect(await screen.findByRole('tab', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Activity' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Categories' })).toBeInTheDocument();
  });
});

describe('the tab the URL names', () => {
  const me = (role: string, capabilities: string[]) =>
    stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 3, username: role, displayName: role, role, capabilities } } });

  it('is the one shown, and choosing another asks for it', async () => {
    me('admin', ['adminArticles', 'createCategory', 'createTag', 'users']);
    const onTabChange = jest.fn();
    renderWithApp(<AdminDashboard {...props} tab="tags" onTabChange={onTabChange} />);
    expect(await screen.findByRole('tab', { name: 'Tags', selected: true })).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Users' }).click();
    expect(onTabChange).toHaveBeenCalledWith('users');
  });

  it('shows Articles instead of a tab the role may not see', async () => {
    me('contributor', ['adminArticles', 'createArticle']);
    renderWithApp(<AdminDashboard {...props} tab="users" />);
    expect(await screen.findByRole('tab', { name: 'Articles', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Users' })).not.toBeInTheDocument();
  });
});
