// Notes on drafts (issue 24) in the editor's sidebar: staff-only threads, optionally anchored to the
// text selected when the note was started (the server finds the quote again as the text changes and
// says when it is gone), replies, resolve/reopen, and @username mentions (mailed by graph).
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAuth } from '../../../auth/useAuth';
import { useAdminAction } from '../../../back-office/use-admin-action';
import {
  ArticleNotesDocument,
  CreateArticleNoteDocument,
  DeleteArticleNoteDocument,
  UpdateArticleNoteDocument,
  type RestArticleNoteFragment,
} from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { usePublicationFormat } from '../../../lib/publication-format';

const QUOTE_MAX = 1000;

export function NotesPanel({ articleId }: { articleId: number }) {
  const run = useAdminAction();
  const { editor } = useAuth();
  const notes = useQuery(ArticleNotesDocument, { variables: { articleId }, fetchPolicy: 'cache-and-network' });
  const refetch = {
    refetchQueries: [{ query: ArticleNotesDocument, variables: { articleId } }],
    awaitRefetchQueries: true,
  };
  const [create] = useMutation(CreateArticleNoteDocument, refetch);
  const [update] = useMutation(UpdateArticleNoteDocument, refetch);
  const [remove] = useMutation(DeleteArticleNoteDocument, refetch);
  const [replyTo, setReplyTo] = useState<number | null>(null);

  const all = notes.data?.articleNotes ?? [];
  const threads = all.filter((n) => n.parentId === null);
  const repliesOf = (id: number) => all.filter((n) => n.parentId === id);

  const add = async (body: string, quote: string | null) =>
    Boolean(
      await run(() => create({ variables: { articleId, input: { body, quote } } }), {
        success: 'Note added',
        failure: 'Failed to add note',
      }),
    );
  const sendReply = async (parentId: number, reply: string) => {
    const done = await run(() => create({ variables: { articleId, input: { body: reply, parentId } } }), {
      failure: 'Failed to add reply',
    });
    if (done) setReplyTo(null);
    return Boolean(done);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="notes-title">
      <Stack spacing={1.5}>
        <Typography id="notes-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Notes
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Staff only; never shown to readers. Mention someone with @username.
        </Typography>
        {notes.error ? <Alert severity="error">Failed to fetch notes</Alert> : null}
        {notes.data && threads.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No notes yet.
          </Typography>
        ) : null}
        {threads.map((note) => (
          <NoteThread
            key={note.id}
            note={note}
            replies={repliesOf(note.id)}
            mine={editor !== null && note.authorId === editor.id}
            replying={replyTo === note.id}
            onStartReply={() => setReplyTo(note.id)}
            onSendReply={(reply) => sendReply(note.id, reply)}
            onToggleResolved={() =>
              void run(() => update({ variables: { id: note.id, input: { resolved: !note.resolved } } }), {
                failure: 'Failed to update note',
              })
            }
            onDelete={() => void run(() => remove({ variables: { id: note.id } }), { failure: 'Failed to delete note' })}
          />
        ))}
        <NewNote onAdd={add} />
      </Stack>
    </Paper>
  );
}

function NoteText({ note }: { note: RestArticleNoteFragment }) {
  const format = usePublicationFormat();
  return (
    <>
      <Typography variant="caption" color="text.secondary">
        {note.authorName} · {formatDateTime(note.createdAt, format)}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {note.body}
      </Typography>
    </>
  );
}

interface NoteThreadProps {
  note: RestArticleNoteFragment;
  replies: readonly RestArticleNoteFragment[];
  /** The signed-in account wrote it (and may delete it). */
  mine: boolean;
  /** Its reply field is open (one thread's at a time). */
  replying: boolean;
  onStartReply: () => void;
  /** Resolves to whether the reply was saved (then the field empties). */
  onSendReply: (reply: string) => Promise<boolean>;
  onToggleResolved: () => void;
  onDelete: () => void;
}

/** A note with its anchor, its replies, and reply / resolve / delete. */
function NoteThread({ note, replies, mine, replying, onStartReply, onSendReply, onToggleResolved, onDelete }: NoteThreadProps) {
  const [reply, setReply] = useState('');
  // One reply per click: a second click while it is being sent would post it twice.
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    const sent = await onSendReply(reply);
    setSending(false);
    if (sent) setReply('');
  };
  return (
    <Paper variant="outlined" sx={{ p: 1.5, opacity: note.resolved ? 0.7 : 1 }} data-testid="note-thread">
      <Stack spacing={1}>
        {note.anchor ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" component="q" sx={{ fontStyle: 'italic' }}>
              {note.anchor.quote}
            </Typography>
            {note.anchor.textGone ? <Chip size="small" label="Text gone" color="warning" /> : null}
          </Stack>
        ) : null}
        <NoteText note={note} />
        {replies.map((r) => (
          <Stack key={r.id} sx={{ pl: 2, borderLeft: 2, borderColor: 'divider' }}>
            <NoteText note={r} />
          </Stack>
        ))}
        {replying ? (
          <Stack direction="row" spacing={1}>
            <TextField size="small" label="Reply" value={reply} onChange={(e) => setReply(e.target.value)} fullWidth autoFocus />
            <Button onClick={() => void send()} disabled={sending || !reply.trim()}>
              Send
            </Button>
          </Stack>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {note.resolved ? <Chip size="small" label={`Resolved by ${note.resolvedBy ?? ''}`} /> : null}
          <Button size="small" onClick={onStartReply}>
            Reply
          </Button>
          <Button size="small" onClick={onToggleResolved}>
            {note.resolved ? 'Reopen' : 'Resolve'}
          </Button>
          {mine ? (
            <Button size="small" color="error" onClick={onDelete}>
              Delete
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** A new note, on the text selected in the article when "Note on selection" was pressed. */
function NewNote({ onAdd }: { onAdd: (body: string, quote: string | null) => Promise<boolean> }) {
  const [body, setBody] = useState('');
  const [quote, setQuote] = useState<string | null>(null);
  // One note per click: a second click while it is being added would add it twice.
  const [adding, setAdding] = useState(false);
  const add = async () => {
    setAdding(true);
    const added = await onAdd(body, quote);
    setAdding(false);
    if (added) {
      setBody('');
      setQuote(null);
    }
  };
  const quoteSelection = () => {
    const selected = window.getSelection()?.toString().replace(/\s+/g, ' ').trim() ?? '';
    if (selected) setQuote(selected.slice(0, QUOTE_MAX));
  };
  return (
    <>
      {quote ? (
        <Alert severity="info" onClose={() => setQuote(null)}>
          On: “{quote}”
        </Alert>
      ) : null}
      <TextField
        label="New note"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Stack direction="row" spacing={1}>
        {/* mousedown, before the click moves the focus: the selection is still the article's. The click
            too: a keyboard's Enter or Space clicks with no mousedown, and the selection made with
            Shift+arrows is still there once the editor tabs to this button. */}
        <Button size="small" onMouseDown={quoteSelection} onClick={quoteSelection}>
          Note on selection
        </Button>
        <Button variant="contained" size="small" onClick={() => void add()} disabled={adding || !body.trim()}>
          Add note
        </Button>
      </Stack>
    </>
  );
}
