// Drops this run's templates (the migrated one, the seeded one and its media folder), any test
// database a crashed file left behind, and this run's Redis keys (every test file's prefix starts with sp-test:<run id>:).
import { rmSync } from 'node:fs';
import Redis from 'ioredis';
import { Client } from 'pg';
import { seededPublicationNames } from './seeded-publication';

export default async function globalTeardown(): Promise<void> {
  const runId = process.env.TEST_RUN_ID;
  if (!runId || process.env.TEST_TEARDOWN_DONE) return;
  process.env.TEST_TEARDOWN_DONE = '1';
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2 OR datname = $3`,
      [`sp_test_${runId}_%`, `sp_tpl_${runId}`, seededPublicationNames(runId).database],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  rmSync(seededPublicationNames(runId).dir, { recursive: true, force: true });
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `sp-test:${runId}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
  } catch {
    // Redis gone already: nothing to clean.
  } finally {
    redis.disconnect();
  }
}
