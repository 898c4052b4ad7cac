// yjs publishes ESM typings only; graph is CommonJS and loads yjs's CommonJS build (yjs.cjs).
import type * as Yjs from 'yjs' with { 'resolution-mode': 'import' };

/**
 * yjs (with lib0: ~1.5 MB of heap) is required with the first co-editing load or save, not when graph
 * starts: an article is co-edited now and then, and the three processes share a 500 MB budget.
 */
let yjs: typeof Yjs | undefined;
const loadYjs = () => (yjs ??= require('yjs') as typeof Yjs);

export const decodeUpdate: typeof Yjs.decodeUpdate = (update) => loadYjs().decodeUpdate(update);
export const mergeUpdates: typeof Yjs.mergeUpdates = (updates) => loadYjs().mergeUpdates(updates);
