// Webhooks: register (the signing secret is shown once), delete, and the delivery log with attempts.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { AdminCreateWebhookDocument, DeleteWebhookDocument, AdminWebhooksDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { useAdminAction } from '../../back-office/use-admin-action';

const WEBHOOK_EVENTS = ['article.published', 'article.updated', 'article.unpublished', 'article.deleted', 'article.corrected'];

export function WebhooksTab() {
  const run = useAdminAction();
  const { data, error, refetch } = useQuery(AdminWebhooksDocument, { fetchPolicy: 'cache-and-network', pollInterval: 5000 });
  const [create, creating] = useMutation(AdminCreateWebhookDocument);
  const [remove] = useMutation(DeleteWebhookDocument);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(WEBHOOK_EVENTS);
  const [secret, setSecret] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await run(() => create({ variables: { url: url.trim(), events } }), {
      failure: 'Failed to add the webhook',
      success: 'Webhook added',
    });
    if (result?.data) {
      setSecret(result.data.createWebhook.secret);
      setUrl('');
      await refetch();
    }
  };

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" component="form" onSubmit={(e: FormEvent) => void submit(e)} sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <TextField
            label="Webhook URL"
            placeholder="https://example.com/hooks/savepoint"
            size="small"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            required
          />
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
            {WEBHOOK_EVENTS.map((name) => (
              <FormControlLabel
                key={name}
                label={name}
                control={
                  <Checkbox
                    checked={events.includes(name)}
                    onChange={(e) => setEvents(e.target.checked ? [...events, name] : events.filter((x) => x !== name))}
                  />
                }
              />
            ))}
          </Stack>
          <Button
            type="submit"
            variant="contained"
            disabled={creating.loading || !url.trim() || events.length === 0}
            sx={{ alignSelf: 'flex-start' }}
          >
            Add webhook
          </Button>
          {secret ? (
            <Alert severity="warning" onClose={() => setSecret(null)}>
              Signing secret (shown only now): <code>{secret}</code>
            </Alert>
          ) : null}
        </Stack>
      </Paper>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Webhooks">
          <TableHead>
            <TableRow>
              <TableCell>URL</TableCell>
              <TableCell>Events</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.webhooks ?? []).map((w) => (
              <TableRow key={w.id}>
                <TableCell sx={{ wordBreak: 'break-all' }}>{w.url}</TableCell>
                <TableCell>{w.events.join(', ')}</TableCell>
                <TableCell align="right">
                  <Button
                    color="error"
                    onClick={() =>
                      void run(() => remove({ variables: { id: w.id } }).then(() => refetch()), {
                        failure: 'Failed to delete the webhook',
                        success: 'Webhook deleted',
                      })
                    }
                  >
                    Delete
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {data && data.webhooks.length === 0 ? (
              <TableRow>
                <TableCell colSpan={3}>No webhooks yet.</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </Paper>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 800 }}>
        Deliveries
      </Typography>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Webhook deliveries">
          <TableHead>
            <TableRow>
              <TableCell>Event</TableCell>
              <TableCell>URL</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Attempts</TableCell>
              <TableCell>webhook-id</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.webhookDeliveries ?? []).map((d) => (
              <TableRow key={d.id}>
                <TableCell>{d.event}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{d.url}</TableCell>
                <TableCell>{d.status}</TableCell>
                <TableCell>
                  {d.attemptLog.map((a) => `#${a.attempt} ${a.responseStatus ?? a.error ?? '—'}`).join(' · ') || 'queued'}
                </TableCell>
                <TableCell>
                  <code>{d.id}</code>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Stack>
  );
}
