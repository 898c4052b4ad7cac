// One cache of public answers for graph and the gateway (each keeps its own instance in memory):
// a byte-bounded LRU trusted only while a LISTEN connection hears every content change.
export { CONTENT_CHANNEL, CONTENT_WRITE_HEADER, listenForContentChanges } from './content-changes';
export { ContentCache, type ContentCacheStats } from './content-cache';
