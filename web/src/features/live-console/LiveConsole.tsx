// The live console (issue 22): a fast posting screen for one live blog in editor mode. The compose
// box keeps its focus after posting (Ctrl/Cmd+Enter posts), images come from the media library, the
// newest entries are edited in place and pinned or marked as key events with one click, and the
// blog is started, ended and reopened here. Colleagues' entries appear as they are posted: the
// console follows the blog's push stream, or polls while the blog is not yet published (the stream
// is for published blogs).
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ImageIcon from '@mui/icons-material/Image';
import PushPinIcon from '@mui/icons-material/PushPin';
import StarIcon from '@mui/icons-material/Star';
import { useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import {
  LiveConsoleArticleDocument,
  DeleteLiveEntryDocument,
  LiveConsoleEntriesDocument,
  LiveConsolePostDocument,
  LiveConsoleSetStatusDocument,
  LiveConsoleStatusFragmentDoc,
  LiveConsoleUpdateDocument,
  type LiveConsoleEntryFragment,
  type LiveStatus,
} from '../../gql/graphql';
import { MediaPicker } from '../../back-office/MediaPicker';
import { useAdminAction } from '../../back-office/use-admin-action';
import { errorMessage } from '../../lib/apollo';
import { formatDate } from '../../lib/dates';
import { usePublicationFormat } from '../../lib/publication-format';
import { entriesReducer, entryHtml, imageHtml, insertBlock, newestFirst, type ConsoleEntries } from './console-entries';
import { followStream } from './console-stream';

/** How often the console asks for the entries when it cannot follow the stream. */
const POLL_MS = 5_000;

export interface LiveConsoleProps {
  articleId: number;
  onLeave: () => void;
  /** Opens the article editor on the same article. */
  onEditArticle: (articleId: number) => void;
}

const isSubmitKey = (event: KeyboardEvent) => event.key === 'Enter' && (event.ctrlKey || event.metaKey);

/** The next status the blog's one button moves it to, and what the button says. */
const NEXT: Record<LiveStatus | 'none', { status: LiveStatus; label: string }> = {
  none: { status: 'upcoming', label: 'Make it a live blog' },
  upcoming: { status: 'live', label: 'Start live blog' },
  live: { status: 'ended', label: 'End live blog' },
  ended: { status: 'live', label: 'Reopen live blog' },
};

export function LiveConsole({ articleId, onLeave, onEditArticle }: LiveConsoleProps) {
  const article = useQuery(LiveConsoleArticleDocument, { variables: { id: articleId }, fetchPolicy: 'network-only' });
  const live = article.data?.article?.live ?? null;
  const [setStatus, statusCall] = useMutation(LiveConsoleSetStatusDocument);
  const run = useAdminAction();

  const frame = (children: React.ReactNode) => (
    <Box component="section" aria-labelledby="live-console-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <Button startIcon={<ArrowBackIcon />} onClick={onLeave}>
          Back
        </Button>
        <Typography id="live-console-title" variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          Live console
        </Typography>
      </Stack>
      {children}
    </Box>
  );

  if (article.error) return frame(<Alert severity="error">Failed to load the live blog: {errorMessage(article.error)}</Alert>);
  if (!article.data) {
    return frame(
      <Stack spacing={2} aria-busy="true" aria-label="Loading the live blog">
        <Skeleton variant="text" width="40%" height={40} />
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={80} />
      </Stack>,
    );
  }
  const found = article.data.article;
  if (!found) return frame(<Alert severity="error">This article does not exist any more.</Alert>);

  const next = NEXT[live?.status ?? 'none'];
  const changeStatus = () =>
    run(() => setStatus({ variables: { id: articleId, live: { status: next.status } } }), {
      failure: 'Failed to change the live blog status',
    });

  return frame(
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2">
            {found.title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip
              size="small"
              data-testid="live-console-status"
              label={live ? live.status.toUpperCase() : 'NOT A LIVE BLOG'}
              color={live?.status === 'live' ? 'error' : 'default'}
            />
            {found.status !== 'published' ? (
              <Typography variant="body2" color="text.secondary">
                Not published yet: readers see the entries once the article is published.
              </Typography>
            ) : null}
          </Stack>
        </Box>
        <Button onClick={() => onEditArticle(articleId)}>Edit article</Button>
        {found.viewerCanUpdate ? (
          <Button
            variant={live?.status === 'live' ? 'outlined' : 'contained'}
            color={live?.status === 'live' ? 'error' : 'primary'}
            onClick={() => void changeStatus()}
            disabled={statusCall.loading}
          >
            {next.label}
          </Button>
        ) : null}
      </Stack>
      {live ? (
        <ConsoleBody articleId={articleId} status={live.status} canWrite={found.viewerCanUpdate} />
      ) : (
        <Alert severity="info">This article is not a live blog. Make it one to post entries.</Alert>
      )}
    </Stack>,
  );
}

function ConsoleBody({ articleId, status, canWrite }: { articleId: number; status: LiveStatus; canWrite: boolean }) {
  const client = useApolloClient();
  const [mode, setMode] = useState<'connecting' | 'push' | 'poll'>('connecting');
  const blog = useQuery(LiveConsoleEntriesDocument, {
    variables: { articleId },
    fetchPolicy: 'network-only',
    pollInterval: mode === 'poll' ? POLL_MS : 0,
  });
  const [entries, change] = useReducer(entriesReducer, new Map() as ConsoleEntries);
  // Read by the stream's reset, without restarting the stream when Apollo hands a new function.
  const refetch = useRef(blog.refetch);
  refetch.current = blog.refetch;
  const head = blog.data?.liveBlog.head ?? null;
  const loaded = blog.data?.liveBlog.entries;

  // Each answer from the server (the first, and every poll that saw a change: every change moves
  // the head) is the whole truth of that moment. The same answer given again because the cache
  // changed (an entry edited here) is not: it would drop the entries the stream brought since.
  const seededHead = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || head === seededHead.current) return;
    seededHead.current = head;
    change({ kind: 'seed', entries: loaded });
  }, [loaded, head]);

  // The stream starts from the head read with the entries, once; it reconnects by itself.
  const started = head !== null;
  const startHead = useRef<string | null>(null);
  if (startHead.current === null && head !== null) startHead.current = head;
  useEffect(() => {
    if (!started || !startHead.current) return;
    return followStream(articleId, startHead.current, {
      upsert: (entry) => change({ kind: 'upsert', entry }),
      remove: (entryId) => change({ kind: 'remove', entryId }),
      status: (live) => {
        // The cache stores the status the same way the status mutation's answer does.
        const data = { __typename: 'Article', id: articleId, live: live ? { __typename: 'ArticleLive', ...live } : null };
        client.cache.writeFragment({
          fragment: LiveConsoleStatusFragmentDoc,
          id: client.cache.identify({ __typename: 'Article', id: articleId }),
          data,
        });
      },
      // The console reads every entry (the stream's reset carries the newest 50 only): ask again.
      reset: () => void refetch.current(),
      mode: (next) => setMode(next === 'push' ? 'push' : 'poll'),
    });
  }, [articleId, started, client]);

  if (blog.error && !blog.data) return <Alert severity="error">Failed to load the entries: {errorMessage(blog.error)}</Alert>;
  const shown = newestFirst(entries);
  return (
    <Stack spacing={2}>
      {canWrite ? (
        <Composer articleId={articleId} ended={status === 'ended'} onPosted={(entry) => change({ kind: 'upsert', entry })} />
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Entries
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          data-testid="live-console-mode"
          data-mode={mode}
          label={
            mode === 'push'
              ? 'Live: colleagues’ entries appear as posted'
              : mode === 'poll'
                ? `Refreshing every ${POLL_MS / 1000} s`
                : 'Connecting…'
          }
        />
      </Stack>
      {!blog.data ? (
        <Stack spacing={1} aria-busy="true" aria-label="Loading entries">
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={64} />
        </Stack>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">No entries yet: the first one you post appears here and on the page.</Typography>
      ) : (
        <Box component="ol" aria-label="Entries" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {shown.map((entry) => (
            <EntryRow
              key={entry.id}
              articleId={articleId}
              entry={entry}
              editable={canWrite && status !== 'ended'}
              onChanged={(changed) => change({ kind: 'upsert', entry: changed })}
              onDeleted={() => change({ kind: 'remove', entryId: entry.id })}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}

function Composer({
  articleId,
  ended,
  onPosted,
}: {
  articleId: number;
  ended: boolean;
  onPosted: (entry: LiveConsoleEntryFragment) => void;
}) {
  const [text, setText] = useState('');
  const [pinned, setPinned] = useState(false);
  const [keyEvent, setKeyEvent] = useState(false);
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [post, { loading }] = useMutation(LiveConsolePostDocument);
  const input = useRef<HTMLTextAreaElement>(null);
  // The box is never disabled while posting (that would take its focus): a second press waits.
  const posting = useRef(false);
  const caret = useRef<number | null>(null);

  useEffect(() => {
    if (caret.current === null || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);

  const submit = async () => {
    const content = entryHtml(text);
    if (!content || posting.current || ended) return;
    posting.current = true;
    setProblem(null);
    try {
      const result = await post({ variables: { articleId, input: { content, pinned, keyEvent } } });
      if (result.data) onPosted(result.data.createLiveEntry);
      setText('');
      setPinned(false);
      setKeyEvent(false);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      posting.current = false;
      input.current?.focus();
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="form"
      aria-label="New entry"
      onSubmit={(e) => (e.preventDefault(), void submit())}
    >
      <Stack spacing={1.5}>
        {ended ? <Alert severity="info">The live blog has ended: reopen it to post again.</Alert> : null}
        {problem ? <Alert severity="error">{problem}</Alert> : null}
        <TextField
          label="New entry"
          multiline
          minRows={3}
          autoFocus
          value={text}
          inputRef={input}
          disabled={ended}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (isSubmitKey(e)) {
              e.preventDefault();
              void submit();
            }
          }}
          helperText="Ctrl+Enter (⌘+Enter) posts. A blank line starts a new paragraph; HTML is kept."
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ToggleButton size="small" value="pinned" selected={pinned} onChange={() => setPinned((v) => !v)} disabled={ended}>
            <PushPinIcon fontSize="small" sx={{ mr: 0.5 }} /> Pin
          </ToggleButton>
          <ToggleButton
            size="small"
            value="keyEvent"
            selected={keyEvent}
            onChange={() => setKeyEvent((v) => !v)}
            disabled={ended}
          >
            <StarIcon fontSize="small" sx={{ mr: 0.5 }} /> Key event
          </ToggleButton>
          <Button startIcon={<ImageIcon />} onClick={() => setPicking(true)} disabled={ended}>
            Insert image
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button type="submit" variant="contained" disabled={ended || loading || !text.trim()}>
            {loading ? 'Posting…' : 'Post'}
          </Button>
        </Stack>
      </Stack>
      <MediaPicker
        open={picking}
        title="Insert an image"
        onClose={() => setPicking(false)}
        onPick={(image) => {
          setPicking(false);
          const at = input.current;
          const placed = insertBlock(text, imageHtml(image), at?.selectionStart ?? text.length, at?.selectionEnd ?? text.length);
          caret.current = placed.caret;
          setText(placed.text);
        }}
      />
    </Paper>
  );
}

function EntryRow({
  articleId,
  entry,
  editable,
  onChanged,
  onDeleted,
}: {
  articleId: number;
  entry: LiveConsoleEntryFragment;
  editable: boolean;
  onChanged: (entry: LiveConsoleEntryFragment) => void;
  onDeleted: () => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [update, updateCall] = useMutation(LiveConsoleUpdateDocument);
  const [remove, removeCall] = useMutation(DeleteLiveEntryDocument);
  const run = useAdminAction();
  const editButton = useRef<HTMLButtonElement>(null);
  // On the publication's clock, as readers see the entry's time (LiveBlog), seconds added.
  const at = formatDate(entry.createdAt, 'clockSeconds', usePublicationFormat());
  const label = `entry of ${at}`;

  const change = async (input: { content?: string; pinned?: boolean; keyEvent?: boolean }) => {
    const result = await run(() => update({ variables: { articleId, entryId: entry.id, input } }), {
      failure: 'Failed to update the entry',
    });
    if (result?.data) onChanged(result.data.updateLiveEntry);
    return Boolean(result?.data);
  };
  const save = async () => {
    if (draft === null || !draft.trim()) return;
    if (await change({ content: draft })) {
      setDraft(null);
      editButton.current?.focus();
    }
  };
  const cancel = () => {
    setDraft(null);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <Paper component="li" variant="outlined" data-testid="live-console-entry" data-entry-id={entry.id} sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          <time dateTime={entry.createdAt}>{at}</time>
          {entry.authorName ? ` · ${entry.authorName}` : ''}
          {entry.updatedAt !== entry.createdAt ? ' · edited' : ''}
        </Typography>
        {editable ? (
          <>
            <Tooltip title={entry.pinned ? 'Unpin' : 'Pin to the top'}>
              <IconButton
                size="small"
                aria-label={`Pin ${label}`}
                aria-pressed={entry.pinned}
                color={entry.pinned ? 'primary' : 'default'}
                onClick={() => void change({ pinned: !entry.pinned })}
                disabled={updateCall.loading}
              >
                <PushPinIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={entry.keyEvent ? 'Not a key event' : 'Mark as key event'}>
              <IconButton
                size="small"
                aria-label={`Key event ${label}`}
                aria-pressed={entry.keyEvent}
                color={entry.keyEvent ? 'warning' : 'default'}
                onClick={() => void change({ keyEvent: !entry.keyEvent })}
                disabled={updateCall.loading}
              >
                <StarIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Edit">
              <IconButton size="small" aria-label={`Edit ${label}`} ref={editButton} onClick={() => setDraft(entry.content)}>
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton
                size="small"
                aria-label={`Delete ${label}`}
                disabled={removeCall.loading}
                onClick={() => {
                  if (!window.confirm('Delete this entry? Readers see it go at once.')) return;
                  void run(() => remove({ variables: { articleId, entryId: entry.id } }), {
                    failure: 'Failed to delete the entry',
                  }).then((result) => {
                    if (result?.data?.deleteLiveEntry) onDeleted();
                  });
                }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ) : null}
      </Stack>
      {draft !== null ? (
        <Stack spacing={1}>
          <TextField
            label="Edit entry"
            multiline
            minRows={2}
            autoFocus
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (isSubmitKey(e)) {
                e.preventDefault();
                void save();
              } else if (e.key === 'Escape') {
                e.preventDefault();
                cancel();
              }
            }}
            helperText="Ctrl+Enter saves, Escape cancels."
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" size="small" onClick={() => void save()} disabled={updateCall.loading || !draft.trim()}>
              Save
            </Button>
            <Button size="small" onClick={cancel}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Box
          data-testid="live-console-entry-content"
          sx={{ '& img': { maxWidth: '100%', height: 'auto' }, '& p': { my: 0.5 } }}
          // graph sanitised it (the same rules as article content).
          dangerouslySetInnerHTML={{ __html: entry.content }}
        />
      )}
      {entry.pinned || entry.keyEvent ? (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          {entry.pinned ? <Chip size="small" label="Pinned" /> : null}
          {entry.keyEvent ? <Chip size="small" color="warning" label="Key event" /> : null}
        </Stack>
      ) : null}
    </Paper>
  );
}
