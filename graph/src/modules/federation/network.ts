// Reaching other servers follows the webhooks' reserved-address rules (webhook/network-guard.ts):
// fetching a remote actor or key, and delivering to an inbox, refuse hosts that resolve to private,
// loopback or reserved addresses unless FEDERATION_ALLOW_PRIVATE_ADDRESSES=true (tests only). The
// address is checked where the socket connects (webhook/network-guard.ts guardedRequest).
import { kvCache, type AuthenticatedDocumentLoaderFactory, type DocumentLoaderFactory, type KvStore } from '@fedify/fedify';
import { guardedDocumentLoader } from './guarded-fetch';

/** Remote servers see who is calling and where to read about it. */
export const federationUserAgent = (publicUrl: string): string => `Savepoint/1.0 (+${publicUrl}/)`;

export interface GuardedLoaders {
  documentLoaderFactory: DocumentLoaderFactory;
  contextLoaderFactory: DocumentLoaderFactory;
  authenticatedDocumentLoaderFactory: AuthenticatedDocumentLoaderFactory;
}

/** Remote documents (actors, keys, notes) are cached in the key–value store as Fedify's default loader does. */
export function guardedLoaders(allowPrivate: boolean, userAgent: string, kv: KvStore): GuardedLoaders {
  const plain = kvCache({
    loader: guardedDocumentLoader({ allowPrivate, userAgent }),
    kv,
    prefix: ['_fedify', 'remoteDocument'],
  });
  return {
    documentLoaderFactory: () => plain,
    contextLoaderFactory: () => plain,
    authenticatedDocumentLoaderFactory: (identity) => guardedDocumentLoader({ allowPrivate, userAgent, sign: identity }),
  };
}
