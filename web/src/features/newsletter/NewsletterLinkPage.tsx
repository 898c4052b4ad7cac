// The pages behind the links in newsletter mail. Opening one changes nothing (mail scanners follow
// links); the reader's press of the button does, by POST.
import { useMutation } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmNewsletterDocument, UnsubscribeNewsletterDocument } from '../../gql/reader/graphql';
import { useDocumentMeta } from '../../lib/document-meta';
import { Button } from '../../components/Button';
import { Notice } from '../../components/StatusMessage';
import './newsletter.css';
import { PRODUCT_NAME } from '../../config/constants';
import { useT } from '../../i18n/use-t';
import { useRefusalWords, useServerMessage } from '../../i18n/use-server-message';

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
  const t = useT();
  const refusal = useRefusalWords();
  return (
    <div className="container link-page">
      <div className="panel panel-roomy">
        <h1>{title}</h1>
        {done ? (
          <Notice severity="success">{done}</Notice>
        ) : !token ? (
          <Notice severity="error">{t('newsletter.missingToken')}</Notice>
        ) : (
          <>
            <p className="muted explanation">{explanation}</p>
            {error ? <Notice severity="error">{refusal(error)}</Notice> : null}
            <Button variant="contained" size="large" disabled={loading} onClick={() => void run(token).catch(() => undefined)}>
              {action}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

export function ConfirmSubscriptionPage() {
  const [confirm, { data, loading, error }] = useMutation(ConfirmNewsletterDocument);
  const t = useT();
  const serverMessage = useServerMessage();
  return (
    <NewsletterLinkPage
      title={t('newsletter.confirmTitle')}
      explanation={t('newsletter.confirmExplanation', { product: PRODUCT_NAME })}
      action={t('newsletter.confirmAction')}
      run={async (token) => (await confirm({ variables: { token } })).data?.confirmNewsletter.message}
      loading={loading}
      done={data ? serverMessage(data.confirmNewsletter.message, 'newsletter.confirmed') : undefined}
      error={error}
    />
  );
}

export function UnsubscribePage() {
  const [unsubscribe, { data, loading, error }] = useMutation(UnsubscribeNewsletterDocument);
  const t = useT();
  const serverMessage = useServerMessage();
  return (
    <NewsletterLinkPage
      title={t('newsletter.unsubscribeTitle')}
      explanation={t('newsletter.unsubscribeExplanation', { product: PRODUCT_NAME })}
      action={t('newsletter.unsubscribeAction')}
      run={async (token) => (await unsubscribe({ variables: { token } })).data?.unsubscribeNewsletter.message}
      loading={loading}
      done={data ? serverMessage(data.unsubscribeNewsletter.message, 'newsletter.unsubscribed') : undefined}
      error={error}
    />
  );
}
