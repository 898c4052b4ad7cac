// Server rendering of the reader's routes, run by the gateway (gateway/src/ssr/). The same
// providers, routes and codegen'd documents as the browser. The route's declared data
// (app/route-data.ts) is fetched first, every operation of a round at once, so Apollo's
// prerenderStatic — React 19's streaming prerender (react-dom/static prerenderToNodeStream) until
// every query has its data — finds the cache filled and renders once; a query nobody declared still
// gets its data in another pass. The page is sent with the Apollo cache so the browser hydrates
// without fetching again.
import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { readerPathParam } from '@savepoint/audience';
import type { DocumentNode } from 'graphql';
import { Readable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/App';
import { AppProviders } from './app/AppProviders';
import { serializeState } from './app/apollo-state';
import { preloadAllPages } from './app/lazy-page';
import { returnServerClient, takeServerClient } from './app/server-clients';
import { prefetchRoute } from './app/route-data';
import { ServerPageContext, type ServerPage } from './app/server-page';
import { ArticlePageDocument, GamePageDocument } from './gql/reader/graphql';
import { GAME_COVERAGE_LIMIT } from './config/constants';
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
  /** false: Apollo used plainly, without app/server-clients.ts' shortcuts (tests compare the two). */
  shortcuts?: boolean;
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
  /** Whether the render's Apollo client had served an earlier render (app/server-clients.ts). */
  reusedClient: boolean;
  /** Whether the hydration state was made from graph's answers (app/answer-normalizer.ts), not by Apollo. */
  stateFromAnswers: boolean;
  /** useQuery calls answered with the prefetched answers, without Apollo's machinery (app/server-use-query.ts). */
  hooksAnswered: number;
}

/** A graph failure or timeout while rendering: the gateway serves the plain app shell instead. */
export class RenderFailed extends Error {}

/** A suspended (`<!--$?-->`) or client-rendered (`<!--$!-->`) boundary: the page is not complete. */
const INCOMPLETE = /<!--\$[?!]-->/;

/**
 * What is sent to graph for an operation: the document with the cache's `__typename`s, made once
 * per document and process (a fresh cache per render would make a new, equal one each time, and
 * the gateway prints a document it has not seen before).
 */
/** Every page's code, loaded before the first render (a page still loading would not render in one pass). */
let pagesLoaded: Promise<unknown> | undefined;

const linkDocuments = new WeakMap<DocumentNode, DocumentNode>();
function linkDocument(client: ApolloClient, query: DocumentNode): DocumentNode {
  let linked = linkDocuments.get(query);
  if (!linked) {
    linked = client.cache.transformForLink(client.documentTransform.transformDocument(query));
    linkDocuments.set(query, linked);
  }
  return linked;
}

/**
 * A page query's data as the render saw it: the prefetched answer when the page rendered in one pass
 * from it (read back from the normalised cache, the article page's alone cost ~3% of the gateway's
 * CPU per article), else read from the cache a second pass filled.
 */
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
  };
}

function gameMeta(readPageQuery: PageQueryReader, pathname: string): { slug: string } | undefined {
  const slug = readerPathParam(pathname, '/games/:slug');
  if (slug === undefined) return undefined;
  const game = readPageQuery(GamePageDocument, { slug, coverageLimit: GAME_COVERAGE_LIMIT })?.gameBySlug;
  return game ? { slug: game.slug } : undefined;
}

