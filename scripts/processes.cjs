// Starts Savepoint's own processes (graph, worker, gateway) from their built entries, with one
// shared environment. `npm start` (scripts/start.mjs) and the browser tests (testing/product.ts)
// both use it, so the product under test starts exactly as users start it.
'use strict';
const { spawn } = require('node:child_process');
const http = require('node:http');
const net = require('node:net');
const path = require('node:path');
const readline = require('node:readline');

const root = path.resolve(__dirname, '..');

const SERVICES = {
  graph: { entry: 'graph/dist/server.js', readyPath: '/readyz', portVar: 'GRAPH_PORT', heapMb: 128, semiMb: 8 },
  worker: { entry: 'graph/dist/worker.js', readyPath: '/readyz', portVar: 'WORKER_PORT', heapMb: 128, semiMb: 2 },
  gateway: { entry: 'gateway/dist/server.js', readyPath: '/healthz', portVar: 'PORT', heapMb: 128, semiMb: 2 },
};

/**
 * Memory (the product's budget: 500 MB RSS for graph, worker and gateway together). V8's young
 * generation grows to 3 × 16 MB per process by default, and its old generation grows lazily toward
 * a limit of several GB; what it touches stays resident. A small semi-space and an old-space limit
 * per service (heapMb, well above what each holds live: caches are 16–32 MB) make V8 collect
 * instead of growing. Under load a request's objects outlive scavenges that come too often and are
 * promoted, and collecting the old space then costs the read path CPU. Graph gets 8 MB (2026-11-28,
 * side by side, alternating cells): its uncached list pages at 1M cost the same with 8 as with 16
 * (2.4 ms) and it holds less. The gateway renders in threads of its own (ADR 0055), which get 8 MB
 * through their resourceLimits (gateway/src/ssr/page-renderer.ts; uncached article pages cost 7.7 ms
 * of CPU each with 4 MB, 6.85 ms with 8, 6.2 ms with 16); the flag applies to every isolate of a
 * process, so the gateway's own thread, which no longer renders, and the worker get 2 MB (ADR 0056:
 * gateway RSS 166 MB against 198 with 8 MB everywhere). Measured with `npm run bench`;
 * docker-compose.yml starts the processes the same way (a test checks it does).
 */
const nodeFlags = ({ heapMb, semiMb }) => [`--max-semi-space-size=${semiMb}`, `--max-old-space-size=${heapMb}`];

/**
 * glibc's malloc for the three processes. By default a large buffer freed raises the threshold
 * above which later ones get their own mapping, so libvips' pixel buffers (drawing the seed's
 * pictures, thumbnails, image variants) end up in arenas glibc keeps: graph held 320 MB after
 * seeding instead of 170. A fixed 128 KiB threshold hands such buffers back to the OS when freed;
 * two arenas and a low trim threshold keep the rest compact. The image (Dockerfile) sets the same.
 */
const MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' };

/** A port the kernel offers as free on loopback now (closed again before use). */
function unusedPort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Ports freePort already handed out by this module: once per process, and under jest once per test
 * file (its registry loads the module again), which is where product starts happen. The kernel offers
 * a closed port again: a browser suite in CI got one port for graph and the gateway, the gateway
 * could not listen and restarted in a loop, and graph's health check answered for it, so every page
 * was graph's.
 */
const handedOut = new Set();

/** A free TCP port on loopback, never one this module handed out before (good enough for local starts and tests). */
async function freePort() {
  for (;;) {
    const port = await unusedPort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

function portFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, () => srv.close(() => resolve(true)));
  });
}

function httpOk(url) {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode >= 200 && res.statusCode < 300);
    });
    req.once('error', () => resolve(false));
    req.once('timeout', () => {
      req.destroy();
      resolve(false);
    });
  });
}

async function waitUntilReady(name, url, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited (${child.signalCode ?? `code ${child.exitCode}`}) while starting`);
    if (await httpOk(url)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} was not ready at ${url} within ${Math.round(timeoutMs / 1000)} s`);
}

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** Turns pino's JSON lines into short readable ones; other lines pass through. */
function formatLine(name, line) {
  if (line.startsWith('{')) {
    try {
      const entry = JSON.parse(line);
      const { level, time, msg, pid: _pid, hostname: _hostname, name: _n, ...rest } = entry;
      const t = new Date(time || Date.now()).toISOString().slice(11, 19);
      const extras = Object.entries(rest)
        .filter(([, v]) => v !== undefined && typeof v !== 'object')
        .map(([k, v]) => `${k}=${v}`)
        .join(' ');
      const err = rest.err && rest.err.message ? ` err=${rest.err.message}` : '';
      return `${t} [${name}] ${LEVELS[level] || level} ${msg || ''}${extras ? ` ${extras}` : ''}${err}`;
    } catch {
      /* not JSON after all */
    }
  }
  return `[${name}] ${line}`;
}

/** Restart delays after a crash: 0.5 s, 1 s, 2 s … up to 30 s; a run of a minute resets them. */
const BACKOFF = { firstMs: 500, maxMs: 30_000, healthyAfterMs: 60_000 };

