// Runs once per jest run (each project calls it; only the first does work): makes a migrated
// template database that every test file clones into its own fresh database (testing/db.ts).
import { Client } from 'pg';

export default async function globalSetup(): Promise<void> {
  // Passwords hashed at argon2id's smallest cost in every graph the tests start (in-process or as a
  // product): thousands of logins at the standard cost keep both cores busy. graph refuses it
  // outside NODE_ENV=test; password-hashing.test.ts checks the standard cost itself.
  process.env.PASSWORD_HASH_COST ??= 'test-fast';
  if (process.env.TEST_TEMPLATE_DB) return;
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  process.env.TEST_DATABASE_ADMIN_URL = adminUrl;
  const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  process.env.TEST_RUN_ID = runId;
  const template = `sp_tpl_${runId}`;

  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${template}`);
  } finally {
    await admin.end();
  }
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  // The graph owns the schema: its migrations make the template.
  const { migrateDatabase } = require('../graph/src/db/migrate') as {
    migrateDatabase: (url: string) => Promise<void>;
  };
  await migrateDatabase(templateUrl.toString());
  process.env.TEST_TEMPLATE_DB = template;
}
