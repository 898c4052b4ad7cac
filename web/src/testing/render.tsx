// Renders web components the way the app does (theme, Apollo, auth, toasts), with a stand-in for
// the network: `respond` answers each GraphQL operation the component sends.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppProviders } from '../app/AppProviders';
import type { Edition } from '../i18n/edition';
import type { Messages } from '../i18n/messages';
import { PublicationFormatDocument } from '../gql/reader/graphql';
import { DEFAULT_PUBLICATION_FORMAT } from '../lib/dates';

export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

export type Respond = (op: SentOperation) => {
  data?: unknown;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

type PublicationFormat = typeof DEFAULT_PUBLICATION_FORMAT;

/** graph's answer to every screen's PublicationFormat query: its defaults unless a test sets the publication's. */
function testClient(respond: Respond = () => ({ data: null }), format: PublicationFormat = DEFAULT_PUBLICATION_FORMAT) {
  const publicationFormat = { publication: { __typename: 'Publication', ...format } };
  const sent: SentOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        // Every screen's own query (lib/publication-format.tsx), answered as graph does by default;
        // left out of `sent`, which lists what the screen under test asked.
        if (operation.operationName === 'PublicationFormat') {
          observer.next({ data: publicationFormat });
          observer.complete();
          return;
        }
        const op = { operationName: operation.operationName ?? '', variables: operation.variables };
        sent.push(op);
        observer.next(respond(op) as never);
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  // Already in the cache, as the page's Apollo state brings it to the browser: a screen renders
  // with it at once, instead of re-rendering once the test has ended (React's act() warning).
  client.writeQuery({ query: PublicationFormatDocument, variables: {}, data: publicationFormat });
  return { client, sent };
}

/**
 * `edition` and `messages` (i18n/messages' loadMessages) render the screen for another edition than
 * English; `publicationFormat` for a publication writing dates in another zone or locale.
 */
export function renderWithApp(
  ui: ReactElement,
  options: {
    respond?: Respond;
    route?: string;
    edition?: Edition;
    messages?: Messages;
    publicationFormat?: PublicationFormat;
  } = {},
) {
  const { client, sent } = testClient(options.respond, options.publicationFormat);
  const result = render(
    <AppProviders client={client} edition={options.edition} messages={options.messages}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, sent, client };
}

export { stubFetch } from './fetch-stub';
