import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { SubscribeNewsletterDocument } from '../../gql/graphql';
import { useToast } from '../../lib/toast';
import { newsletterEmailProblem } from './newsletter-validation';

function failureMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? null;
  return error instanceof Error && error.message ? error.message : null;
}

export function NewsletterSection() {
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [subscribe, { loading }] = useMutation(SubscribeNewsletterDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newsletterEmailProblem(email);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    try {
      const result = await subscribe({ variables: { email: email.trim() } });
      toast({
        title: 'Success!',
        description: result.data?.subscribeNewsletter.message || 'Successfully subscribed to newsletter!',
      });
      setEmail('');
    } catch (error) {
      toast({
        title: 'Subscription Failed',
        description: failureMessage(error) || 'Failed to subscribe to newsletter. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="newsletter-title"
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}
    >
      <Typography id="newsletter-title" variant="h5" component="h2" sx={{ fontWeight: 800 }}>
        Subscribe to Our Newsletter
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Get the week's gaming news, reviews and guides in your inbox.
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ maxWidth: 520, mx: 'auto' }}
      >
        <TextField
          type="email"
          size="small"
          placeholder="Enter your email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={loading}
          fullWidth
          slotProps={{ htmlInput: { 'aria-label': 'Email address', autoComplete: 'email' } }}
        />
        <Button type="submit" variant="contained" disabled={loading} sx={{ flexShrink: 0 }}>
          Subscribe
        </Button>
      </Stack>
    </Paper>
  );
}
