import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CONTACT_SIMULATED_DELAY_MS } from '../../config/constants';
import { useDocumentMeta } from '../../lib/document-meta';
import { useToast } from '../../lib/toast';

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

  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.6rem' }, mb: 1 }}>
        Contact Us
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Questions, tips or feedback? Send us a message and we'll reply soon.
      </Typography>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
          <Stack component="form" spacing={2.5} onSubmit={submit} aria-label="Contact form">
            <TextField
              label="Name"
              name="name"
              value={form.name}
              onChange={update('name')}
              required
              disabled={sending}
              autoComplete="name"
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              value={form.email}
              onChange={update('email')}
              required
              disabled={sending}
              autoComplete="email"
            />
            <TextField
              label="Subject"
              name="subject"
              value={form.subject}
              onChange={update('subject')}
              required
              disabled={sending}
            />
            <TextField
              label="Message"
              name="message"
              value={form.message}
              onChange={update('message')}
              required
              disabled={sending}
              multiline
              minRows={5}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={sending}>
                {sending ? 'Sending...' : 'Send Message'}
              </Button>
            </Box>
          </Stack>
        </Paper>
        <Paper component="aside" variant="outlined" sx={{ p: 3 }} aria-labelledby="contact-addresses-title">
          <Typography id="contact-addresses-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            Other ways to reach us
          </Typography>
          <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
            {CONTACT_ADDRESSES.map((entry) => (
              <div key={entry.email}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {entry.purpose}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  <Link href={`mailto:${entry.email}`} color="secondary">
                    {entry.email}
                  </Link>
                </Typography>
              </div>
            ))}
          </Stack>
        </Paper>
      </Box>
    </Container>
  );
}
