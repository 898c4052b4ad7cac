// What changed in a translation's source since the translation was made or last saved (issue 46
// item 6): the source's revision it last caught up with (graph's sourceRevisionSeen) against the
// source's newest saved revision, as a word diff.
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ArticleRevisionsDocument } from '../../../gql/graphql';
import { DiffText } from '../components/DiffText';
import { revisionDiff } from '../revision-diff';

interface SourceDiffDialogProps {
  sourceId: number;
  /** The source's revision the translation last saw; null when the source had none then. */
  seenRevisionId: number | null;
  onClose: () => void;
}

const EMPTY = { title: '', content: '', excerpt: '' };

export function SourceDiffDialog({ sourceId, seenRevisionId, onClose }: SourceDiffDialogProps) {
  const revisions = useQuery(ArticleRevisionsDocument, { variables: { articleId: sourceId }, fetchPolicy: 'network-only' });
  // Newest first; autosaves are not what "changed" means (graph flags saved revisions only).
  const saved = (revisions.data?.articleRevisions ?? []).filter((r) => r.kind !== 'autosave');
  const newest = saved[0] ?? null;
  const seen = saved.find((r) => r.id === seenRevisionId) ?? null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="source-diff-title">
      <DialogTitle id="source-diff-title">Source changes since this translation</DialogTitle>
      <DialogContent>
        {revisions.loading ? <Typography>Loading revisions...</Typography> : null}
        {revisions.error ? <Typography color="error">Failed to fetch the source&apos;s revisions</Typography> : null}
        {newest ? (
          <>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              Struck through: only in the version translated. Underlined: new in the source.
            </Typography>
            <div aria-label="Source changes" role="region">
              <DiffText parts={revisionDiff(seen ?? EMPTY, newest)} />
            </div>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
