// Any staff account changes its own password (issue 12). It goes through the gateway's REST route,
// not /graphql: the gateway holds the sessions and ends the account's other ones.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { http } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { useAuth } from '../../../auth/useAuth';

const EMPTY = { currentPassword: '', newPassword: '', repeated: '' };

/** lib/http fails with "<status>: <body>"; the gateway's body is {error, code, field?}. */
function refusal(error: unknown): { status: number; message: string } {
  const text = error instanceof Error ? error.message : String(error);
  const status = Number.parseInt(text, 10);
  const body = text.slice(text.indexOf(':') + 1).trim();
  try {
    return { status, message: (JSON.parse(body) as { error?: string }).error ?? body };
  } catch {
    return { status, message: body };
  }
}

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { toast } = useToast();
  const { openLogin } = useAuth();
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setFields(EMPTY);
    setProblem(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (fields.newPassword !== fields.repeated) {
      setProblem('The new password and its repetition differ.');
      return;
    }
    const body = { currentPassword: fields.currentPassword, newPassword: fields.newPassword };
    const change = () => http('PUT', '/api/auth/password', body);
    setBusy(true);
    setProblem(null);
    try {
      try {
        await change();
      } catch (error) {
        // The session expired while the dialog was open: log in again, then the same change once more.
        if (refusal(error).status !== 401 || !(await openLogin())) throw error;
        await change();
      }
    } catch (error) {
      setBusy(false);
      setProblem(refusal(error).message);
      return;
    }
    setBusy(false);
    setFields(EMPTY);
    onClose();
    toast({ title: 'Password changed', description: 'Your other sessions have been logged out.' });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="change-password-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="change-password-title">Change Password</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem ? <Alert severity="error">{problem}</Alert> : null}
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              value={fields.currentPassword}
              onChange={(e) => setFields({ ...fields, currentPassword: e.target.value })}
              disabled={busy}
              required
              autoFocus
            />
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              value={fields.newPassword}
              onChange={(e) => setFields({ ...fields, newPassword: e.target.value })}
              helperText="At least 10 characters"
              disabled={busy}
              required
            />
            <TextField
              label="Repeat the new password"
              type="password"
              autoComplete="new-password"
              value={fields.repeated}
              onChange={(e) => setFields({ ...fields, repeated: e.target.value })}
              disabled={busy}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || !fields.currentPassword || !fields.newPassword || !fields.repeated}
          >
            {busy ? 'Changing...' : 'Change Password'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
