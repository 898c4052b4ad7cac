// Who has the article open right now (issue 24): one chip per tab, in the colour of their cursor.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CollabSession } from '../use-collab';

export function CollabPresence({ session }: { session: CollabSession }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      aria-label="Editing now"
      data-testid="collab-presence"
    >
      <Typography variant="caption" color="text.secondary">
        {session.online
          ? 'Editing now:'
          : session.synced
            ? 'Offline: your changes are kept and merge when the connection is back'
            : 'Connecting…'}
      </Typography>
      {session.peers.map((peer) => (
        <Chip
          key={peer.clientId}
          size="small"
          label={peer.self ? `${peer.name} (you)` : peer.name}
          variant={peer.canEdit ? 'filled' : 'outlined'}
          sx={{
            bgcolor: peer.canEdit ? peer.color : undefined,
            borderColor: peer.color,
            color: peer.canEdit ? '#fff' : peer.color,
          }}
        />
      ))}
    </Stack>
  );
}
