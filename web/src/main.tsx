import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { APOLLO_STATE_ID } from './app/apollo-state';
import { preloadPages } from './app/lazy-page';
import { createApolloClient } from './lib/apollo';
import './global.css';

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
  void preloadPages(pages).then(() =>
    hydrateRoot(container, app(client), {
      onRecoverableError: (error) => console.error('Hydration problem', error),
    }),
  );
} else {
  createRoot(container).render(app(createApolloClient()));
}
