// "Sign in with your email": asks for a magic link that brings the reader back to `returnTo`.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../components/Button';
import { Notice } from '../components/StatusMessage';
import { requestSignInLink } from './member-api';
import { useT } from '../i18n/use-t';
import { useRefusalWords, useServerMessage } from '../i18n/use-server-message';

export function MemberSignInForm({ returnTo, intro }: { returnTo: string; intro: string }) {
  const id = useId();
  const t = useT();
  const serverMessage = useServerMessage();
  const refusal = useRefusalWords();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      setSent(serverMessage((await requestSignInLink(email, returnTo)).message, 'members.linkSent'));
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setSending(false);
    }
  }

  if (sent) return <Notice severity="success">{sent}</Notice>;
  return (
    <form className="member-sign-in" onSubmit={(event) => void submit(event)}>
      <p className="muted">{intro}</p>
      {error ? <Notice severity="error">{error}</Notice> : null}
      <label htmlFor={`${id}-email`}>{t('newsletter.emailLabel')}</label>
      <div className="member-sign-in-row">
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="contained" disabled={sending}>
          {t(sending ? 'comments.sending' : 'members.emailLink')}
        </Button>
      </div>
    </form>
  );
}
