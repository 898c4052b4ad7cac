// Reader pages rendered on the server for readers: kept under their canonical URL in the answer
// cache, one render per page at a time, within the render budget. The render itself (the document
// with its own head, HTML, Apollo state, gzip and ETag) is page-render.ts's, run in render threads
// (page-renderer.ts). Any graph failure, a render past its deadline or a renderer that does not
// load falls back to the plain app shell, which renders in the browser as before; editors always
// get the shell (their data differs from a reader's).
import { isStorableForEveryone, mayBeServedSharedCopy, pageQueryParams } from '@savepoint/audience';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { sendCachedResponse, type ResponseCache } from '../cache/response-cache';
import type { CachedResponse } from '../cache/cached-response';
import type { GraphClient } from '../graph-client';
import { ROOT } from './page-document';
import { type PageRenderTask, renderContext } from './page-render';
import { inThreadRenderer, type PageRenderer, type RenderThreadData, threadRenderer } from './page-renderer';
import { canonicalPageUrl } from './page-url';
import { RenderBudget, type RenderBudgetOptions } from './render-budget';

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
  /** Render threads (SSR_THREADS) and what each needs to reach graph; none: render in this thread. */
  renderThreads?: { threads: number; graph: RenderThreadData['graph']; logLevel: string };
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

export function pageServer(options: PageServerOptions) {
  const inFlight = new Map<string, Promise<Produced>>();
  const budgetOptions = options.budget ?? DEFAULT_BUDGET;
  const budget = new RenderBudget({ ...budgetOptions, now: options.now });
  const reportFailure = failureReporter(options.logger, options.now ?? Date.now);

  // With render threads, the web app's renderer is loaded there only (~30 MB of code and heap each).
  const renderer: PageRenderer =
    options.renderThreads && options.renderThreads.threads > 0
      ? threadRenderer({
          threads: options.renderThreads.threads,
          // The budget bounds renders at once: spread over the threads, none waits in the pool.
          concurrentPerThread: Math.ceil(budgetOptions.concurrency / options.renderThreads.threads),
          data: {
            graph: options.renderThreads.graph,
            webDistDir: options.webDistDir,
            renderTimeoutMs: options.renderTimeoutMs,
            logLevel: options.renderThreads.logLevel,
          },
        })
      : inThreadRenderer(
          renderContext({
            graph: options.graph,
            webDistDir: options.webDistDir,
            logger: options.logger,
            renderTimeoutMs: options.renderTimeoutMs,
          }),
        );

  /** Renders the page at `pageUrl` (its canonical URL) into a ready-to-send answer, kept when it may be. */
  async function produce(req: Request, template: string, pageUrl: string, storable: boolean): Promise<Produced> {
    // Taken before rendering: a page rendered while a change reaching it arrived is not stored.
    const ticket = options.cache?.ticket();
    const task: PageRenderTask = {
      pageUrl,
      origin: options.publicOrigin(),
      template,
      caller: { ip: req.ip, requestId: String(req.id) },
    };
    let answer: Awaited<ReturnType<PageRenderer['render']>>;
    try {
      answer = await renderer.render(task);
    } catch (err) {
      reportFailure(req, err);
      return { kind: 'shell' };
    }
    if (answer.kind !== 'page') return answer;
    const { entry } = answer;
    const kept = storable && ticket !== undefined && (entry.status === 200 || entry.status === 404);
    if (kept && options.cache!.accepts(entry.body.length)) options.cache!.set(pageUrl, entry, ticket, entry.keys);
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
    if (!template.includes(ROOT)) return false;
    const pageUrl = canonicalPageUrl(req.originalUrl, pageQueryParams);
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
        if (release) void singleFlight(pageUrl, () => produce(req, template, pageUrl, true).finally(release));
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
        ? await singleFlight(pageUrl, () => produce(req, template, pageUrl, true))
        : await produce(req, template, pageUrl, false);
      return deliver(req, res, produced);
    } finally {
      release();
    }
  }

  /** The cache key of a reader page request (serveCachedAnswers). */
  function cacheKeyOf(originalUrl: string): string {
    return canonicalPageUrl(originalUrl, pageQueryParams);
  }

  return {
    renderPage,
    close: () => renderer.close(),
    cacheKeyOf,
    renderStats: () => budget.stats(),
  };
}
