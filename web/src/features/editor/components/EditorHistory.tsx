// Beside an existing article: its revision history on the server (with a readable diff against what
// is in the editor, and restore), the server autosave after each pause in editing, and shareable preview links.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import {
  ArticleRevisionsDocument,
  EditorAutosaveDocument,
  CreatePreviewLinkDocument,
  EditorRestoreRevisionDocument,
  RevokePreviewLinksDocument,
  type EditorArticleFieldsFragment,
} from '../../../gql/graphql';
import { forgetPublicationQueries } from '../../../back-office/publication-cache';
import { useAdminAction } from '../../../back-office/use-admin-action';
import type { ArticleForm } from '../article-form';
import { DiffText } from './DiffText';
import { formatDateTime } from '../../../lib/dates';
import { usePublicationFormat } from '../../../lib/publication-format';
import { revisionDiff } from '../revision-diff';

/**
 * An open article's text is autosaved on the server (issue 12) after a pause in editing: one revision
 * per pause, not per keystroke. With co-editing (issue 24) a change by anyone in the shared document
 * changes this form, so the one autosaving tab saves once everyone has paused.
 */
const AUTOSAVE_PAUSE_MS = 3_000;
/** Editing without a pause is still autosaved this long after the first unsaved change. */
const AUTOSAVE_MAX_WAIT_MS = 30_000;
/** What was last sent when the last autosave failed: no text matches it, so the next change retries. */
const FAILED = '';

const KIND_LABEL: Record<string, string> = { save: 'Saved', autosave: 'Autosaved', restore: 'Restored' };

/**
 * Keeps the text on the server as a revision AUTOSAVE_PAUSE_MS after its last change (at most
 * AUTOSAVE_MAX_WAIT_MS after the first unsaved one); the text as first seen is not sent.
 */
export function useServerAutosave(articleId: number | null, form: ArticleForm, disabled: boolean) {
  const [autosave] = useMutation(EditorAutosaveDocument);
  const { title, content, excerpt, metaDescription } = form;
  const text = JSON.stringify([title, content, excerpt, metaDescription]);
  const lastSent = useRef<string | null>(null);
  const firstUnsavedAt = useRef<number | null>(null);
  useEffect(() => {
    if (articleId === null || disabled) return;
    if (lastSent.current === null) {
      lastSent.current = text;
      return;
    }
    if (text === lastSent.current) {
      firstUnsavedAt.current = null;
      return;
    }
    if (!title.trim()) return;
    const now = Date.now();
    firstUnsavedAt.current ??= now;
    const wait = Math.max(0, Math.min(AUTOSAVE_PAUSE_MS, firstUnsavedAt.current + AUTOSAVE_MAX_WAIT_MS - now));
    const timer = setTimeout(() => {
      lastSent.current = text;
      firstUnsavedAt.current = null;
      // Best effort: a failed autosave is retried with the next change; saving still works.
      autosave({ variables: { articleId, input: { title, content, excerpt, metaDescription } } }).catch(() => {
        lastSent.current = FAILED;
      });
    }, wait);
    return () => clearTimeout(timer);
    // `text` stands for the four fields it is made of.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [articleId, disabled, text, autosave]);
}

export function HistoryButton({
  articleId,
  form,
  onRestored,
}: {
  articleId: number;
  form: ArticleForm;
  onRestored: (article: EditorArticleFieldsFragment) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        History
      </Button>
      {open ? <HistoryDialog articleId={articleId} form={form} onClose={() => setOpen(false)} onRestored={onRestored} /> : null}
    </>
  );
}

function HistoryDialog({
  articleId,
  form,
  onClose,
  onRestored,
}: {
  articleId: number;
  form: ArticleForm;
  onClose: () => void;
  onRestored: (article: EditorArticleFieldsFragment) => void;
}) {
  const run = useAdminAction();
  const format = usePublicationFormat();
  const revisions = useQuery(ArticleRevisionsDocument, { variables: { articleId }, fetchPolicy: 'network-only' });
  const [restore, restoring] = useMutation(EditorRestoreRevisionDocument, { update: forgetPublicationQueries });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = revisions.data?.articleRevisions ?? [];
  const selected = list.find((r) => r.id === selectedId) ?? list[0] ?? null;

  const doRestore = async () => {
    if (!selected) return;
    const result = await run(() => restore({ variables: { articleId, revisionId: selected.id } }), {
      success: 'Revision restored',
      failure: 'Failed to restore revision',
    });
    if (result?.data) {
      onRestored(result.data.restoreArticleRevision);
      onClose();
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="history-title">
      <DialogTitle id="history-title">Revision history</DialogTitle>
      <DialogContent>
        {revisions.loading ? <Typography>Loading revisions...</Typography> : null}
        {!revisions.loading && list.length === 0 ? <Typography>No revisions yet.</Typography> : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '240px 1fr' } }}>
          <List dense aria-label="Revisions" sx={{ maxHeight: 420, overflow: 'auto' }}>
            {list.map((r) => (
              <ListItemButton key={r.id} selected={r.id === selected?.id} onClick={() => setSelectedId(r.id)}>
                <ListItemText
                  primary={`${KIND_LABEL[r.kind] ?? r.kind} · ${formatDateTime(r.createdAt, format)}`}
                  secondary={r.title}
                />
              </ListItemButton>
            ))}
          </List>
          {selected ? (
            <Paper
              variant="outlined"
              sx={{ p: 2, maxHeight: 420, overflow: 'auto' }}
              aria-label="Changes from this revision to the editor"
            >
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                Struck through: only in this revision. Underlined: only in the editor now.
              </Typography>
              <DiffText parts={revisionDiff(selected, form)} />
            </Paper>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={doRestore} disabled={!selected || restoring.loading}>
          Restore this revision
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function SharePreviewButton({ articleId }: { articleId: number }) {
  const run = useAdminAction();
  const [create, creating] = useMutation(CreatePreviewLinkDocument);
  const [revoke] = useMutation(RevokePreviewLinksDocument);
  const [url, setUrl] = useState<string | null>(null);

  const share = async () => {
    const result = await run(() => create({ variables: { articleId } }), { failure: 'Failed to create preview link' });
    if (result?.data) setUrl(new URL(result.data.createPreviewLink.url, window.location.origin).toString());
  };
  const revokeAll = async () => {
    const done = await run(() => revoke({ variables: { articleId } }), {
      success: 'Preview links revoked',
      failure: 'Failed to revoke preview links',
    });
    if (done) setUrl(null);
  };

  return (
    <>
      <Button variant="outlined" onClick={share} disabled={creating.loading}>
        Share preview
      </Button>
      <Dialog open={url !== null} onClose={() => setUrl(null)} fullWidth maxWidth="sm" aria-labelledby="preview-link-title">
        <DialogTitle id="preview-link-title">Preview link</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">
              Anyone with this link can read the draft as readers will see it, until it is published or you revoke it.
            </Typography>
            <TextField
              label="Preview link"
              value={url ?? ''}
              slotProps={{ htmlInput: { readOnly: true } }}
              onFocus={(e) => e.target.select()}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="error" onClick={revokeAll}>
            Revoke all links
          </Button>
          <Button onClick={() => void navigator.clipboard?.writeText(url ?? '')}>Copy</Button>
          <Button variant="contained" onClick={() => setUrl(null)}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
