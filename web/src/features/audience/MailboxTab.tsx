// The dev mailbox: without SMTP_URL every mail the product would send is kept on disk and shown here.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MailboxDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { formatDateTime } from '../../lib/dates';
import { usePublicationFormat } from '../../lib/publication-format';

export function MailboxTab() {
  const format = usePublicationFormat();
  const { data, error } = useQuery(MailboxDocument, {
    variables: { limit: 100 },
    fetchPolicy: 'cache-and-network',
    pollInterval: 5000,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const mailbox = data?.mailbox;
  const open = mailbox?.messages.find((m) => m.id === openId) ?? mailbox?.messages[0];
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return (
    <Stack spacing={2}>
      {mailbox?.transport === 'smtp' ? (
        <Alert severity="info">Mail goes out over SMTP (SMTP_URL is set); this mailbox only shows mail kept before that.</Alert>
      ) : (
        <Alert severity="info">
          SMTP_URL is not set: mail is kept here instead of being sent ({mailbox?.totalCount ?? 0} messages).
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Paper variant="outlined" sx={{ width: { md: 360 }, flexShrink: 0, maxHeight: 640, overflowY: 'auto' }}>
          <List dense aria-label="Messages">
            {(mailbox?.messages ?? []).map((m) => (
              <ListItemButton key={m.id} selected={m.id === open?.id} onClick={() => setOpenId(m.id)}>
                <ListItemText primary={m.subject} secondary={`${m.to} · ${formatDateTime(m.date, format)}`} />
              </ListItemButton>
            ))}
            {mailbox && mailbox.messages.length === 0 ? <Typography sx={{ p: 2 }}>No mail yet.</Typography> : null}
          </List>
        </Paper>
        {open ? (
          <Paper variant="outlined" sx={{ flex: 1, overflow: 'hidden' }}>
            <Typography sx={{ p: 1.5, fontWeight: 600 }}>
              {open.subject} — to {open.to}
            </Typography>
            {open.html ? (
              <iframe title="Message" sandbox="" srcDoc={open.html} style={{ width: '100%', height: 560, border: 0 }} />
            ) : (
              <Typography component="pre" sx={{ p: 2, whiteSpace: 'pre-wrap' }}>
                {open.text}
              </Typography>
            )}
          </Paper>
        ) : null}
      </Stack>
    </Stack>
  );
}
