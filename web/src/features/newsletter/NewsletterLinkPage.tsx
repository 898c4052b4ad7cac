// The pages behind the links in newsletter mail. Opening one changes nothing (mail scanners follow
// links); the reader's press of the button does, by POST.
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { ConfirmNewsletterDocument, UnsubscribeNewsletterDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { useDocumentMeta } from '../../lib/document-meta';

export const MISSING_TOKEN = 'This link is incomplete. Please open the whole link from the email.';

interface LinkPageProps {
  title: string;
  explanation: string;
  action: string;
  run: (token: string) => Promise<string | undefined>;
  loading: boolean;
  done: string | undefined;
  error: unknown;
}

function NewsletterLinkPage({ title, explanation, action, run, loading, done, error }: LinkPageProps) {
  useDocumentMeta(title, explanation);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
          {title}
        </Typography>
        {done ? (
          <Alert severity="success">{done}</Alert>
        ) : !token ? (
          <Alert severity="error">{MISSING_TOKEN}</Alert>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {explanation}
            </Typography>
            {error ? (
              <Alert severity="error" sx={{ mb: 3, textAlign: 'left' }}>
                {errorMessage(error)}
              </Alert>
            ) : null}
            <Button variant="contained" size="large" disabled={loading} onClick={() => void run(token).catch(() => undefined)}>
              {action}
            </Button>
          </>
        )}
      </Paper>
    </Container>
  );
}

export function ConfirmSubscriptionPage() {
  const [confirm, { data, loading, error }] = useMutation(ConfirmNewsletterDocument);
  return (
    <NewsletterLinkPage
      title="Confirm your subscription"
      explanation="Press the button to start getting the Savepoint weekly digest at this address."
      action="Confirm subscription"
      run={async (token) => (await confirm({ variables: { token } })).data?.confirmNewsletter.message}
      loading={loading}
      done={data?.confirmNewsletter.message}
      error={error}
    />
  );
}

export function UnsubscribePage() {
  const [unsubscribe, { data, loading, error }] = useMutation(UnsubscribeNewsletterDocument);
  return (
    <NewsletterLinkPage
      title="Unsubscribe"
      explanation="Press the button to stop getting the Savepoint newsletter at this address."
      action="Unsubscribe"
      run={async (token) => (await unsubscribe({ variables: { token } })).data?.unsubscribeNewsletter.message}
      loading={loading}
      done={data?.unsubscribeNewsletter.message}
      error={error}
    />
  );
}
