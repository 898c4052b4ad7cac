// Serves the built web app: hashed assets cached for a year; reader pages rendered on the server
// (ssr/page-server.ts) with their real status; the plain index.html (never cached) as the fallback
// for editors, failures and an unbuilt renderer.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { matchReaderPath } from '@savepoint/audience';
import express, { type Request } from 'express';
import type { Logger } from 'pino';
import type { GraphClient } from './graph-client';
import type { ResponseCache } from './cache/response-cache';
import type { RenderBudgetOptions } from './ssr/render-budget';
import { currentEditor } from './session/guard';
import {
  FALLBACK_EDITION,
  formerPrefixRedirects,
  readerEditions,
  renderEditionOf,
  resolveEdition,
} from './editions/reader-editions';
import { feedsRouter } from './feeds/feeds';
import { escapeHtml } from './seo';
import { HASHED_ASSET_OPTIONS, precompressedAssets } from './precompressed';
import { isPrivatePage, markPrivate } from './private-pages';
import { pageServer, type PageServerOptions } from './ssr/page-server';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Savepoint is not built yet</title></head>
<body><h1>The web app is not built yet</h1>
<p>Run <code>npm run build -w web</code> (or <code>npm start</code>, which builds everything), then reload.</p>
</body></html>`;

const SERVER_PREFIXES = ['/api', '/graphql', '/media', '/admin/queues', '/healthz', '/readyz'];

function isClientRoute(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (SERVER_PREFIXES.some((p) => req.path === p || req.path.startsWith(`${p}/`))) return false;
  return req.accepts(['html', 'json']) === 'html';
}

export interface WebAppOptions {
  distDir: string;
  graph: GraphClient;
  publicOrigin(): string;
  renderTimeoutMs: number;
  sessionAbsoluteMs: number;
  logger: Logger;
  /** The content cache rendered pages are kept in (the same one as REST answers). */
  cache?: ResponseCache;
  /** What uncached renders may cost (ssr/render-budget.ts). */
  renderBudget?: RenderBudgetOptions;
  /** Render threads (ssr/page-renderer.ts); none: pages render in the gateway's own thread. */
  renderThreads?: PageServerOptions['renderThreads'];
}

/** The reader app's router, the cache key of a page request (for serveCachedAnswers), and its end. */
export type WebAppRouter = express.Router & {
  pageCacheKey(originalUrl: string): string | undefined;
  /** Stops the render threads once the pages they are rendering are done. */
  close(): Promise<void>;
};

/**
 * The build's hashed scripts, styles and fonts, mounted at /assets ahead of the security headers:
 * those govern documents (CSP, framing, HSTS) and would add ~800 bytes to every one of a page's
 * scripts; a file that never changes needs neither ETag nor Last-Modified. `nosniff` stays.
 */
export function webAssets(distDir: string): express.Router {
  const assetsDir = path.join(distDir, 'assets');
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  router.use(precompressedAssets(assetsDir));
  router.use(express.static(assetsDir, { ...HASHED_ASSET_OPTIONS, index: false, fallthrough: false }));
  return router;
}

/** How often index.html is checked for a rebuild. */
const INDEX_RECHECK_MS = 1_000;

/**
 * The plain app shell for the edition of the path (editors, a failed render): its <html lang dir>
 * and #root's data-edition, so the app's router takes the prefix as its basename. As built for the
 * default edition (the app's own default), and when graph cannot name the editions.
 */
async function shellInEdition(html: string, req: Request, graph: GraphClient): Promise<string> {
  // A route of the default edition needs no editions list: graph is not asked (a shell served
  // because graph is not answering must not wait for it a second time).
  if (matchReaderPath(req.path)) return html;
  const editions = await readerEditions(graph, req).catch(() => undefined);
  if (!editions) return html;
  const { edition } = resolveEdition(editions, req.path);
  // The app's own default (web/src/lib/edition.tsx) needs no word: the shell stays as built.
  if (edition.isDefault && edition.language === FALLBACK_EDITION.language) return html;
  const data = escapeHtml(JSON.stringify(renderEditionOf(edition)));
  return html
    .replace(
      /<html\b[^>]*>/i,
      () => `<html lang="${escapeHtml(edition.language)}" dir="${edition.direction === 'rtl' ? 'rtl' : 'ltr'}">`,
    )
    .replace('<div id="root">', () => `<div id="root" data-edition="${data}">`);
}

export function webApp(options: WebAppOptions): WebAppRouter {
  const { distDir } = options;
  const indexPath = path.join(distDir, 'index.html');
  const router = express.Router();
  const pages = pageServer({ ...options, webDistDir: distDir, budget: options.renderBudget });
  let cached: { mtimeMs: number; html: string } | undefined;

  let checkedAtMs = -Infinity;

  // Re-read only when a rebuild replaced index.html, looked at no more than once a second (a stat
  // per page request was ~1% of an uncached render's CPU).
  async function indexHtml(): Promise<string | undefined> {
    if (cached && Date.now() - checkedAtMs < INDEX_RECHECK_MS) return cached.html;
    try {
      const { mtimeMs } = await stat(indexPath);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(indexPath, 'utf8') };
      checkedAtMs = Date.now();
      return cached.html;
    } catch {
      return undefined;
    }
  }

  // An edition's old prefix (ADR 0059): every old URL of its pages, feeds and sitemaps moves with it.
  router.use(formerPrefixRedirects(options.graph));
  router.use(feedsRouter({ graph: options.graph, publicOrigin: options.publicOrigin }));

  // Spec §2's redirects, as real ones: crawlers and old links learn the new address.
  router.get(['/article', '/article/'], (req, res) => {
    const query = req.originalUrl.indexOf('?');
    res.redirect(301, `/articles${query >= 0 ? req.originalUrl.slice(query) : ''}`);
  });
  router.get('/article/:slug', (req, res) => {
    res.redirect(301, `/articles/${encodeURIComponent(req.params.slug)}`);
  });

  // The build's top-level files (favicon.svg…): only a path naming a file is looked for on disk, so a
  // page's request costs no stat (slugs and routes have no extension).
  const topLevelFiles = express.static(distDir, {
    index: false,
    maxAge: 0,
    setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
  });
  router.use((req, res, next) => (/\.[A-Za-z0-9]+$/.test(req.path) ? topLevelFiles(req, res, next) : next()));

  router.use(async (req, res, next) => {
    if (!isClientRoute(req)) return next();
    const html = await indexHtml();
    if (html === undefined) {
      res.status(503).setHeader('Cache-Control', 'no-cache').type('html').send(NOT_BUILT_PAGE);
      return;
    }
    // A preview link's page shows an unpublished article to one person: never stored, never indexed.
    const privatePage = isPrivatePage(req.path);
    if (privatePage) markPrivate(res);
    if (!currentEditor(req, options.sessionAbsoluteMs) && (await pages.renderPage(req, res, html))) return;
    if (!privatePage) res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(await shellInEdition(html, req, options.graph));
  });
  return Object.assign(router, { pageCacheKey: pages.cacheKeyOf, close: pages.close });
}
