// Server rendering of the reader's routes, run by the gateway (gateway/src/ssr/). The same
// providers, routes and codegen'd documents as the browser, and Apollo and React used through their
// public APIs only (docs/decisions/0024, 0046): a new client per render, the route's declared data
// (app/route-data.ts) fetched into it first with client.query — every operation at once — and then
// one renderToString over that cache (a query nobody declared still gets its data: Apollo's
// prerenderStatic renders again with it). The page is sent with the Apollo cache so the browser
// hydrates without fetching again, and with its article's data for the head and JSON-LD.
import { ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { DocumentNode } from 'graphql';
import { Readable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import type { ArticleMeta, GameMeta, PageWords } from '@savepoint/render-contract';
import { createIntl, createIntlCache } from 'react-intl';
import { AppRoutes } from './app/App';
import { AppProviders } from './app/AppProviders';
import { serializeState } from './app/apollo-state';
import { preloadAllPages } from './app/lazy-page';
import { articleMeta, gameMeta, type PageQueryReader } from './app/page-meta';
import { prefetchRoute } from './app/route-data';
import { ServerPageContext, type ServerPage } from './app/server-page';
import { loadMessages, type MessageId } from './i18n/messages';
import { categoryLabel } from './i18n/use-category-label';
import { createApolloClient } from './lib/apollo';
import { namesLanguage } from './i18n/edition';
import { DEFAULT_EDITION, editionBasename, type Edition } from './lib/edition';

/** react-intl's formatters, kept across renders (the head's words are formatted once per page). */
const intlCache = createIntlCache();

export interface GraphOperation {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}

export interface RenderRequest {
  /** Path and query string, e.g. /articles?page=2 */
  url: string;
  /** Runs one operation against graph as an anonymous reader; rejects on any failure. */
  execute(operation: GraphOperation): Promise<{ data?: unknown }>;
  /** Aborts the render (the gateway's deadline). */
  signal: AbortSignal;
  /** The edition the gateway resolved from the path (`url` starts with its prefix); the default's when absent. */
  edition?: Edition;
}

export interface RenderedPage {
  status: number;
  title?: string;
  description?: string;
  /** false: an empty list, kept out of search indexes (its head says noindex). */
  indexable: boolean;
  article?: ArticleMeta;
  /** A game page's game, by its current slug (an old slug in the URL is answered with a 301). */
  game?: GameMeta;
  /** The head's and JSON-LD's other words, in the page's language. */
  words: PageWords;
  /** Lazily loaded pages the HTML uses: the gateway preloads their chunks. */
  pages: string[];
  /** The Apollo cache as JSON for the page's data block. */
  state: string;
  /** The final HTML of #root, streamed. */
  body: Readable;
  /** Render passes it took: 1 when the route's declared data was all it needed. */
  passes: number;
}

/** A graph failure or timeout while rendering: the gateway serves the plain app shell instead. */
export class RenderFailed extends Error {}

/** A suspended (`<!--$?-->`) or client-rendered (`<!--$!-->`) boundary: the page is not complete. */
const INCOMPLETE = /<!--\$[?!]-->/;

/** Every page's code, loaded before the first render (a page still loading would not render in one pass). */
let pagesLoaded: Promise<unknown> | undefined;

/** Apollo's link for one render: every operation goes to graph through the render's request. */
function renderLink(request: RenderRequest, failures: unknown[]): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        request.execute({ query: operation.query, variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => {
            failures.push(error);
            observer.error(error);
          },
        );
      }),
  );
}

export async function render(request: RenderRequest): Promise<RenderedPage> {
  const url = new URL(request.url, 'http://savepoint.invalid');
  const edition = request.edition ?? DEFAULT_EDITION;
  const basename = editionBasename(edition);
  // The route's path under the edition's prefix (`/de/reviews` is `/reviews` in `de`).
  const readerUrl = new URL(url);
  if (basename && (url.pathname === basename || url.pathname.startsWith(`${basename}/`)))
    readerUrl.pathname = url.pathname.slice(basename.length) || '/';
  // The edition's catalog (a chunk of its own, cached by the module system after the first page).
  const messages = await loadMessages(edition.language);
  const failures: unknown[] = [];
  const client = createApolloClient({ link: renderLink(request, failures), ssrMode: true });
  const page: ServerPage = { status: 200, pages: [] };

  const tree = (): ReactNode => (
    <StrictMode>
      <ServerPageContext.Provider value={page}>
        <AppProviders client={client} edition={edition} messages={messages}>
          <StaticRouter basename={basename} location={url.pathname + url.search}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </ServerPageContext.Provider>
    </StrictMode>
  );

  await (pagesLoaded ??= preloadAllPages().catch(() => undefined));
  // The route's data, every operation at once, before the render (a failure is in `failures`).
  await prefetchRoute(readerUrl, edition, ({ query, variables }) =>
    client.query({ query, variables }).then(
      (result) => result.data,
      () => undefined,
    ),
  );
  if (request.signal.aborted) throw new RenderFailed('render deadline passed');
  if (failures.length > 0) throw new RenderFailed('graph failed while rendering', { cause: failures[0] });

  // One pass: renderToString over the cache the route's declared data filled. Apollo's useQuery
  // answers from that cache during the render, so the HTML is the page. A reader query whose data
  // was not there (a route that does not declare all it shows, e.g. a preview) marks the page
  // incomplete (useReaderQuery); Apollo's prerenderStatic then fetches what is missing and renders
  // until nothing is (two passes or more). docs/decisions/0046-reader-pages-render-once.md
  let html = renderToString(tree());
  let passes = 1;
  if (page.incomplete) {
    const data = await prerenderStatic({
      tree: tree(),
      context: { client },
      signal: request.signal,
      renderFunction: (node) => {
        passes += 1;
        // Each pass decides afresh: a status or title set while loading must not survive.
        Object.assign(page, { status: 200, title: undefined, description: undefined, indexable: undefined, incomplete: false });
        return renderToString(node);
      },
    });
    if (data.aborted || request.signal.aborted) throw new RenderFailed('render deadline passed');
    html = data.result;
  }
  if (failures.length > 0) throw new RenderFailed('graph failed while rendering', { cause: failures[0] });

  const readPageQuery: PageQueryReader = (query, variables) => client.readQuery({ query, variables });
  // The page's catalog outside React, for the words the gateway writes into its head.
  const intl = createIntl({ locale: edition.locale ?? edition.language, defaultLocale: 'en', messages }, intlCache);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const found = articleMeta(readPageQuery, readerUrl.pathname, namesLanguage(edition), (category, name) =>
    categoryLabel(t, category, name),
  );
  // Another edition's article is not this page's (the page is its 404).
  const article = found?.language === edition.language ? found : undefined;
  const game = gameMeta(readPageQuery, readerUrl.pathname, edition.language);
  const state = serializeState(client.extract());

  // The last pass rendered with every query answered and every page chunk loaded, so that HTML is
  // the page, complete, hydratable and without the inline scripts a streamed pending boundary needs
  // (the CSP forbids them).
  if (!html || page.incomplete || INCOMPLETE.test(html))
    throw new RenderFailed('a part of the page did not finish on the server');
  return {
    status: page.status,
    title: page.title,
    description: page.description,
    indexable: page.indexable !== false,
    article,
    game,
    words: { home: t('nav.home'), games: t('games.title') },
    pages: page.pages,
    state,
    body: Readable.from([html]),
    passes,
  };
}

export { APOLLO_STATE_ID } from './app/apollo-state';
// Editor mode's query parameters: the gateway renders and caches reader pages without them.
export { EDITOR_MODE_PARAMS } from './app/admin-mode';
