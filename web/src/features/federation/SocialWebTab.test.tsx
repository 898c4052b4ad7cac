import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, stubFetch, type Respond } from '../../testing/render';
import { SocialWebTab } from './SocialWebTab';

const profile = {
  __typename: 'SocialWebProfile',
  handle: '@savepoint@savepoint.example',
  displayName: 'Savepoint',
  summary: 'Gaming news and reviews, every week.',
  iconUrl: null,
  headerUrl: null,
  manualApproval: true,
  followers: 1,
  pendingFollowers: 1,
};

function renderTab() {
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'ed', displayName: 'Ed', role: 'editor' } } });
  const respond: Respond = (op) => {
    if (op.operationName === 'SocialWebDesk')
      return {
        data: {
          socialWeb: profile,
          pending: {
            __typename: 'SocialWebFollowerPage',
            totalCount: 1,
            followers: [
              {
                __typename: 'SocialWebFollower',
                id: 7,
                handle: '@bob@mastodon.example',
                name: 'Bob',
                createdAt: '2026-11-28T10:00:00.000Z',
              },
            ],
          },
          accepted: {
            __typename: 'SocialWebFollowerPage',
            totalCount: 1,
            followers: [
              {
                __typename: 'SocialWebFollower',
                id: 3,
                handle: '@alice@social.example',
                name: 'Alice',
                host: 'social.example',
                acceptedAt: '2026-11-27T10:00:00.000Z',
              },
            ],
          },
          socialWebInstances: {
            __typename: 'SocialWebInstancePage',
            totalCount: 1,
            instances: [
              {
                __typename: 'SocialWebInstance',
                host: 'social.example',
                followers: 1,
                failures: 5,
                skipUntil: '2026-11-28T11:00:00.000Z',
                lastError: 'HTTP 502',
                lastDeliveredAt: null,
                blocked: false,
              },
            ],
          },
          socialWebDomainBlocks: [],
        },
      };
    if (op.operationName === 'DecideSocialWebFollows') return { data: { decideSocialWebFollows: 1 } };
    if (op.operationName === 'BlockSocialWebDomain')
      return {
        data: {
          blockSocialWebDomain: {
            __typename: 'SocialWebDomainBlock',
            domain: 'spam.example',
            reason: 'spam',
            createdAt: '2026-11-28T10:00:00.000Z',
          },
        },
      };
    return { data: null };
  };
  return renderWithApp(<SocialWebTab />, { respond });
}

it('shows the handle, the approval queue, followers and a paused server', async () => {
  renderTab();
  expect(await screen.findByText('@savepoint@savepoint.example')).toBeInTheDocument();
  const queue = screen.getByRole('table', { name: 'Follows waiting for approval' });
  expect(within(queue).getByText('@bob@mastodon.example')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Followers' })).getByText('@alice@social.example')).toBeInTheDocument();
  expect(
    within(screen.getByRole('table', { name: 'Servers' })).getByText(/5 failed in a row, paused until .*HTTP 502/),
  ).toBeInTheDocument();
});

it('approves a follow and blocks a domain', async () => {
  const user = userEvent.setup({ delay: null });
  const { sent } = renderTab();
  const queue = await screen.findByRole('table', { name: 'Follows waiting for approval' });
  await user.click(within(queue).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(sent.some((op) => op.operationName === 'DecideSocialWebFollows')).toBe(true));
  expect(sent.find((op) => op.operationName === 'DecideSocialWebFollows')!.variables).toEqual({ ids: [7], approve: true });

  await user.type(screen.getByRole('textbox', { name: 'Domain' }), 'spam.example');
  await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'spam');
  await user.click(screen.getByRole('button', { name: 'Block domain' }));
  await waitFor(() => expect(sent.some((op) => op.operationName === 'BlockSocialWebDomain')).toBe(true));
  expect(sent.find((op) => op.operationName === 'BlockSocialWebDomain')!.variables).toEqual({
    domain: 'spam.example',
    reason: 'spam',
  });
});
