// Fetching other servers' ActivityPub documents (actors, keys, objects, JSON-LD contexts) with the
// address checked at connect time, in the socket's own lookup, as deliveries (delivery.ts) and
// webhooks do. Fedify's loaders check a host's addresses first and then fetch with the global
// fetch, which looks the name up again: a name answering a public address to the check and
// 127.0.0.1 to the fetch (DNS rebinding) made graph GET a path of an attacker's choosing on the
// machines behind it, from a forged inbox delivery's keyId alone. This module is the one place that
// goes around Fedify's fetching; guarded-fetch.test.ts fails when that stops being safe.
import {
  FetchError,
  getDocumentLoader,
  signRequest,
  type AuthenticatedDocumentLoaderFactory,
  type DocumentLoader,
  type RemoteDocument,
} from '@fedify/fedify';
import { guardedRequest } from '../webhook/network-guard';

/**
 * The JSON-LD contexts Fedify answers from memory, never from the network (listed in its
 * getDocumentLoader documentation): asked of Fedify's own loader, so activities that name them need
 * no fetch at all. Their hosts are fixed, so no stranger chooses where such a fetch would go.
 */
export const PRELOADED_CONTEXTS: ReadonlySet<string> = new Set([
  'https://www.w3.org/ns/activitystreams',
  'https://w3id.org/security/v1',
  'https://w3id.org/security/data-integrity/v1',
  'https://www.w3.org/ns/did/v1',
  'https://w3id.org/security/multikey/v1',
  'https://purl.archive.org/socialweb/webfinger',
  'http://schema.org/',
]);

/** An actor or a key is a few kilobytes; a stranger's URL must not fill graph's heap. */
export const MAX_DOCUMENT_BYTES = 1024 * 1024;
const MAX_REDIRECTS = 5;
/** Silence, and the whole answer however slowly it comes (guardedRequest). */
const TIMEOUT_MS = 10_000;
const ACCEPT = 'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams"';
/** JSON as ActivityPub servers label it: activity+json, ld+json, json, jrd+json… */
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

export interface GuardedFetchOptions {
  allowPrivate: boolean;
  userAgent: string;
  /** Tests shorten it; 10 s otherwise. */
  timeoutMs?: number;
  /** Sign each request as this key (servers that answer only signed fetches, "authorized fetch"). */
  sign?: Parameters<AuthenticatedDocumentLoaderFactory>[0];
}

interface Answer {
  status: number;
  location?: string;
  contentType: string;
  body: string;
}

/** One GET over a socket whose address is checked when it connects; the body read up to the cap. */
function get(request: Request, allowPrivate: boolean, timeoutMs: number, signal?: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = guardedRequest(
      new URL(request.url),
      { method: 'GET', headers: request.headers, allowPrivate, timeoutMs, signal },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers['content-type'] ?? '');
        if (status >= 300 && status < 400) {
          res.resume();
          return resolve({ status, location: res.headers.location, contentType, body: '' });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_DOCUMENT_BYTES) {
            req.destroy(new Error(`The document is over ${MAX_DOCUMENT_BYTES} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, contentType, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function load(url: string, options: GuardedFetchOptions, signal?: AbortSignal): Promise<RemoteDocument> {
  let target = new URL(url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error(`Unsupported address ${target.protocol}`);
    let request = new Request(target, { headers: { accept: ACCEPT, 'user-agent': options.userAgent } });
    if (options.sign) request = await signRequest(request, options.sign.privateKey, options.sign.keyId);
    const answer = await get(request, options.allowPrivate, options.timeoutMs ?? TIMEOUT_MS, signal);
    if (answer.location && answer.status >= 300 && answer.status < 400) {
      // Each hop is checked again, by its own socket's lookup (guardedRequest).
      target = new URL(answer.location, target);
      continue;
    }
    if (answer.status < 200 || answer.status >= 300) throw new Error(`HTTP ${answer.status}`);
    if (!JSON_TYPE.test(answer.contentType)) throw new Error(`Not a JSON-LD document (${answer.contentType || 'no type'})`);
    return { contextUrl: null, document: JSON.parse(answer.body), documentUrl: target.href };
  }
  throw new Error(`More than ${MAX_REDIRECTS} redirects`);
}

/** A Fedify DocumentLoader that fetches as above; Fedify's preloaded contexts come from Fedify. */
export function guardedDocumentLoader(options: GuardedFetchOptions): DocumentLoader {
  const preloaded = getDocumentLoader({ allowPrivateAddress: false, userAgent: options.userAgent });
  return async (url, loaderOptions) => {
    if (PRELOADED_CONTEXTS.has(url)) return preloaded(url, loaderOptions);
    try {
      return await load(url, options, loaderOptions?.signal);
    } catch (error) {
      // Fedify reads a FetchError as "that document is not to be had" (a key not found, say).
      throw error instanceof FetchError ? error : new FetchError(url, error instanceof Error ? error.message : String(error));
    }
  };
}
