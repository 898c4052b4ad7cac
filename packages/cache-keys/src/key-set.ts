// The keys of what one answer or page shows, collected while it is made, and the header that carries
// them between processes (graph → gateway) and, as Surrogate-Key, to the edge.
import { isCacheKey, type CacheKey } from './keys';

/**
 * On graph's cacheable answers and the gateway's cacheable pages: the keys of the data they show,
 * space-separated. Absent means "not keyed": such an answer is dropped by every change.
 */
export const CACHE_KEYS_HEADER = 'x-savepoint-cache-keys';

/** Sorted, deduplicated, space-separated. */
export function formatKeys(keys: Iterable<CacheKey>): string {
  return [...new Set(keys)].sort().join(' ');
}

/** The keys of a header value; `undefined` (not keyed) when absent, empty or holding a non-key. */
export function parseKeys(header: string | readonly string[] | undefined): CacheKey[] | undefined {
  const value = Array.isArray(header) ? header.join(' ') : (header as string | undefined);
  if (value === undefined) return undefined;
  const keys = value.split(/\s+/).filter(Boolean);
  if (keys.length === 0 || !keys.every(isCacheKey)) return undefined;
  return [...new Set(keys)].sort();
}

/**
 * Collects keys; one part that cannot be keyed (`addUnkeyed`) makes the whole set unkeyed, because the
 * result then shows something no change names.
 */
export class KeySet {
  private readonly collected = new Set<CacheKey>();
  private unkeyed = false;

  add(...keys: CacheKey[]): this {
    for (const key of keys) {
      if (isCacheKey(key)) this.collected.add(key);
      else this.unkeyed = true;
    }
    return this;
  }

  /** Adds another part's keys; `undefined` (that part was not keyed) makes this set unkeyed. */
  merge(keys: readonly CacheKey[] | undefined): this {
    if (keys === undefined) this.unkeyed = true;
    else this.add(...keys);
    return this;
  }

  addUnkeyed(): this {
    this.unkeyed = true;
    return this;
  }

  /** Sorted keys, or `undefined` when some part was not keyed (or nothing was added). */
  get keys(): CacheKey[] | undefined {
    if (this.unkeyed || this.collected.size === 0) return undefined;
    return [...this.collected].sort();
  }
}
