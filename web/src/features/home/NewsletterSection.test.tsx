import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, stubFetch } from '../../testing/render';
import { dismissToast } from '../../lib/toast';
import { newsletterEmailProblem } from './newsletter-validation';
import { NewsletterSection } from './NewsletterSection';
import { editionOf } from '../../i18n/edition';
import { loadMessages } from '../../i18n/messages';

beforeEach(() => {
  dismissToast();
  stubFetch({ 'GET /api/auth/me': { status: 401, body: 'Unauthorized' } });
});

describe('newsletterEmailProblem (spec §5)', () => {
  it('requires an email', () => {
    expect(newsletterEmailProblem('   ')).toEqual({
      title: 'newsletter.emailRequired',
      description: 'newsletter.emailRequiredHint',
    });
  });

  it.each(['plainaddress', 'a@b', 'has space@example.com', '@example.com'])('rejects %s', (email) => {
    expect(newsletterEmailProblem(email)).toEqual({
      title: 'newsletter.emailInvalid',
      description: 'newsletter.emailInvalidHint',
    });
  });

  it('accepts a normal address', () => {
    expect(newsletterEmailProblem('reader@example.com')).toBeNull();
  });
});

describe('NewsletterSection', () => {
  it('explains a blank or invalid email and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = renderWithApp(<NewsletterSection />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(sent.filter((op) => op.operationName === 'SubscribeNewsletter')).toHaveLength(0);
  });

  it("shows the server's message on success and clears the field", async () => {
    const user = userEvent.setup();
    const { sent } = renderWithApp(<NewsletterSection />, {
      respond: () => ({ data: { subscribeNewsletter: { __typename: 'SubscribeResult', message: 'Thanks for subscribing!' } } }),
    });
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(field, 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Thanks for subscribing!')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));
    expect(sent).toEqual([
      { operationName: 'SubscribeNewsletter', variables: { email: 'reader@example.com', editions: ['en'] } },
    ]);
  });

  it('subscribes a reader of the German edition to its digest, and says so in German', async () => {
    const user = userEvent.setup();
    const { sent } = renderWithApp(<NewsletterSection />, {
      edition: editionOf('de'),
      messages: await loadMessages('de'),
      respond: () => ({
        data: { subscribeNewsletter: { __typename: 'SubscribeResult', message: 'Successfully subscribed to newsletter!' } },
      }),
    });
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'leser@example.com');
    await user.click(screen.getByRole('button', { name: 'Abonnieren' }));
    expect(await screen.findByText('Newsletter erfolgreich abonniert!')).toBeInTheDocument();
    expect(screen.queryByText('Successfully subscribed to newsletter!')).toBeNull();
    expect(sent).toEqual([{ operationName: 'SubscribeNewsletter', variables: { email: 'leser@example.com', editions: ['de'] } }]);
  });

  it('shows the failure with the error message and keeps the email', async () => {
    const user = userEvent.setup();
    renderWithApp(<NewsletterSection />, {
      respond: () => ({ errors: [{ message: 'This email is already subscribed', extensions: { code: 'CONFLICT' } }] }),
    });
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(field, 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(screen.getByText('This email is already subscribed')).toBeInTheDocument();
    expect(field).toHaveValue('reader@example.com');
  });
});
