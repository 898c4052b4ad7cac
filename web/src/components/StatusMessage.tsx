import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** An empty result: a heading, a hint and optional actions. */
export function EmptyState({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }} role="status">
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {hint ? <Typography color="text.secondary">{hint}</Typography> : null}
      {children ? <Box sx={{ mt: 2 }}>{children}</Box> : null}
    </Box>
  );
}

/** A load failure the reader should see. */
export function ErrorState({ title, message, action }: { title: string; message?: string; action?: ReactNode }) {
  return (
    <Alert severity="error" action={action} sx={{ my: 3 }}>
      <AlertTitle>{title}</AlertTitle>
      {message}
    </Alert>
  );
}
