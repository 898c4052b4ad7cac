// A byte-bounded LRU of whole public answers, trusted only while the content change listener is
// live. Each entry is tagged with the cache keys of what it shows (@savepoint/cache-keys); a content
// change drops only the entries tagged with one of its keys, plus every untagged entry (what it shows
// was not keyed), and a change that cannot be keyed drops everything. A cache made with `staleMs`
// keeps a dropped entry as stale for that long, for stale-while-revalidate (`lookup`).
import { type CacheKey, type ContentChange, EVERYTHING, touches } from '@savepoint/cache-keys';
import { LRUCache } from 'lru-cache';

/**
 * A safety net only: every content change reaches the cache within milliseconds (NOTIFY), so this
 * bounds how long an answer could live if a change ever escaped the triggers.
 */
const MAX_AGE_MS = 5 * 60_000;

/**
 * How far behind the primary a read replica may be for the cache to stay right: a change is applied
 * when heard and once more this long after. A cache that is filled from another cache (the gateway's
 * pages from graph's answers) must wait longer than the one beneath it, or its second pass could
 * refill from an answer the lower cache has not cleared a second time yet.
 */
export const REPLICA_LAG_ALLOWANCE_MS = 1000;

/** Changes remembered for tickets: an answer whose ticket is older than these is refused. */
const CHANGES_REMEMBERED = 256;

export interface ContentCacheOptions<V> {
  /** Byte budget of keys and values together; 0 switches the cache off. */
  maxBytes: number;
  /** The largest single answer worth keeping; default 1/16 of the budget, so one answer never evicts all. */
  maxEntryBytes?: number;
  /** Bytes one entry holds (its key is counted on top). */
  sizeOf(value: V): number;
  /** How long an entry a change reached may still be served as stale by `lookup` (default 0: dropped at once). */
  staleMs?: number;
  /** The clock staleness is measured by (tests pass a fake one). */
  now?: () => number;
  /** When a change is applied the second time (default REPLICA_LAG_ALLOWANCE_MS). */
  secondPassMs?: number;
}

export interface ContentCacheStats {
  live: boolean;
  /** A change was heard and its second pass (for lagging replicas) is still to come. */
  settling: boolean;
  entries: number;
  bytes: number;
  maxBytes: number;
}

interface Entry<V> {
  value: V;
  /** The keys of what it shows; undefined: not keyed, reached by every change. */
  keys: readonly CacheKey[] | undefined;
  /** When a change reached it (it is served only as stale from then on). */
  staleSince?: number;
}

/** What `lookup` finds: the value, and whether a change has reached it since it was stored. */
export interface CacheLookup<V> {
  value: V;
  stale: boolean;
}

/** Changes heard together, as one change (a key list, or everything once one of them was). */
function merged(changes: ContentChange[]): ContentChange {
  if (changes.some((change) => change.all)) return EVERYTHING;
  const keys = new Set<CacheKey>();
  for (const change of changes) if (!change.all) for (const key of change.keys) keys.add(key);
  return { all: false, keys: [...keys].sort() };
}

export class ContentCache<V extends object> {
  private readonly lru: LRUCache<string, Entry<V>> | undefined;
  /** Key → the entries tagged with it; entries without keys are in `untagged`. */
  private readonly tagged = new Map<CacheKey, Set<string>>();
  private readonly untagged = new Set<string>();
  /** Entries a change reached, still kept to be served stale. */
  private readonly staleKeys = new Set<string>();
  private generation = 0;
  private readonly recentChanges: Array<{ generation: number; change: ContentChange }> = [];
  private live = false;
  private trailing: { timer: NodeJS.Timeout; changes: ContentChange[] } | undefined;
  private readonly now: () => number;
  private readonly staleMs: number;
  private readonly secondPassMs: number;
  readonly maxEntryBytes: number;

  constructor(private readonly options: ContentCacheOptions<V>) {
    this.maxEntryBytes = options.maxEntryBytes ?? Math.floor(options.maxBytes / 16);
    this.now = options.now ?? Date.now;
    this.staleMs = options.staleMs ?? 0;
    this.secondPassMs = options.secondPassMs ?? REPLICA_LAG_ALLOWANCE_MS;
    this.lru =
      options.maxBytes > 0
        ? new LRUCache<string, Entry<V>>({
            maxSize: options.maxBytes,
            maxEntrySize: this.maxEntryBytes,
            // Strings are UTF-16 in memory; twice their length is what a key really costs.
            sizeCalculation: (entry, key) =>
              Math.max(1, options.sizeOf(entry.value) + key.length * 2 + (entry.keys?.length ?? 0) * 24),
            ttl: MAX_AGE_MS,
            ttlAutopurge: false,
            dispose: (entry, key) => this.unindex(key, entry),
          })
        : undefined;
  }

  private unindex(key: string, entry: Entry<V>): void {
    if (entry.staleSince !== undefined) this.staleKeys.delete(key);
    if (entry.keys === undefined) {
      this.untagged.delete(key);
      return;
    }
    for (const tag of entry.keys) {
      const entries = this.tagged.get(tag);
      if (!entries) continue;
      entries.delete(key);
      if (entries.size === 0) this.tagged.delete(tag);
    }
  }

