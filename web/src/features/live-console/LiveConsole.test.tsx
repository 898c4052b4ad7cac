import { act, screen, waitFor, within } from '@testing-library/react';
import { getContrastRatio } from '@mui/material/styles';
import userEvent from '@testing-library/user-event';
import { renderWithApp, stubFetch, type Respond, type SentOperation } from '../../testing/render';
import { EditorTheme } from '../../app/EditorTheme';
import { LiveConsole } from './LiveConsole';
import { entryHtml, insertBlock } from './console-entries';

/** A stand-in for the browser's EventSource: the test plays the gateway's events. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 0;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data?: unknown) {
    const event = Object.assign(new Event(type), { data: JSON.stringify(data) });
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    });
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});

const entry = (id: number, content: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'LiveEntry',
  id,
  content,
  pinned: false,
  keyEvent: false,
  authorName: 'Ed',
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...extra,
});

function renderConsole({
  status = 'live',
  published = true,
  entries = [entry(2, '<p>Second</p>'), entry(1, '<p>Doors open</p>')],
  respond: extra,
}: {
  status?: 'upcoming' | 'live' | 'ended' | null;
  published?: boolean;
  entries?: ReturnType<typeof entry>[];
  respond?: (op: SentOperation) => ReturnType<Respond> | undefined;
} = {}) {
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'ed', displayName: 'Ed', role: 'editor' } } });
  let nextId = 10;
  const respond: Respond = (op: SentOperation) => {
    const answer = extra?.(op);
    if (answer) return answer;
    if (op.operationName === 'LiveConsoleArticle')
      return {
        data: {
          article: {
            __typename: 'Article',
            id: 5,
            title: 'Showcase live',
            slug: 'showcase-live',
            status: published ? 'published' : 'draft',
            viewerCanUpdate: true,
            live: status ? { __typename: 'ArticleLive', status, startsAt: null, endsAt: null } : null,
          },
        },
      };
    if (op.operationName === 'LiveConsoleEntries')
      return { data: { liveBlog: { __typename: 'LiveBlogView', head: '41', entries } } };
    if (op.operationName === 'LiveConsolePost') {
      const input = op.variables.input as { content: string; pinned: boolean; keyEvent: boolean };
      return {
        data: { createLiveEntry: entry((nextId += 1), input.content, { pinned: input.pinned, keyEvent: input.keyEvent }) },
      };
    }
    if (op.operationName === 'LiveConsoleUpdate') {
      const known = entries.find((e) => e.id === op.variables.entryId)!;
      return {
        data: {
          updateLiveEntry: { ...known, ...(op.variables.input as object), updatedAt: '2026-11-26T10:05:00.000Z' },
        },
      };
    }
    if (op.operationName === 'DeleteLiveEntry') return { data: { deleteLiveEntry: true } };
    if (op.operationName === 'LiveConsoleSetStatus') {
      const live = op.variables.live as { status: string };
      return {
        data: {
          updateArticle: {
            __typename: 'Article',
            id: 5,
            live: { __typename: 'ArticleLive', ...live, startsAt: null, endsAt: null },
          },
        },
      };
    }
    return { data: null };
  };
  // In editor mode's theme, as the dashboard shows it.
  return renderWithApp(
    <EditorTheme>
      <LiveConsole articleId={5} onLeave={() => undefined} onEditArticle={() => undefined} />
    </EditorTheme>,
    { respond },
  );
}

const shownEntries = () => within(screen.getByRole('list', { name: 'Entries' })).getAllByTestId('live-console-entry-content');

it('posts with Ctrl+Enter and keeps the compose box focused for the next entry', async () => {
  const user = userEvent.setup({ delay: null });
  const { sent } = renderConsole();
  const box = await screen.findByRole('textbox', { name: 'New entry' });
  await waitFor(() => expect(box).toHaveFocus());
  expect(shownEntries().map((e) => e.textContent)).toEqual(['Second', 'Doors open']);

  await user.click(screen.getByRole('button', { name: 'Key event' }));
  await user.click(box);
  await user.keyboard('Trailer is out{Enter}{Enter}More soon');
  await user.keyboard('{Control>}{Enter}{/Control}');
  await waitFor(() => expect(shownEntries()[0].innerHTML).toBe('<p>Trailer is out</p><p>More soon</p>'));
  expect(sent.find((op) => op.operationName === 'LiveConsolePost')!.variables).toEqual({
    articleId: 5,
    input: { content: '<p>Trailer is out</p><p>More soon</p>', pinned: false, keyEvent: true },
  });
  expect(box).toHaveValue('');
  expect(box).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Key event' })).toHaveAttribute('aria-pressed', 'false');

  await user.keyboard('Next one{Meta>}{Enter}{/Meta}');
  await waitFor(() => expect(shownEntries()[0].textContent).toBe('Next one'));
  expect(box).toHaveFocus();
});

it("shows colleagues' entries, edits and deletions from the push stream, once each", async () => {
  const user = userEvent.setup({ delay: null });
  renderConsole();
  await screen.findByRole('list', { name: 'Entries' });
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const stream = FakeEventSource.opened[0];
  expect(stream.url).toBe('/api/articles/5/live?after=41');
  stream.emit('open');
  expect(screen.getByTestId('live-console-mode')).toHaveAttribute('data-mode', 'push');

  stream.emit('entry', { entryId: 3, entry: entry(3, '<p>From a colleague</p>') });
  // The same entry again (a replay after a reconnect) is not shown twice.
  stream.emit('entry', { entryId: 3, entry: entry(3, '<p>From a colleague</p>') });
  expect(shownEntries().map((e) => e.textContent)).toEqual(['From a colleague', 'Second', 'Doors open']);
  stream.emit('entry-updated', { entryId: 1, entry: entry(1, '<p>Doors opened</p>', { updatedAt: '2026-11-26T10:01:00.000Z' }) });
  stream.emit('entry-deleted', { entryId: 2 });
  expect(shownEntries().map((e) => e.textContent)).toEqual(['From a colleague', 'Doors opened']);
  // An entry edited here stays merged with what the stream brought.
  await user.click(screen.getAllByRole('button', { name: /^Key event entry of/ })[1]);
  await waitFor(() =>
    expect(screen.getAllByRole('button', { name: /^Key event entry of/ })[1]).toHaveAttribute('aria-pressed', 'true'),
  );
  expect(shownEntries().map((e) => e.textContent)).toEqual(['From a colleague', 'Doors open']);

  stream.emit('status', { articleId: 5, live: { status: 'ended', startsAt: null, endsAt: '2026-11-26T11:00:00.000Z' } });
  expect(await screen.findByText('The live blog has ended: reopen it to post again.')).toBeInTheDocument();
  expect(screen.getByTestId('live-console-status')).toHaveTextContent('ENDED');
  expect(screen.getByRole('button', { name: 'Reopen live blog' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'New entry' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Reopen live blog' }));
  await waitFor(() => expect(screen.getByTestId('live-console-status')).toHaveTextContent('LIVE'));
});

it('reads the blog again when the stream starts over, and shows it as it is now', async () => {
  let reads = 0;
  renderConsole({
    respond: (op) =>
      op.operationName === 'LiveConsoleEntries' && ++reads > 1
        ? { data: { liveBlog: { __typename: 'LiveBlogView', head: '90', entries: [entry(1, '<p>Doors opened</p>')] } } }
        : undefined,
  });
  await screen.findByRole('list', { name: 'Entries' });
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  expect(shownEntries().map((e) => e.textContent)).toEqual(['Second', 'Doors open']);
  // Away longer than the stream replays: entry 2 was deleted and entry 1 edited meanwhile.
  FakeEventSource.opened[0].emit('reset', { live: null, entries: [] });
  await waitFor(() => expect(shownEntries().map((e) => e.textContent)).toEqual(['Doors opened']));
  expect(reads).toBe(2);
  // The stream is the same one: it was not restarted.
  expect(FakeEventSource.opened).toHaveLength(1);
});

it('opens an entry for editing in place (Escape cancels), toggles pin and deletes', async () => {
  const user = userEvent.setup({ delay: null });
  const { sent } = renderConsole();
  await screen.findByRole('list', { name: 'Entries' });
  // On the publication's clock (UTC unless set), as readers see the entry's time.
  const label = 'entry of 10:00:00 UTC';
  const [secondEdit] = screen.getAllByRole('button', { name: `Edit ${label}` });
  await user.click(secondEdit);
  const field = screen.getByRole('textbox', { name: 'Edit entry' });
  expect(field).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('textbox', { name: 'Edit entry' })).toBeNull();

  // Saving an edit with Ctrl+Enter is driven in a real browser (e2e/live.test.ts): here, in jsdom, it
  // failed in two fresh-clone CI runs and never on a developer's run, for a reason not found yet.

  const [pin] = screen.getAllByRole('button', { name: `Pin ${label}` });
  expect(pin).toHaveAttribute('aria-pressed', 'false');
  await user.click(pin);
  await waitFor(() => expect(screen.getAllByRole('button', { name: `Pin ${label}` })[0]).toHaveAttribute('aria-pressed', 'true'));
  expect(sent.filter((op) => op.operationName === 'LiveConsoleUpdate').at(-1)!.variables.input).toEqual({ pinned: true });

  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  await user.click(screen.getAllByRole('button', { name: `Delete ${label}` })[1]);
  await waitFor(() => expect(shownEntries()).toHaveLength(1));
  expect(sent.find((op) => op.operationName === 'DeleteLiveEntry')!.variables).toEqual({ articleId: 5, entryId: 1 });
  confirm.mockRestore();
});

it('polls while the stream is refused (an unpublished blog), and says the blog is empty', async () => {
  renderConsole({ published: false, entries: [] });
  expect(await screen.findByText(/No entries yet/)).toBeInTheDocument();
  expect(screen.getByText(/Not published yet/)).toBeInTheDocument();
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const stream = FakeEventSource.opened[0];
  stream.readyState = FakeEventSource.CLOSED;
  stream.emit('error');
  expect(screen.getByTestId('live-console-mode')).toHaveAttribute('data-mode', 'poll');
});

it('offers to make an ordinary article a live blog', async () => {
  const user = userEvent.setup({ delay: null });
  const { sent } = renderConsole({ status: null });
  await user.click(await screen.findByRole('button', { name: 'Make it a live blog' }));
  await waitFor(() => expect(sent.some((op) => op.operationName === 'LiveConsoleSetStatus')).toBe(true));
  expect(sent.find((op) => op.operationName === 'LiveConsoleSetStatus')!.variables).toEqual({
    id: 5,
    live: { status: 'upcoming' },
  });
  expect(await screen.findByRole('button', { name: 'Start live blog' })).toBeInTheDocument();
});

it('shows an error when the blog cannot be read', async () => {
  renderConsole({
    respond: (op) => (op.operationName === 'LiveConsoleArticle' ? { errors: [{ message: 'Database unavailable' }] } : undefined),
  });
  expect(await screen.findByText(/Failed to load the live blog: Database unavailable/)).toBeInTheDocument();
});

describe('the compose box', () => {
  it('wraps plain blocks in paragraphs and keeps HTML blocks as written', () => {
    expect(entryHtml('One\nline two\n\n<img src="/m/1.png" alt="x">\n\n  ')).toBe(
      '<p>One<br>line two</p><img src="/m/1.png" alt="x">',
    );
    expect(entryHtml('   \n\n ')).toBe('');
  });

  it('puts an image where the caret is, as a block of its own', () => {
    expect(insertBlock('Before after', '<img>', 6, 7)).toEqual({ text: 'Before\n\n<img>\n\nafter', caret: 15 });
    expect(insertBlock('', '<img>', 0, 0)).toEqual({ text: '<img>\n\n', caret: 7 });
  });
});

it('shows the LIVE chip in colours that meet WCAG AA for its text (4.5:1)', async () => {
  renderConsole({ status: 'live' });
  const chip = await screen.findByTestId('live-console-status');
  expect(chip).toHaveTextContent('LIVE');
  const label = within(chip).getByText('LIVE');
  const text = getComputedStyle(label).color || getComputedStyle(chip).color;
  const ground = getComputedStyle(chip).backgroundColor;
  expect(getContrastRatio(text, ground)).toBeGreaterThanOrEqual(4.5);
});
