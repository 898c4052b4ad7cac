// yjs publishes ESM typings only; graph is CommonJS and loads yjs's CommonJS build (yjs.cjs).
import type * as Yjs from 'yjs' with { 'resolution-mode': 'import' };

export const { decodeUpdate, mergeUpdates } = require('yjs') as typeof Yjs;
