import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, stubFetch, type Respond } from '../../testing/render';
import { CommentsTab } from './CommentsTab';

const comment = (id: number, body: string, memberId: number) => ({
  __typename: 'ModeratedComment',
  id,
  body,
  createdAt: '2026-11-26T10:00:00.000Z',
  editedAt: null,
  status: 'pending',
  author: { __typename: 'CommentAuthor', id: memberId, displayName: `Member ${memberId}` },
  authorBanned: false,
  heldReason: 'blocked word',
  reports: [],
  article: { __typename: 'CommentArticle', id: 7, title: 'A review', slug: 'a-review', urlPrefix: null as string | null },
});

/** `queue`: the pending comments graph answers, asked again at each poll. */
function renderTab(
  queue: () => ReturnType<typeof comment>[] = () => [comment(11, 'First held', 3), comment(12, 'Second held', 4)],
  publicationFormat?: { timeZone: string; locale: string },
) {
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'ed', displayName: 'Ed', role: 'editor' } } });
  const respond: Respond = (op) => {
    if (op.operationName === 'ModerationComments') {
      const comments = queue();
      return {
        data: {
          moderationComments: {
            __typename: 'ModerationPage',
            totalCount: comments.length,
            counts: { __typename: 'CommentCounts', pending: comments.length, reported: 0, hidden: 0, visible: 5 },
            comments,
          },
        },
      };
    }
    if (op.operationName === 'ModerateComments') return { data: { moderateComments: (op.variables.ids as number[]).length } };
    if (op.operationName === 'BanMember')
      return { data: { banMember: { __typename: 'SubscribeResult', message: 'Member banned' } } };
    if (op.operationName === 'CommentSettings')
      return {
        data: { commentSettings: { __typename: 'CommentSettingsView', blockedWords: ['spoilers'], holdFirstComments: false } },
      };
    return { data: null };
  };
  return renderWithApp(<CommentsTab />, { respond, publicationFormat });
}

it("writes when a comment was posted on the publication's clock, its zone named, not the browser's", async () => {
  // The publication writes dates in Tokyo (PUBLICATION_TIMEZONE), whatever this browser's zone.
  renderTab(undefined, { timeZone: 'Asia/Tokyo', locale: 'en-US' });
  const list = await screen.findByRole('list', { name: 'pending comments' });
  // 10:00 UTC is 19:00 in Tokyo, written as the calendar and the Articles tab write times.
  expect(within(list).getAllByText(/Nov 26, 2026, 19:00 GMT\+9/)).toHaveLength(2);
});

it('moderates from the keyboard: j moves, x selects, a shows the selection, b bans the author', async () => {
  const user = userEvent.setup({ delay: null });
  const { sent } = renderTab();
  const list = await screen.findByRole('list', { name: 'pending comments' });
  expect(within(list).getAllByText('held: blocked word')).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'pending (2)' })).toBeInTheDocument();

  const rows = within(list).getAllByRole('listitem');
  act(() => rows[0].focus());
  await user.keyboard('j');
  expect(rows[1]).toHaveFocus();
  await user.keyboard('x');
  await user.keyboard('a');
  await waitFor(() => expect(sent.some((op) => op.operationName === 'ModerateComments')).toBe(true));
  expect(sent.find((op) => op.operationName === 'ModerateComments')!.variables).toEqual({ ids: [12], status: 'visible' });

  await user.keyboard('b');
  await waitFor(() => expect(sent.some((op) => op.operationName === 'BanMember')).toBe(true));
  expect(sent.find((op) => op.operationName === 'BanMember')!.variables).toEqual({ memberId: 4 });
  await screen.findByText(/Member banned/);
});

it('hides the selected comments in bulk', async () => {
  const user = userEvent.setup({ delay: null });
  const { sent } = renderTab();
  const list = await screen.findByRole('list', { name: 'pending comments' });
  for (const box of within(list).getAllByRole('checkbox')) await user.click(box);
  await user.click(screen.getByRole('button', { name: 'Hide selected' }));
  await waitFor(() => expect(sent.some((op) => op.operationName === 'ModerateComments')).toBe(true));
  expect(sent.find((op) => op.operationName === 'ModerateComments')!.variables).toEqual({ ids: [11, 12], status: 'hidden' });
  await screen.findByText('2 comment(s) hidden');
});

it("links a comment to its article in the article's edition", async () => {
  const german = { ...comment(13, 'Spoiler!', 5), article: { ...comment(13, '', 5).article, slug: 'ein-test', urlPrefix: 'de' } };
  renderTab(() => [comment(11, 'First held', 3), german]);
  const list = await screen.findByRole('list', { name: 'pending comments' });
  const [english, inGerman] = within(list).getAllByRole('link', { name: 'A review' });
  expect(english).toHaveAttribute('href', '/articles/a-review#comment-11');
  expect(inGerman).toHaveAttribute('href', '/de/articles/ein-test#comment-13');
});

it('drops from the selection what a poll no longer lists, so a bulk action acts on what is shown', async () => {
  const user = userEvent.setup({ delay: null });
  let queue = [comment(11, 'First held', 3), comment(12, 'Second held', 4)];
  const { sent, client } = renderTab(() => queue);
  const list = await screen.findByRole('list', { name: 'pending comments' });
  for (const box of within(list).getAllByRole('checkbox')) await user.click(box);
  // Another editor shows comment 11: the next poll lists 12 only.
  queue = [comment(12, 'Second held', 4)];
  await act(() => client.refetchQueries({ include: ['ModerationComments'] }));
  await waitFor(() => expect(screen.queryByText('First held')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Hide selected' }));
  await waitFor(() => expect(sent.some((op) => op.operationName === 'ModerateComments')).toBe(true));
  expect(sent.find((op) => op.operationName === 'ModerateComments')!.variables).toEqual({ ids: [12], status: 'hidden' });
});
