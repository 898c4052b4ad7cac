// One reader page rendered into a ready-to-send answer: the edition its path is in, the web app's
// renderer (web/src/entry-server.tsx) over graph's answers, the document with its own head (the
// title, meta tags and JSON-LD from the page's own data, the stylesheet rules its markup needs), its
// gzip and ETag. It runs where page-renderer.ts puts it: in a render thread (render-thread.ts), or
// in the gateway's own thread. It knows nothing of requests, caches or budgets (page-server.ts).
import { CATEGORY_ROUTES, isNormalSpelling, normalizedPath, readerPathParam, withEditionPrefix } from '@savepoint/audience';
import { editionPagesKey, KeySet } from '@savepoint/cache-keys';
import { type CachedResponse, cachedResponse } from '../cache/cached-response';
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
import { DEFAULT_DESCRIPTION, canonicalPage, canonicalUrl, pageHead } from '../seo';
import { pageStructuredData } from '../structured-data';
import type { Logger } from 'pino';
import { documentPreparer, type PreparedDocument, pageDocument, ROOT } from './page-document';
import { type LoadedBundle, pageChunks, type RenderedPage, serverBundle } from './server-bundle';

/** What a page render is asked: plain data, so it can be posted to a render thread. */
export interface PageRenderTask {
  /** The page's canonical URL (page-url.ts): what is rendered, and kept under. */
  pageUrl: string;
  /** The site's public origin, for canonical links and JSON-LD. */
  origin: string;
  /** index.html as built (web-app.ts reads it). */
  template: string;
  /** Who asked, for graph's per-address limits and logs. */
  caller: { ip?: string; requestId: string };
}

/**
 * A page; or the page's one address (an old slug, or another spelling under an edition prefix); or
 * the app shell, while the web app's renderer is not built or does not load (server-bundle.ts
 * reports that itself).
 */
export type PageRenderAnswer =
  { kind: 'redirect'; location: string } | { kind: 'page'; entry: CachedResponse } | { kind: 'shell' };

/** What a render needs, made once where it runs. */
export interface PageRenderContext {
  graph: GraphClient;
  /** The renderer and the browser build's manifest (server-bundle.ts). */
  bundle(): Promise<LoadedBundle | undefined>;
  document(template: string): Promise<PreparedDocument>;
  /** A render not finished within this fails (the caller then serves the app shell). */
  renderTimeoutMs: number;
}

/**
 * What a render needs, made once in the thread that renders (a render thread, or the gateway's own
 * with SSR_THREADS=0): the renderer loaded now, not on the first reader's request (a failure is
 * reported there), and index.html prepared once per build.
 */
export function renderContext(options: {
  graph: GraphClient;
  webDistDir: string;
  logger: Logger;
  renderTimeoutMs: number;
}): PageRenderContext {
  const bundles = serverBundle(options.webDistDir, { log: options.logger });
  void bundles.current();
  return {
    graph: options.graph,
    bundle: () => bundles.current(),
    document: documentPreparer(options.webDistDir, options.logger),
    renderTimeoutMs: options.renderTimeoutMs,
  };
}

/** JSON-LD items about the page's own text, which is in the edition's language (not a game's or a trail's). */
const IN_LANGUAGE_TYPES = new Set(['NewsArticle', 'LiveBlogPosting']);

/** Readers revalidate pages with the ETag, so a change shows on the next load. */
const PAGE_CACHE_CONTROL = 'no-cache';

/**
 * graph finds a published article by an old slug too (slug history): an article renamed after
 * publication sends readers and search engines to its current address for good. Games keep their
 * old slugs the same way (gameBySlug finds them).
 */
function oldSlugRedirect(path: string, page: RenderedPage, urlPrefix: string | null): string | undefined {
  const requested = readerPathParam(path, '/articles/:slug');
  if (page.article && requested && requested !== page.article.slug)
    return withEditionPrefix(`/articles/${encodeURIComponent(page.article.slug)}`, urlPrefix);
  const requestedGame = readerPathParam(path, '/games/:slug');
  if (page.game && requestedGame && requestedGame !== page.game.slug)
    return withEditionPrefix(`/games/${encodeURIComponent(page.game.slug)}`, urlPrefix);
  return undefined;
}