  private index(key: string, entry: Entry<V>): void {
    if (entry.keys === undefined) {
      this.untagged.add(key);
      return;
    }
    for (const tag of entry.keys) {
      let entries = this.tagged.get(tag);
      if (!entries) this.tagged.set(tag, (entries = new Set()));
      entries.add(key);
    }
  }

  /** True when answers may be served from and stored in the cache. */
  get enabled(): boolean {
    return this.live && this.lru !== undefined;
  }

  /** Whether an answer of this size would be kept (check before preparing it). */
  accepts(bytes: number): boolean {
    return this.enabled && bytes <= this.maxEntryBytes;
  }

  /** A fresh entry: stored, and reached by no change since. */
  get(key: string): V | undefined {
    const found = this.lookup(key);
    return found && !found.stale ? found.value : undefined;
  }

  /** An entry, fresh or (within `staleMs` of the change that reached it) stale. */
  lookup(key: string): CacheLookup<V> | undefined {
    if (!this.enabled) return undefined;
    const entry = this.lru!.get(key);
    if (!entry) return undefined;
    if (entry.staleSince === undefined) return { value: entry.value, stale: false };
    if (this.now() - entry.staleSince < this.staleMs) return { value: entry.value, stale: true };
    this.lru!.delete(key);
    return undefined;
  }

  /** The keys an entry was stored with (undefined when absent or not keyed). */
  keysOf(key: string): readonly CacheKey[] | undefined {
    return this.lru?.peek(key)?.keys;
  }

  /** Taken before computing an answer: `set` refuses it when a change reaching it arrived in between. */
  ticket(): number {
    return this.generation;
  }

  /**
   * Stores an answer tagged with the keys of what it shows (`undefined`: not keyed, dropped by every
   * change), unless a change that reaches those keys arrived since `ticket` was taken.
   */
  set(key: string, value: V, ticket: number, keys?: readonly CacheKey[]): void {
    if (!this.enabled || !this.unchangedSince(ticket, keys)) return;
    const entry: Entry<V> = { value, keys: keys && keys.length > 0 ? [...keys] : undefined };
    this.lru!.set(key, entry);
    if (this.lru!.peek(key) === entry) this.index(key, entry);
  }

  private unchangedSince(ticket: number, keys: readonly CacheKey[] | undefined): boolean {
    if (ticket === this.generation) return true;
    const oldest = this.recentChanges[0];
    if (!oldest || oldest.generation > ticket + 1) return false;
    return this.recentChanges.every(({ generation, change }) => generation <= ticket || !touches(keys, change));
  }

  private remember(change: ContentChange): void {
    this.generation += 1;
    this.recentChanges.push({ generation: this.generation, change });
    if (this.recentChanges.length > CHANGES_REMEMBERED) this.recentChanges.shift();
  }

  /**
   * Content changed: the entries the change reaches become stale (or are dropped, without
   * `staleMs`), and answers computed before now that it reaches are refused.
   */
  invalidate(change: ContentChange): void {
    this.remember(change);
    if (!this.lru) return;
    if (this.staleMs <= 0 && change.all) {
      this.forgetAll();
      return;
    }
    const reached = change.all ? [...this.lru.keys()] : [...this.untagged];
    if (!change.all) for (const tag of change.keys) for (const key of this.tagged.get(tag) ?? []) reached.push(key);
    const now = this.now();
    for (const key of reached) {
      if (this.staleMs <= 0) {
        this.lru.delete(key);
        continue;
      }
      const entry = this.lru.peek(key);
      if (entry && entry.staleSince === undefined) {
        entry.staleSince = now;
        this.staleKeys.add(key);
      }
    }
  }

  /**
   * Drops every stale entry now: after an editor's own write, its next read must not get a copy from
   * before it (stale-while-revalidate is for everyone else).
   */
  dropStale(): void {
    for (const key of [...this.staleKeys]) this.lru?.delete(key);
    this.staleKeys.clear();
  }

  /** Forget everything at once (no stale copies), and refuse answers computed before now. */
  clear(): void {
    this.remember(EVERYTHING);
    this.forgetAll();
  }

  private forgetAll(): void {
    this.lru?.clear();
    this.tagged.clear();
    this.untagged.clear();
    this.staleKeys.clear();
  }

  /**
   * A content change was notified: apply it now, and once more a moment later, so an answer read
   * from a read replica that had not replayed the change yet (DATABASE_REPLICA_URLS) does not stay.
   */
  clearForChange(change: ContentChange = EVERYTHING): void {
    this.invalidate(change);
    if (this.trailing) {
      this.trailing.changes.push(change);
      return;
    }
    const changes = [change];
    const timer = setTimeout(() => {
      this.trailing = undefined;
      this.invalidate(merged(changes));
    }, this.secondPassMs);
    timer.unref();
    this.trailing = { timer, changes };
  }

  /** Whether change notifications arrive; answers are kept only while they do. */
  setLive(live: boolean): void {
    this.clear();
    this.live = live;
  }

  stats(): ContentCacheStats {
    return {
      live: this.live,
      settling: this.trailing !== undefined,
      entries: this.lru?.size ?? 0,
      bytes: this.lru?.calculatedSize ?? 0,
      maxBytes: this.options.maxBytes,
    };
  }
}
