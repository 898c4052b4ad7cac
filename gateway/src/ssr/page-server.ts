// Reader pages rendered on the server (web/src/entry-server.tsx): the document with its own head
// (page-document.ts: the stylesheet rules the page's markup needs written into it, critical-css.ts,
// the title, meta tags and JSON-LD from the page's own data), the page's HTML, the Apollo cache for
// hydration and the whole stylesheet linked after them, with the real status. Any graph
// failure, a render past its deadline or a renderer that does not load falls back to the plain app
// shell, which renders in the browser as before; editors always get the shell (their data differs
// from a reader's).
import {
  isNormalSpelling,
  isStorableForEveryone,
  mayBeServedSharedCopy,
  normalizedPath,
  readerPathParam,
  withEditionPrefix,
} from '@savepoint/audience';
import { editionPagesKey, KeySet } from '@savepoint/cache-keys';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { type CachedResponse, cachedResponse, sendCachedResponse, type ResponseCache } from '../cache/response-cache';
import {
  FALLBACK_EDITION,
  pageAlternates,
  readerEditions,
  renderEditionOf,
  resolveEdition,
  type ReaderEdition,
} from '../editions/reader-editions';
import type { GraphClient } from '../graph-client';
import { PRIVATE_CACHE_CONTROL, isPrivatePage } from '../private-pages';
import { DEFAULT_DESCRIPTION, canonicalUrl, pageHead } from '../seo';
import { pageStructuredData } from '../structured-data';
import { documentPreparer, pageDocument, ROOT } from './page-document';
import { canonicalPageUrl } from './page-url';
import { RenderBudget, type RenderBudgetOptions } from './render-budget';
import { pageChunks, serverBundle, type RenderedPage } from './server-bundle';

export interface PageServerOptions {
  webDistDir: string;
  graph: GraphClient;
  /** The site's public origin (PUBLIC_URL, else http://localhost:$PORT). */
  publicOrigin(): string;
  renderTimeoutMs: number;
  logger: Logger;
  /**
   * Where a reader's rendered page is kept for the next reader (served before routing by
   * serveCachedAnswers), tagged with the cache keys of what it shows.
   */
  cache?: ResponseCache;
  /** What uncached renders may cost (render-budget.ts). */
  budget?: Omit<RenderBudgetOptions, 'now'>;
  /** The clock of the budget and of failure reports (tests pass their own). */
  now?: () => number;
}

const DEFAULT_BUDGET = { concurrency: 4, queue: 16, perIpPerMinute: 120 };
/** A failing render is reported at most this often per route. */
const FAILURE_REPORT_MS = 60_000;
/** When every render slot and the queue are taken. */
const BUSY_RETRY_AFTER_SECONDS = 2;

const BUSY_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Busy | Savepoint</title><h1>Savepoint is busy</h1><p>Too many pages are being prepared right now. Please try again in a moment.</p></html>';
const TOO_MANY_RENDERS_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Too many requests | Savepoint</title><h1>Too many requests</h1><p>You have asked for many pages in a short time. Please wait a minute and try again.</p></html>';

/** JSON-LD items about the page's own text, which is in the edition's language (not a game's or a trail's). */
const IN_LANGUAGE_TYPES = new Set(['NewsArticle', 'LiveBlogPosting']);

/** Readers revalidate pages with the ETag, so a change shows on the next load. */
const PAGE_CACHE_CONTROL = 'no-cache';

/** The route a path belongs to, for logs: its first segment, and whether more follow. */
function routeOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return segments.length === 0 ? '/' : `/${segments[0]}${segments.length > 1 ? '/…' : ''}`;
}

/**
 * Who may get, and whose render may make, the copy of a page kept for everyone: @savepoint/audience's
 * call. An anonymous reader's render is kept and a member is served it (pages render the same for
 * them); staff and tokens never; a page for one person (a preview: a revoked link ends at once)
 * never is. GET only: a HEAD is answered by serveCachedAnswers once a GET kept the page.
 */
