// `npm test`: the one test command (README and .ci/run use exactly this).
// Brings up PostgreSQL and Redis, builds what the end-to-end tests serve, runs every jest project,
// and ends with one line `N passed, N failed` (the count CI reads), exiting non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePostgres, ensureRedis } from './services.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pg = await ensurePostgres('test');
const redis = await ensureRedis('test');

const env = {
  ...process.env,
  NODE_ENV: 'test',
  TEST_DATABASE_ADMIN_URL: pg.adminUrl,
  REDIS_URL: redis.url,
};

const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' }).status ?? 1;

if (!process.argv.includes('--no-build') && run('npm', ['run', 'build']) !== 0) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const resultsFile = path.join(root, 'artifacts', 'jest-results.json');
mkdirSync(path.dirname(resultsFile), { recursive: true });
rmSync(resultsFile, { force: true });
const jestArgs = process.argv.slice(2).filter((a) => a !== '--no-build');
const code = run('npx', ['jest', '--json', `--outputFile=${resultsFile}`, ...jestArgs]);

let passed = 0;
let failed = 0;
try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests;
  // A suite that fails to load runs no test but is still a failure.
  failed += results.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
} catch {
  failed = Math.max(failed, 1);
}
await pg.stop?.();
if (code !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || code !== 0 ? 1 : 0);
