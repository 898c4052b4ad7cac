// Reader pages rendered on the server (web/src/entry-server.tsx): the document with its own head,
// the page's HTML and the Apollo cache for hydration (index.html links the one stylesheet), with the real status. Any graph
// failure, a render past its deadline or a renderer that does not load falls back to the plain app
// shell, which renders in the browser as before; editors always get the shell (their data differs
// from a reader's).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { KeySet } from '@savepoint/cache-keys';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { cachedResponse, sendCachedResponse, type ResponseCache } from '../cache/response-cache';
import type { GraphClient } from '../graph-client';
import { PRIVATE_CACHE_CONTROL, isPrivatePage } from '../private-pages';
import { hasSessionCookie } from '../session/guard';
import { DEFAULT_DESCRIPTION, canonicalUrl, escapeHtml, pageHead } from '../seo';
import { pageStructuredData } from '../structured-data';
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
   * serveCachedAnswers, cleared on every content change like the REST answers).
   */
  cache?: ResponseCache;
}

/** Readers revalidate pages with the ETag, so a change shows on the next load. */
const PAGE_CACHE_CONTROL = 'no-cache';

const ROOT = '<div id="root"></div>';

/** index.html's one stylesheet (web/vite.config.ts builds the site's CSS into a single hashed file). */
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/assets\/([\w.-]+\.css)"[^>]*>/;

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * `originalUrl` without the query parameters `names` (each other parameter kept byte for byte, in
 * its order). Editor mode lives in the query (web/src/app/admin-mode.ts) and is never rendered on
 * the server, so a reader page is rendered and kept as its URL without those parameters:
 * `/?admin=edit&article=123` renders exactly as `/` and shares its cache entry instead of adding one
 * per article an editor opened.
 */
export function withoutQueryParams(originalUrl: string, names: readonly string[]): string {
  const start = originalUrl.indexOf('?');
  if (start < 0 || names.length === 0) return originalUrl;
  const kept = originalUrl
    .slice(start + 1)
    .split('&')
    .filter((part) => {
      if (part === '') return false;
      const name = safeDecode(part.split('=')[0].replace(/\+/g, ' '));
      return name === null || !names.includes(name);
    });
  return `${originalUrl.slice(0, start)}${kept.length > 0 ? `?${kept.join('&')}` : ''}`;
}

