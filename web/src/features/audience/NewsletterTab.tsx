// Editors' newsletter view: subscribers with counts, search and CSV export; this week's digest as a
// preview, sent now (never twice per subscriber and week) or as a test to an address.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  AdminDigestPreviewDocument,
  SendNewsletterDigestDocument,
  SendNewsletterDigestTestDocument,
  NewsletterSubscribersDocument,
  type SubscriberStatus,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { formatShortDate } from '../../lib/dates';
import { useAdminAction } from '../../back-office/use-admin-action';
import { usePublicationFormat } from '../../lib/publication-format';

const STATUSES: SubscriberStatus[] = ['pending', 'confirmed', 'unsubscribed'];

export function NewsletterTab() {
  const run = useAdminAction();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | SubscriberStatus>('');
  const [testEmail, setTestEmail] = useState('');
  const subscribers = useQuery(NewsletterSubscribersDocument, {
    variables: { search: search.trim() || undefined, status: status || undefined, limit: 100, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const preview = useQuery(AdminDigestPreviewDocument, { fetchPolicy: 'cache-and-network' });
  const format = usePublicationFormat();
  const [sendDigest, sending] = useMutation(SendNewsletterDigestDocument);
  const [sendTest, sendingTest] = useMutation(SendNewsletterDigestTestDocument);
  const page = subscribers.data?.newsletterSubscribers;
  const csvQuery = new URLSearchParams({
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(status ? { status } : {}),
  }).toString();

  const sendNow = async () => {
    const result = await run(() => sendDigest(), { failure: 'Failed to send the digest' });
    const sent = result?.data?.sendNewsletterDigest;
    if (sent) {
      await run(async () => undefined, {
        failure: 'Failed to send the digest',
        success:
          sent.articleCount === 0
            ? 'Nothing was published this week: no digest sent'
            : `Digest ${sent.week} queued for ${sent.queued} subscriber(s)`,
      });
    }
  };

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Subscriber counts">
        {STATUSES.map((s) => (
          <Chip
            key={s}
            label={`${s}: ${page?.counts[s] ?? '…'}`}
            color={s === 'confirmed' ? 'success' : 'default'}
            variant={status === s ? 'filled' : 'outlined'}
            onClick={() => setStatus(status === s ? '' : s)}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Search subscribers"
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label="Status"
          size="small"
          value={status}
          onChange={(e) => setStatus(e.target.value as '' | SubscriberStatus)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All statuses</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" href={`/api/newsletter/subscribers.csv${csvQuery ? `?${csvQuery}` : ''}`} download>
          Export CSV
        </Button>
      </Stack>
      {subscribers.error ? <Alert severity="error">{errorMessage(subscribers.error)}</Alert> : null}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Subscribers">
          <TableHead>
            <TableRow>
              <TableCell>Email</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Subscribed</TableCell>
              <TableCell>Confirmed</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(page?.subscribers ?? []).map((s) => (
              <TableRow key={s.email}>
                <TableCell>{s.email}</TableCell>
                <TableCell>{s.status}</TableCell>
                <TableCell>{formatShortDate(s.createdAt, format)}</TableCell>
                <TableCell>{s.confirmedAt ? formatShortDate(s.confirmedAt, format) : '—'}</TableCell>
              </TableRow>
            ))}
            {page && page.subscribers.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4}>No subscribers found.</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
        {page && page.totalCount > page.subscribers.length ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
            Showing {page.subscribers.length} of {page.totalCount}; export CSV for all.
          </Typography>
        ) : null}
      </Paper>

      <Stack spacing={2} component="section" aria-labelledby="digest-title">
        <Typography id="digest-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          Weekly digest {preview.data ? `(${preview.data.newsletterDigestPreview.week})` : ''}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Button variant="contained" onClick={() => void sendNow()} disabled={sending.loading}>
            Send digest now
          </Button>
          <TextField
            label="Your email"
            type="email"
            size="small"
            value={testEmail}
            onChange={(e) => setTestEmail(e.target.value)}
          />
          <Button
            variant="outlined"
            disabled={sendingTest.loading || !testEmail.trim()}
            onClick={() =>
              void run(() => sendTest({ variables: { email: testEmail.trim() } }), {
                failure: 'Failed to send the test',
                success: `Test digest sent to ${testEmail.trim()}`,
              })
            }
          >
            Send test to me
          </Button>
        </Stack>
        {preview.data ? (
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Typography sx={{ p: 1.5, fontWeight: 600 }}>Subject: {preview.data.newsletterDigestPreview.subject}</Typography>
            {/* The mail's own HTML, isolated: no scripts, no access to the app. */}
            <iframe
              title="Digest preview"
              sandbox=""
              srcDoc={preview.data.newsletterDigestPreview.html}
              style={{ width: '100%', height: 600, border: 0 }}
            />
          </Paper>
        ) : null}
      </Stack>
    </Stack>
  );
}
