// What a page tells the server while it is rendered there: the HTTP status it answers with and
// its title and description for the document head. In the browser there is no such context and
// these hooks do nothing, so pages call them unconditionally.
import { createContext, useContext } from 'react';

export interface ServerPage {
  status: number;
  /** Page title without the product suffix; '' for the home page; undefined until a page sets it. */
  title?: string;
  description?: string;
  /** Names of the lazily loaded pages this render used, for preloading their chunks. */
  pages: string[];
}

export const ServerPageContext = createContext<ServerPage | null>(null);

/** Answer this render with an HTTP status (404 for the not-found views); null leaves it alone. */
export function useHttpStatus(status: number | null): void {
  const page = useContext(ServerPageContext);
  if (page && status !== null) page.status = status;
}

/** Record the page's head on the server; `title === null` means the page is still loading. */
export function useServerHead(title: string | null, description?: string | null): void {
  const page = useContext(ServerPageContext);
  if (!page || title === null) return;
  page.title = title;
  page.description = description?.trim() || undefined;
}
