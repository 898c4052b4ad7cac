// Hocuspocus and yjs publish ESM typings only; the gateway is CommonJS and loads their CommonJS
// builds (each package ships one), typed from the ESM declarations.
import type * as HocuspocusRedis from '@hocuspocus/extension-redis' with { 'resolution-mode': 'import' };
import type * as HocuspocusServer from '@hocuspocus/server' with { 'resolution-mode': 'import' };
import type * as Yjs from 'yjs' with { 'resolution-mode': 'import' };

export type { Connection, onAuthenticatePayload } from '@hocuspocus/server' with { 'resolution-mode': 'import' };

export const { Hocuspocus } = require('@hocuspocus/server') as typeof HocuspocusServer;
export const { Redis: RedisExtension } = require('@hocuspocus/extension-redis') as typeof HocuspocusRedis;
export const { applyUpdate, encodeStateAsUpdate, encodeStateVector } = require('yjs') as typeof Yjs;
