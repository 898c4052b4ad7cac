import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../lib/toast';
import { renderWithApp, stubFetch, type SentOperation } from '../../../testing/render';
import { NotesPanel } from './NotesPanel';

const note = (id: number, body: string, parentId: number | null = null) => ({
  __typename: 'ArticleNote',
  id,
  articleId: 7,
  parentId,
  authorId: 1,
  authorName: 'Ed',
  body,
  anchor: null,
  resolved: false,
  resolvedBy: null,
  mentions: [],
  createdAt: '2031-06-01T10:00:00.000Z',
  updatedAt: '2031-06-01T10:00:00.000Z',
});

/** The panel of article 7; graph keeps the notes it is sent, as it does. */
function renderPanel() {
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'ed', displayName: 'Ed', role: 'editor' } } });
  const stored: ReturnType<typeof note>[] = [note(1, 'Check the embargo date')];
  const respond = (op: SentOperation) => {
    if (op.operationName === 'ArticleNotes') return { data: { articleNotes: [...stored] } };
    if (op.operationName === 'CreateArticleNote') {
      const input = op.variables.input as { body: string; parentId?: number };
      const made = note(stored.length + 1, input.body, input.parentId ?? null);
      stored.push(made);
      return { data: { createArticleNote: made } };
    }
    return { data: null };
  };
  const rendered = renderWithApp(<NotesPanel articleId={7} />, { respond });
  const creates = () => rendered.sent.filter((op) => op.operationName === 'CreateArticleNote');
  return { ...rendered, creates };
}

beforeEach(() => dismissToast());

describe('the notes panel', () => {
  it('adds a double-clicked note once', async () => {
    const user = userEvent.setup({ delay: null });
    const { creates } = renderPanel();
    await screen.findByText('Check the embargo date');
    await user.click(screen.getByRole('textbox', { name: 'New note' }));
    await user.paste('Source for the quote?');
    await user.dblClick(screen.getByRole('button', { name: 'Add note' }));

    expect(await screen.findByText('Note added')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue(''));
    expect(creates()).toHaveLength(1);
    expect(screen.getAllByText('Source for the quote?')).toHaveLength(1);
  });

  it('quotes the selected text when "Note on selection" is pressed from the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await screen.findByText('Check the embargo date');
    const text = document.body.appendChild(document.createElement('p'));
    text.textContent = 'The studio confirmed the date on Monday.';
    // Tabbed to and pressed: Enter clicks a button with no mouse press before it. (The text is selected
    // once the button has the focus: jsdom drops a selection on focus, a browser keeps it.)
    act(() => screen.getByRole('button', { name: 'Note on selection' }).focus());
    window.getSelection()!.selectAllChildren(text);
    await user.keyboard('{Enter}');

    expect(screen.getByText('On: “The studio confirmed the date on Monday.”')).toBeInTheDocument();
    text.remove();
  });

  it('sends a double-clicked reply once', async () => {
    const user = userEvent.setup({ delay: null });
    const { creates } = renderPanel();
    await screen.findByText('Check the embargo date');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await user.paste('Done, it is the 12th');
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument());
    expect(creates()).toHaveLength(1);
    expect(screen.getAllByText('Done, it is the 12th')).toHaveLength(1);
  });
});
