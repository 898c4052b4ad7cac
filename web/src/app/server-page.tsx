// What a page tells the server while it is rendered there: the HTTP status it answers with and
// its title and description for the document head. In the browser there is no such context and
// these hooks do nothing, so pages call them unconditionally.
import type { OperationVariables, TypedDocumentNode, WatchQueryFetchPolicy } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { createContext, useContext } from 'react';

export interface ServerPage {
  status: number;
  /** Page title without the product suffix; '' for the home page; undefined until a page sets it. */
  title?: string;
  description?: string;
  /** false: a page of nothing (an empty list), kept out of search indexes while it stays empty. */
  indexable?: boolean;
  /** Names of the lazily loaded pages this render used, for preloading their chunks. */
  pages: string[];
  /**
   * Set when a reader query's data was not in the render's cache (a query the route does not
   * declare in route-data.ts): that HTML shows a loading state, so the renderer renders again.
   */
  incomplete?: boolean;
}

export const ServerPageContext = createContext<ServerPage | null>(null);

/** Answer this render with an HTTP status (404 for the not-found views); null leaves it alone. */
export function useHttpStatus(status: number | null): void {
  const page = useContext(ServerPageContext);
  if (page && status !== null) page.status = status;
}

/**
 * Keep the page out of search indexes while `empty`: a list with nothing in it answers 200 (it is
 * the list's address, and fills up) but is no page a searcher wants, and crawlers call it a soft 404.
 */
export function useNoIndexWhileEmpty(empty: boolean): void {
  const page = useContext(ServerPageContext);
  if (page && empty) page.indexable = false;
}

/** Record the page's head on the server; `title === null` means the page is still loading. */
export function useServerHead(title: string | null, description?: string | null): void {
  const page = useContext(ServerPageContext);
  if (!page || title === null) return;
  page.title = title;
  page.description = description?.trim() || undefined;
}

/**
 * A reader page's query: Apollo's useQuery, which renders from the cache the server filled with the
 * route's declared data (app/route-data.ts) in one pass. On the server, a query whose data was not
 * there marks the page incomplete (entry-server.tsx then lets Apollo fetch it and render again).
 */
export function useReaderQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  options: { variables: TVariables; skip?: boolean; fetchPolicy?: WatchQueryFetchPolicy },
) {
  const result = useQuery(query, options as useQuery.Options<TData, TVariables>);
  const page = useContext(ServerPageContext);
  if (page && result.loading) page.incomplete = true;
  return result;
}
