// Drops this run's template and any test database a crashed file left behind.
import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  const runId = process.env.TEST_RUN_ID;
  if (!runId || process.env.TEST_TEARDOWN_DONE) return;
  process.env.TEST_TEARDOWN_DONE = '1';
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname LIKE $2`,
      [`sp_test_${runId}_%`, `sp_tpl_${runId}`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
