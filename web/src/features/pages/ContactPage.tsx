import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CONTACT_SIMULATED_DELAY_MS } from '../../config/constants';
import { useDocumentMeta } from '../../lib/document-meta';
import { useToast } from '../../lib/toast';
import { Button } from '../../components/Button';
import './pages.css';
import { PRODUCT_NAME } from '../../config/constants';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/use-t';

const EMPTY = { name: '', email: '', subject: '', message: '' };

export const CONTACT_ADDRESSES: { purposeId: MessageId; email: string }[] = [
  { purposeId: 'contact.general', email: 'hello@savepoint.gg' },
  { purposeId: 'contact.editorial', email: 'editorial@savepoint.gg' },
  { purposeId: 'contact.contributing', email: 'contribute@savepoint.gg' },
  { purposeId: 'contact.business', email: 'business@savepoint.gg' },
];

export function ContactPage() {
  const t = useT();
  useDocumentMeta(t('contact.title'), t('contact.description', { product: PRODUCT_NAME }));
  const { toast } = useToast();
  const [form, setForm] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (field: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  // Sending is only simulated (spec §2): no request leaves the browser.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    timer.current = setTimeout(() => {
      toast({ title: t('contact.sent'), description: t('contact.sentHint') });
      setForm(EMPTY);
      setSending(false);
    }, CONTACT_SIMULATED_DELAY_MS);
  };

  const field = (name: keyof typeof EMPTY, label: string, props: { type?: string; autoComplete?: string } = {}) => (
    <div className="field">
      <label htmlFor={`contact-${name}`}>{label}</label>
      <input
        id={`contact-${name}`}
        className="input"
        name={name}
        value={form[name]}
        onChange={update(name)}
        required
        disabled={sending}
        {...props}
      />
    </div>
  );

  return (
    <div className="container page contact">
      <h1 className="display">{t('contact.title')}</h1>
      <p className="muted intro">{t('contact.intro')}</p>
      <div className="contact-columns">
        <form className="panel contact-form" onSubmit={submit} aria-label={t('contact.form')}>
          {field('name', t('contact.name'), { autoComplete: 'name' })}
          {field('email', t('contact.email'), { type: 'email', autoComplete: 'email' })}
          {field('subject', t('contact.subject'))}
          <div className="field">
            <label htmlFor="contact-message">{t('contact.message')}</label>
            <textarea
              id="contact-message"
              className="input"
              name="message"
              value={form.message}
              onChange={update('message')}
              required
              disabled={sending}
              rows={5}
            />
          </div>
          <div>
            <Button type="submit" variant="contained" disabled={sending}>
              {t(sending ? 'contact.sending' : 'contact.send')}
            </Button>
          </div>
        </form>
        <aside className="panel" aria-labelledby="contact-addresses-title">
          <h2 id="contact-addresses-title" className="contact-aside-title">
            {t('contact.other')}
          </h2>
          <dl className="contact-addresses">
            {CONTACT_ADDRESSES.map((entry) => (
              <div key={entry.email}>
                <dt>{t(entry.purposeId)}</dt>
                <dd>
                  <a href={`mailto:${entry.email}`}>{entry.email}</a>
                </dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </div>
  );
}
