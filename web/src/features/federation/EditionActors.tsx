// Each edition's own actor on the social web (docs/decisions/0051): the handle its readers follow,
// the name they see, how many follow it and what it sent last. One section per edition, so staff
// read every edition at once and a screen reader moves between them by heading; nothing here needs
// operating, so the keyboard order is the page's.
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SocialWebDeskQuery } from '../../gql/graphql';
import { formatShortDate, type PublicationFormat } from '../../lib/dates';

type Actor = SocialWebDeskQuery['socialWebActors'][number];
type Delivery = Actor['recentDeliveries'][number];

const ACTIVITY_LABELS: Record<string, string> = {
  Create: 'Published',
  Update: 'Updated',
  Delete: 'Withdrawn',
  Accept: 'Follow accepted',
  Reject: 'Follow refused',
};

function activityLabel(delivery: Delivery): string {
  const label = ACTIVITY_LABELS[delivery.type] ?? delivery.type;
  if (delivery.articleId === null) return label;
  return `${label}: ${delivery.articleTitle ?? `article ${delivery.articleId} (deleted)`}`;
}

function deliveryStatus(delivery: Delivery): string {
  if (delivery.dispatchedAt === null || delivery.inboxes === null) return 'Waiting to be sent';
  if (delivery.inboxes === 0) return 'Nobody to send to';
  return `Sent to ${delivery.inboxes} ${delivery.inboxes === 1 ? 'inbox' : 'inboxes'}`;
}

function ActorDeliveries({ actor, format }: { actor: Actor; format: PublicationFormat }) {
  if (actor.recentDeliveries.length === 0) return <Typography color="text.secondary">Nothing sent yet.</Typography>;
  return (
    <Table size="small" aria-label={`Recent deliveries: ${actor.editionName}`}>
      <TableHead>
        <TableRow>
          <TableCell>Activity</TableCell>
          <TableCell>When</TableCell>
          <TableCell>Delivery</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {actor.recentDeliveries.map((delivery) => (
          <TableRow key={delivery.id}>
            <TableCell>{activityLabel(delivery)}</TableCell>
            <TableCell>{formatShortDate(delivery.createdAt, format)}</TableCell>
            <TableCell>{deliveryStatus(delivery)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function EditionActor({ actor, format }: { actor: Actor; format: PublicationFormat }) {
  const title = `${actor.editionName} (${actor.language})`;
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, overflowX: 'auto' }}>
      <Typography variant="subtitle1" component="h3">
        {title}
        {actor.isDefault ? ' · default edition' : ''}
      </Typography>
      <Typography>
        <strong>{actor.handle}</strong> · {actor.displayName}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {actor.followers} {actor.followers === 1 ? 'follower' : 'followers'}
        {actor.pendingFollowers > 0 ? ` · ${actor.pendingFollowers} waiting for approval` : ''}
      </Typography>
      <ActorDeliveries actor={actor} format={format} />
    </Paper>
  );
}

/** Every edition's actor; `actors` is undefined while the desk loads. */
export function EditionActors({ actors, format }: { actors: Actor[] | undefined; format: PublicationFormat }) {
  if (!actors)
    return (
      <Stack role="status" aria-busy="true" aria-label="Loading the editions’ actors" spacing={1}>
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={96} />
      </Stack>
    );
  if (actors.length === 0) return <Typography color="text.secondary">No editions yet.</Typography>;
  return (
    <Stack spacing={2}>
      {actors.map((actor) => (
        <EditionActor key={actor.identifier} actor={actor} format={format} />
      ))}
    </Stack>
  );
}
