// Reader pages rendered on the server (web/src/entry-server.tsx): the document with its own head
// (the stylesheet rules the page's markup needs written into it, critical-css.ts), the page's HTML,
// the Apollo cache for hydration and the whole stylesheet linked after them, with the real status. Any graph
// failure, a render past its deadline or a renderer that does not load falls back to the plain app
// shell, which renders in the browser as before; editors always get the shell (their data differs
// from a reader's).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  isNormalSpelling,
  isStorableForEveryone,
  mayBeServedSharedCopy,
  normalizedPath,
  readerPathParam,
  withEditionPrefix,
} from '@savepoint/audience';
import { editionKey, KeySet } from '@savepoint/cache-keys';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { type CachedResponse, cachedResponse, sendCachedResponse, type ResponseCache } from '../cache/response-cache';
import { FALLBACK_EDITION, pageAlternates, readerEditions, renderEditionOf, resolveEdition } from '../editions/reader-editions';
import type { GraphClient } from '../graph-client';
import { PRIVATE_CACHE_CONTROL, isPrivatePage } from '../private-pages';
import { DEFAULT_DESCRIPTION, canonicalUrl, escapeHtml, pageHead } from '../seo';
import { pageStructuredData } from '../structured-data';
import { type CriticalCss, criticalCss } from './critical-css';
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

const ROOT = '<div id="root"></div>';

/** index.html's one stylesheet (web/vite.config.ts builds the site's CSS into a single hashed file). */
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/assets\/([\w.-]+\.css)"[^>]*>/;

/** Where a page's own rules are written into the prepared document's head. */
const CRITICAL_CSS_MARK = '<!--critical-css-->';

/** index.html ready for rendered pages (prepareDocument). */
interface PreparedDocument {
  /** Up to #root, without the stylesheet link (CRITICAL_CSS_MARK in its place), description or noscript. */
  before: string;
  /** After #root. */
  after: string;
  critical: CriticalCss | null;
  /** The whole stylesheet's link, sent after the page; '' when it stayed in the head. */
  stylesheetLink: string;
}

/** The page's first picture asked for with high priority (its LCP image: ArticleThumbnail, GamePage). */
const PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/;

/**
 * A preload for the page's first high-priority picture, with its srcset and sizes so the browser
 * picks the same width the <img> will: requested from the head, before the inline stylesheet and
 * the markup above it are parsed. Attributes come as React wrote them (already escaped).
 */
