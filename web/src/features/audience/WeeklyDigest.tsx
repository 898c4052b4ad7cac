// This week's digest for editors: sent now (never twice per subscriber and week) or as a test to an
// address, how far it went (DigestDeliveries), and a preview of the mail.
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  AdminDigestPreviewDocument,
  NewsletterDigestDeliveriesDocument,
  SendNewsletterDigestDocument,
  SendNewsletterDigestTestDocument,
} from '../../gql/graphql';
import { useAdminAction } from '../../back-office/use-admin-action';
import { DigestDeliveries } from './DigestDeliveries';

export function WeeklyDigest() {
  const run = useAdminAction();
  const [testEmail, setTestEmail] = useState('');
  const preview = useQuery(AdminDigestPreviewDocument, { fetchPolicy: 'cache-and-network' });
  const [sendDigest, sending] = useMutation(SendNewsletterDigestDocument, {
    refetchQueries: [NewsletterDigestDeliveriesDocument],
  });
  const [sendTest, sendingTest] = useMutation(SendNewsletterDigestTestDocument);

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
      <DigestDeliveries />
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
  );
}
