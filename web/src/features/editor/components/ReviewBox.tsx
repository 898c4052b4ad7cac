// Review before publishing (issue 24) in the editor's sidebar: the note an editor sent back, the
// writer's "Submit for review", and for editors the changes since the last review with Approve and
// Request changes. Each write first saves the open form, so what is reviewed is what is on screen.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  EditorApproveArticleDocument,
  ArticleReviewDocument,
  EditorRequestChangesDocument,
  EditorSubmitArticleDocument,
} from '../../../gql/graphql';
import { forgetPublicationQueries } from '../../../back-office/publication-cache';
import { useAdminAction } from '../../../back-office/use-admin-action';
import type { ArticleForm } from '../article-form';
import { revisionDiff } from '../revision-diff';
import { formatDateTime } from '../../../lib/dates';
import { usePublicationFormat } from '../../../lib/publication-format';

export interface ReviewBoxProps {
  articleId: number | null;
  form: ArticleForm;
  canSubmit: boolean;
  canApprove: boolean;
  /** Approving schedules when the form's publish mode is scheduled. */
  approval: { publish: 'now' } | { publish: 'schedule'; scheduledFor: string | null };
  disabled: boolean;
  /** Saves the open form (as it is: no status change) and answers the article id, or null when it failed. */
  saveFirst: () => Promise<number | null>;
  onDone: () => void;
}

type Asking = 'submit' | 'changes' | null;

export function ReviewBox({ articleId, form, canSubmit, canApprove, approval, disabled, saveFirst, onDone }: ReviewBoxProps) {
  const format = usePublicationFormat();
  const run = useAdminAction();
  const review = useQuery(ArticleReviewDocument, {
    variables: { articleId: articleId ?? 0 },
    skip: articleId === null,
    fetchPolicy: 'network-only',
  });
  const forget = { update: forgetPublicationQueries };
  const [submit] = useMutation(EditorSubmitArticleDocument, forget);
  const [approve] = useMutation(EditorApproveArticleDocument, forget);
  const [requestChanges] = useMutation(EditorRequestChangesDocument, forget);
  const [asking, setAsking] = useState<Asking>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const state = review.data?.articleReview;
  const lastReviewed = state?.lastReviewed ?? null;

  const act = async (write: (id: number) => Promise<unknown>, messages: { success: string; failure: string }) => {
    setBusy(true);
    const id = await saveFirst();
    const done = id === null ? undefined : await run(() => write(id), messages);
    setBusy(false);
    if (done) {
      setAsking(null);
      setNote('');
      onDone();
    }
  };

  const sendNote = () =>
    asking === 'submit'
      ? act((id) => submit({ variables: { id, note: note.trim() || null } }), {
          success: 'Submitted for review',
          failure: 'Failed to submit for review',
        })
      : act((id) => requestChanges({ variables: { id, note } }), {
          success: 'Changes requested',
          failure: 'Failed to request changes',
        });

  if (!canSubmit && !canApprove && !state?.changesRequested) return null;
  return (
    <Stack spacing={1.5} data-testid="review-box">
      {state?.changesRequested ? (
        <Alert severity="warning" data-testid="changes-requested">
          <Typography variant="subtitle2" component="h2">
            Changes requested
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {state.changesRequested}
          </Typography>
        </Alert>
      ) : null}
      {canSubmit ? (
        <Button variant="contained" onClick={() => setAsking('submit')} disabled={disabled || busy}>
          Submit for review
        </Button>
      ) : null}
      {canApprove ? (
        <>
          <Typography variant="subtitle2" component="h2">
            In review
          </Typography>
          {lastReviewed ? (
            <Box
              data-testid="review-diff"
              aria-label="Changes since the last review"
              sx={{
                maxHeight: 240,
                overflow: 'auto',
                p: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                whiteSpace: 'pre-wrap',
              }}
            >
              <Typography variant="caption" color="text.secondary" component="p">
                Changes since the last review ({formatDateTime(lastReviewed.reviewedAt, format)})
              </Typography>
              {revisionDiff(lastReviewed, form).map((part, i) =>
                part.change === 'same' ? (
                  <span key={i}>{part.text}</span>
                ) : part.change === 'removed' ? (
                  <Box component="del" key={i} sx={{ bgcolor: 'rgba(244, 67, 54, 0.25)' }}>
                    {part.text}
                  </Box>
                ) : (
                  <Box component="ins" key={i} sx={{ bgcolor: 'rgba(76, 175, 80, 0.25)', textDecoration: 'none' }}>
                    {part.text}
                  </Box>
                ),
              )}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              First review of this article.
            </Typography>
          )}
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              color="success"
              disabled={disabled || busy}
              onClick={() =>
                act((id) => approve({ variables: { id, input: approval } }), {
                  success: approval.publish === 'now' ? 'Approved and published' : 'Approved and scheduled',
                  failure: 'Failed to approve article',
                })
              }
            >
              {approval.publish === 'now' ? 'Approve and publish' : 'Approve and schedule'}
            </Button>
            <Button variant="outlined" onClick={() => setAsking('changes')} disabled={disabled || busy}>
              Request changes
            </Button>
          </Stack>
        </>
      ) : null}
      <Dialog open={asking !== null} onClose={() => setAsking(null)} fullWidth maxWidth="sm">
        <DialogTitle>{asking === 'submit' ? 'Submit for review' : 'Request changes'}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            label={asking === 'submit' ? 'Note to the editors (optional)' : 'What needs changing'}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>Cancel</Button>
          <Button variant="contained" onClick={() => void sendNote()} disabled={busy || (asking === 'changes' && !note.trim())}>
            {asking === 'submit' ? 'Submit' : 'Send back'}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
