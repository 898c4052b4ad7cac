// Hocuspocus and yjs publish ESM typings only; the gateway is CommonJS and loads their CommonJS
// builds (each package ships one), typed from the ESM declarations.
import type * as HocuspocusRedis from '@hocuspocus/extension-redis' with { 'resolution-mode': 'import' };
import type * as HocuspocusServer from '@hocuspocus/server' with { 'resolution-mode': 'import' };
import type * as Yjs from 'yjs' with { 'resolution-mode': 'import' };

export type { Connection, onAuthenticatePayload } from '@hocuspocus/server' with { 'resolution-mode': 'import' };

/**
 * Required with the first co-editing connection, not with the gateway: Hocuspocus, its Redis
 * extension, yjs and what they pull in are heap a gateway nobody co-edits through never needs (the
 * three processes share a 500 MB budget).
 */
export function loadCollabLibraries() {
  const { Hocuspocus } = require('@hocuspocus/server') as typeof HocuspocusServer;
  const { Redis: RedisExtension } = require('@hocuspocus/extension-redis') as typeof HocuspocusRedis;
  const { applyUpdate, encodeStateAsUpdate, encodeStateVector } = require('yjs') as typeof Yjs;
  return { Hocuspocus, RedisExtension, applyUpdate, encodeStateAsUpdate, encodeStateVector };
}
