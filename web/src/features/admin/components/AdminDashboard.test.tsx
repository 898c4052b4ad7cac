import { screen } from '@testing-library/react';
import { AdminDashboard } from './AdminDashboard';
import { renderWithApp, stubFetch } from '../../../testing/render';

const noop = () => undefined;

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
          capabilities: ['adminArticles', 'createArticle', 'updateArticle'],
        },
      },
    });
    renderWithApp(<AdminDashboard onNewArticle={noop} onEditArticle={noop} onExit={noop} />);
    // New Article appears once the account is known; then the rest is decided.
    expect(await screen.findByRole('button', { name: 'New Article' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Featured Manager' })).not.toBeInTheDocument();
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
    renderWithApp(<AdminDashboard onNewArticle={noop} onEditArticle={noop} onExit={noop} />);
    expect(await screen.findByRole('tab', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Activity' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Categories' })).toBeInTheDocument();
  });
});