export function pageServer(options: PageServerOptions) {
  const bundles = serverBundle(options.webDistDir, { log: options.logger });
  // By file name: a hashed name's content never changes.
  const stylesheets = new Map<string, Promise<string | null>>();

  /**
   * The stylesheet written into the page's head: a rendered page paints without waiting for one
   * more request (~5 KiB compressed, the whole site's CSS). The plain shell keeps the link.
   */
  async function inlineStylesheet(html: string): Promise<string> {
    const match = STYLESHEET.exec(html);
    if (!match) return html;
    let css = stylesheets.get(match[1]);
    if (!css) {
      css = readFile(path.join(options.webDistDir, 'assets', match[1]), 'utf8').catch(() => null);
      stylesheets.set(match[1], css);
    }
    const text = await css;
    return text === null ? html : html.replace(match[0], () => `<style>${text}</style>`);
  }
  // Load the renderer now, not on the first reader's request (a failure is reported there).
  void bundles.current();

  /**
   * Renders `req` into `res` and returns true, or returns false when the shell must be served
   * instead (not built, graph failed, deadline passed). Nothing is written before it is decided.
   */
  async function renderPage(req: Request, res: Response, template: string): Promise<boolean> {
    const loaded = await bundles.current();
    if (!loaded || !template.includes(ROOT)) return false;
    const pageUrl = withoutQueryParams(req.originalUrl, loaded.bundle.EDITOR_MODE_PARAMS);
    // A preview is for the link's holder alone: never kept, so a revoked link ends at once.
    const privatePage = isPrivatePage(req.path);
    const storable = options.cache !== undefined && req.method === 'GET' && !hasSessionCookie(req) && !privatePage;
    // The same page without editor mode's parameters may be kept already (the plain URL was served
    // from the cache before routing).
    const kept = storable && pageUrl !== req.originalUrl ? options.cache!.get(pageUrl) : undefined;
    if (kept) {
      sendCachedResponse(req, res, kept);
      return true;
    }
    // Taken before rendering: a page rendered while a change reaching it arrived is not stored.
    const ticket = options.cache?.ticket();
    // The keys of every answer the page is made of (graph reports them): the page's own.
    const keys = new KeySet();
    const graph: GraphClient = {
      ...options.graph,
      execute: (document, variables, identity, requestId) =>
        options.graph.execute(document, variables, identity, requestId, keys),
    };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.renderTimeoutMs);
    let page: RenderedPage;
    let structuredData: Awaited<ReturnType<typeof pageStructuredData>>;
    const origin = options.publicOrigin();
    try {
      // Asked beside the render, not after it: the page waits for the slower of the two.
      const structured = privatePage
        ? undefined
        : pageStructuredData({
            graph,
            path: req.path,
            req,
            categoryRoutes: loaded.bundle.CATEGORY_ROUTES,
            origin,
          });
      structured?.catch(() => undefined); // awaited below; a failed render must not leave it unhandled
      page = await loaded.bundle.render({
        url: pageUrl,
        signal: controller.signal,
        execute: async ({ query, variables }) => ({
          data: await graph.execute(query, variables as never, { ip: req.ip }, String(req.id)),
        }),
      });
      structuredData = await structured;
    } catch (err) {
      (req.log ?? options.logger).warn({ err }, 'server rendering failed; serving the app shell');
      return false;
    } finally {
      clearTimeout(timer);
    }

    // graph finds a published article by an old slug too (slug history): an article renamed after
    // publication sends readers and search engines to its current address for good.
    const requested = /^\/articles\/([^/]+)\/?$/.exec(req.path)?.[1];
    if (page.article && requested && safeDecode(requested) !== page.article.slug) {
      page.body.destroy();
      res.redirect(301, `/articles/${encodeURIComponent(page.article.slug)}${req.url.slice(req.path.length)}`);
      return true;
    }

    // Games keep their old slugs the same way (gameBySlug finds them).
    const requestedGame = /^\/games\/([^/]+)\/?$/.exec(req.path)?.[1];
    if (page.game && requestedGame && safeDecode(requestedGame) !== page.game.slug) {
      page.body.destroy();
      res.redirect(301, `/games/${encodeURIComponent(page.game.slug)}${req.url.slice(req.path.length)}`);
      return true;
    }

    const status = page.status;
    const url = new URL(pageUrl, origin);
    const canonical = canonicalUrl(origin, url.pathname, url.searchParams);
    const head = pageHead({
      status,
      title: page.title,
      description: page.description,
      article: page.article,
      url: canonical,
      origin,
      indexable: !privatePage,
      structuredData: structuredData?.(page, { url: canonical, description: page.description || DEFAULT_DESCRIPTION }),
    });
    const preloads = pageChunks(loaded.manifest, page.pages)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
      .join('');
    const [before, after] = (await inlineStylesheet(template)).split(ROOT);
    const documentStart = before
      .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
      .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>\n    ${head.tags}`)
      .replace(/<\/head>/i, () => `${preloads}</head>`)
      // The page is readable without JavaScript now.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, '');
    const documentEnd = `</div><script type="application/json" id="${loaded.bundle.APOLLO_STATE_ID}">${page.state}</script>${after}`;

    res.status(status);
    res.type('html');
    res.setHeader('Cache-Control', privatePage ? PRIVATE_CACHE_CONTROL : PAGE_CACHE_CONTROL);
    // The pages rendered, for the browser to load before it hydrates (web/src/app/lazy-page.tsx).
    const start = `${documentStart}<div id="root" data-pages="${escapeHtml(page.pages.join(','))}">`;
    res.write(start);
    const chunks: Buffer[] = [];
    await new Promise<void>((resolve, reject) => {
      page.body.on('data', (chunk: Buffer) => {
        if (storable) chunks.push(Buffer.from(chunk));
        res.write(chunk);
      });
      page.body.once('end', resolve);
      page.body.once('error', reject);
    });
    res.end(documentEnd);
    if (storable && ticket !== undefined && (status === 200 || status === 404)) {
      const html = Buffer.concat([Buffer.from(start), ...chunks, Buffer.from(documentEnd)]);
      if (options.cache!.accepts(html.length)) {
        const entry = cachedResponse(html, 'text/html; charset=utf-8', PAGE_CACHE_CONTROL, status, keys.keys);
        options.cache!.set(pageUrl, entry, ticket, entry.keys);
      }
    }
    return true;
  }

  return { renderPage, categoryRoutes: async () => (await bundles.current())?.bundle.CATEGORY_ROUTES ?? [] };
}
