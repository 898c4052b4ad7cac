import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, stubFetch } from '../../testing/render';
import { ENGLISH_MESSAGES, loadMessages } from '../../i18n/messages';
import { editionOf } from '../../i18n/edition';
import { ConfirmSubscriptionPage, UnsubscribePage } from './NewsletterLinkPage';

const MISSING_TOKEN = ENGLISH_MESSAGES['newsletter.missingToken'];

beforeEach(() => {
  stubFetch({ 'GET /api/auth/me': { status: 401, body: 'Unauthorized' } });
});

describe('the confirmation page', () => {
  it('confirms only when the reader presses the button (mail scanners only open the link)', async () => {
    const user = userEvent.setup();
    const { sent } = renderWithApp(<ConfirmSubscriptionPage />, {
      route: '/newsletter/confirm?token=abc.def.ghi',
      respond: () => ({
        data: { confirmNewsletter: { __typename: 'SubscribeResult', message: 'Your subscription is confirmed.' } },
      }),
    });
    expect(screen.getByRole('heading', { name: 'Confirm your subscription' })).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByText('Your subscription is confirmed.')).toBeInTheDocument();
    expect(sent).toEqual([{ operationName: 'ConfirmNewsletter', variables: { token: 'abc.def.ghi' } }]);
  });

  it('says the outcome in the German edition in German (graph answers in English)', async () => {
    const user = userEvent.setup();
    renderWithApp(<ConfirmSubscriptionPage />, {
      route: '/newsletter/confirm?token=abc.def.ghi',
      edition: editionOf('de'),
      messages: await loadMessages('de'),
      respond: () => ({
        data: { confirmNewsletter: { __typename: 'SubscribeResult', message: 'Your subscription is confirmed.' } },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Abonnement bestätigen' }));
    expect(
      await screen.findByText('Dein Abonnement ist bestätigt. Der Wochenrückblick kommt ab jetzt jede Woche.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your subscription is confirmed.')).toBeNull();
  });

  it("shows the server's reason for an expired link and keeps the button", async () => {
    const user = userEvent.setup();
    renderWithApp(<ConfirmSubscriptionPage />, {
      route: '/newsletter/confirm?token=old',
      respond: () => ({
        errors: [
          {
            message: 'This confirmation link has expired. Please subscribe again to get a new one.',
            extensions: { code: 'BAD_USER_INPUT', field: 'token' },
          },
        ],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(
      await screen.findByText('This confirmation link has expired. Please subscribe again to get a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm subscription' })).toBeEnabled();
  });

  it('explains a link without its token', async () => {
    renderWithApp(<ConfirmSubscriptionPage />, { route: '/newsletter/confirm' });
    expect(await screen.findByText(MISSING_TOKEN)).toBeInTheDocument();
    // Let the app's session check settle before the test ends.
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).not.toBeInTheDocument();
  });
});

describe('the unsubscribe page', () => {
  it('unsubscribes on the button, without a login', async () => {
    const user = userEvent.setup();
    const { sent } = renderWithApp(<UnsubscribePage />, {
      route: '/newsletter/unsubscribe?token=tok',
      respond: () => ({
        data: { unsubscribeNewsletter: { __typename: 'SubscribeResult', message: 'You have been unsubscribed.' } },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You have been unsubscribed.')).toBeInTheDocument();
    expect(sent).toEqual([{ operationName: 'UnsubscribeNewsletter', variables: { token: 'tok' } }]);
  });
});
