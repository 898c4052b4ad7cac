import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editionOf } from '../i18n/edition';
import { loadMessages } from '../i18n/messages';
import { renderWithApp, stubFetch } from '../testing/render';
import CommentsSection from './CommentsSection';

const LIST = '/api/articles/7/comments?limit=20&order=oldest';

const member = (overrides: Record<string, unknown> = {}) => ({
  id: 3,
  email: 'reader@example.com',
  displayName: 'Reader Three',
  defaultName: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  banned: false,
  newsletter: 'none',
  ...overrides,
});

const comment = (id: number, authorId: number, overrides: Record<string, unknown> = {}) => ({
  id,
  articleId: 7,
  parentId: null,
  body: `Comment ${id}`,
  html: `Comment ${id}`,
  author: { id: authorId, displayName: `Member ${authorId}` },
  status: 'visible',
  createdAt: new Date().toISOString(),
  editedAt: null,
  deleted: false,
  replies: [],
  ...overrides,
});

const page = (comments: unknown[], overrides: Record<string, unknown> = {}) => ({
  mode: 'on',
  totalCount: comments.length,
  nextCursor: null,
  comments,
  ...overrides,
});

/** A signed-in member (the member hint cookie makes the section ask who it is). */
function signedIn(answers: Parameters<typeof stubFetch>[0], me = member()) {
  const calls = stubFetch({ 'GET /api/members/me': { status: 200, body: me }, ...answers });
  document.cookie = 'savepoint_member=1; path=/';
  return calls;
}

afterEach(() => {
  document.cookie = 'savepoint_member=; path=/; max-age=0';
  jest.restoreAllMocks();
});

