// graph migrates on every start (nothing happens when nothing is pending). From its build it does so
// in a child process: the migrator (@mikro-orm/migrations, umzug and the CLI helpers umzug pulls
// in) and the migrations' SQL would otherwise stay in graph's heap for its life (+6.7 MB), against
// the three processes' 500 MB budget. Run from its sources (jest, whose global setup has migrated
// the template database already) it migrates in-process: Node cannot run the sources' imports.
import { fork } from 'node:child_process';
import path from 'node:path';

/** The database the child migrates (not an argument: a URL may carry a password, and `ps` shows argv). */
export const MIGRATE_URL_ENV = 'SAVEPOINT_MIGRATE_URL';

export interface MigrationReport {
  applied?: string[];
  error?: string;
}

export async function migrateBeforeStart(databaseUrl: string): Promise<string[]> {
  if (!__filename.endsWith('.js')) {
    const { migrateDatabase } = require('./migrate') as typeof import('./migrate');
    return migrateDatabase(databaseUrl);
  }
  return new Promise<string[]>((resolve, reject) => {
    const child = fork(path.join(__dirname, 'migrate.js'), [], {
      env: { ...process.env, [MIGRATE_URL_ENV]: databaseUrl },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let report: MigrationReport = {};
    child.on('message', (message: MigrationReport) => {
      report = message;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0 && report.applied) resolve(report.applied);
      else reject(new Error(`migrations failed: ${report.error ?? (signal ? `signal ${signal}` : `exit code ${code}`)}`));
    });
  });
}
