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

const actors = [
  {
    __typename: 'SocialWebActor',
    identifier: 'savepoint',
    language: 'en',
    editionName: 'English',
    isDefault: true,
    handle: '@savepoint@savepoint.example',
    displayName: 'Savepoint',
    followers: 1,
    pendingFollowers: 1,
    recentDeliveries: [
      {
        __typename: 'SocialWebDelivery',
        id: 'a1',
        type: 'Create',
        articleId: 12,
        articleTitle: 'Starfall reviewed',
        createdAt: '2026-11-28T09:00:00.000Z',
        dispatchedAt: '2026-11-28T09:00:01.000Z',
        inboxes: 1,
      },
    ],
  },
  {
    __typename: 'SocialWebActor',
    identifier: 'savepoint-de',
    language: 'de',
    editionName: 'Deutsch',
    isDefault: false,
    handle: '@savepoint-de@savepoint.example',
    displayName: 'Savepoint (Deutsch)',
    followers: 2,
    pendingFollowers: 0,
    recentDeliveries: [
      {
        __typename: 'SocialWebDelivery',
        id: 'b2',
        type: 'Update',
        articleId: 14,
        articleTitle: 'Sternenfall im Test',
        createdAt: '2026-11-28T10:00:00.000Z',
        dispatchedAt: null,
        inboxes: null,
      },
      {
        __typename: 'SocialWebDelivery',
        id: 'b1',
        type: 'Create',
        articleId: 14,
        articleTitle: 'Sternenfall im Test',
        createdAt: '2026-11-28T09:30:00.000Z',
        dispatchedAt: '2026-11-28T09:30:01.000Z',
        inboxes: 2,
      },
    ],
  },
];

function renderTab() {
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'ed', displayName: 'Ed', role: 'editor' } } });
  const respond: Respond = (op) => {
    if (op.operationName === 'SocialWebDesk')
      return {
        data: {
          socialWeb: profile,
          socialWebActors: actors,
          pending: {
            __typename: 'SocialWebFollowerPage',
            totalCount: 1,
            followers: [
              {
                __typename: 'SocialWebFollower',
                id: 7,
                actor: 'savepoint-de',
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
                actor: 'savepoint',
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
  const profileSection = screen.getByRole('region', { name: 'Profile' });
  expect(await within(profileSection).findByText('@savepoint@savepoint.example')).toBeInTheDocument();
  const queue = screen.getByRole('table', { name: 'Follows waiting for approval' });
  // With several editions, each follow names the edition whose actor it is for.
  const waiting = within(queue).getByRole('row', { name: /@bob@mastodon\.example/ });
  expect(within(waiting).getByRole('cell', { name: 'Deutsch' })).toBeInTheDocument();
  const followers = screen.getByRole('table', { name: 'Followers' });
  const alice = within(followers).getByRole('row', { name: /@alice@social\.example/ });
  expect(within(alice).getByRole('cell', { name: 'English' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('table', { name: 'Servers' })).getByText(/5 failed in a row, paused until .*HTTP 502/),
  ).toBeInTheDocument();
});

it("shows every edition's actor: its handle, name, followers and latest deliveries", async () => {
  renderTab();
  const german = await screen.findByRole('region', { name: 'Deutsch (de)' });
  expect(within(german).getByText('@savepoint-de@savepoint.example')).toBeInTheDocument();
  expect(within(german).getByText(/Savepoint \(Deutsch\)/)).toBeInTheDocument();
  expect(within(german).getByText('2 followers')).toBeInTheDocument();
  const germanDeliveries = within(german).getByRole('table', { name: 'Recent deliveries: Deutsch' });
  const rows = within(germanDeliveries).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
    'Updated: Sternenfall im Test',
    'Published: Sternenfall im Test',
  ]);
  expect(within(rows[0]).getByText('Waiting to be sent')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Sent to 2 inboxes')).toBeInTheDocument();

  const english = screen.getByRole('region', { name: 'English (en)' });
  expect(within(english).getByText(/default edition/)).toBeInTheDocument();
  expect(within(english).getByText(/1 follower · 1 waiting for approval/)).toBeInTheDocument();
  expect(within(english).getByText('Published: Starfall reviewed')).toBeInTheDocument();
  expect(within(english).queryByText(/Sternenfall/)).not.toBeInTheDocument();
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
