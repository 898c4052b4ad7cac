// Serves the built web app: hashed assets cached for a year, index.html (never cached) for every
// client route, with article pages' head filled in server-side (seo.ts).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request } from 'express';
import type { Logger } from 'pino';
import type { GraphClient } from './graph-client';
import { findPublishedArticle, injectArticleHead } from './seo';

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

export function webApp(options: { distDir: string; graph: GraphClient; publicUrl?: string; logger: Logger }): express.Router {
  const { distDir, graph } = options;
  const indexPath = path.join(distDir, 'index.html');
  const router = express.Router();
  let cached: { mtimeMs: number; html: string } | undefined;

  // Re-read only when a rebuild replaced index.html.
  async function indexHtml(): Promise<string | undefined> {
    try {
      const { mtimeMs } = await stat(indexPath);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(indexPath, 'utf8') };
      return cached.html;
    } catch {
      return undefined;
    }
  }

  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  router.use(
    express.static(distDir, { index: false, maxAge: 0, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') }),
  );

  router.use(async (req, res, next) => {
    if (!isClientRoute(req)) return next();
    const html = await indexHtml();
    res.setHeader('Cache-Control', 'no-cache');
    if (html === undefined) {
      res.status(503).type('html').send(NOT_BUILT_PAGE);
      return;
    }
    // A preview link's page shows an unpublished article: never to be indexed.
    if (req.path.startsWith('/preview/')) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    const slug = /^\/articles\/([^/]+)\/?$/.exec(req.path)?.[1];
    if (!slug) {
      res.type('html').send(html);
      return;
    }
    try {
      const article = await findPublishedArticle(graph, decodeURIComponent(slug), req.ip, String(req.id));
      const origin = options.publicUrl ?? `${req.protocol}://${req.get('host')}`;
      if (!article) res.status(404).type('html').send(html);
      // graph finds a published article by an old slug too (slug history): send readers and search
      // engines to its current URL for good.
      else if (article.slug !== decodeURIComponent(slug))
        res.redirect(301, `/articles/${encodeURIComponent(article.slug)}${req.url.slice(req.path.length)}`);
      else res.type('html').send(injectArticleHead(html, article, origin));
    } catch (err) {
      // The page still works without the head tags: the client renders the article itself.
      (req.log ?? options.logger).warn({ err }, 'article head not injected');
      res.type('html').send(html);
    }
  });
  return router;
}
