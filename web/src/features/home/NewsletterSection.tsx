import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { SubscribeNewsletterDocument } from '../../gql/reader/graphql';
import { useToast } from '../../lib/toast';
import { Button } from '../../components/Button';
import { newsletterEmailProblem } from './newsletter-validation';
import './newsletter-section.css';
import { useT } from '../../i18n/use-t';
import { useEdition } from '../../i18n/edition';
import { useRefusalWords, useServerMessage } from '../../i18n/use-server-message';

export function NewsletterSection() {
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [subscribe, { loading }] = useMutation(SubscribeNewsletterDocument);
  const t = useT();
  const serverMessage = useServerMessage();
  const refusal = useRefusalWords();
  // The digest of the edition the reader is reading (they choose others from a mail's link or their account).
  const { language } = useEdition();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newsletterEmailProblem(email);
    if (problem) {
      toast({ title: t(problem.title), description: t(problem.description), variant: 'destructive' });
      return;
    }
    try {
      const result = await subscribe({ variables: { email: email.trim(), editions: [language] } });
      toast({
        title: t('newsletter.success'),
        description: serverMessage(result.data?.subscribeNewsletter.message, 'newsletter.subscribed'),
      });
      setEmail('');
    } catch (error) {
      toast({
        title: t('newsletter.failed'),
        description: refusal(error, 'newsletter.failedHint'),
        variant: 'destructive',
      });
    }
  };

  return (
    <section aria-labelledby="newsletter-title" className="panel panel-roomy newsletter">
      <h2 id="newsletter-title" className="title-2">
        {t('newsletter.title')}
      </h2>
      <p className="muted">{t('newsletter.pitch')}</p>
      <form noValidate onSubmit={submit} className="newsletter-form">
        <input
          className="input"
          type="email"
          placeholder={t('newsletter.placeholder')}
          aria-label={t('newsletter.emailLabel')}
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={loading}
        />
        <Button type="submit" variant="contained" disabled={loading}>
          {t('newsletter.subscribe')}
        </Button>
      </form>
    </section>
  );
}