/**
 * Starts the processes in order (graph, worker, gateway), each once the previous is ready, and then
 * supervises them: a process that dies on its own is restarted with backoff while the others keep
 * serving (the gateway answers 503 JSON while graph is away; jobs wait in Redis and the outbox while
 * the worker is away). `stop()` sends SIGTERM in reverse order, so each drains first.
 *
 * @param {object} opts
 * @param {Record<string,string>} opts.env    environment shared by every process
 * @param {string[]} [opts.only]              subset of 'graph' | 'worker' | 'gateway'
 * @param {(line: string) => void} [opts.log] where process output goes (default: stdout)
 * @param {number} [opts.readyTimeoutMs]
 * @param {Partial<typeof BACKOFF>} [opts.backoff]
 */
async function startProcesses({
  env,
  only = ['graph', 'worker', 'gateway'],
  log = (l) => process.stdout.write(`${l}\n`),
  readyTimeoutMs = 60000,
  backoff = {},
}) {
  const delays = { ...BACKOFF, ...backoff };
  /** @type {{ name: string, child: import('node:child_process').ChildProcess, restarts: number, startedAt: number, delayMs: number, timer?: NodeJS.Timeout }[]} */
  const children = [];
  const sharedEnv = { ...MALLOC_ENV, ...process.env, ...env };
  let stopping = false;
  // A port already taken, or given to two of them, would let another process answer one's
  // readiness check: refuse up front.
  const ports = only.map((name) => sharedEnv[SERVICES[name].portVar]).filter(Boolean);
  if (new Set(ports).size !== ports.length) {
    throw new Error(
      `two processes were given one port (${only.map((name) => `${SERVICES[name].portVar}=${sharedEnv[SERVICES[name].portVar]}`).join(', ')}): give each its own.`,
    );
  }
  for (const name of only) {
    const port = Number(sharedEnv[SERVICES[name].portVar]);
    if (port && !(await portFree(port))) {
      throw new Error(
        `port ${port} (${SERVICES[name].portVar}) is already in use — is another Savepoint running? Stop it or set ${SERVICES[name].portVar}.`,
      );
    }
  }

  function spawnService(name) {
    const child = spawn(process.execPath, [...nodeFlags(SERVICES[name]), path.join(root, SERVICES[name].entry)], {
      cwd: root,
      env: sharedEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => log(formatLine(name, line)));
    }
    return child;
  }

  const readyUrl = (name) => `http://127.0.0.1:${sharedEnv[SERVICES[name].portVar]}${SERVICES[name].readyPath}`;

  function supervise(entry) {
    entry.child.once('exit', (code, signal) => {
      if (stopping) return;
      // A long healthy run means the next crash is news, not a loop: start again from the first delay.
      if (Date.now() - entry.startedAt > delays.healthyAfterMs) entry.delayMs = delays.firstMs;
      const delayMs = entry.delayMs;
      entry.delayMs = Math.min(entry.delayMs * 2, delays.maxMs);
      log(
        `[launcher] ${entry.name} exited (${signal ?? `code ${code}`}); restarting it in ${(delayMs / 1000).toFixed(1)} s, the others keep running`,
      );
      entry.timer = setTimeout(() => {
        if (stopping) return;
        entry.restarts += 1;
        entry.startedAt = Date.now();
        entry.child = spawnService(entry.name);
        supervise(entry);
        waitUntilReady(entry.name, readyUrl(entry.name), entry.child, readyTimeoutMs).then(
          () => log(`[launcher] ${entry.name} is back (restart ${entry.restarts})`),
          (err) => log(`[launcher] ${entry.name} did not come back: ${err.message}`),
        );
      }, delayMs);
    });
  }

  for (const name of ['graph', 'worker', 'gateway']) {
    if (!only.includes(name)) continue;
    const entry = { name, child: spawnService(name), restarts: 0, startedAt: Date.now(), delayMs: delays.firstMs };
    children.push(entry);
    try {
      // A process that cannot even start (bad configuration) stops the launch instead of looping.
      await waitUntilReady(name, readyUrl(name), entry.child, readyTimeoutMs);
    } catch (err) {
      await stop();
      throw err;
    }
    supervise(entry);
  }

  async function stop() {
    stopping = true;
    // Reverse order: the gateway stops taking requests before graph and the worker go; each drains
    // on SIGTERM (requests in flight, running jobs) and gets 15 s before SIGKILL.
    for (const entry of [...children].reverse()) {
      clearTimeout(entry.timer);
      const { child } = entry;
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 15000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  return { children, stop };
}

module.exports = {
  startProcesses,
  freePort,
  root,
  // The one definition of each process's memory flags and malloc settings: docker-compose.yml and
  // the Dockerfile repeat them (YAML cannot import), and e2e/config-defaults.test.ts
  // fails when they differ.
  SERVICES,
  nodeFlags,
  MALLOC_ENV,
};
