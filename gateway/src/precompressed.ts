// The web build ships .br and .gz copies of its hashed assets (web/vite.config.ts): send the
// smallest one the browser accepts, so the compression middleware has nothing left to do.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import send from 'send';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * How a hashed asset goes out, compressed copy or not: cached for a year as immutable, with an ETag
 * and Last-Modified so a cache that let it go (a reload in some browsers, a proxy short of room)
 * revalidates with a 304 instead of downloading it again.
 */
export const HASHED_ASSET_OPTIONS = {
  immutable: true,
  maxAge: '365d',
  etag: true,
  lastModified: true,
  acceptRanges: false,
} satisfies send.SendOptions;

export function precompressedAssets(assetsDir: string): RequestHandler {
  const root = path.resolve(assetsDir);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TYPES[path.extname(req.path)];
    const file = path.resolve(root, `.${decodeURIComponent(req.path)}`);
    if (!type || !file.startsWith(root + path.sep)) return next();
    const accepted = req.acceptsEncodings(ENCODINGS.map((e) => e.name));
    const encoding = ENCODINGS.find((e) => e.name === accepted);
    res.vary('Accept-Encoding');
    if (!encoding) return next();
    try {
      await stat(file + encoding.suffix);
    } catch {
      return next();
    }
    res.setHeader('Content-Encoding', encoding.name);
    // (send leaves a Content-Type already set alone: the .br file is served as the script it holds.)
    res.setHeader('Content-Type', type);
    // send itself with the options above, so this copy and express.static's agree whatever the
    // app's own etag setting is (res.sendFile takes that one instead).
    send(req, file + encoding.suffix, HASHED_ASSET_OPTIONS)
      .on('error', (err: Error) => {
        // (A copy gone since the stat: the error page must not claim to be brotli.)
        if (!res.headersSent) res.removeHeader('Content-Encoding');
        next(err);
      })
      .pipe(res);
  };
}
