// Fedify's public KvStore interface over the product's own PostgreSQL (table federation_kv).
// @fedify/postgres would do the same, but its only release pins @fedify/fedify 1.8.7 exactly and
// brings a second PostgreSQL driver (decision 0025); this is the interface's whole contract: get, set
// with an optional time to live, delete, and compare-and-swap for Fedify's idempotence records.
import type { KvKey, KvStore, KvStoreSetOptions } from '@fedify/fedify';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A key is an array of strings; its JSON text is unambiguous and keeps prefixes together. */
const keyText = (key: KvKey): string => JSON.stringify(key);

const ttlMs = (options?: KvStoreSetOptions): number | null => (options?.ttl ? options.ttl.total({ unit: 'milliseconds' }) : null);

export class PostgresKvStore implements KvStore {
  /** `em` is forked for every call: the store outlives any one request or job. */
  constructor(private readonly em: EntityManager) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const [row]: { value: T }[] = await this.em
      .fork()
      .execute(`SELECT value FROM federation_kv WHERE key = ? AND (expires_at IS NULL OR expires_at > now())`, [keyText(key)]);
    return row ? row.value : undefined;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const ttl = ttlMs(options);
    await this.em.fork().execute(
      `INSERT INTO federation_kv (key, value, expires_at)
       VALUES (?, ?::jsonb, CASE WHEN ?::float8 IS NULL THEN NULL ELSE now() + ?::float8 * interval '1 millisecond' END)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
      [keyText(key), JSON.stringify(value), ttl, ttl],
    );
  }

  async delete(key: KvKey): Promise<void> {
    await this.em.fork().execute(`DELETE FROM federation_kv WHERE key = ?`, [keyText(key)]);
  }

  /** Swaps only when the stored value (undefined: none, or expired) is the expected one. */
  cas = async (key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> => {
    const ttl = ttlMs(options);
    return this.em.fork().transactional(async (tx) => {
      const [row]: { value: unknown; live: boolean }[] = await tx.execute(
        `SELECT value, (expires_at IS NULL OR expires_at > now()) AS live FROM federation_kv WHERE key = ? FOR UPDATE`,
        [keyText(key)],
      );
      const current = row?.live ? row.value : undefined;
      if (JSON.stringify(current) !== JSON.stringify(expectedValue)) return false;
      await tx.execute(
        `INSERT INTO federation_kv (key, value, expires_at)
         VALUES (?, ?::jsonb, CASE WHEN ?::float8 IS NULL THEN NULL ELSE now() + ?::float8 * interval '1 millisecond' END)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
        [keyText(key), JSON.stringify(newValue), ttl, ttl],
      );
      return true;
    });
  };

  /** Drops expired entries (the worker's daily pruneFederation job). */
  async prune(): Promise<number> {
    const rows = await this.em.fork().execute(`DELETE FROM federation_kv WHERE expires_at <= now() RETURNING 1`);
    return rows.length;
  }
}
