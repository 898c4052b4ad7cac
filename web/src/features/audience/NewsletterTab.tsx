// Editors' newsletter view: subscribers with counts, search and CSV export, then this week's digest
// (WeeklyDigest).
import { useQuery } from '@apollo/client/react';
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
import { NewsletterSubscribersDocument, type SubscriberStatus } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { formatShortDate } from '../../lib/dates';
import { usePublicationFormat } from '../../lib/publication-format';
import { WeeklyDigest } from './WeeklyDigest';

const STATUSES: SubscriberStatus[] = ['pending', 'confirmed', 'unsubscribed'];

export function NewsletterTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | SubscriberStatus>('');
  const subscribers = useQuery(NewsletterSubscribersDocument, {
    variables: { search: search.trim() || undefined, status: status || undefined, limit: 100, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const format = usePublicationFormat();
  const page = subscribers.data?.newsletterSubscribers;
  const csvQuery = new URLSearchParams({
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(status ? { status } : {}),
  }).toString();

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

      <WeeklyDigest />
    </Stack>
  );
}
