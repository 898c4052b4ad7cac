// How far this week's digest went, per edition: editors see that it reached everyone, or what is
// still queued, and which mails a worker stopped in the middle of handing over (those are never sent
// again, so nobody gets an issue twice; the editor learns they may not have arrived).
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { SkeletonRows } from '../../back-office/SkeletonRows';
import { NewsletterDigestDeliveriesDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { formatDate } from '../../lib/dates';
import { usePublicationFormat } from '../../lib/publication-format';

/** While mails are queued or being handed over, the counts move: read them again this often. */
const WHILE_SENDING_POLL_MS = 3000;

const COLUMNS = ['Edition', 'Sent', 'Waiting', 'Sending', 'Interrupted', 'Last sent'] as const;

export function DigestDeliveries() {
  const format = usePublicationFormat();
  const { data, error, startPolling, stopPolling } = useQuery(NewsletterDigestDeliveriesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const report = data?.newsletterDigestDeliveries;
  const moving = report?.editions.some((e) => e.waiting > 0 || e.sending > 0) ?? false;
  useEffect(() => {
    if (moving) startPolling(WHILE_SENDING_POLL_MS);
    else stopPolling();
    return stopPolling;
  }, [moving, startPolling, stopPolling]);

  const interrupted = report?.editions.reduce((n, e) => n + e.interrupted, 0) ?? 0;
  const nothingYet = report?.editions.every((e) => e.subject === null) ?? false;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }} aria-labelledby="digest-deliveries-title">
      <Typography id="digest-deliveries-title" sx={{ p: 1.5, fontWeight: 600 }}>
        Deliveries {report ? `(${report.week})` : ''}
      </Typography>
      {error ? <Alert severity="error">Failed to load the deliveries: {errorMessage(error)}</Alert> : null}
      {interrupted > 0 ? (
        <Alert severity="warning">
          {interrupted} mail(s) were being handed to the mail server when a worker stopped: they may not have arrived, and are not
          sent again.
        </Alert>
      ) : null}
      <Table size="small" aria-labelledby="digest-deliveries-title">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c}>{c}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {!report && !error ? <SkeletonRows rows={1} columns={COLUMNS.length} /> : null}
          {nothingYet ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length}>Nothing sent this week yet.</TableCell>
            </TableRow>
          ) : (
            report?.editions.map((e) => (
              <TableRow key={e.language}>
                <TableCell>{e.language}</TableCell>
                <TableCell>{e.sent}</TableCell>
                <TableCell>{e.waiting}</TableCell>
                <TableCell>{e.sending}</TableCell>
                <TableCell>{e.interrupted}</TableCell>
                <TableCell>
                  {e.lastSentAt
                    ? `${formatDate(e.lastSentAt, 'short', format)} ${formatDate(e.lastSentAt, 'clock', format)}`
                    : '—'}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Paper>
  );
}
