// Admins only: who published, scheduled, deleted or changed roles, newest first.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { AdminActivityDocument, type ActivityAction } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { usePublicationFormat } from '../../../lib/publication-format';

const ACTION_LABEL: Record<ActivityAction, string> = {
  articlePublished: 'published',
  articleScheduled: 'scheduled',
  articleDeleted: 'deleted',
  articleEmbargoChanged: 'changed the embargo of',
  correctionDeleted: 'deleted a correction on',
  articleSubmitted: 'submitted for review',
  articleApproved: 'approved',
  articleChangesRequested: 'requested changes to',
  newsroomSettingsChanged: 'changed',
  userCreated: 'added user',
  userRoleChanged: 'changed the role of',
  userDeleted: 'deleted user',
};

export function ActivityTab() {
  const format = usePublicationFormat();
  const { data, error } = useQuery(AdminActivityDocument, { variables: { limit: 100 }, fetchPolicy: 'network-only' });
  if (error) return <Alert severity="error">Failed to fetch the activity log</Alert>;
  return (
    <Table size="small" aria-label="Activity">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Who</TableCell>
          <TableCell>What</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {(data?.activity ?? []).map((entry) => (
          <TableRow key={entry.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt, format)}</TableCell>
            <TableCell>{entry.actorName}</TableCell>
            <TableCell>
              {ACTION_LABEL[entry.action]} “{entry.subjectLabel}”{entry.detail ? ` (${entry.detail})` : ''}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