export async function render(request: RenderRequest): Promise<RenderedPage> {
  const url = new URL(request.url, 'http://savepoint.invalid');
  const failures: unknown[] = [];
  // The client's link (used only by a second pass) asks graph through this render's request.
  const held = takeServerClient(
    {
      execute: (operation) =>
        request
          .execute({ query: operation.query, variables: operation.variables, operationName: operation.operationName })
          .catch((error: unknown) => {
            failures.push(error);
            throw error;
          }),
    },
    { shortcuts: request.shortcuts },
  );
  const client = held.client;
  const page: ServerPage = { status: 200, pages: [] };

  const tree = (): ReactNode => (
    <StrictMode>
      <ServerPageContext.Provider value={page}>
        <AppProviders client={client}>
          <StaticRouter location={url.pathname + url.search}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </ServerPageContext.Provider>
    </StrictMode>
  );

  await (pagesLoaded ??= preloadAllPages().catch(() => undefined));
  /** The prefetched answers, by document and variables (JSON). */
  const prefetched = new Map<DocumentNode, Map<string, unknown>>();
  // One round of data before the one render (a failure is left to the render, which reports it).
  // Each answer is written straight into the cache: what client.query would add (an observable,
  // a query record, reading the answer back out of the cache) is not needed before a render.
  await prefetchRoute(url, async ({ query, variables }) => {
    try {
      const { data } = await request.execute({ query: linkDocument(client, query), variables });
      if (!data) return undefined;
      held.writeAnswer(query, variables, data);
      if (!prefetched.has(query)) prefetched.set(query, new Map());
      prefetched.get(query)!.set(JSON.stringify(variables), data);
      return data;
    } catch {
      return undefined;
    }
  });
  if (request.signal.aborted) throw new RenderFailed('render deadline passed');

  // The one pass: every query reads the cache only. A query whose data is not there (not declared
  // in route-data.ts) or a page chunk not loaded yet makes the page incomplete: it is rendered again
  // the usual way (Apollo's prerenderStatic, React's streaming prerender until every query has its
  // data and every chunk is loaded), which fetches what is missing.
  let passes = 1;
  const onePass = held.renderCacheOnly(() => renderToString(tree()));
  let html: string | undefined = onePass.result;
  if (onePass.missing || INCOMPLETE.test(html)) {
    // This pass reads the cache: the answers go into it first.
    held.writePending();
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
        // React outlines a large finished boundary (to reveal it later with an inline script, which the
        // CSP forbids); one page is one piece here.
        return prerenderToNodeStream(node, { signal: request.signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER });
      },
    });
    if (data.aborted) throw new RenderFailed('render deadline passed');
    html = data.result;
  }
  if (request.signal.aborted) throw new RenderFailed('render deadline passed');
  if (failures.length > 0) throw new RenderFailed('graph failed while rendering', { cause: failures[0] });

  const hydration = held.extract();
  const state = serializeState(hydration.state);
  const readPageQuery: PageQueryReader = <TData, TVars extends Record<string, unknown>>(
    query: TypedDocumentNode<TData, TVars>,
    variables: TVars,
  ) => {
    const answer =
      passes === 1 && request.shortcuts !== false ? prefetched.get(query)?.get(JSON.stringify(variables)) : undefined;
    return answer !== undefined ? (answer as TData) : client.readQuery<TData, TVars>({ query, variables });
  };
  const article = articleMeta(readPageQuery, url.pathname);
  const game = gameMeta(readPageQuery, url.pathname);
  // Rendered in one pass from the prefetched answers: nothing of its link is still running, so the
  // client can serve the next render (a second pass's fetches might not be: its client is dropped).
  if (passes === 1) returnServerClient(held);

  // The last pass rendered with every query answered and every page chunk loaded, so that HTML is
  // the page, complete, hydratable and without the inline scripts a streamed pending boundary needs
  // (the CSP forbids them).
  if (!html || INCOMPLETE.test(html)) throw new RenderFailed('a part of the page did not finish on the server');
  const body = Readable.from([html]);

  return {
    status: page.status,
    title: page.title,
    description: page.description,
    article,
    game,
    pages: page.pages,
    state,
    body,
    passes,
    reusedClient: held.renders > 1,
    stateFromAnswers: hydration.fromAnswers,
    hooksAnswered: held.hooksAnswered,
  };
}

// The gateway's feeds use the same category routes as the app (/reviews/rss.xml…).
export { CATEGORY_ROUTES } from './config/categories';
export { APOLLO_STATE_ID } from './app/apollo-state';
// Editor mode's query parameters: the gateway renders and caches reader pages without them.
export { EDITOR_MODE_PARAMS } from './app/admin-mode';
// The query parameters each route reads: the gateway renders and caches a page with those alone.
export { pageQueryParams } from './app/page-params';
