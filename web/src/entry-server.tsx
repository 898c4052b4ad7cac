// Server rendering of the reader's routes, run by the gateway (gateway/src/ssr/). The same
// providers, routes and codegen'd documents as the browser, and Apollo used through its public
// API only (docs/decisions/0024-reader-pages-on-route-loaders.md): a new client per render, the
// route's declared data (app/route-data.ts) fetched into it first with client.query — every
// operation at once — and then Apollo's prerenderStatic, which renders once when the cache already
// holds every query's data (a query nobody declared still gets its data in another pass). The
// page is sent with the Apollo cache so the browser hydrates without fetching again.
import { ApolloLink, type TypedDocumentNode } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { readerPathParam } from '@savepoint/audience';
import type { DocumentNode } from 'graphql';
import { Readable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppRoutes } from './app/App';
import { AppProviders } from './app/AppProviders';
import { serializeState } from './app/apollo-state';
import { preloadAllPages } from './app/lazy-page';
import { prefetchRoute } from './app/route-data';
import { ServerPageContext, type ServerPage } from './app/server-page';
import { ArticlePageDocument, GamePageDocument } from './gql/reader/graphql';
import { GAME_COVERAGE_LIMIT } from './config/constants';
import { createApolloClient } from './lib/apollo';
import { DEFAULT_EDITION, editionBasename, type Edition } from './lib/edition';
import { thumbnailSource } from './lib/thumbnail';

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

/** What link previews and search engines learn about an article page. */
export interface ArticleMeta {
  slug: string;
  headline: string;
  image?: string;
  publishedAt?: string;
  section: string;
  author: string;
  tags: string[];
  /** Its edition's language tag. */
  language: string;
  /** Its published translations (hreflang links), from the page's own query. */
  translations: { language: string; slug: string }[];
}

export interface RenderedPage {
  status: number;
  title?: string;
  description?: string;
  article?: ArticleMeta;
  /** A game page's game, by its current slug (an old slug in the URL is answered with a 301). */
  game?: { slug: string };
  /** Lazily loaded pages the HTML uses: the gateway preloads their chunks. */
  pages: string[];
  /** The Apollo cache as JSON for the page's data block. */
  state: string;
  /** The final HTML of #root, streamed. */
  body: Readable;
  /** Render passes it took (1 when the route's declared data was all it needed). */
  passes: number;
}

/** A graph failure or timeout while rendering: the gateway serves the plain app shell instead. */
export class RenderFailed extends Error {}

/** A suspended (`<!--$?-->`) or client-rendered (`<!--$!-->`) boundary: the page is not complete. */
const INCOMPLETE = /<!--\$[?!]-->/;

/** Every page's code, loaded before the first render (a page still loading would not render in one pass). */
let pagesLoaded: Promise<unknown> | undefined;

/** A page query's data as the render saw it (read from the render's cache). */
type PageQueryReader = <TData, TVars extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVars>,
  variables: TVars,
) => TData | null | undefined;

function articleMeta(readPageQuery: PageQueryReader, pathname: string): ArticleMeta | undefined {
  const slug = readerPathParam(pathname, '/articles/:slug');
  if (slug === undefined) return undefined;
  const article = readPageQuery(ArticlePageDocument, { slug })?.articleBySlug;
  if (!article) return undefined;
  const thumbnail = thumbnailSource(article);
  return {
    slug: article.slug,
    headline: article.title,
    // A video article's picture is the video's thumbnail image, never the watch page.
    image: thumbnail.kind === 'generate' ? undefined : thumbnail.src,
    publishedAt: article.publishedAt ?? article.createdAt,
    section: article.category.name,
    author: article.author.displayName,
    tags: article.tagNames,
    language: article.language,
    translations: article.translations.map(({ language, slug }) => ({ language, slug })),
  };
}

function gameMeta(readPageQuery: PageQueryReader, pathname: string): { slug: string } | undefined {
  const slug = readerPathParam(pathname, '/games/:slug');
  if (slug === undefined) return undefined;
  const game = readPageQuery(GamePageDocument, { slug, coverageLimit: GAME_COVERAGE_LIMIT })?.gameBySlug;
  return game ? { slug: game.slug } : undefined;
}

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
  const failures: unknown[] = [];
  const client = createApolloClient({ link: renderLink(request, failures), ssrMode: true });
  const page: ServerPage = { status: 200, pages: [] };

  const tree = (): ReactNode => (
    <StrictMode>
      <ServerPageContext.Provider value={page}>
        <AppProviders client={client} edition={edition}>
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

  // Apollo renders until no query is left to fetch: with useQuery (not a suspenseful hook) that is
  // two passes when the route's declared data was all the page asked for (the first finds the
  // queries, already answered; the second renders with them), more when it was not. Every page's
  // code is loaded, so renderToString finishes each boundary (checked below: INCOMPLETE).
  let passes = 0;
  const data = await prerenderStatic({
    tree: tree(),
    context: { client },
    signal: request.signal,
    renderFunction: (node) => {
      passes += 1;
      // Each pass decides afresh: a status or title set while loading must not survive.
      page.status = 200;
      page.title = undefined;
      page.description = undefined;
      return renderToString(node);
    },
  });
  if (data.aborted || request.signal.aborted) throw new RenderFailed('render deadline passed');
  if (failures.length > 0) throw new RenderFailed('graph failed while rendering', { cause: failures[0] });
  const html = data.result;

  const readPageQuery: PageQueryReader = (query, variables) => client.readQuery({ query, variables });
  const found = articleMeta(readPageQuery, readerUrl.pathname);
  // Another edition's article is not this page's (the page is its 404).
  const article = found?.language === edition.language ? found : undefined;
  const game = gameMeta(readPageQuery, readerUrl.pathname);
  const state = serializeState(client.extract());

  // The last pass rendered with every query answered and every page chunk loaded, so that HTML is
  // the page, complete, hydratable and without the inline scripts a streamed pending boundary needs
  // (the CSP forbids them).
  if (!html || INCOMPLETE.test(html)) throw new RenderFailed('a part of the page did not finish on the server');
  return {
    status: page.status,
    title: page.title,
    description: page.description,
    article,
    game,
    pages: page.pages,
    state,
    body: Readable.from([html]),
    passes,
  };
}

// The gateway's feeds use the same category routes as the app (/reviews/rss.xml…).
export { CATEGORY_ROUTES } from './config/categories';
export { APOLLO_STATE_ID } from './app/apollo-state';
// Editor mode's query parameters: the gateway renders and caches reader pages without them.
export { EDITOR_MODE_PARAMS } from './app/admin-mode';
// The query parameters each route reads: the gateway renders and caches a page with those alone.
export { pageQueryParams } from './app/page-params';
