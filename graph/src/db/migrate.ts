import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { withAdvisoryLock } from './advisory-lock';
import { createBaseOrmConfig } from './mikro-orm.config';
import { migrationsList } from './migrations';
import { MIGRATE_URL_ENV, type MigrationReport } from './migrate-process';

/** Brings a database up to the current schema. Safe to call on every start, from many processes at once. */
export function migrateDatabase(databaseUrl: string, log?: (message: string) => void): Promise<string[]> {
  // Every graph pod and the migrations Job migrate on start, and a rollout starts them together:
  // without the lock all but one fail on what the first creates. The ones that waited find nothing pending.
  return withAdvisoryLock(databaseUrl, 'savepoint:migrations', () => migrateUnderLock(databaseUrl, log));
}

async function migrateUnderLock(databaseUrl: string, log?: (message: string) => void): Promise<string[]> {
  // The migrations are plain SQL, so no entities are loaded: jest's global setup calls this outside
  // the test sandbox, and entity classes decorated there would leak into the tests' metadata.
  const base = createBaseOrmConfig(databaseUrl);
  const orm = await MikroORM.init({
    ...base,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
  });
  try {
    // pg_trgm and fuzzystrmatch must exist before the migrations that use them; creating one needs a
    // superuser (or a trusted extension), which is why they are created here as well as in the migrations.
    await orm.em.getConnection().execute('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await orm.em.getConnection().execute('CREATE EXTENSION IF NOT EXISTS fuzzystrmatch');
    const applied = (await orm.getMigrator().up()).map((m) => m.name);
    if (applied.length > 0) log?.(`applied migrations: ${applied.join(', ')}`);
    return applied;
  } finally {
    await orm.close(true);
  }
}

// Run as a process of its own (migrate-process.ts): migrates, reports to its parent and exits.
if (require.main === module) {
  const report = (message: MigrationReport, code: number) =>
    process.send ? process.send(message, () => process.exit(code)) : process.exit(code);
  migrateDatabase(process.env[MIGRATE_URL_ENV] ?? '').then(
    (applied) => report({ applied }, 0),
    (error: unknown) => report({ error: error instanceof Error ? error.message : String(error) }, 1),
  );
}
