import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { EditorTheme } from '../app/EditorTheme';
import { PRODUCT_NAME } from '../config/constants';
import { useToast } from '../lib/toast';
import { logIn } from './auth-api';

interface LoginDialogProps {
  open: boolean;
  onLoggedIn(): Promise<void> | void;
  onCancel(): void;
}

export function LoginDialog({ open, onLoggedIn, onCancel }: LoginDialogProps) {
  const { toast } = useToast();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // The last error toast of this dialog: a successful login takes it away instead of leaving it
  // over the dashboard.
  const errorToast = useRef<{ dismiss(): void } | null>(null);

  const clear = () => {
    setUsername('');
    setPassword('');
  };

  const cancel = () => {
    if (busy) return;
    clear();
    onCancel();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username || !password) {
      errorToast.current = toast({
        title: 'Error',
        description: 'Please enter both username and password.',
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      await logIn(username, password);
    } catch {
      setBusy(false);
      errorToast.current = toast({
        title: 'Login Failed',
        description: 'Invalid username or password. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    errorToast.current?.dismiss();
    errorToast.current = null;
    clear();
    await onLoggedIn();
    setBusy(false);
  };

  // Built with MUI like editor mode, which it opens: its theme loads with this chunk.
  return (
    <EditorTheme>
      <Dialog
        open={open}
        onClose={cancel}
        aria-labelledby="login-dialog-title"
        aria-describedby="login-dialog-description"
        fullWidth
        maxWidth="xs"
      >
        <form onSubmit={submit} noValidate>
          <DialogTitle id="login-dialog-title">Log In to {PRODUCT_NAME}</DialogTitle>
          <DialogContent>
            <DialogContentText id="login-dialog-description" sx={{ mb: 2 }}>
              Enter your credentials to access the admin panel.
            </DialogContentText>
            <Stack spacing={2}>
              <TextField
                label="Username"
                name="username"
                autoComplete="username"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                disabled={busy}
                autoFocus
                fullWidth
              />
              <TextField
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                disabled={busy}
                fullWidth
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={cancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? 'Logging in...' : 'Log In'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </EditorTheme>
  );
}
