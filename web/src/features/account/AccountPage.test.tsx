import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { renderWithApp, stubFetch } from '../../testing/render';
import { AccountPage } from './AccountPage';
import userEvent from '@testing-library/user-event';
import { EditionIntlProvider } from '../../i18n/EditionIntlProvider';
import { editionOf } from '../../i18n/edition';
import { loadMessages } from '../../i18n/messages';

describe('AccountPage', () => {
  afterEach(() => {
    document.cookie = 'savepoint_member=; path=/; max-age=0';
  });

  it('has its h1 in the HTML the server sends, before the member is known', () => {
    const html = renderToString(
      <EditionIntlProvider>
        <MemoryRouter initialEntries={['/account']}>
          <AccountPage />
        </MemoryRouter>
      </EditionIntlProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect([...page.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Your account']);
  });

  it('keeps one h1 once it knows the reader is signed out', async () => {
    stubFetch({});
    renderWithApp(<AccountPage />, { route: '/account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('asks for a link back to this edition, and says it is on its way in its language', async () => {
    const calls = stubFetch({
      'POST /api/members/magic-link': {
        status: 200,
        body: { message: 'Check your inbox: if the address can sign in, a link is on its way. It works once, for 15 minutes.' },
      },
    });
    const user = userEvent.setup();
    renderWithApp(<AccountPage />, { route: '/account', edition: editionOf('de'), messages: await loadMessages('de') });
    await user.type(await screen.findByLabelText('E-Mail-Adresse'), 'leser@example.com');
    await user.click(screen.getByRole('button', { name: /Anmeldelink/ }));
    expect(await screen.findByText(/Schau in dein Postfach/)).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST' && c.url === '/api/members/magic-link');
    expect(JSON.parse(sent!.body!)).toEqual({ email: 'leser@example.com', returnTo: '/de/account' });
  });

  it("says why graph refused, in the edition's language, and graph's own words on English pages", async () => {
    const tooMany = {
      status: 429,
      body: { error: 'Too many sign-in links for this address; try again in 12 minutes', code: 'TOO_MANY_REQUESTS' },
    };
    stubFetch({ 'POST /api/members/magic-link': tooMany });
    const user = userEvent.setup();
    const german = renderWithApp(<AccountPage />, {
      route: '/de/account',
      edition: editionOf('de'),
      messages: await loadMessages('de'),
    });
    await user.type(await screen.findByLabelText('E-Mail-Adresse'), 'leser@example.com');
    await user.click(screen.getByRole('button', { name: /Anmeldelink/ }));
    expect(await screen.findByText('Zu viele Versuche von hier. Bitte warte kurz und versuche es erneut.')).toBeInTheDocument();
    german.unmount();

    renderWithApp(<AccountPage />, { route: '/account' });
    await user.type(await screen.findByLabelText('Email address'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: /sign-in link/i }));
    expect(await screen.findByText('Too many sign-in links for this address; try again in 12 minutes')).toBeInTheDocument();
  });

  it("names what a member follows in the page's words: categories as its badges do, tags as graph names them there", async () => {
    stubFetch({
      'GET /api/members/me': {
        status: 200,
        body: {
          id: 1,
          email: 'leser@example.com',
          displayName: 'Leser',
          defaultName: false,
          createdAt: '2026-11-01T00:00:00Z',
          banned: false,
          newsletter: 'none',
        },
      },
      // Asked in the page's edition: graph names the follows as German readers read them.
      'GET /api/members/me/follows?language=de': {
        status: 200,
        body: { categories: [{ slug: 'review', name: 'Review' }], tags: [{ slug: 'industry', name: 'Branche' }], games: [] },
      },
      'GET /api/categories': {
        status: 200,
        body: [
          { slug: 'review', name: 'Review' },
          { slug: 'retro', name: 'Retro' },
        ],
      },
    });
    // The browser's hint that it signed in as a member (the session itself is HttpOnly).
    document.cookie = 'savepoint_member=1; path=/';
    renderWithApp(<AccountPage />, { route: '/account', edition: editionOf('de'), messages: await loadMessages('de') });
    // graph's names are the default edition's; a German reader follows "Test", as the badges say.
    expect(await screen.findByRole('checkbox', { name: 'Test' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Retro' })).not.toBeChecked();
    expect(screen.getByText('#Branche')).toBeInTheDocument();
  });
});