function priorityImagePreload(body: string): string {
  const img = PRIORITY_IMAGE.exec(body)?.[0];
  if (!img) return '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(img)?.[1];
  const src = attribute('src');
  if (!src) return '';
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`;
}

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

export function pageServer(options: PageServerOptions) {
  const bundles = serverBundle(options.webDistDir, { log: options.logger });
  // By file name: a hashed name's content never changes.
  const stylesheets = new Map<string, Promise<CriticalCss | null>>();
  let prepared: { template: string; document: Promise<PreparedDocument> } | undefined;

  /**
   * index.html made ready once per build for every page rendered into it: the parts before and
   * after #root, its description and noscript taken out, and the site's stylesheet split into the
   * rules each page needs in its head and a link to the whole after the page (critical-css.ts).
   */
  async function prepareDocument(template: string): Promise<PreparedDocument> {
    const link = STYLESHEET.exec(template);
    let critical: CriticalCss | null = null;
    if (link) {
      let parsed = stylesheets.get(link[1]);
      if (!parsed) {
        // Unreadable or unparsable (a broken deploy): the page keeps the link, as the shell does.
        parsed = readFile(path.join(options.webDistDir, 'assets', link[1]), 'utf8')
          .then((css) => criticalCss(css))
          .catch((err: unknown) => {
            options.logger.error({ err, stylesheet: link[1] }, 'stylesheet not split; pages link it whole');
            return null;
          });
        stylesheets.set(link[1], parsed);
      }
      critical = await parsed;
    }
    const withoutLink = link && critical ? template.replace(link[0], () => CRITICAL_CSS_MARK) : template;
    const [before, after] = withoutLink
      .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
      // The page is readable without JavaScript now.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, '')
      // The page is painted from its HTML; its scripts only hydrate it, so they are asked for after
      // the picture and the font. At high priority (the default for module scripts) a phone on a slow
      // network shared its bandwidth with ~150 KB of JavaScript before the first paint: Lighthouse's
      // mobile run put the first contentful paint at 2.0–2.2 s with them, 0.7–1.0 s without. (The
      // page's one script is now web/src/boot.ts's, which loads the app itself after the picture.)
      .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
      .split(ROOT);
    return { before, after, critical, stylesheetLink: link && critical ? link[0] : '' };
  }

  function documentFor(template: string): Promise<PreparedDocument> {
    if (prepared?.template !== template) prepared = { template, document: prepareDocument(template) };
    return prepared.document;
  }
  // Load the renderer now, not on the first reader's request (a failure is reported there).
  void bundles.current();

  /** What one render made, shared by every request that waited for it (single flight). */
  type Produced =
    { kind: 'shell' } | { kind: 'redirect'; location: string } | { kind: 'page'; entry: CachedResponse; storable: boolean };

  const inFlight = new Map<string, Promise<Produced>>();
  const budget = new RenderBudget({ ...(options.budget ?? DEFAULT_BUDGET), now: options.now });
  // A failing render is logged once per route and minute, with how often it failed meanwhile.
  const failureLog = new Map<string, { atMs: number; unreported: number }>();
  const now = options.now ?? Date.now;

  function reportFailure(req: Request, err: unknown) {
    const route = routeOf(req.path);
    const known = failureLog.get(route);
    if (known && now() - known.atMs < FAILURE_REPORT_MS) {
      known.unreported += 1;
      return;
    }
    failureLog.set(route, { atMs: now(), unreported: 0 });
    (req.log ?? options.logger).warn(
      { err, route, failuresSinceLastReport: known?.unreported ?? 0 },
      'server rendering failed; serving the app shell',
    );
  }

  /** Renders the page at `pageUrl` (its canonical URL) into a ready-to-send answer. */
  async function produce(
    req: Request,
    loaded: NonNullable<Awaited<ReturnType<typeof bundles.current>>>,
    template: string,
    pageUrl: string,
    storable: boolean,
  ): Promise<Produced> {
    const privatePage = isPrivatePage(req.path);
    // Taken before rendering: a page rendered while a change reaching it arrived is not stored.
    const ticket = options.cache?.ticket();
    // The keys of every answer the page is made of (graph reports them): the page's own.
    const keys = new KeySet();
    const graph: GraphClient = {
      ...options.graph,
      // Pages are rendered as an anonymous reader sees them: graph may answer from its answer cache.
      execute: (document, variables, identity, requestId) =>
        options.graph.execute(document, variables, identity, requestId, { keys, shared: true }),
    };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.renderTimeoutMs);
    let page: RenderedPage;
    let structuredData: Awaited<ReturnType<typeof pageStructuredData>>;
    let body: Buffer;
    const origin = options.publicOrigin();
    let editions: Awaited<ReturnType<typeof readerEditions>>;
    let resolved: ReturnType<typeof resolveEdition>;
    try {
      // The editions (graph's shared answer, its keys the page's): which one the path is in.
      editions = await readerEditions(options.graph, req, keys);
      resolved = resolveEdition(editions, new URL(pageUrl, origin).pathname);
    } catch (err) {
      clearTimeout(timer);
      reportFailure(req, err);
      return { kind: 'shell' };
    }
    const { edition, readerPath: path } = resolved;
    // One spelling per page under a prefix too (canonical-paths.ts knows the default edition's
    // routes only): `/de/` and `/de/reviews/` are `/de` and `/de/reviews`.
    const requestedPath = new URL(pageUrl, origin).pathname;
    if (edition.urlPrefix && !isNormalSpelling(requestedPath)) {
      clearTimeout(timer);
      return { kind: 'redirect', location: normalizedPath(requestedPath) };
    }
    keys.add(editionKey(edition.language));
    try {
      // Asked beside the render, not after it: the page waits for the slower of the two.
      const structured = privatePage
        ? undefined
        : pageStructuredData({ graph, path, req, categoryRoutes: loaded.bundle.CATEGORY_ROUTES, origin });
      structured?.catch(() => undefined); // awaited below; a failed render must not leave it unhandled
      page = await loaded.bundle.render({
        url: pageUrl,
        edition: renderEditionOf(edition),
        signal: controller.signal,
        execute: async ({ query, variables }) => ({
          data: await graph.execute(query, variables as never, { ip: req.ip }, String(req.id)),
        }),
      });
      structuredData = await structured;
      const chunks: Buffer[] = [];
      for await (const chunk of page.body) chunks.push(Buffer.from(chunk as Buffer));
      body = Buffer.concat(chunks);
    } catch (err) {
      reportFailure(req, err);
      return { kind: 'shell' };
    } finally {
      clearTimeout(timer);
    }

    // graph finds a published article by an old slug too (slug history): an article renamed after
    // publication sends readers and search engines to its current address for good.
    const requested = readerPathParam(path, '/articles/:slug');
    if (page.article && requested && requested !== page.article.slug)
      return {
        kind: 'redirect',
        location: withEditionPrefix(`/articles/${encodeURIComponent(page.article.slug)}`, edition.urlPrefix),
      };
    // Games keep their old slugs the same way (gameBySlug finds them).
    const requestedGame = readerPathParam(path, '/games/:slug');
    if (page.game && requestedGame && requestedGame !== page.game.slug)
      return { kind: 'redirect', location: withEditionPrefix(`/games/${encodeURIComponent(page.game.slug)}`, edition.urlPrefix) };

    const status = page.status;
    const url = new URL(pageUrl, origin);
    // The page's own URL in its edition (`/de` is `/de/`), and its translations' (ADR 0049).
    const canonical = canonicalUrl(origin, withEditionPrefix(path, edition.urlPrefix), url.searchParams);
    const canonicalQuery = new URL(canonical).search;
    const head = pageHead({
      alternates: pageAlternates(origin, editions, path, canonicalQuery, page.article),
      rssPath: withEditionPrefix('/rss.xml', edition.urlPrefix),
      status,
      title: page.title,
      description: page.description,
      article: page.article,
      url: canonical,
      origin,
      indexable: !privatePage,
      structuredData: structuredData?.(page, { url: canonical, description: page.description || DEFAULT_DESCRIPTION }).map(
        (item) => (IN_LANGUAGE_TYPES.has(item['@type'] as string) ? { ...item, inLanguage: edition.language } : item),
      ),
    });
    // The page's chunks, for web/src/boot.ts to ask for beside the app's code once the page has
    // painted (a preload in the head would be fetched before the picture).
    const chunks = pageChunks(loaded.manifest, page.pages).map((file) => `/${file}`);
    const document = await documentFor(template);
    const markup = body.toString();
    const documentStart = document.before
      // The edition's language and direction (its tag is BCP 47 already: graph keeps it canonical).
      .replace(
        /<html\b[^>]*>/i,
        () => `<html lang="${escapeHtml(edition.language)}" dir="${edition.direction === 'rtl' ? 'rtl' : 'ltr'}">`,
      )
      .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>\n    ${head.tags}`)
      // Before the stylesheet: the picture is asked for as soon as the head arrives.
      .replace(/<meta name="viewport"[^>]*>/i, (viewport) => `${viewport}${priorityImagePreload(markup)}`)
      .replace(CRITICAL_CSS_MARK, () => (document.critical ? `<style>${document.critical.forMarkup(markup)}</style>` : ''));
    const documentEnd = `</div><script type="application/json" id="${loaded.bundle.APOLLO_STATE_ID}">${page.state}</script>${document.stylesheetLink}${document.after}`;
    // The pages rendered, for the browser to load before it hydrates (web/src/app/lazy-page.tsx).
    // Its edition for the browser (web/src/lib/edition.tsx); the app's own default needs no word.
    const editionData =
      edition.isDefault && edition.language === FALLBACK_EDITION.language
        ? ''
        : ` data-edition="${escapeHtml(JSON.stringify(renderEditionOf(edition)))}"`;
    const start = `${documentStart}<div id="root"${editionData} data-pages="${escapeHtml(page.pages.join(','))}" data-chunks="${escapeHtml(chunks.join(' '))}">`;
    const html = Buffer.concat([Buffer.from(start), body, Buffer.from(documentEnd)]);
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
