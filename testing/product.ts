// The whole product for browser tests: graph, worker and gateway started from their built entries
// exactly as `npm start` starts them (scripts/processes.cjs), on a fresh database and Redis prefix.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Browser, BrowserContext, BrowserContextOptions, LaunchOptions, Locator, Page } from 'playwright-core';
import { QUEUE_NAMES } from '../graph/src/jobs/queues';
import { createTestDatabase, testRedisPrefix, testRedisUrl } from './db';
import { eventually } from './eventually';
import { copySeededMedia, keepDrawnVariants, seededPublication } from './seeded-publication';
import { currentTestFailed } from './test-outcome';

const { startProcesses, freePort, root } = require('../scripts/processes.cjs') as {
  startProcesses: (opts: {
    env: Record<string, string>;
    only?: SupervisedProcess['name'][];
    log?: (l: string) => void;
    backoff?: { firstMs?: number; maxMs?: number };
  }) => Promise<{ children: SupervisedProcess[]; stop(): Promise<void> }>;
  freePort: () => Promise<number>;
  root: string;
};

/** One process under the launcher's supervision: `child` is replaced when it is restarted. */
export interface SupervisedProcess {
  name: 'graph' | 'worker' | 'gateway';
  child: import('node:child_process').ChildProcess;
  restarts: number;
}

export interface RunningProduct {
  baseUrl: string;
  graphUrl: string;
  admin: { username: string; password: string };
  /** Everything the processes printed, for failure messages. */
  logs: string[];
  /** The environment every process got (DATABASE_URL, REDIS_URL, secrets, ports). */
  env: Record<string, string>;
  /** The supervised processes, for fault tests that freeze or kill one. */
  processes: SupervisedProcess[];
  /** Stops graph, the worker and the gateway (each draining first) and keeps the database. */
  stopProcesses(): Promise<void>;
  close(): Promise<void>;
}

/**
 * How long a browser step waits for what it expects (every context opened by `openContext`). A
 * bound, not a pause: a passing step returns as soon as it sees it. With two browser suites on 2
 * cores, a cold co-editing editor took past 20 s to show its text in CI.
 */
export const BROWSER_WAIT_MS = 45_000;

/**
 * The environment every product process gets: a database, a Redis prefix, ports, secrets and
 * folders of its own. The seed is copied in (seeded-publication.ts), never drawn by the product.
 */
async function productEnv(
  databaseUrl: string,
  dataDir: string,
  admin: { username: string; password: string },
): Promise<Record<string, string>> {
  mkdirSync(path.join(dataDir, 'media'), { recursive: true });
  const [port, graphPort, workerPort] = [await freePort(), await freePort(), await freePort()];
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: testRedisPrefix('e2e'),
    PORT: String(port),
    GRAPH_PORT: String(graphPort),
    WORKER_PORT: String(workerPort),
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    INTERNAL_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    DATA_DIR: dataDir,
    MEDIA_DIR: path.join(dataDir, 'media'),
    WEB_DIST_DIR: path.join(root, 'web', 'dist'),
    SEED_ON_EMPTY: 'false',
    // The suites check server-rendered pages. Production's 3 s render deadline serves the app shell
    // past it (faults.test.ts checks that fallback); with two browser suites on 2 cores, a product's
    // first render passed 3 s in CI and a test found the shell instead of the page it checks.
    SSR_TIMEOUT_MS: '20000',
    OPENAI_API_KEY: '',
  };
}

/** Seeds the starter publication into an empty database and data folder: graph's own first start. */
async function seedPublication(databaseUrl: string, dataDir: string): Promise<void> {
  const env = await productEnv(databaseUrl, dataDir, { username: 'admin', password: randomBytes(12).toString('base64url') });
  const logs: string[] = [];
  const graph = await startProcesses({
    env: { ...env, SEED_ON_EMPTY: 'true' },
    only: ['graph'],
    log: (l) => logs.push(l),
  }).catch((err: Error) => {
    throw new Error(`seeding the starter publication failed: ${err.message}\n${logs.slice(-40).join('\n')}`);
  });
  await graph.stop();
}

