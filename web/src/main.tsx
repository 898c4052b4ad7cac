// The app in the browser, loaded by boot.ts: hydrates a server-rendered page, renders the plain
// app shell fresh.
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// First: the base styles come before every component's in the one stylesheet.
import './global.css';
import { App } from './app/App';
import { APOLLO_STATE_ID } from './app/apollo-state';
import { preloadPages } from './app/lazy-page';
import { createApolloClient } from './lib/apollo';

/** Calls `then` once the tree it is in has committed: the page has hydrated, or first rendered. */
function OnCommitted({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

const app = (client: ReturnType<typeof createApolloClient>, committed: () => void) => (
  <StrictMode>
    <App client={client} />
    {/* Renders nothing: the server's HTML is hydrated as it was rendered. */}
    <OnCommitted then={committed} />
  </StrictMode>
);

/**
 * Takes over the page; resolves once the page's frame has hydrated (or, for the plain shell,
 * rendered): boot.ts then hands the app what the reader did before. React hydrates the Suspense
 * boundaries inside the frame (the page itself, its lazy parts) in later passes, or at once for an
 * event that reaches one.
 */
export async function start(): Promise<void> {
  let committed!: () => void;
  const done = new Promise<void>((resolve) => (committed = resolve));
  // A server-rendered page carries the Apollo cache it was rendered with: restore it and hydrate, so
  // nothing is fetched again. The plain app shell (server fallback, editors) has none: render fresh.
  const stateElement = document.getElementById(APOLLO_STATE_ID);
  const container = document.getElementById('root')!;
  if (!stateElement?.textContent) {
    createRoot(container).render(app(createApolloClient(), committed));
    return done;
  }
  const client = createApolloClient({ state: JSON.parse(stateElement.textContent) });
  // The page's chunks first (boot.ts asked for them beside this one): hydration then never waits on one.
  const pages = container.dataset.pages?.split(',').filter(Boolean) ?? [];
  await preloadPages(pages);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (what a phone's reader feels as a page that ignores the first tap).
  startTransition(() => {
    hydrateRoot(container, app(client, committed), {
      onRecoverableError: (error) => console.error('Hydration problem', error),
    });
  });
  return done;
}