export function pageCaching(req: Request): { storable: boolean; servable: boolean } {
  const get = req.method === 'GET';
  return { storable: get && isStorableForEveryone(req), servable: get && mayBeServedSharedCopy(req) };
}

/** What one render made, shared by every request that waited for it (single flight). */
type Produced =
  { kind: 'shell' } | { kind: 'redirect'; location: string } | { kind: 'page'; entry: CachedResponse; storable: boolean };

type LoadedBundle = NonNullable<Awaited<ReturnType<ReturnType<typeof serverBundle>['current']>>>;

/**
 * graph finds a published article by an old slug too (slug history): an article renamed after
 * publication sends readers and search engines to its current address for good. Games keep their
 * old slugs the same way (gameBySlug finds them).
 */
function oldSlugRedirect(path: string, page: RenderedPage, urlPrefix: string | null): Produced | undefined {
  const requested = readerPathParam(path, '/articles/:slug');
  if (page.article && requested && requested !== page.article.slug)
    return { kind: 'redirect', location: withEditionPrefix(`/articles/${encodeURIComponent(page.article.slug)}`, urlPrefix) };
  const requestedGame = readerPathParam(path, '/games/:slug');
  if (page.game && requestedGame && requestedGame !== page.game.slug)
    return { kind: 'redirect', location: withEditionPrefix(`/games/${encodeURIComponent(page.game.slug)}`, urlPrefix) };
  return undefined;
}

/** Sends what a render made; false for the shell (the caller serves it). */
function deliver(req: Request, res: Response, produced: Produced): boolean {
  if (produced.kind === 'shell') return false;
  if (produced.kind === 'redirect') {
    res.redirect(301, `${produced.location}${req.url.slice(req.path.length)}`);
    return true;
  }
  sendCachedResponse(req, res, produced.entry, 'miss');
  // Only a stored page is the same for every reader; the rest is this reader's alone.
  if (!produced.storable) res.setHeader('Vary', 'Cookie');
  return true;
}

function refuse(res: Response, status: 429 | 503, retryAfterSeconds: number): true {
  res.status(status);
  res.setHeader('Retry-After', String(retryAfterSeconds));
  res.setHeader('Cache-Control', 'no-store');
  res.type('html').send(status === 429 ? TOO_MANY_RENDERS_PAGE : BUSY_PAGE);
  return true;
}

/** A failing render is logged once per route and minute, with how often it failed meanwhile. */
function failureReporter(logger: Logger, now: () => number) {
  const failureLog = new Map<string, { atMs: number; unreported: number }>();
  return (req: Request, err: unknown) => {
    const route = routeOf(req.path);
    const known = failureLog.get(route);
    if (known && now() - known.atMs < FAILURE_REPORT_MS) {
      known.unreported += 1;
      return;
    }
    failureLog.set(route, { atMs: now(), unreported: 0 });
    (req.log ?? logger).warn(
      { err, route, failuresSinceLastReport: known?.unreported ?? 0 },
      'server rendering failed; serving the app shell',
    );
  };
}

/**
 * Renders the page at `pageUrl` with the web app's renderer, as an anonymous reader sees it, within
 * the render deadline: the page and its HTML, or the failure. The keys of every answer the page is
 * made of (graph reports them) are collected into `keys`.
 */
async function renderBody(
  options: PageServerOptions,
  req: Request,
  loaded: LoadedBundle,
  pageUrl: string,
  edition: ReaderEdition,
  keys: KeySet,
): Promise<{ page: RenderedPage; body: Buffer }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.renderTimeoutMs);
  try {
    const page = await loaded.bundle.render({
      url: pageUrl,
      edition: renderEditionOf(edition),
      signal: controller.signal,
      // Pages are rendered as an anonymous reader sees them: graph may answer from its answer cache.
      execute: async ({ query, variables }) => ({
        data: await options.graph.execute(query, variables as never, { ip: req.ip }, String(req.id), { keys, shared: true }),
      }),
    });
    const chunks: Buffer[] = [];
    for await (const chunk of page.body) chunks.push(Buffer.from(chunk as Buffer));
    return { page, body: Buffer.concat(chunks) };
  } finally {
    clearTimeout(timer);
  }
}

