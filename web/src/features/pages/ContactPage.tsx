import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CONTACT_SIMULATED_DELAY_MS } from '../../config/constants';
import { useDocumentMeta } from '../../lib/document-meta';
import { useToast } from '../../lib/toast';
import { Button } from '../../components/Button';
import './pages.css';

const EMPTY = { name: '', email: '', subject: '', message: '' };

export const CONTACT_ADDRESSES = [
  { purpose: 'General inquiries', email: 'hello@savepoint.gg' },
  { purpose: 'Editorial', email: 'editorial@savepoint.gg' },
  { purpose: 'Contributing', email: 'contribute@savepoint.gg' },
  { purpose: 'Business and advertising', email: 'business@savepoint.gg' },
];

export function ContactPage() {
  useDocumentMeta('Contact Us', 'Get in touch with the Savepoint team.');
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
      toast({ title: 'Message Sent!', description: "We'll get back to you within 24 hours." });
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
      <h1 className="display">Contact Us</h1>
      <p className="muted intro">Questions, tips or feedback? Send us a message and we'll reply soon.</p>
      <div className="contact-columns">
        <form className="panel contact-form" onSubmit={submit} aria-label="Contact form">
          {field('name', 'Name', { autoComplete: 'name' })}
          {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
          {field('subject', 'Subject')}
          <div className="field">
            <label htmlFor="contact-message">Message</label>
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
              {sending ? 'Sending...' : 'Send Message'}
            </Button>
          </div>
        </form>
        <aside className="panel" aria-labelledby="contact-addresses-title">
          <h2 id="contact-addresses-title" className="contact-aside-title">
            Other ways to reach us
          </h2>
          <dl className="contact-addresses">
            {CONTACT_ADDRESSES.map((entry) => (
              <div key={entry.email}>
                <dt>{entry.purpose}</dt>
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
