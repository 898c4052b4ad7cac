import type { ApolloClient } from '@apollo/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { SiteNavigation } from '../components/SiteLink';
import type { Messages } from '../i18n/messages';
import { DEFAULT_EDITION, editionBasename, type Edition } from '../lib/edition';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

/**
 * The route table as elements, its site links followed by one navigate function; the server
 * renders it inside a StaticRouter (src/entry-server.tsx).
 */
export function AppRoutes() {
  return <SiteNavigation>{useRoutes(routes)}</SiteNavigation>;
}

/**
 * The browser's app. A declarative router, not a data router: no route has a loader, and the data
 * router's code would cost every reader ~15 KiB of JavaScript for nothing.
 */
export function App({
  client,
  edition = DEFAULT_EDITION,
  messages,
}: {
  client: ApolloClient;
  edition?: Edition;
  /** The edition's catalog (i18n/messages' loadMessages); English when left out. */
  messages?: Messages;
}) {
  // An edition's pages live under its prefix: the router's basename, so the routes stay the spec's.
  return (
    <AppProviders client={client} edition={edition} messages={messages}>
      <BrowserRouter basename={editionBasename(edition)}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
