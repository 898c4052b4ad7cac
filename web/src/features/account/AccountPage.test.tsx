import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { renderWithApp, stubFetch } from '../../testing/render';
import { AccountPage } from './AccountPage';
import { EditionIntlProvider } from '../../i18n/EditionIntlProvider';

describe('AccountPage', () => {
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
});
