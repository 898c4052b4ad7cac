// The app in the browser, loaded by boot.ts: hydrates a server-rendered page, renders the plain
// app shell fresh.
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// First: the base styles come before every component's in the one stylesheet.
import './global.css';
import { App } from './app/App';
import { APOLLO_STATE_ID } from './app/apollo-state';
import { PageHydratedContext, preloadPages } from './app/lazy-page';
import { createApolloClient } from './lib/apollo';
import { loadMessages, type Messages } from './i18n/messages';
import { editionFromRoot, type Edition } from './lib/edition';

/** Calls `then` once the tree it is in has committed: the page has hydrated, or first rendered. */
function OnCommitted({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/** How long, after the page's frame, its named pages may take to say they have hydrated. */
const PAGES_HYDRATED_WAIT_MS = 3000;

const app = (
  client: ReturnType<typeof createApolloClient>,
  edition: Edition,
  messages: Messages,
  committed: () => void,
  pageHydrated: ((name: string) => void) | null = null,
) => (
  <StrictMode>
    <PageHydratedContext.Provider value={pageHydrated}>
      <App client={client} edition={edition} messages={messages} />
    </PageHydratedContext.Provider>
    {/* Renders nothing: the server's HTML is hydrated as it was rendered. */}
    <OnCommitted then={committed} />
  </StrictMode>
);

/**
 * Takes over the page; resolves once the page has hydrated (or, for the plain shell, rendered):
 * boot.ts then hands the app what the reader did before. React commits the page's frame first and
 * hydrates the Suspense boundary the page renders in (and its lazy parts') in later passes: until
 * then, words typed into a field there would reach the field but not the app's state, so start()
 * waits for each page named on #root to say it has hydrated (app/lazy-page.tsx), at most
 * PAGES_HYDRATED_WAIT_MS after the frame.
 */
export async function start(): Promise<void> {
  let resolve!: () => void;
  const done = new Promise<void>((settle) => (resolve = settle));
  let frameCommitted = false;
  const container = document.getElementById('root')!;
  // The page's edition as the gateway wrote it (the shell gets it too): the same one the server rendered.
  const edition = editionFromRoot(container);
  // Its catalog before the first render: the server rendered with it, so hydration must too.
  const messages = await loadMessages(edition.language);
  const waiting = new Set(container.dataset.pages?.split(',').filter(Boolean) ?? []);
  const settleIfHydrated = () => {
    if (frameCommitted && waiting.size === 0) resolve();
  };
  const committed = () => {
    frameCommitted = true;
    settleIfHydrated();
    setTimeout(resolve, PAGES_HYDRATED_WAIT_MS);
  };
  const pageHydrated = (name: string) => {
    waiting.delete(name);
    settleIfHydrated();
  };
  // A server-rendered page carries the Apollo cache it was rendered with: restore it and hydrate, so
  // nothing is fetched again. The plain app shell (server fallback, editors) has none: render fresh.
  const stateElement = document.getElementById(APOLLO_STATE_ID);
  if (!stateElement?.textContent) {
    createRoot(container).render(app(createApolloClient(), edition, messages, committed));
    return done;
  }
  const client = createApolloClient({ state: JSON.parse(stateElement.textContent) });
  // The page's chunks first (boot.ts asked for them beside this one): hydration then never waits on one.
  await preloadPages([...waiting]);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (what a phone's reader feels as a page that ignores the first tap).
  startTransition(() => {
    hydrateRoot(container, app(client, edition, messages, committed, pageHydrated), {
      onRecoverableError: (error) => console.error('Hydration problem', error),
    });
  });
  return done;
}
