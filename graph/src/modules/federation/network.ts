// Reaching other servers follows the webhooks' reserved-address rules (webhook/network-guard.ts):
// fetching a remote actor or key, and delivering to an inbox, refuse hosts that resolve to private,
// loopback or reserved addresses unless FEDERATION_ALLOW_PRIVATE_ADDRESSES=true (tests only). The
// address is checked where the socket connects (guarded-fetch.ts, delivery.ts), not only beforehand.
import { kvCache, type AuthenticatedDocumentLoaderFactory, type DocumentLoaderFactory, type KvStore } from '@fedify/fedify';
import { guardedDocumentLoader } from './guarded-fetch';
import { checkHost, PrivateAddressError } from '../webhook/network-guard';

/** A host found public stays so for this long before it is resolved again. */
const CHECKED_FOR_MS = 5 * 60_000;

/** Remote servers see who is calling and where to read about it. */
export const federationUserAgent = (publicUrl: string): string => `Savepoint/1.0 (+${publicUrl}/)`;

export class RemoteHostRefused extends Error {
  override name = 'RemoteHostRefused';
}

/** Refuses a URL whose host resolves to a reserved address (remembered for a few minutes). */
export function remoteHostGuard(allowPrivate: boolean): (url: URL) => Promise<void> {
  const checked = new Map<string, number>();
  return async (url) => {
    if (allowPrivate) return;
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RemoteHostRefused(`Unsupported address ${url.protocol}`);
    const until = checked.get(url.hostname);
    if (until && until > Date.now()) return;
    try {
      await checkHost(url.hostname, false);
    } catch (error) {
      if (error instanceof PrivateAddressError) throw new RemoteHostRefused(`${url.hostname} is a private or reserved address`);
      // Not resolvable: nothing is refused here; the fetch fails on its own (and Fedify's preloaded
      // JSON-LD contexts need no network at all).
      return;
    }
    if (checked.size > 10_000) checked.clear();
    checked.set(url.hostname, Date.now() + CHECKED_FOR_MS);
  };
}

export interface GuardedLoaders {
  documentLoaderFactory: DocumentLoaderFactory;
  contextLoaderFactory: DocumentLoaderFactory;
  authenticatedDocumentLoaderFactory: AuthenticatedDocumentLoaderFactory;
}

/** Remote documents (actors, keys, notes) are cached in the key–value store as Fedify's default loader does. */
export function guardedLoaders(allowPrivate: boolean, userAgent: string, kv: KvStore): GuardedLoaders {
  const guard = remoteHostGuard(allowPrivate);
  const plain = kvCache({
    loader: guardedDocumentLoader({ allowPrivate, userAgent, guard }),
    kv,
    prefix: ['_fedify', 'remoteDocument'],
  });
  return {
    documentLoaderFactory: () => plain,
    contextLoaderFactory: () => plain,
    authenticatedDocumentLoaderFactory: (identity) => guardedDocumentLoader({ allowPrivate, userAgent, guard, sign: identity }),
  };
}
