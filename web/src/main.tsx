import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// First: the base styles come before every component's in the one stylesheet.
import './global.css';
import { App } from './app/App';
import { APOLLO_STATE_ID } from './app/apollo-state';
import { preloadPages } from './app/lazy-page';
import { createApolloClient } from './lib/apollo';

// A server-rendered page carries the Apollo cache it was rendered with: restore it and hydrate, so
// nothing is fetched again. The plain app shell (server fallback, editors) has none: render fresh.
const stateElement = document.getElementById(APOLLO_STATE_ID);
const container = document.getElementById('root')!;
const app = (client: ReturnType<typeof createApolloClient>) => (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);

if (stateElement?.textContent) {
  const client = createApolloClient({ state: JSON.parse(stateElement.textContent) });
  // The page's chunks first (already preloaded by the head): hydration then never waits on one.
  const pages = container.dataset.pages?.split(',').filter(Boolean) ?? [];
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (what a phone's reader feels as a page that ignores the first tap).
  void preloadPages(pages).then(() =>
    startTransition(() => {
      hydrateRoot(container, app(client), {
        onRecoverableError: (error) => console.error('Hydration problem', error),
      });
    }),
  );
} else {
  createRoot(container).render(app(createApolloClient()));
}
