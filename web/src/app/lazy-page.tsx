// Every reader route is its own chunk: a first visit downloads the shell and the one page it shows.
// On the server the page names are recorded so the gateway can name them and their chunks' files
// on #root (data-pages, data-chunks: boot.ts fetches the files beside the app's); the browser loads
// those before hydrating, so a server-rendered page never suspends while it hydrates (a boundary
// that suspends and then sees any update is thrown away and rendered again in the browser, moving
// everything below it).
import { createContext, lazy, useContext, useEffect, useState, type ComponentType } from 'react';
import { ServerPageContext } from './server-page';

const preloaders = new Map<string, () => Promise<unknown>>();

/**
 * In the browser while a server-rendered page hydrates (main.tsx): told each named page's name once
 * it has hydrated. React hydrates the Suspense boundary a page renders in after the page's frame,
 * in a pass of its own; what the reader did before the app ran is handed over only then.
 */
export const PageHydratedContext = createContext<((name: string) => void) | null>(null);

export function lazyPage<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  preloaders.set(name, loadOnce);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  function RoutePage(props: Props) {
    const server = useContext(ServerPageContext);
    if (server && !server.pages.includes(name)) server.pages.push(name);
    const hydrated = useContext(PageHydratedContext);
    useEffect(() => hydrated?.(name), [hydrated]);
    // Chosen once per mount: switching from the lazy wrapper to the loaded page would remount it.
    const [Page] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Page {...props} />;
  }
  RoutePage.displayName = `Route(${name})`;
  return RoutePage;
}

/**
 * Loads the named pages' chunks (names the server rendered with), then the parts those pages name
 * (a live blog's, known once the article page's code ran); unknown names are ignored.
 */
export async function preloadPages(names: string[]): Promise<unknown> {
  const known = names.filter((name) => preloaders.has(name));
  await Promise.all(known.map((name) => preloaders.get(name)!()));
  return Promise.all(
    names.filter((name) => !known.includes(name) && preloaders.has(name)).map((name) => preloaders.get(name)!()),
  );
}

/**
 * Every page's chunk, and the lazy parts those pages name once loaded: the server renderer loads
 * them all once, so no page suspends while it renders.
 */
export async function preloadAllPages(): Promise<void> {
  const loaded = new Set<string>();
  for (;;) {
    const pending = [...preloaders].filter(([name]) => !loaded.has(name));
    if (pending.length === 0) return;
    for (const [name] of pending) loaded.add(name);
    await Promise.all(pending.map(([, load]) => load()));
  }
}
