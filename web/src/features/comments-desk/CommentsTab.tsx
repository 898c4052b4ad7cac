// The dashboard's Comments tab (issue 23): the moderation queue by status, bulk show/hide, bans, the
// blocked words and "hold first comments" settings. Keyboard: j/k move, x selects, a shows
// (approves), h hides, b bans the author; the tab's label (CommentsTabLabel.tsx) counts pending and reported comments.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { withEditionPrefix } from '@savepoint/audience';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  BanMemberDocument,
  ModerationCommentsDocument,
  CommentSettingsDocument,
  ModerateCommentsDocument,
  UnbanMemberDocument,
  UpdateCommentSettingsDocument,
  type ModerationCommentsQuery,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';

const STATUSES = ['pending', 'reported', 'hidden', 'visible'] as const;
type Status = (typeof STATUSES)[number];
import { POLL_MS } from './comments-poll';
import { formatDateTime } from '../../lib/dates';
import { usePublicationFormat } from '../../lib/publication-format';

function SettingsPanel() {
  const { data } = useQuery(CommentSettingsDocument);
  const [save, { loading, error }] = useMutation(UpdateCommentSettingsDocument);
  const [words, setWords] = useState<string | null>(null);
  const settings = data?.commentSettings;
  if (!settings) return null;
  const text = words ?? settings.blockedWords.join(', ');
  const wordsOf = (value: string) =>
    value
      .split(',')
      .map((w) => w.trim())
      .filter(Boolean);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Moderation settings
        </Typography>
        {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        <TextField
          label="Blocked words (comma separated): comments with them wait for review"
          value={text}
          onChange={(event) => setWords(event.target.value)}
          multiline
          size="small"
        />
        <FormControlLabel
          control={
            <Switch
              checked={settings.holdFirstComments}
              onChange={(event) =>
                void save({ variables: { blockedWords: wordsOf(text), holdFirstComments: event.target.checked } })
              }
            />
          }
          label="Hold first comments of new members for review"
        />
        <Box>
          <Button
            variant="outlined"
            disabled={loading}
            onClick={() =>
              void save({ variables: { blockedWords: wordsOf(text), holdFirstComments: settings.holdFirstComments } }).then(() =>
                setWords(null),
              )
            }
          >
            Save blocked words
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

export function CommentsTab() {
  const [status, setStatus] = useState<Status>('pending');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [cursor, setCursor] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, error, refetch } = useQuery(ModerationCommentsDocument, {
    variables: { queue: status, limit: 100, offset: 0 },
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
  });
  const refetchQueries = ['ModerationComments', 'DeskCommentCounts'];
  const [moderate] = useMutation(ModerateCommentsDocument, { refetchQueries });
  const [ban] = useMutation(BanMemberDocument, { refetchQueries });
  const [unban] = useMutation(UnbanMemberDocument, { refetchQueries });
  const shown = data?.moderationComments.comments;
  const rows = shown ?? [];
  const counts = data?.moderationComments.counts;
  const rowRefs = useRef<(HTMLLIElement | null)[]>([]);

  useEffect(() => {
    setSelected(new Set());
    setCursor(0);
  }, [status]);

  // A poll (or another editor) can move selected comments to another status: the selection keeps
  // only what the list still shows, so a bulk action never acts on comments no longer on screen.
  useEffect(() => {
    if (!shown) return;
    setSelected((current) => {
      const kept = new Set([...current].filter((id) => shown.some((c) => c.id === id)));
      return kept.size === current.size ? current : kept;
    });
  }, [shown]);

  async function setStatusOf(ids: number[], next: 'visible' | 'hidden') {
    if (ids.length === 0) return;
    try {
      const { data: answer } = await moderate({ variables: { ids, status: next } });
      setNotice(`${answer?.moderateComments ?? 0} comment(s) ${next === 'visible' ? 'shown' : 'hidden'}`);
      setSelected(new Set());
      void refetch();
    } catch (failure) {
      setNotice(errorMessage(failure));
    }
  }

  async function banAuthor(memberId: number, banned: boolean) {
    try {
      await (banned ? unban : ban)({ variables: { memberId } });
      setNotice(banned ? 'Ban lifted' : 'Member banned: their comments are hidden and they cannot post');
    } catch (failure) {
      setNotice(errorMessage(failure));
    }
  }

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') return;
    const row = rows[cursor];
    const move = (to: number) => {
      const index = Math.max(0, Math.min(rows.length - 1, to));
      setCursor(index);
      rowRefs.current[index]?.focus();
    };
    const targets = selected.size ? [...selected] : row ? [row.id] : [];
    switch (event.key) {
      case 'j':
        move(cursor + 1);
        break;
      case 'k':
        move(cursor - 1);
        break;
      case 'x':
        if (row) toggle(row.id);
        break;
      case 'a':
        void setStatusOf(targets, 'visible');
        break;
      case 'h':
        void setStatusOf(targets, 'hidden');
        break;
      case 'b':
        if (row?.author) void banAuthor(row.author.id, row.authorBanned);
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={status}
          onChange={(_, value: Status | null) => value && setStatus(value)}
          aria-label="Comments by status"
        >
          {STATUSES.map((s) => (
            <ToggleButton key={s} value={s}>
              {`${s} (${counts?.[s] ?? 0})`}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button variant="contained" disabled={selected.size === 0} onClick={() => void setStatusOf([...selected], 'visible')}>
          Show selected
        </Button>
        <Button variant="outlined" disabled={selected.size === 0} onClick={() => void setStatusOf([...selected], 'hidden')}>
          Hide selected
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Keyboard: j / k move, x select, a show, h hide, b ban or unban the author.
      </Typography>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {notice ? (
        <Alert severity="info" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {data && rows.length === 0 ? <Alert severity="success">{`No ${status} comments.`}</Alert> : null}
      <Box component="ul" aria-label={`${status} comments`} onKeyDown={onKeyDown} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((comment, index) => (
          <CommentRow
            key={comment.id}
            comment={comment}
            current={index === cursor}
            selected={selected.has(comment.id)}
            rowRef={(element) => {
              rowRefs.current[index] = element;
            }}
            onFocus={() => setCursor(index)}
            onToggle={() => toggle(comment.id)}
            onSetStatus={(next) => void setStatusOf([comment.id], next)}
            onBan={(memberId) => void banAuthor(memberId, comment.authorBanned)}
          />
        ))}
      </Box>
      <SettingsPanel />
    </Stack>
  );
}

type ModeratedComment = ModerationCommentsQuery['moderationComments']['comments'][number];

interface CommentRowProps {
  comment: ModeratedComment;
  /** The keyboard's row (focusable; j / k move it). */
  current: boolean;
  selected: boolean;
  rowRef: (element: HTMLLIElement | null) => void;
  onFocus: () => void;
  onToggle: () => void;
  onSetStatus: (status: 'visible' | 'hidden') => void;
  onBan: (memberId: number) => void;
}

/** One comment in the queue: where and by whom, why it is held or reported, and its actions. */
function CommentRow({ comment, current, selected, rowRef, onFocus, onToggle, onSetStatus, onBan }: CommentRowProps) {
  const format = usePublicationFormat();
  const author = comment.author;
  return (
    <Paper
      component="li"
      variant="outlined"
      tabIndex={current ? 0 : -1}
      ref={rowRef}
      onFocus={onFocus}
      aria-selected={selected}
      sx={{ p: 1.5, mb: 1, outlineOffset: 2, borderColor: current ? 'primary.main' : undefined }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Checkbox
          checked={selected}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': `Select comment ${comment.id}` } }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {author?.displayName ?? 'Deleted member'} on{' '}
            <a href={withEditionPrefix(`/articles/${comment.article.slug}#comment-${comment.id}`, comment.article.urlPrefix)}>
              {comment.article.title}
            </a>{' '}
            · {formatDateTime(comment.createdAt, format)}
            {comment.editedAt ? ' · edited' : ''}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{comment.body}</Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
            {comment.heldReason ? <Chip size="small" label={`held: ${comment.heldReason}`} /> : null}
            {comment.reports.map((reason, i) => (
              <Chip key={i} size="small" color="warning" label={`reported: ${reason}`} />
            ))}
            {comment.authorBanned ? <Chip size="small" color="error" label="author banned" /> : null}
          </Stack>
        </Box>
        <Stack spacing={0.5}>
          {comment.status !== 'visible' ? (
            <Button size="small" onClick={() => onSetStatus('visible')}>
              Show
            </Button>
          ) : null}
          {comment.status !== 'hidden' ? (
            <Button size="small" onClick={() => onSetStatus('hidden')}>
              Hide
            </Button>
          ) : null}
          {author ? (
            <Button size="small" color="error" onClick={() => onBan(author.id)}>
              {comment.authorBanned ? 'Unban' : 'Ban'}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
