// A byte-bounded LRU of whole public answers, trusted only while the content change listener is
// live.
import { LRUCache } from 'lru-cache';

/**
 * A safety net only: every content change clears the cache within milliseconds (NOTIFY), so this
 * bounds how long an answer could live if a change ever escaped the triggers.
 */
const MAX_AGE_MS = 5 * 60_000;

/** How far behind the primary a read replica may be for the cache to stay right. */
const REPLICA_LAG_ALLOWANCE_MS = 1000;

export interface ContentCacheOptions<V> {
  /** Byte budget of keys and values together; 0 switches the cache off. */
  maxBytes: number;
  /** The largest single answer worth keeping; default 1/16 of the budget, so one answer never evicts all. */
  maxEntryBytes?: number;
  /** Bytes one entry holds (its key is counted on top). */
  sizeOf(value: V): number;
}

export interface ContentCacheStats {
  live: boolean;
  /** A change was heard less than a second ago: its second clear (for lagging replicas) is still to come. */
  settling: boolean;
  entries: number;
  bytes: number;
  maxBytes: number;
}

export class ContentCache<V extends object> {
  private readonly lru: LRUCache<string, V> | undefined;
  private generation = 0;
  private live = false;
  private trailingClear: NodeJS.Timeout | undefined;
  readonly maxEntryBytes: number;

  constructor(private readonly options: ContentCacheOptions<V>) {
    this.maxEntryBytes = options.maxEntryBytes ?? Math.floor(options.maxBytes / 16);
    this.lru =
      options.maxBytes > 0
        ? new LRUCache<string, V>({
            maxSize: options.maxBytes,
            maxEntrySize: this.maxEntryBytes,
            // Strings are UTF-16 in memory; twice their length is what a key really costs.
            sizeCalculation: (value, key) => Math.max(1, options.sizeOf(value) + key.length * 2),
            ttl: MAX_AGE_MS,
            ttlAutopurge: false,
          })
        : undefined;
  }

  /** True when answers may be served from and stored in the cache. */
  get enabled(): boolean {
    return this.live && this.lru !== undefined;
  }

  /** Whether an answer of this size would be kept (check before preparing it). */
  accepts(bytes: number): boolean {
    return this.enabled && bytes <= this.maxEntryBytes;
  }

  get(key: string): V | undefined {
    return this.enabled ? this.lru!.get(key) : undefined;
  }

  /** Taken before computing an answer: `set` refuses it when content changed in between. */
  ticket(): number {
    return this.generation;
  }

  set(key: string, value: V, ticket: number): void {
    if (!this.enabled || ticket !== this.generation) return;
    this.lru!.set(key, value);
  }

  /** Content changed: forget everything, and refuse answers computed before now. */
  clear(): void {
    this.generation += 1;
    this.lru?.clear();
  }

  /**
   * A content change was notified: clear now, and once more a moment later, so an answer read from
   * a read replica that had not replayed the change yet (DATABASE_REPLICA_URLS) does not stay.
   */
  clearForChange(): void {
    this.clear();
    if (this.trailingClear) return;
    this.trailingClear = setTimeout(() => {
      this.trailingClear = undefined;
      this.clear();
    }, REPLICA_LAG_ALLOWANCE_MS);
    this.trailingClear.unref();
  }

  /** Whether change notifications arrive; answers are kept only while they do. */
  setLive(live: boolean): void {
    this.clear();
    this.live = live;
  }

  stats(): ContentCacheStats {
    return {
      live: this.live,
      settling: this.trailingClear !== undefined,
      entries: this.lru?.size ?? 0,
      bytes: this.lru?.calculatedSize ?? 0,
      maxBytes: this.options.maxBytes,
    };
  }
}
