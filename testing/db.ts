// Each test file gets its own database, cloned from the migrated template (fast, and isolated from
// jest's parallel workers). Drop it in afterAll.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

// Random, not a counter: jest gives every test file a fresh module registry, so a counter would
// restart at 1 in each file and files run in one process would share names and Redis keys.
const uniqueSuffix = (): string => randomBytes(4).toString('hex');

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** The PostgreSQL server's admin connection, where test databases are created and dropped. */
export function testDatabaseAdminUrl(): string {
  return process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** A fresh database cloned from `template` (default: the run's migrated, empty template). */
export async function createTestDatabase(template = process.env.TEST_TEMPLATE_DB): Promise<TestDatabase> {
  if (!template) throw new Error('TEST_TEMPLATE_DB is not set: run tests through jest (testing/global-setup.ts).');
  const name = `sp_test_${process.env.TEST_RUN_ID ?? 'x'}_${process.pid}_${uniqueSuffix()}`;
  const admin = new Client({ connectionString: testDatabaseAdminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testDatabaseAdminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new Client({ connectionString: testDatabaseAdminUrl() });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** A Redis key prefix of its own for each test file, so queues, sessions and limits never collide. */
export function testRedisPrefix(label = 't'): string {
  return `sp-test:${process.env.TEST_RUN_ID ?? 'x'}:${process.pid}:${label}-${uniqueSuffix()}`;
}

export const testRedisUrl = (): string => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Sessions of `client`'s database waiting on a lock, as they are now. Inside a transaction
 * PostgreSQL answers pg_stat_activity from the snapshot it took at the transaction's first look, so
 * a lock holder polling it would never see a waiter that arrived later: the snapshot is dropped
 * first. `blockedByMe`: only those waiting on a lock `client` holds.
 */
export async function sessionsWaitingOnLocks(client: Client, { blockedByMe = false } = {}): Promise<number> {
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'
        AND (NOT $1 OR pg_backend_pid() = ANY(pg_blocking_pids(pid)))`,
    [blockedByMe],
  );
  return rows[0].n as number;
}
