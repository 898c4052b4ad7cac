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
  graph: { entry: 'graph/dist/server.js', readyPath: '/readyz', portVar: 'GRAPH_PORT' },
  worker: { entry: 'graph/dist/worker.js', readyPath: '/readyz', portVar: 'WORKER_PORT' },
  gateway: { entry: 'gateway/dist/server.js', readyPath: '/healthz', portVar: 'PORT' },
};

/** A free TCP port on loopback (closed again before use; good enough for local starts and tests). */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
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
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} while starting`);
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

/**
 * @param {object} opts
 * @param {Record<string,string>} opts.env    environment shared by every process
 * @param {string[]} [opts.only]              subset of 'graph' | 'worker' | 'gateway'
 * @param {(line: string) => void} [opts.log] where process output goes (default: stdout)
 * @param {number} [opts.readyTimeoutMs]
 */
async function startProcesses({ env, only = ['graph', 'worker', 'gateway'], log = (l) => process.stdout.write(`${l}\n`), readyTimeoutMs = 60000 }) {
  const children = [];
  const sharedEnv = { ...process.env, ...env };
  // A port already taken would let an old process answer our readiness check: refuse up front.
  for (const name of only) {
    const port = Number(sharedEnv[SERVICES[name].portVar]);
    if (port && !(await portFree(port))) {
      throw new Error(`port ${port} (${SERVICES[name].portVar}) is already in use — is another Savepoint running? Stop it or set ${SERVICES[name].portVar}.`);
    }
  }
  for (const name of ['graph', 'worker', 'gateway']) {
    if (!only.includes(name)) continue;
    const svc = SERVICES[name];
    const child = spawn(process.execPath, [path.join(root, svc.entry)], {
      cwd: root,
      env: sharedEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => log(formatLine(name, line)));
    }
    children.push({ name, child });
    const port = sharedEnv[svc.portVar];
    try {
      await waitUntilReady(name, `http://127.0.0.1:${port}${svc.readyPath}`, child, readyTimeoutMs);
    } catch (err) {
      await stop();
      throw err;
    }
  }

  async function stop() {
    // Reverse order: the gateway stops taking requests before graph and the worker go.
    for (const { child } of [...children].reverse()) {
      if (child.exitCode !== null) continue;
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

module.exports = { startProcesses, freePort, root };
