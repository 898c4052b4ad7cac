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
import {
  AdminCreateWebhookDocument,
  DeleteWebhookDocument,
  AdminWebhooksDocument,
  type AdminWebhooksQuery,
} from '../../gql/graphql';
import { useFieldErrors } from '../../back-office/use-field-errors';
import { errorMessage } from '../../lib/apollo';
import { ConfirmDialog } from '../../back-office/ConfirmDialog';
import { SkeletonRows } from '../../back-office/SkeletonRows';
import { useAdminAction } from '../../back-office/use-admin-action';
import { useConfirmDelete } from '../../back-office/use-confirm-delete';

const WEBHOOK_EVENTS = ['article.published', 'article.updated', 'article.unpublished', 'article.deleted', 'article.corrected'];

type Webhook = AdminWebhooksQuery['webhooks'][number];

export function WebhooksTab() {
  const run = useAdminAction();
  const { data, loading, error } = useQuery(AdminWebhooksDocument, { fetchPolicy: 'cache-and-network', pollInterval: 5000 });
  // The list follows a write; a failed refresh is the list's error (below), not the write's.
  const refetch = { refetchQueries: [AdminWebhooksDocument] };
  const [create, creating] = useMutation(AdminCreateWebhookDocument, refetch);
  const [remove, removing] = useMutation(DeleteWebhookDocument, refetch);
  const [url, setUrl] = useState('');
  // graph's refusal of the URL, shown on the field until the next submit.
  const { errors, showingFieldErrors } = useFieldErrors();
  const [events, setEvents] = useState<string[]>(WEBHOOK_EVENTS);
  const [secret, setSecret] = useState<string | null>(null);
  const firstLoad = loading && !data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await run(() => showingFieldErrors(() => create({ variables: { url: url.trim(), events } })), {
      failure: 'Failed to add the webhook',
      success: 'Webhook added',
    });
    if (result?.data) {
      setSecret(result.data.createWebhook.secret);
      setUrl('');
    }
  };
  const confirmDelete = useConfirmDelete((webhook: Webhook) =>
    run(() => remove({ variables: { id: webhook.id } }), { failure: 'Failed to delete the webhook', success: 'Webhook deleted' }),
  );

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
            error={Boolean(errors.url)}
            helperText={errors.url}
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
            {firstLoad ? <SkeletonRows rows={3} columns={3} /> : null}
            {(data?.webhooks ?? []).map((w) => (
              <TableRow key={w.id}>
                <TableCell sx={{ wordBreak: 'break-all' }}>{w.url}</TableCell>
                <TableCell>{w.events.join(', ')}</TableCell>
                <TableCell align="right">
                  <Button color="error" onClick={() => confirmDelete.ask(w)}>
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
            {firstLoad ? <SkeletonRows rows={3} columns={5} /> : null}
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
            {data && data.webhookDeliveries.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5}>No deliveries yet.</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </Paper>
      <ConfirmDialog
        {...confirmDelete.dialog}
        title="Delete webhook"
        message="Are you sure you want to delete this webhook?"
        busy={removing.loading}
      />
    </Stack>
  );
}
