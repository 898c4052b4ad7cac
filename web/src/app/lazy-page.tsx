// Every reader route is its own chunk: a first visit downloads the shell and the one page it shows.
// On the server the page names are recorded so the gateway can preload their chunks in the head.
import { lazy, useContext, type ComponentType } from 'react';
import { ServerPageContext } from './server-page';

export function lazyPage<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Page = lazy(async () => ({ default: await load() }));
  function RoutePage(props: Props) {
    const server = useContext(ServerPageContext);
    if (server && !server.pages.includes(name)) server.pages.push(name);
    return <Page {...props} />;
  }
  RoutePage.displayName = `Route(${name})`;
  return RoutePage;
}
