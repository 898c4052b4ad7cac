import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEFAULT_CATEGORY_COLOR } from '../../../back-office/constants';

export interface TaxonomyValues {
  name: string;
  description: string;
  /** Only categories have a colour. */
  color?: string;
}

export interface TaxonomyFormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  initial: TaxonomyValues;
  withColor: boolean;
  busy: boolean;
  onSubmit: (values: TaxonomyValues) => void;
  onCancel: () => void;
}

/** Create or edit a category or a tag. Names have no client-side checks (spec §5); the server answers. */
export function TaxonomyFormDialog({
  open,
  title,
  submitLabel,
  initial,
  withColor,
  busy,
  onSubmit,
  onCancel,
}: TaxonomyFormDialogProps) {
  const [values, setValues] = useState<TaxonomyValues>(initial);
  useEffect(() => {
    if (open) setValues(initial);
  }, [open, initial]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  const color = values.color ?? DEFAULT_CATEGORY_COLOR;

  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} fullWidth maxWidth="sm" aria-labelledby="taxonomy-dialog-title">
      <form onSubmit={submit}>
        <DialogTitle id="taxonomy-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              value={values.name}
              onChange={(e) => setValues({ ...values, name: e.target.value })}
              autoFocus
              disabled={busy}
            />
            <TextField
              label="Description"
              value={values.description}
              onChange={(e) => setValues({ ...values, description: e.target.value })}
              multiline
              minRows={2}
              disabled={busy}
            />
            {withColor ? (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Box
                  component="input"
                  type="color"
                  aria-label="Colour picker"
                  value={color}
                  onChange={(e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, color: e.target.value })}
                  disabled={busy}
                  sx={{ width: 48, height: 40, p: 0, border: 0, background: 'none', cursor: 'pointer' }}
                />
                <TextField
                  label="Colour"
                  value={color}
                  onChange={(e) => setValues({ ...values, color: e.target.value })}
                  size="small"
                  disabled={busy}
                  helperText="Hex colour, e.g. #6b7280"
                />
              </Stack>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
