// Apollo clients for server renders (issue 27): where the renderer goes around Apollo for speed
// (with its two helpers, app/answer-normalizer.ts and app/server-use-query.ts). Measured on an
// article page's render in-process (graph's answers recorded), CPU per render 8.4–9.4 ms before,
// 4.3–5.7 ms with the first three:
//
// 1. A client is reused by the next render instead of made afresh. Apollo remembers what it
//    learned about a document (its transformed form, directives, default variables) per client
//    and cache; a new client per render walked every document again (~13% of the render). A
//    client goes back to the pool only after a clean one-pass render (nothing of its link still
//    running that could write into the next render's cache), emptied entity by entity.
// 2. A query the route declared (app/route-data.ts) is read back as the answer graph gave, not
//    rebuilt from the normalised cache: every useQuery reads the cache at least twice (the
//    renderer's completeness check and the hook's state), and a hook used twice four times (~20%).
//    The answer goes into the cache only for a pass that reads it there (4).
// 3. Any other read is made once per query and variables while the cache is not written.
// 4. The prefetched answers are not written into the cache before the render (Apollo's write was
//    ~11% of the gateway's CPU per uncached article page): the render reads them as they came (2),
//    and the state the browser hydrates from is made from them by app/answer-normalizer.ts. A
//    second pass, or anything the normaliser does not reproduce, writes them through Apollo first.
// 5. In the one pass, a useQuery whose query and variables were prefetched answers with the answer
//    without making Apollo's ObservableQuery (app/server-use-query.ts, the server build's
//    '@apollo/client/react'): ~7% of the gateway's CPU per uncached article page.
// Any write but a prefetched answer's own (a second pass fetching what was missing) drops 2 and 3.
//
// gateway/src/ssr/one-pass.test.ts renders pages with these shortcuts and with Apollo used plainly
// (a new client, every read from the cache) and fails when the HTML or the hydration state differ:
// a type policy that changes what a read returns, or a reused client that keeps an earlier page.
import { type ApolloClient, ApolloLink, type Cache, type InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { Observable } from 'rxjs';
import { createApolloClient, TYPE_POLICIES } from '../lib/apollo';
import { AnswerNormalizer, Unsupported } from './answer-normalizer';

/** What a render's link sends its operations to: set by the render that holds the client. */
export interface RenderLinkTarget {
  execute(operation: ApolloLink.Operation): Promise<unknown>;
}

export interface ServerClient {
  client: ApolloClient;
  /** The render currently holding the client (its link forwards there). */
  target: RenderLinkTarget | undefined;
  /** Renders this client has served, this one included. */
  renders: number;
  shortcuts: boolean;
  /** Writes a prefetched answer into the cache; a cache-only render reads it back as it came. */
  writeAnswer(query: DocumentNode, variables: Record<string, unknown>, data: unknown): void;
  /**
   * Runs `render` with every query reading the cache only (no fetch). `missing` is true when a
   * query's data was not all there: the page needs another pass that fetches it.
   */
  renderCacheOnly<T>(render: () => T): { result: T; missing: boolean };
  /** Writes the answers not written yet (shortcut 4) into the cache, before a pass that reads it. */
  writePending(): void;
  /**
   * The cache for the browser to hydrate from: what Apollo holds after every answer was written;
   * `fromAnswers` when it was made from the answers (shortcut 4) rather than by Apollo's writes.
   */
  extract(): { state: NormalizedCacheObject; fromAnswers: boolean };
  /** Forgets answers not written (the render is over). */
  dropPending(): void;
  /** useQuery calls answered straight from the prefetched answers (shortcut 5) by this render. */
  hooksAnswered: number;
}

/** The client of each one-pass render in progress, with its prefetched answers (shortcut 5). */
const onePassRenders = new WeakMap<ApolloClient, (query: DocumentNode, variables: unknown) => unknown>();

/**
 * The prefetched answer for a useQuery of the one-pass render `client` is running, if there is one
 * (app/server-use-query.ts); undefined otherwise, and for every render without the shortcuts.
 */
export function onePassAnswer(client: ApolloClient, query: DocumentNode, variables: unknown): unknown {
  return onePassRenders.get(client)?.(query, variables);
}

/**
 * The type names whose objects merge (`merge: true`), when that is all the type policies say:
 * the normaliser reproduces nothing else (keyFields, field policies), so any other policy turns
 * shortcut 4 off.
 */
const MERGED_TYPES: ReadonlySet<string> | undefined = Object.values(TYPE_POLICIES).every(
  (policy) => Object.keys(policy).length === 1 && policy.merge === true,
)
  ? new Set(Object.keys(TYPE_POLICIES))
  : undefined;

/** At most this many idle clients are kept (the gateway renders up to 4 pages at once). */
const POOL_SIZE = 8;
const idle: ServerClient[] = [];

type DiffResult = Cache.DiffResult<unknown>;
type ByVariables<T> = Map<string, T>;

function variablesKey(variables: unknown): string {
  // Variables are small, flat objects built the same way for the same query: insertion order is
  // stable, and a different order only costs a real read.
  return variables === undefined ? '' : JSON.stringify(variables ?? null);
}

function lookup<T>(table: WeakMap<object, ByVariables<T>>, query: object, variables: unknown): T | undefined {
  return table.get(query)?.get(variablesKey(variables));
}

function remember<T>(table: WeakMap<object, ByVariables<T>>, query: object, variables: unknown, value: T): void {
  let byVariables = table.get(query);
  if (!byVariables) {
    byVariables = new Map();
    table.set(query, byVariables);
  }
  byVariables.set(variablesKey(variables), value);
}

/**
 * The render's reads (shortcuts 2 and 3): the answer a query was prefetched with, else the first
 * read of the query and variables, until the cache is written again.
 */
function installReads(holder: ServerClient, state: ReadState) {
  const cache = holder.client.cache;
  const diff = cache.diff.bind(cache);
  cache.diff = <T>(options: Cache.DiffOptions<T>): Cache.DiffResult<T> => {
    // Only the reads useQuery makes: a whole query from the root, optimistic, partial data allowed.
    if (
      options.id !== undefined ||
      options.previousResult !== undefined ||
      options.returnPartialData !== true ||
      !options.optimistic
    )
      return diff(options);
    const answer = lookup(state.served, options.query, options.variables);
    if (answer !== undefined) return { result: answer as T, complete: true };
    let found = lookup(state.reads, options.query, options.variables);
    if (!found) {
      found = diff(options);
      remember(state.reads, options.query, options.variables, found);
    }
    return found as Cache.DiffResult<T>;
  };
  // Any write but a prefetched answer's own makes every remembered read and answer stale (and comes
  // after the answers not written yet).
  const forget = () => {
    state.reads = new WeakMap();
    if (!state.writingAnswer) {
      state.answers = new WeakMap();
      state.served = new WeakMap();
    }
  };
  for (const method of ['write', 'modify', 'evict', 'reset', 'restore', 'batch'] as const) {
    const original = (cache[method] as (...args: unknown[]) => unknown).bind(cache);
    (cache as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      if (!state.writingAnswer) holder.writePending();
      forget();
      try {
        return original(...args);
      } finally {
        forget();
      }
    };
  }
}

interface ReadState {
  /** Reads made since the cache was last written, by transformed query and variables. */
  reads: WeakMap<object, ByVariables<DiffResult>>;
  /** Prefetched answers by the page's own query document and variables. */
  answers: WeakMap<object, ByVariables<unknown>>;
  /** The same answers by the document the cache is read with (Apollo's transformed one). */
  served: WeakMap<object, ByVariables<unknown>>;
  writingAnswer: boolean;
  /** Answers not written into the cache yet (shortcut 4), in the order they came. */
  pending: Array<{ query: DocumentNode; variables: Record<string, unknown>; data: unknown }>;
}

function createServerClient(shortcuts: boolean): ServerClient {
  const state: ReadState = {
    reads: new WeakMap(),
    answers: new WeakMap(),
    served: new WeakMap(),
    writingAnswer: false,
    pending: [],
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const target = holder.target;
        if (!target) {
          observer.error(new Error('a server render client was used after its render ended'));
          return;
        }
        target
          .execute(operation)
          .then((result) => {
            observer.next(result as never);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
  const client = createApolloClient({ link, ssrMode: true });
  const normalizer = shortcuts && MERGED_TYPES ? new AnswerNormalizer(client.cache as InMemoryCache, MERGED_TYPES) : undefined;
  const writeThrough = (query: DocumentNode, variables: Record<string, unknown>, data: unknown) => {
    state.writingAnswer = true;
    try {
      client.writeQuery({ query, variables, data: data as never });
    } finally {
      state.writingAnswer = false;
    }
  };
  const holder: ServerClient = {
    client,
    target: undefined,
    renders: 0,
    shortcuts,
    writeAnswer(query, variables, data) {
      if (normalizer) state.pending.push({ query, variables, data });
      else writeThrough(query, variables, data);
      remember(state.answers, query, variables, data);
    },
    writePending() {
      const pending = state.pending;
      state.pending = [];
      for (const { query, variables, data } of pending) writeThrough(query, variables, data);
    },
    extract() {
      // Nothing but the answers: the cache they make, without writing them into this one.
      if (normalizer && state.pending.length > 0 && isEmpty(client.cache.extract() as Record<string, unknown>)) {
        try {
          const normalized = normalizer.normalize(state.pending);
          state.pending = [];
          return { state: normalized as NormalizedCacheObject, fromAnswers: true };
        } catch (error) {
          if (!(error instanceof Unsupported)) throw error;
        }
      }
      holder.writePending();
      return { state: client.cache.extract() as NormalizedCacheObject, fromAnswers: false };
    },
    dropPending() {
      state.pending = [];
    },
    hooksAnswered: 0,
    renderCacheOnly(render) {
      if (shortcuts)
        onePassRenders.set(client, (query, variables) => {
          const answer = lookup(state.answers, query, variables);
          if (answer !== undefined) holder.hooksAnswered += 1;
          return answer;
        });
      const watchQuery = client.watchQuery.bind(client);
      let missing = false;
      client.watchQuery = ((options: Parameters<typeof watchQuery>[0]) => {
        // A skipped query (standby) asks for nothing and is not missing anything.
        if (options.fetchPolicy === 'standby') return watchQuery(options);
        // nextFetchPolicy too: the client's default (cache-first) would apply once subscribed.
        const observable = watchQuery({ ...options, fetchPolicy: 'cache-only', nextFetchPolicy: 'cache-only' });
        const answer = shortcuts ? lookup(state.answers, options.query, options.variables) : undefined;
        if (answer !== undefined) remember(state.served, observable.query, observable.variables, answer);
        if (observable.getCurrentResult().dataState !== 'complete') missing = true;
        return observable;
      }) as typeof client.watchQuery;
      try {
        return { result: render(), missing };
      } finally {
        client.watchQuery = watchQuery;
        onePassRenders.delete(client);
      }
    },
  };
  if (shortcuts) installReads(holder, state);
  return holder;
}

/**
 * A client with an empty cache for one render, its link forwarding to `target`. `shortcuts: false`
 * gives Apollo used plainly (a new client, every read from the cache): tests render a page both
 * ways and expect the same page.
 */
export function takeServerClient(target: RenderLinkTarget, { shortcuts = true } = {}): ServerClient {
  const held = (shortcuts ? idle.pop() : undefined) ?? createServerClient(shortcuts);
  held.target = target;
  held.renders += 1;
  held.hooksAnswered = 0;
  held.shortcuts = shortcuts;
  return held;
}

/**
 * Gives a client back after a clean render, emptied now (nothing of this page waits in memory for
 * the next). Emptied entity by entity: `cache.reset()` would also throw away the transformed
 * documents, and the next render would transform and walk them all again (shortcut 1's saving).
 * A render that ended any other way (a failure, the deadline, a second pass that may still be
 * fetching) simply drops its client.
 */
export function returnServerClient(held: ServerClient): void {
  held.target = undefined;
  held.dropPending();
  if (!held.shortcuts) return;
  const cache = held.client.cache;
  for (const id of Object.keys(cache.extract() as object)) cache.evict({ id, broadcast: false });
  // Kept only when truly empty (an empty root query object is what a new cache holds too).
  if (idle.length < POOL_SIZE && isEmpty(cache.extract() as Record<string, unknown>)) idle.push(held);
}

function isEmpty(state: Record<string, unknown>): boolean {
  return Object.values(state).every((entity) => {
    const fields = Object.keys(entity as object).filter((field) => field !== '__typename');
    return fields.length === 0;
  });
}