/**
 * Renders the page with the web app's renderer, as an anonymous reader sees it, within the render
 * deadline. The keys of every answer the page is made of (graph reports them) go into `keys`.
 */
async function renderBody(
  context: PageRenderContext,
  loaded: LoadedBundle,
  task: PageRenderTask,
  edition: ReaderEdition,
  keys: KeySet,
): Promise<{ page: RenderedPage; body: Buffer }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), context.renderTimeoutMs);
  try {
    const page = await loaded.bundle.render({
      url: task.pageUrl,
      edition: renderEditionOf(edition),
      signal: controller.signal,
      // Pages are rendered as an anonymous reader sees them: graph may answer from its answer cache.
      execute: async ({ query, variables }) => ({
        data: await context.graph.execute(query, variables as never, { ip: task.caller.ip }, task.caller.requestId, {
          keys,
          shared: true,
        }),
      }),
    });
    const chunks: Buffer[] = [];
    for await (const chunk of page.body) chunks.push(Buffer.from(chunk as Buffer));
    return { page, body: Buffer.concat(chunks) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Renders the page at `task.pageUrl` into a ready-to-send answer, its cache keys on the entry.
 * Rejects when graph failed or the deadline passed: the caller serves the shell and reports it.
 */
export async function renderPageAnswer(context: PageRenderContext, task: PageRenderTask): Promise<PageRenderAnswer> {
  const loaded = await context.bundle();
  if (!loaded || !task.template.includes(ROOT)) return { kind: 'shell' };
  const keys = new KeySet();
  const url = new URL(task.pageUrl, task.origin);
  const privatePage = isPrivatePage(url.pathname);
  // The editions (graph's shared answer, its keys the page's): which one the path is in.
  const editions = await readerEditions(context.graph, task.caller, keys);
  const { edition, readerPath: path } = resolveEdition(editions, url.pathname);
  // One spelling per page under a prefix too (canonical-paths.ts knows the default edition's
  // routes only): `/de/` and `/de/reviews/` are `/de` and `/de/reviews`.
  if (edition.urlPrefix && !isNormalSpelling(url.pathname)) return { kind: 'redirect', location: normalizedPath(url.pathname) };
  keys.add(editionPagesKey(edition.language));
  const { page, body } = await renderBody(context, loaded, task, edition, keys);
  const redirect = oldSlugRedirect(path, page, edition.urlPrefix);
  if (redirect) return { kind: 'redirect', location: redirect };

  // The page's own URL in its edition, and its translations' (ADR 0049).
  const own = canonicalPage(path, url.searchParams);
  const canonical = canonicalUrl(task.origin, path, url.searchParams, edition.urlPrefix);
  const description = page.description || DEFAULT_DESCRIPTION;
  const head = pageHead({
    language: edition.language,
    alternates: pageAlternates(task.origin, editions, own.path, own.query, page.article),
    rssPath: withEditionPrefix('/rss.xml', edition.urlPrefix),
    status: page.status,
    title: page.title,
    description: page.description,
    article: page.article,
    image: page.game?.structured.gameBySlug.coverImage?.url,
    url: canonical,
    origin: task.origin,
    // Search results are the reader's own query: Google asks sites to keep them out of its index
    // (their links are still followed), as are empty lists (the page said so).
    indexable: !privatePage && !url.searchParams.get('search')?.trim() && page.indexable,
    // From the article or game the page rendered: graph is not asked again (ADR 0046).
    structuredData: privatePage
      ? undefined
      : pageStructuredData({
          page,
          categoryRoutes: CATEGORY_ROUTES,
          origin: task.origin,
          urlPrefix: edition.urlPrefix,
          url: canonical,
          description,
        }).map((item) => (IN_LANGUAGE_TYPES.has(item['@type'] as string) ? { ...item, inLanguage: edition.language } : item)),
  });
  const html = pageDocument(await context.document(task.template), {
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
    page.status,
    keys.keys,
  );
  entry.contentLanguage = edition.language;
  return { kind: 'page', entry };
}