/**
 * Starts graph, the worker and the gateway on a fresh database and Redis prefix: with the starter
 * publication (a copy of this run's, seeded once) unless `seed: false`.
 */
export async function startProduct(
  opts: { seed?: boolean; env?: Record<string, string>; backoff?: { firstMs?: number; maxMs?: number } } = {},
): Promise<RunningProduct> {
  const seeded = opts.seed === false ? undefined : await seededPublication(seedPublication);
  const db = await createTestDatabase(seeded?.database);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'savepoint-e2e-'));
  if (seeded) copySeededMedia(seeded, path.join(dataDir, 'media'));
  const admin = { username: 'admin', password: randomBytes(12).toString('base64url') };
  const logs: string[] = [];
  const env: Record<string, string> = {
    ...(await productEnv(db.url, dataDir, admin)),
    ...opts.env,
  };
  let running: { children: SupervisedProcess[]; stop(): Promise<void> };
  try {
    running = await startProcesses({ env, log: (l) => logs.push(l), backoff: opts.backoff });
  } catch (err) {
    await db.drop().catch(() => undefined);
    throw new Error(`${(err as Error).message}\n${logs.slice(-40).join('\n')}`);
  }
  return {
    baseUrl: `http://127.0.0.1:${env.PORT}`,
    graphUrl: `http://127.0.0.1:${env.GRAPH_PORT}/graphql`,
    admin,
    logs,
    env,
    processes: running.children,
    stopProcesses: () => running.stop(),
    async close() {
      await running.stop();
      if (seeded) keepDrawnVariants(path.join(dataDir, 'media'), seeded);
      await db.drop().catch(() => undefined);
    },
  };
}

/**
 * One more gateway process for a running product, on its own port with the same environment (as a
 * second instance behind a balancer would run) and any `env` given, for tests of what every gateway
 * must do.
 */
export async function startAnotherGateway(
  product: RunningProduct,
  env: Record<string, string> = {},
): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = String(await freePort());
  const running = await startProcesses({
    env: { ...product.env, ...env, PORT: port },
    only: ['gateway'],
    log: (l) => product.logs.push(l),
  });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => running.stop() };
}

/** Debian's chromium through playwright-core; never a downloaded browser. */
export async function launchBrowser(extra: LaunchOptions = {}): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
    ...extra,
  });
}

/** A new browser context (a reader's or editor's own cookies and storage) whose steps wait up to BROWSER_WAIT_MS. */
export async function openContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(BROWSER_WAIT_MS);
  return context;
}

/** Where screenshots are kept as test artifacts. */
export function screenshotPath(name: string): string {
  const dir = path.join(root, 'artifacts', 'screenshots');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

/**
 * After each test that failed, a full-page screenshot of the page it left, named
 * `<prefix>-<test name>` (kept as an artifact; the failure flag is set by the browser suites' jest
 * environment).
 */
export function screenshotOnFailure(prefix: string, currentPage: () => Page | undefined): void {
  afterEach(async () => {
    const page = currentPage();
    const name = expect.getState().currentTestName;
    if (page && name && currentTestFailed()) {
      await page
        .screenshot({ path: screenshotPath(`${prefix}-${name.replace(/\W+/g, '-')}`), fullPage: true })
        .catch(() => undefined);
    }
  });
}

/**
 * Picks `option` in an MUI select: opens it, chooses the option with the keyboard (focus, Enter, as a
 * keyboard user does) and waits for the list to close. A pointer click is sent to coordinates: on a
 * loaded machine the list can still be growing into place when it lands, the click misses, and the
 * list stays open over the form (seen in CI: the Tags field behind it was never found).
 */
export async function chooseOption(page: Page, combobox: Locator, option: string, exact = true): Promise<void> {
  await combobox.click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact }).press('Enter');
  await listbox.waitFor({ state: 'detached' });
}

