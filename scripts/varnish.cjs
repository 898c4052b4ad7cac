// Varnish in front of the gateway: `npm run start:edge` (scripts/start.mjs --edge) and the edge
// tests (e2e/edge.test.ts) start it the same way, from deploy/varnish/default.vcl with only the
// backend's address rewritten. varnish and varnish-modules (vmod xkey) are installed with apt-get
// when missing and we are root; otherwise one clear line says what to install.
'use strict';
const { spawn, spawnSync } = require('node:child_process');
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const VCL = path.join(root, 'deploy', 'varnish', 'default.vcl');
const VMOD_DIRS = [
  '/usr/lib/x86_64-linux-gnu/varnish/vmods',
  '/usr/lib/aarch64-linux-gnu/varnish/vmods',
  '/usr/lib/varnish/vmods',
];

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const hasXkey = () => VMOD_DIRS.some((dir) => existsSync(path.join(dir, 'libvmod_xkey.so')));

/** varnishd and vmod xkey, installed with apt-get when missing (root only). */
function ensureVarnishInstalled(log = (m) => process.stderr.write(`[varnish] ${m}\n`)) {
  if (has('varnishd') && hasXkey()) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && has('apt-get')) {
    log('installing varnish varnish-modules with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'varnish', 'varnish-modules'], { stdio: 'ignore', env });
    // The package starts a system varnishd on port 6081 where init systems run; ours is separate.
  }
  if (!has('varnishd') || !hasXkey()) {
    throw new Error('Varnish is needed: install varnish and varnish-modules (apt-get install varnish varnish-modules).');
  }
}

/** The shipped VCL with its backend pointed at `host:port`. */
function renderVcl(host, port) {
  return readFileSync(VCL, 'utf8')
    .replace(/(\.host\s*=\s*)"[^"]*"/, `$1"${host}"`)
    .replace(/(\.port\s*=\s*)"[^"]*"/, `$1"${port}"`);
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts varnishd in the foreground on `port`, in front of the gateway on `backendPort`, with its
 * working files under `workDir`. Resolves once it accepts connections.
 * @returns {Promise<{ port: number, child: import('node:child_process').ChildProcess, stop(): Promise<void> }>}
 */
async function startVarnish({ port, backendPort, workDir, memoryMb = 128, log = (l) => process.stdout.write(`${l}\n`) }) {
  ensureVarnishInstalled((m) => log(`[varnish] ${m}`));
  mkdirSync(workDir, { recursive: true });
  const vclFile = path.join(workDir, 'default.vcl');
  writeFileSync(vclFile, renderVcl('127.0.0.1', backendPort));
  const child = spawn(
    'varnishd',
    [
      '-F',
      '-n',
      workDir,
      '-a',
      `:${port}`,
      '-f',
      vclFile,
      '-s',
      `malloc,${memoryMb}m`,
      // Runs as the user who started it: no separate account or jail needed.
      '-j',
      'none',
      // A few threads idle, up to 1,000 per pool under a spike (npm run bench:edge).
      '-p',
      'thread_pool_min=10',
      '-p',
      'thread_pool_max=1000',
      '-p',
      'thread_pools=2',
      '-p',
      'default_grace=10',
      // A stopped gateway is noticed by the probe; until then fetches give up within 2 s.
      '-p',
      'connect_timeout=2',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text) => {
      for (const line of String(text).split('\n')) if (line.trim()) log(`[varnish] ${line}`);
    });
  }
  const until = Date.now() + 30_000;
  while (!(await portOpen(port))) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`varnishd exited (${child.signalCode ?? `code ${child.exitCode}`}) while starting`);
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`varnishd did not listen on port ${port} within 30 s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}

module.exports = { startVarnish, ensureVarnishInstalled, renderVcl, VCL };