export function pageServer(options: PageServerOptions) {
  const bundles = serverBundle(options.webDistDir, { log: options.logger });
  const documentFor = documentPreparer(options.webDistDir, options.logger);
  // Load the renderer now, not on the first reader's request (a failure is reported there).
  void bundles.current();

  const inFlight = new Map<string, Promise<Produced>>();
  const budget = new RenderBudget({ ...(options.budget ?? DEFAULT_BUDGET), now: options.now });
  const reportFailure = failureReporter(options.logger, options.now ?? Date.now);

  /** Renders the page at `pageUrl` (its canonical URL) into a ready-to-send answer. */
  async function produce(
    req: Request,
    loaded: LoadedBundle,
    template: string,
    pageUrl: string,
    storable: boolean,
  ): Promise<Produced> {
    const privatePage = isPrivatePage(req.path);
    // Taken before rendering: a page rendered while a change reaching it arrived is not stored.
    const ticket = options.cache?.ticket();
    const keys = new KeySet();
    const origin = options.publicOrigin();
    const url = new URL(pageUrl, origin);
    let editions: ReaderEdition[];
    let rendered: { page: RenderedPage; body: Buffer };
    let resolved: ReturnType<typeof resolveEdition>;
    try {
      // The editions (graph's shared answer, its keys the page's): which one the path is in.
      editions = await readerEditions(options.graph, req, keys);
      resolved = resolveEdition(editions, url.pathname);
      // One spelling per page under a prefix too (canonical-paths.ts knows the default edition's
      // routes only): `/de/` and `/de/reviews/` are `/de` and `/de/reviews`.
      if (resolved.edition.urlPrefix && !isNormalSpelling(url.pathname))
        return { kind: 'redirect', location: normalizedPath(url.pathname) };
      keys.add(editionPagesKey(resolved.edition.language));
      rendered = await renderBody(options, req, loaded, pageUrl, resolved.edition, keys);
    } catch (err) {
      reportFailure(req, err);
      return { kind: 'shell' };
    }
    const { page, body } = rendered;
    const { edition, readerPath: path } = resolved;
    const redirect = oldSlugRedirect(path, page, edition.urlPrefix);
    if (redirect) return redirect;

    const status = page.status;
    // The page's own URL in its edition, and its translations' (ADR 0049).
    const canonical = canonicalUrl(origin, withEditionPrefix(path, edition.urlPrefix), url.searchParams);
    const description = page.description || DEFAULT_DESCRIPTION;
    const head = pageHead({
      alternates: pageAlternates(origin, editions, path, new URL(canonical).search, page.article),
      rssPath: withEditionPrefix('/rss.xml', edition.urlPrefix),
      status,
      title: page.title,
      description: page.description,
      article: page.article,
      url: canonical,
      origin,
      indexable: !privatePage,
      // From the article or game the page rendered: graph is not asked again (ADR 0046).
      structuredData: privatePage
        ? undefined
        : pageStructuredData({ page, categoryRoutes: loaded.bundle.CATEGORY_ROUTES, origin, url: canonical, description }).map(
            (item) => (IN_LANGUAGE_TYPES.has(item['@type'] as string) ? { ...item, inLanguage: edition.language } : item),
          ),
    });
    const html = pageDocument(await documentFor(template), {
      head,
      body,
      edition: {
        language: edition.language,
        direction: edition.direction === 'rtl' ? 'rtl' : 'ltr',
        // For the browser (web/src/lib/edition.tsx); the app's own default needs no word.
        data:
          edition.isDefault && edition.language === FALLBACK_EDITION.language
            ? undefined
            : JSON.stringify(renderEditionOf(edition)),
      },
      stateId: loaded.bundle.APOLLO_STATE_ID,
      state: page.state,
      pages: page.pages,
      // The page's chunks, for web/src/boot.ts to ask for beside the app's code once the page has
      // painted (a preload in the head would be fetched before the picture).
      chunks: pageChunks(loaded.manifest, page.pages).map((file) => `/${file}`),
    });
    const entry = cachedResponse(
      html,
      'text/html; charset=utf-8',
      privatePage ? PRIVATE_CACHE_CONTROL : PAGE_CACHE_CONTROL,
      status,
      keys.keys,
    );
    entry.contentLanguage = edition.language;
    const kept = storable && ticket !== undefined && (status === 200 || status === 404);
    if (kept && options.cache!.accepts(html.length)) options.cache!.set(pageUrl, entry, ticket, entry.keys);
    return { kind: 'page', entry, storable: kept };
  }

  /** One render per page at a time: a request for a page being rendered waits for that render. */
  function singleFlight(pageUrl: string, render: () => Promise<Produced>): Promise<Produced> {
    const running = inFlight.get(pageUrl);
    if (running) return running;
    const started = render().finally(() => inFlight.delete(pageUrl));
    inFlight.set(pageUrl, started);
    return started;
  }

  /**
   * Renders `req` into `res` and returns true, or returns false when the shell must be served
   * instead (not built, graph failed, deadline passed). Nothing is written before it is decided.
   * A page is rendered and kept under its canonical URL (page-url.ts). A kept page a change has
   * reached is served stale for a few seconds while one render in the background refreshes it.
   */
  async function renderPage(req: Request, res: Response, template: string): Promise<boolean> {
    const loaded = await bundles.current();
    if (!loaded || !template.includes(ROOT)) return false;
    const pageUrl = canonicalPageUrl(req.originalUrl, loaded.bundle.pageQueryParams);
    const { storable, servable } = options.cache ? pageCaching(req) : { storable: false, servable: false };

    const found = servable ? options.cache!.lookup(pageUrl) : undefined;
    if (found && !found.stale) {
      sendCachedResponse(req, res, found.value);
      return true;
    }
    if (found) {
      // Stale: this reader gets it now; one render refreshes it if a slot is free (else a later reader's will).
      sendCachedResponse(req, res, found.value, 'stale');
      if (storable && !inFlight.has(pageUrl)) {
        const release = budget.tryAcquire();
        if (release) void singleFlight(pageUrl, () => produce(req, loaded, template, pageUrl, true).finally(release));
      }
      return true;
    }
    const running = servable ? inFlight.get(pageUrl) : undefined;
    if (running) return deliver(req, res, await running);

    const charge = budget.chargeIp(req.ip);
    if (!charge.allowed) return refuse(res, 429, charge.retryAfterSeconds);
    // A reader who leaves while waiting for a slot gives it up (a closed tab, a client's timeout).
    const left = new AbortController();
    const onClose = () => left.abort();
    res.once('close', onClose);
    const release = await budget.acquire(left.signal);
    res.off('close', onClose);
    if (!release) return left.signal.aborted ? true : refuse(res, 503, BUSY_RETRY_AFTER_SECONDS);
    try {
      const produced = storable
        ? await singleFlight(pageUrl, () => produce(req, loaded, template, pageUrl, true))
        : await produce(req, loaded, template, pageUrl, false);
      return deliver(req, res, produced);
    } finally {
      release();
    }
  }

  /** The cache key of a reader page request, once the renderer is loaded (serveCachedAnswers). */
  function cacheKeyOf(originalUrl: string): string | undefined {
    const bundle = bundles.loaded();
    return bundle ? canonicalPageUrl(originalUrl, bundle.bundle.pageQueryParams) : undefined;
  }

  return {
    renderPage,
    cacheKeyOf,
    renderStats: () => budget.stats(),
    categoryRoutes: async () => (await bundles.current())?.bundle.CATEGORY_ROUTES ?? [],
  };
}
