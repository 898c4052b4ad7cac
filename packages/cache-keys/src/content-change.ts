// A content change as it travels on the PostgreSQL channel: either the keys it touches or
// "everything". The payload is `keys <key> <key> …`; anything else (a table name from an older
// trigger, `*`, an empty payload) means everything, so an unknown sender is always safe.
import { isCacheKey, type CacheKey } from './keys';

export type ContentChange = { readonly all: true } | { readonly all: false; readonly keys: readonly CacheKey[] };

/** A change that cannot be keyed: every cache clears. */
export const EVERYTHING: ContentChange = Object.freeze({ all: true });

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; a longer list of keys becomes EVERYTHING. */
export const MAX_PAYLOAD_BYTES = 7999;

const PREFIX = 'keys ';

/** A change touching these keys (deduplicated); no keys, or one that is not a key, is EVERYTHING. */
export function keyedChange(keys: Iterable<CacheKey>): ContentChange {
  const unique = [...new Set(keys)].sort();
  if (unique.length === 0 || !unique.every(isCacheKey)) return EVERYTHING;
  return { all: false, keys: unique };
}

export function encodeContentChange(change: ContentChange): string {
  if (change.all) return '*';
  const payload = PREFIX + change.keys.join(' ');
  return Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES ? '*' : payload;
}

export function parseContentChange(payload: string | undefined): ContentChange {
  if (!payload?.startsWith(PREFIX)) return EVERYTHING;
  return keyedChange(payload.slice(PREFIX.length).split(' ').filter(Boolean));
}

/**
 * Whether a change reaches an entry tagged with these keys. An entry without keys (`undefined`: what it
 * shows was not keyed) is reached by every change.
 */
export function touches(entryKeys: readonly CacheKey[] | undefined, change: ContentChange): boolean {
  if (change.all || entryKeys === undefined) return true;
  if (entryKeys.length < change.keys.length) return entryKeys.some((key) => change.keys.includes(key));
  return change.keys.some((key) => entryKeys.includes(key));
}
