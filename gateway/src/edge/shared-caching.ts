// What shared caches in front of the gateway (Varnish, a CDN) may keep, decided in one place for every
// answer just before its headers leave (docs/decisions/0014-edge-cache-and-purge.md):
//  - personal requests (anyone but an anonymous reader, any write, a path for one person: the rule of
//    @savepoint/audience, docs/decisions/0020-audience-policy.md) get `private, no-store` and
//    `Vary: Cookie`, whatever the handler said, unless the answer is already no-store or an
//    immutable file;
//  - an anonymous 200 (or its 304) that names what it shows (the keys of @savepoint/cache-keys, set
//    by the page, feed and answer code in the internal x-savepoint-cache-keys header) is public for
//    shared caches: `public, max-age, s-maxage, stale-while-revalidate, stale-if-error`, with those
//    keys (and `all`) in the configured surrogate-key header, so the worker can purge exactly them;
//  - anything else keeps what its handler said and never gets s-maxage: a shared cache stores only
//    what it can be told to forget (deploy/varnish/default.vcl keeps nothing without s-maxage).
// The internal header never leaves the gateway.
import type { ServerResponse } from 'node:http';
import { isStorableForEveryone } from '@savepoint/audience';
import { ALL_KEY, CACHE_KEYS_HEADER, GAMES_KEY, LIST_KEY, parseKeys, type CacheKey } from '@savepoint/cache-keys';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { EdgeCachingConfig } from '../config';
import { PRIVATE_CACHE_CONTROL } from '../private-pages';

/** Whether a request's answer is for its sender alone (never stored by a shared cache). */
export const isPersonalRequest = (req: IncomingMessage): boolean => !isStorableForEveryone(req);

/** The Cache-Control of an anonymous keyed answer, from the configuration. */
function sharedCacheControl(config: EdgeCachingConfig): string {
  return [
    'public',
    `max-age=${config.maxAgeSeconds}`,
    `s-maxage=${config.sharedMaxAgeSeconds}`,
    `stale-while-revalidate=${config.staleWhileRevalidateSeconds}`,
    `stale-if-error=${config.staleIfErrorSeconds}`,
  ].join(', ');
}

/** Keys as the header wants them: Cloudflare's Cache-Tag is comma-separated, the others space-separated. */
function surrogateKeyValue(header: EdgeCachingConfig['surrogateKeyHeader'], keys: readonly string[]): string {
  return keys.join(header === 'Cache-Tag' ? ',' : ' ');
}

/**
 * Caches cap a header's size (Varnish 8 KiB by default, Fastly and Cloudflare 16 KiB): a long list's
 * article and game keys give way to the collection keys every change of a visible one names
 * (`list`, `games`), which purge it as surely, only more often.
 */
const MAX_KEYS_BYTES = 4096;

function boundedKeys(keys: CacheKey[]): CacheKey[] {
  if (keys.join(' ').length <= MAX_KEYS_BYTES) return keys;
  const collapsed = new Set<CacheKey>();
  for (const key of keys) {
    if (key.startsWith('article-')) collapsed.add(LIST_KEY);
    else if (key.startsWith('game-')) collapsed.add(GAMES_KEY);
    else collapsed.add(key);
  }
  return [...collapsed].sort();
}

function addVary(res: ServerResponse, field: string) {
  const current = String(res.getHeader('Vary') ?? '');
  const fields = current
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((f) => f.toLowerCase() === field.toLowerCase())) return;
  res.setHeader('Vary', [...fields, field].join(', '));
}

function decide(req: IncomingMessage, res: ServerResponse, statusCode: number, config: EdgeCachingConfig, sharedControl: string) {
  const keys = parseKeys(res.getHeader(CACHE_KEYS_HEADER) as string | string[] | undefined);
  res.removeHeader(CACHE_KEYS_HEADER);
  const control = String(res.getHeader('Cache-Control') ?? '');
  if (isPersonalRequest(req)) {
    if (!/\bno-store\b|\bimmutable\b/.test(control)) res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    addVary(res, 'Cookie');
    if (req.headers.authorization !== undefined) addVary(res, 'Authorization');
    return;
  }
  if (keys === undefined || (statusCode !== 200 && statusCode !== 304)) return;
  if (/\b(?:private|no-store|immutable)\b/.test(control)) return;
  res.setHeader('Cache-Control', sharedControl);
  res.setHeader(config.surrogateKeyHeader, surrogateKeyValue(config.surrogateKeyHeader, [...boundedKeys(keys), ALL_KEY]));
  addVary(res, 'Cookie');
}

/** Mounted first: every answer's caching headers are settled as its head is written. */
export function sharedCaching(config: EdgeCachingConfig): RequestHandler {
  const sharedControl = sharedCacheControl(config);
  return (req, res, next) => {
    const writeHead = res.writeHead;
    let decided = false;
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      if (!decided) {
        decided = true;
        const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
        decide(req, this, status, config, sharedControl);
      }
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}