// Toasts are found by their text inside the notification list (Radix renders an <ol>): an open MUI
// dialog hides the rest of the page from the accessibility tree, so a role query would miss them.
export const toastWith = (page: Page, text: string): Locator => page.locator('ol').getByText(text, { exact: false });

/** A row of the dashboard's Articles tab, by the article's title. */
export const articleRow = (page: Page, title: string): Locator =>
  page.getByTestId('admin-article-row').filter({ hasText: title });

export interface Account {
  username: string;
  password: string;
}

/**
 * An account's session on the REST API, as a script would hold it: what a browser test needs in place
 * (an article, a user) is made through it, so each test sets up its own and can run alone.
 * A FormData body goes as multipart (uploads), anything else as JSON. Answers the parsed JSON; a
 * refusal throws with its status and body.
 */
export type ApiSession = <T = any>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<T>;

export async function apiSession(product: RunningProduct, account: Account): Promise<ApiSession> {
  const login = await fetch(`${product.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!login.ok) throw new Error(`login as ${account.username}: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async (method, pathAndQuery, body) => {
    const json = body !== undefined && !(body instanceof FormData);
    const res = await fetch(`${product.baseUrl}${pathAndQuery}`, {
      method,
      headers: { cookie, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(body) : body,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${pathAndQuery}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as never;
  };
}

/** Logs a browser context in as `account` through the API (its session cookie lands in the context). */
export async function logInContext(context: BrowserContext, product: RunningProduct, account: Account): Promise<void> {
  const res = await context.request.post(`${product.baseUrl}/api/auth/login`, { data: account });
  if (!res.ok()) throw new Error(`login as ${account.username}: ${res.status()} ${await res.text()}`);
}

/**
 * Makes `change` and waits until the edge has been purged for it, the delayed repeat included
 * (edge-purge-relay.ts sends each purge again 2 s later). A test that caches pages at the edge right
 * after a change would otherwise see them purged by that change's purge or its repeat.
 *
 * The relay hears a change over PostgreSQL NOTIFY and queues its purge a moment later, so an empty
 * queue right after the change proves nothing (CI saw a page purged after such a check). Waiting for
 * two more finished purge jobs (the purge and its repeat) with none left to run does.
 */
export async function afterEdgePurges<T>(product: RunningProduct, change: () => Promise<T>): Promise<T> {
  return withEdgePurgeQueue(product, async (counts) => {
    const before = (await counts()).done;
    const result = await change();
    await eventually(
      async () => {
        const now = await counts();
        return now.done >= before + 2 && now.pending === 0 ? true : undefined;
      },
      'the edge purged for the change',
      30_000,
      50,
    );
    return result;
  });
}

/**
 * Waits until every purge queued so far has been sent to the edge, delayed repeats included. Tests
 * that check pages stay at the edge start here (e2e/edge.test.ts, before each): a purge of an earlier
 * test's change, or its repeat 2 s later, took a page out in the middle of such a test in CI. The
 * changes it waits for were made before the call, long enough ago for the relay to have queued them.
 */
export async function edgePurgesSent(product: RunningProduct): Promise<void> {
  await withEdgePurgeQueue(product, (counts) =>
    eventually(async () => ((await counts()).pending === 0 ? true : undefined), 'the edge purges sent', 30_000, 50),
  );
}

/** The edge-purge queue's finished and pending job counts, for the two waits above. */
async function withEdgePurgeQueue<T>(
  product: RunningProduct,
  use: (counts: () => Promise<{ done: number; pending: number }>) => Promise<T>,
): Promise<T> {
  const redis = new Redis(product.env.REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue(QUEUE_NAMES.edgePurge, { connection: redis, prefix: product.env.REDIS_PREFIX });
  try {
    return await use(async () => {
      const counts = await queue.getJobCounts('completed', 'failed', 'waiting', 'delayed', 'active', 'prioritized');
      return {
        done: counts.completed + counts.failed,
        pending: counts.waiting + counts.delayed + counts.active + counts.prioritized,
      };
    });
  } finally {
    await queue.close();
    await redis.quit();
  }
}