describe('CommentsSection', () => {
  it('offers no edit of a fresh comment once comments are closed (graph refuses it), deleting still', async () => {
    signedIn({ [`GET ${LIST}`]: { status: 200, body: page([comment(11, 3)], { mode: 'closed' }) } });
    renderWithApp(<CommentsSection articleId={7} />);
    const item = (await screen.findByText('Comment 11')).closest('li')!;
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Delete' })).toBeInTheDocument());
    expect(screen.getByText('Comments are closed on this article.')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('offers a banned member no reply, report or composer (graph refuses them)', async () => {
    signedIn({ [`GET ${LIST}`]: { status: 200, body: page([comment(11, 4)]) } }, member({ banned: true }));
    renderWithApp(<CommentsSection articleId={7} />);
    expect(await screen.findByText('Your account is blocked from commenting.')).toBeInTheDocument();
    const item = screen.getByText('Comment 11').closest('li')!;
    expect(within(item).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(within(item).queryByText('Report')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Post comment' })).toBeNull();
  });

  it('keeps the threads loaded with "More comments" when a comment is posted, and adds it', async () => {
    const user = userEvent.setup({ delay: null });
    const posted = comment(31, 3, { body: 'Late to the party', html: 'Late to the party' });
    signedIn({
      [`GET ${LIST}`]: { status: 200, body: page([comment(11, 4)], { totalCount: 2, nextCursor: 11 }) },
      [`GET ${LIST}&after=11`]: { status: 200, body: page([comment(21, 5)], { totalCount: 2 }) },
      'POST /api/articles/7/comments': { status: 201, body: { message: 'Comment posted', comment: posted } },
    });
    renderWithApp(<CommentsSection articleId={7} />);
    await user.click(await screen.findByRole('button', { name: 'More comments' }));
    expect(await screen.findByText('Comment 21')).toBeInTheDocument();

    await user.type(await screen.findByLabelText('Comment as Reader Three'), 'Late to the party');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Comment posted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByText(/^(Comment \d+|Late to the party)$/).map((p) => p.textContent)).toEqual([
        'Comment 11',
        'Comment 21',
        'Late to the party',
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeInTheDocument();
  });

  it("on a German page, says graph's refusal and the held comment in German, not graph's English", async () => {
    const user = userEvent.setup({ delay: null });
    const german = async (post: { status: number; body: unknown }) => {
      signedIn({ [`GET ${LIST}`]: { status: 200, body: page([comment(11, 4)]) }, 'POST /api/articles/7/comments': post });
      const view = renderWithApp(<CommentsSection articleId={7} />, {
        edition: editionOf('de'),
        messages: await loadMessages('de'),
      });
      await user.type(await screen.findByLabelText('Kommentieren als Reader Three'), 'Erster!');
      await user.click(screen.getByRole('button', { name: 'Kommentar senden' }));
      return view;
    };
    const refused = await german({
      status: 429,
      body: { error: '5 comments a minute; try again in 40 seconds', code: 'TOO_MANY_REQUESTS' },
    });
    expect(await screen.findByText('Zu viele Versuche von hier. Bitte warte kurz und versuche es erneut.')).toBeInTheDocument();
    refused.unmount();

    const held = comment(33, 3, { body: 'Erster!', html: 'Erster!', status: 'pending' });
    await german({
      status: 201,
      body: { message: 'Thanks! Your comment is held for review and will appear once an editor approves it.', comment: held },
    });
    expect(
      await screen.findByText('Danke! Dein Kommentar wird geprüft und erscheint, sobald die Redaktion ihn freigibt.'),
    ).toBeInTheDocument();
  });

  it('puts a reply under its thread, wherever that thread was loaded', async () => {
    const user = userEvent.setup({ delay: null });
    const reply = comment(32, 3, { parentId: 21, body: 'Agreed', html: 'Agreed' });
    signedIn({
      [`GET ${LIST}`]: { status: 200, body: page([comment(11, 4)], { totalCount: 2, nextCursor: 11 }) },
      [`GET ${LIST}&after=11`]: { status: 200, body: page([comment(21, 5)], { totalCount: 2 }) },
      'POST /api/articles/7/comments': { status: 201, body: { message: 'Comment posted', comment: reply } },
    });
    renderWithApp(<CommentsSection articleId={7} />);
    await user.click(await screen.findByRole('button', { name: 'More comments' }));
    const thread = (await screen.findByText('Comment 21')).closest('li')!;
    await waitFor(() => expect(within(thread).getByRole('button', { name: 'Reply' })).toBeInTheDocument());
    await user.click(within(thread).getByRole('button', { name: 'Reply' }));
    const form = within(thread).getByLabelText('Reply to Member 5').closest('form')!;
    await user.type(within(form).getByLabelText('Reply to Member 5'), 'Agreed');
    await user.click(within(form).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(within(thread).getByText('Agreed')).toBeInTheDocument());
    expect(screen.getByText('Comment 11')).toBeInTheDocument();
  });

  it('gives the keyboard back to Reply and Edit when their forms close, instead of dropping it on the page', async () => {
    const user = userEvent.setup({ delay: null });
    const edited = comment(12, 3, { body: 'Mine, edited', html: 'Mine, edited', editedAt: new Date().toISOString() });
    signedIn({
      [`GET ${LIST}`]: { status: 200, body: page([comment(11, 4), comment(12, 3)]) },
      'PUT /api/comments/12': { status: 200, body: { message: 'Comment updated', comment: edited } },
    });
    renderWithApp(<CommentsSection articleId={7} />);
    const thread = (await screen.findByText('Comment 11')).closest('li')!;
    await waitFor(() => expect(within(thread).getByRole('button', { name: 'Reply' })).toBeInTheDocument());
    const reply = within(thread).getByRole('button', { name: 'Reply' });
    await user.click(reply);
    expect(reply).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(thread).getByRole('button', { name: 'Cancel' }));
    expect(reply).toHaveFocus();
    expect(reply).toHaveAttribute('aria-expanded', 'false');

    const mine = screen.getByText('Comment 12').closest('li')!;
    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    await user.type(within(mine).getByRole('textbox'), ', edited');
    await user.click(within(mine).getByRole('button', { name: 'Save' }));
    await screen.findByText('Mine, edited');
    expect(within(mine).getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('keeps the loaded threads when a comment is deleted: a thread with replies stays as deleted', async () => {
    const user = userEvent.setup({ delay: null });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const own = comment(21, 3, { replies: [comment(22, 5, { parentId: 21 })] });
    signedIn({
      [`GET ${LIST}`]: { status: 200, body: page([comment(11, 4)], { totalCount: 3, nextCursor: 11 }) },
      [`GET ${LIST}&after=11`]: { status: 200, body: page([own], { totalCount: 3 }) },
      'DELETE /api/comments/21': { status: 204 },
    });
    renderWithApp(<CommentsSection articleId={7} />);
    await user.click(await screen.findByRole('button', { name: 'More comments' }));
    const thread = (await screen.findByText('Comment 21')).closest('li')!;
    await waitFor(() => expect(within(thread).getByRole('button', { name: 'Delete' })).toBeInTheDocument());
    await user.click(within(thread).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This comment was deleted.')).toBeInTheDocument();
    expect(screen.getByText('Comment 22')).toBeInTheDocument();
    expect(screen.getByText('Comment 11')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
  });

  it('shows its author a held comment where it was posted, awaiting review and taking no replies yet', async () => {
    const user = userEvent.setup({ delay: null });
    const held = comment(31, 3, { status: 'pending', body: 'Buy cheap gold', html: 'Buy cheap gold' });
    signedIn({
      [`GET ${LIST}`]: { status: 200, body: page([comment(11, 4)]) },
      'POST /api/articles/7/comments': {
        status: 201,
        body: { message: 'Thanks! Your comment is held for review and will appear once an editor approves it.', comment: held },
      },
    });
    renderWithApp(<CommentsSection articleId={7} />);
    await user.type(await screen.findByLabelText('Comment as Reader Three'), 'Buy cheap gold');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    const item = (await screen.findByText('Buy cheap gold')).closest('li')!;
    expect(within(item).getByText('(awaiting review)')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
  });
});
