// '@apollo/client/react' as the server renderer sees it (vite.config.ts resolves that import here in
// the server build only; the browser's is Apollo's own): Apollo's module with one change, shortcut 5
// of app/server-clients.ts. In a one-pass render, a useQuery whose query and variables were
// prefetched answers with that answer directly, without Apollo's ObservableQuery (made, with its
// subjects and subscriptions, for every useQuery on every render: ~7% of the gateway's CPU per
// uncached article page) — it would only read the same answer back. Anything else (a skipped
// query, one not prefetched, a second pass) is Apollo's useQuery. The reader pages use
// { data, loading, error } of the result; gateway/src/ssr/one-pass.test.ts renders each page with
// and without the shortcuts and expects the same HTML.
import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useQuery as apolloUseQuery } from '@apollo/client/react';
import { onePassAnswer } from './server-clients';

export * from '@apollo/client/react';

export const useQuery = ((query: Parameters<typeof apolloUseQuery>[0], options?: Parameters<typeof apolloUseQuery>[1]) => {
  const settings = typeof options === 'object' ? options : undefined;
  const client = useApolloClient(settings?.client);
  const answer = settings?.skip ? undefined : onePassAnswer(client, query, settings?.variables);
  if (answer === undefined) return apolloUseQuery(query, options as never);
  return {
    data: answer,
    dataState: 'complete',
    loading: false,
    networkStatus: NetworkStatus.ready,
    error: undefined,
    previousData: undefined,
    variables: settings?.variables ?? {},
    client,
  };
}) as typeof apolloUseQuery;
