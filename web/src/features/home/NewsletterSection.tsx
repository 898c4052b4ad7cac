import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState, type FormEvent } from 'react';
import { SubscribeNewsletterDocument } from '../../gql/reader/graphql';
import { useToast } from '../../lib/toast';
import { Button } from '../../components/Button';
import { newsletterEmailProblem } from './newsletter-validation';
import './newsletter-section.css';

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
    <section aria-labelledby="newsletter-title" className="panel panel-roomy newsletter">
      <h2 id="newsletter-title" className="title-2">
        Subscribe to Our Newsletter
      </h2>
      <p className="muted">Get the week's gaming news, reviews and guides in your inbox.</p>
      <form noValidate onSubmit={submit} className="newsletter-form">
        <input
          className="input"
          type="email"
          placeholder="Enter your email"
          aria-label="Email address"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={loading}
        />
        <Button type="submit" variant="contained" disabled={loading}>
          Subscribe
        </Button>
      </form>
    </section>
  );
}
