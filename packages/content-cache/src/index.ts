// One cache of public answers for graph and the gateway (each keeps its own instance in memory):
// a byte-bounded LRU of entries tagged with cache keys (@savepoint/cache-keys), trusted only while a
// LISTEN connection hears every content change, and dropping only the entries a change reaches.
export {
  CONTENT_CHANNEL,
  CONTENT_WRITE_HEADER,
  type ContentChangeListener,
  type ContentChangeOptions,
  listenForContentChanges,
} from './content-changes';
export {
  type CacheLookup,
  ContentCache,
  type ContentCacheOptions,
  type ContentCacheStats,
  REPLICA_LAG_ALLOWANCE_MS,
} from './content-cache';
