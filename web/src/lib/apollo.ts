// The app's GraphQL client (spec §1): results never go stale, nothing refetches on an interval or
// on focus, no retries (the plain HttpLink has none), and the session cookie always travels.
// The server renders with the same client over its own link (src/entry-server.tsx) and hands the
// cache to the browser, which starts from it: cache-first means a hydrated page fetches nothing.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export interface ApolloClientOptions {
  /** Browser: the gateway's endpoint. */
  uri?: string;
  /** Server: a link straight to graph. */
  link?: ApolloLink;
  /** Browser: the cache the server rendered with. */
  state?: NormalizedCacheObject;
  ssrMode?: boolean;
}

/**
 * An article's review and a game's cover have no id of their own: two queries selecting different
 * fields of them (the article page's whole verdict, most read's score) merge instead of one
 * replacing the other, which would leave the first query's data incomplete (and the server
 * rendering the page again to fetch it). The site's one review scale is asked with its bands by
 * listings and with its ends by article and game pages (their JSON-LD): merged the same way.
 */
const TYPE_POLICIES = { Review: { merge: true }, GameCover: { merge: true }, ReviewScale: { merge: true } } as const;

export function createApolloClient(options: ApolloClientOptions = {}): ApolloClient {
  // Result caching (Apollo's memo of each query's answer, default on) pays in the browser, where a
  // cache lives across navigations. A server render's cache lives for one render and reads each
  // query about once: remembering every result cost 17% of a render's CPU (ADR 0071).
  const cache = new InMemoryCache({ typePolicies: TYPE_POLICIES, resultCaching: !options.ssrMode });
  if (options.state) cache.restore(options.state);
  return new ApolloClient({
    link: options.link ?? new HttpLink({ uri: options.uri ?? '/graphql', credentials: 'include' }),
    cache,
    ssrMode: options.ssrMode ?? false,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}

/** True when the gateway or graph refused the call for want of a session, so the caller can reopen login. */
export function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  return false;
}

/** The message a person should read: the server's own words for GraphQL errors. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => e.message).join('; ');
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The article a create's idempotency key already made, when graph refused the create because the
 * form changed since that first try (its answer was lost): the editor saves the form over it.
 */
export function articleMadeByKey(error: unknown): number | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const reused = error.errors.find((e) => e.extensions?.code === 'IDEMPOTENCY_KEY_REUSED');
  const id = reused?.extensions?.articleId;
  return typeof id === 'number' ? id : null;
}

/** graph's refusals that name a field (`name`, `review.score`, `embargoUntil`…), by field: a form shows each on its field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const byField: Record<string, string> = {};
  for (const e of error.errors) {
    const field = e.extensions?.field;
    if (typeof field === 'string' && !(field in byField)) byField[field] = e.message;
  }
  return byField;
}
