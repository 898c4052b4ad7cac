// The dialog in which editors say what each other edition calls a thing (a game, a category, a tag):
// one section per non-default edition, with the loading, failure and no-other-edition states.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface OtherEdition {
  language: string;
  name: string;
  isDefault: boolean;
}

export function OtherEditionsDialog({
  name,
  loading,
  failed,
  editions,
  note,
  maxWidth = 'sm',
  onClose,
  children,
}: {
  /** What is named: the dialog is titled '<name> in other editions'. */
  name: string;
  /** True until the first answer: skeletons. */
  loading: boolean;
  /** The answer failed (or the thing is gone). */
  failed: boolean;
  /** Every edition; the default one is the thing's own name and gets no section. */
  editions: OtherEdition[];
  /** Shown above the sections. */
  note?: string;
  maxWidth?: 'sm' | 'md';
  onClose: () => void;
  /** One edition's section (a form titled by the edition). */
  children: (edition: OtherEdition) => ReactNode;
}) {
  const others = editions.filter((edition) => !edition.isDefault);
  return (
    <Dialog open onClose={onClose} aria-labelledby="other-editions-title" fullWidth maxWidth={maxWidth}>
      <DialogTitle id="other-editions-title">{name} in other editions</DialogTitle>
      <DialogContent>
        {loading ? (
          <Stack spacing={2} aria-busy="true" aria-label="Loading editions">
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={maxWidth === 'md' ? 120 : 56} />
          </Stack>
        ) : failed ? (
          <Alert severity="error">Failed to fetch editions</Alert>
        ) : others.length === 0 ? (
          <Typography color="text.secondary">No other editions yet: an admin adds them under Editions.</Typography>
        ) : (
          <Stack spacing={3} sx={{ pt: 1 }}>
            {note ? <Alert severity="info">{note}</Alert> : null}
            {others.map((edition) => (
              <Stack key={edition.language} spacing={1.5} component="section" aria-label={edition.name}>
                <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {edition.name} ({edition.language})
                </Typography>
                {children(edition)}
              </Stack>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
