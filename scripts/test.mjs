// `npm test`: the one test command (README and .ci/run use exactly this).
// Brings up PostgreSQL and Redis, builds what ships (the production build `npm start` serves, which
// also prints graph's schema and regenerates the typed documents), checks that nothing generated
// drifted from what is committed, lints and type-checks, runs every jest project, and ends with one line
// `N passed, N failed, N skipped` (the count CI reads), exiting non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { ensurePostgres, ensureRedis } from './services.mjs';

/** Where a run's time went: each step's wall time, printed as it ends and again at the close. */
const steps = [];
let stepStarted = Date.now();
const stepDone = (name) => {
  const seconds = Math.round((Date.now() - stepStarted) / 1000);
  steps.push(`${name} ${seconds} s`);
  console.log(`[test] ${name}: ${seconds} s`);
  stepStarted = Date.now();
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pg = await ensurePostgres('test');
const redis = await ensureRedis('test');
// The edge suites run Varnish. Installed here, outside any suite: an apt-get inside a suite's
// beforeAll (a minute or more on a new machine) ran past its timeout and failed all 135 of its rows.
try {
  createRequire(import.meta.url)('./varnish.cjs').ensureVarnishInstalled();
} catch (err) {
  console.error(`[test] ${err.message}`);
}
stepDone('services');

const env = {
  ...process.env,
  NODE_ENV: 'test',
  TEST_DATABASE_ADMIN_URL: pg.adminUrl,
  REDIS_URL: redis.url,
};
// The build is the one that ships: NODE_ENV=test would make Vite bundle React's development build.
const { NODE_ENV: _testEnv, ...buildEnv } = env;

const run = (cmd, args, runEnv = env) => spawnSync(cmd, args, { cwd: root, env: runEnv, stdio: 'inherit' }).status ?? 1;
const output = (cmd, args) => spawnSync(cmd, args, { cwd: root, encoding: 'utf8' }).stdout ?? '';

/** Failures found before jest runs, each counted as one failed check in the closing line. */
const checkFailures = [];

if (!process.argv.includes('--no-build')) {
  if (run('npm', ['run', 'build'], buildEnv) !== 0) {
    console.log('0 passed, 1 failed, 0 skipped');
    process.exit(1);
  }
  // The build printed graph/schema.graphql, regenerated the clients' typed documents, wrote the
  // configuration guide from the config schemas and the VCL's audience rule from @savepoint/audience:
  // a difference from the committed files means someone changed the schema, a .graphql document, a
  // variable or the audience policy without them.
  const generated = [
    'graph/schema.graphql',
    'gateway/src/generated',
    'web/src/gql',
    'docs/configuration.md',
    'deploy/varnish/default.vcl',
    'deploy/kubernetes/overlays/with-varnish/default.vcl',
  ];
  stepDone('build');
  const drift = output('git', ['status', '--porcelain', '--', ...generated]).trim();
  if (drift) {
    console.error(`[test] generated files differ from the committed ones (run \`npm run build\` and commit them):\n${drift}`);
    checkFailures.push('generated code drift');
  }
}

/** Runs a command with its output kept, to be printed whole once it ends (two run side by side). */
const runKept = (cmd, args) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (err) => resolve({ code: 1, output: String(err) }));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });

// Lint, format and unused code (`npm run lint`) on every full run; `--no-build` runs skip it.
// Every workspace, its tests, testing/ and e2e/ type-checked (`npm run typecheck`): jest runs them
// through swc, which strips types without checking them (`typecheck:built`: the build above made the
// workspace packages' declarations, which the lint reads meanwhile). Both are single-threaded: run
// side by side (63 s + 77 s one after the other on 2 cores).
if (!process.argv.includes('--no-build')) {
  const lint = process.argv.includes('--no-lint') ? undefined : runKept('npm', ['run', 'lint']);
  const typecheck = runKept('npm', ['run', 'typecheck:built']);
  for (const [name, check] of [
    ['lint', lint],
    ['type-check', typecheck],
  ]) {
    if (!check) continue;
    const { code, output } = await check;
    process.stdout.write(output);
    if (code !== 0) checkFailures.push(name);
  }
  stepDone('lint and type-check');
}

// A focused test (.only, fit, fdescribe) silently skips every other test in its file: never in CI.
const focused = output('git', [
  'grep',
  '--untracked',
  '-nE',
  String.raw`\b(it|test|describe)\.only\(|\b(fit|fdescribe|ftest)\(`,
  '--',
  '*.test.ts',
  '*.test.tsx',
]).trim();
if (focused) {
  console.error(`[test] focused tests found:\n${focused}`);
  checkFailures.push('focused tests');
}

const jestArgs = process.argv.slice(2).filter((a) => a !== '--no-build' && a !== '--no-lint');
/**
 * Three runs of jest. The suites that start no product (graph, gateway, packages, web: each its own
 * database and Redis prefix) run two at a time: jest's default on 2 cores is one worker, which left
 * a core idle for their ~8 minutes (5.3 min with two). Three are no faster: 309 s against two's 318 s
 * on one machine, both cores busy throughout (their work is CPU, not waiting), and one of four runs
 * with three failed a test. The browser suites also run two at a time:
 * each starts graph, the worker, a gateway and Chromium, and spends much of its time waiting on them
 * (one at a time took 829 s, two 436 s, in one CI run). The suites that bound how long a reader or a
 * writer waits (faults, live) run alone after them, so a neighbour's browser never decides a timing.
 * Arguments given to `npm test` (a path pattern…) go to every run, before the phase's own options
 * (jest's pattern options take every word after them as one more pattern); `--selectProjects` makes
 * it one run. The timed run ignores every other e2e file, so a path given narrows it too.
 */
const TIMED_SUITES = '(faults|live)\\.test\\.ts$';
const phases = jestArgs.includes('--selectProjects')
  ? [{ name: 'jest-results', args: [] }]
  : [
      { name: 'jest-results-units', args: ['--selectProjects', 'graph', 'gateway', 'packages', 'web', '--maxWorkers=2'] },
      {
        name: 'jest-results-e2e',
        args: ['--selectProjects', 'e2e', '--maxWorkers=2', '--testPathIgnorePatterns', `e2e/${TIMED_SUITES}`],
      },
      {
        name: 'jest-results-e2e-timed',
        args: ['--selectProjects', 'e2e', '--maxWorkers=1', '--testPathIgnorePatterns', `e2e/(?!${TIMED_SUITES})[^/]+$`],
      },
    ];
let code = 0;
let passed = 0;
let failed = checkFailures.length;
let skipped = 0;
for (const phase of phases) {
  const resultsFile = path.join(root, 'artifacts', `${phase.name}.json`);
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  rmSync(resultsFile, { force: true });
  const phaseCode = run('npx', [
    'jest',
    ...jestArgs,
    '--json',
    `--outputFile=${resultsFile}`,
    '--passWithNoTests',
    ...phase.args,
  ]);
  if (phaseCode !== 0) code = phaseCode;
  stepDone(phase.name.replace('jest-results', 'jest'));
  try {
    const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
    passed += results.numPassedTests;
    failed += results.numFailedTests;
    // Skipped and todo tests are counted, so a forgotten .skip shows in the closing line.
    skipped += results.numPendingTests + results.numTodoTests;
    // A suite that fails to load runs no test but is still a failure.
    failed += results.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  } catch {
    failed = Math.max(failed, 1);
  }
}
await pg.stop?.();
if (code !== 0 && failed === 0) failed = 1;
console.log(`[test] time: ${steps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || code !== 0 ? 1 : 0);
