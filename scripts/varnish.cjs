// Varnish in front of the gateway: `npm run start:edge` (scripts/start.mjs --edge) and the edge
// tests (e2e/edge*.test.ts) start it the same way, from deploy/varnish/default.vcl with its audience
// block generated from @savepoint/audience, the backend's address and the purge secret's file
// rewritten. Readers use one listener, the worker's purges another (`purge`), which also needs the
// secret. varnish and varnish-modules (vmod xkey) are installed with apt-get when missing and we are
// root; otherwise one clear line says what to install.
'use strict';
const { spawn, spawnSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const SHIPPED_VCL = path.join(root, 'deploy', 'varnish', 'default.vcl');
const OVERLAY_VCL = path.join(root, 'deploy', 'kubernetes', 'overlays', 'with-varnish', 'default.vcl');
/** Where the shipped VCL reads the purge secret (the Kubernetes overlay mounts the Secret there). */
const SECRET_FILE = '/etc/savepoint/edge-purge-secret';
const LOCAL_NOTE = /^# `npm run start:edge` rewrites[^\n]*\n#[^\n]*\n/m;
const OVERLAY_NOTE = [
  '# deploy/kubernetes/overlays/with-varnish: generated from deploy/varnish/default.vcl by npm run build',
  '# (scripts/generate-vcl.mjs) with the gateway Service as backend; the purge secret is mounted there.',
  '',
].join('\n');
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

const withBackend = (vcl, host, port) =>
  vcl.replace(/(\.host\s*=\s*)"[^"]*"/, `$1"${host}"`).replace(/(\.port\s*=\s*)"[^"]*"/, `$1"${port}"`);

/** deploy/varnish/default.vcl with its audience block as @savepoint/audience generates it now. */
function shippedVcl() {
  // Required here, not at the top: `npm test` installs Varnish before the build makes this package.
  const { withAudienceVcl } = require('@savepoint/audience');
  return withAudienceVcl(readFileSync(SHIPPED_VCL, 'utf8'));
}

/** The Kubernetes overlay's copy: the shipped VCL with the gateway Service as its backend. */
function overlayVcl() {
  return withBackend(shippedVcl(), 'savepoint-gateway', '8080').replace(LOCAL_NOTE, OVERLAY_NOTE);
}

/** The shipped VCL with its backend pointed at `host:port` and the purge secret read from `secretFile`. */
function renderVcl(host, port, secretFile = SECRET_FILE) {
  return withBackend(shippedVcl(), host, port).replaceAll(SECRET_FILE, secretFile);
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
 * Starts varnishd in the foreground: readers on `port`, purges on loopback `purgePort` (the worker's
 * VARNISH_PURGE_URLS) with `purgeSecret` (the worker's EDGE_PURGE_SECRET; a random one when not
 * given), in front of the gateway on `backendPort`, with its working files under `workDir`.
 * Resolves once it accepts connections.
 * @returns {Promise<{ port: number, purgePort: number, purgeUrl: string, purgeSecret: string,
 *   child: import('node:child_process').ChildProcess, stop(): Promise<void> }>}
 */
async function startVarnish({
  port,
  purgePort,
  purgeSecret = randomBytes(32).toString('base64url'),
  backendPort,
  workDir,
  memoryMb = 128,
  log = (l) => process.stdout.write(`${l}\n`),
}) {
  if (!purgePort) throw new Error("startVarnish needs a purgePort for the worker's purges");
  ensureVarnishInstalled((m) => log(`[varnish] ${m}`));
  mkdirSync(workDir, { recursive: true });
  const secretFile = path.join(workDir, 'edge-purge-secret');
  writeFileSync(secretFile, purgeSecret, { mode: 0o600 });
  chmodSync(secretFile, 0o600);
  const vclFile = path.join(workDir, 'default.vcl');
  writeFileSync(vclFile, renderVcl('127.0.0.1', backendPort, secretFile));
  const child = spawn(
    'varnishd',
    [
      '-F',
      '-n',
      workDir,
      '-a',
      `:${port}`,
      '-a',
      `purge=127.0.0.1:${purgePort}`,
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
    purgePort,
    purgeUrl: `http://127.0.0.1:${purgePort}`,
    purgeSecret,
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

module.exports = { startVarnish, ensureVarnishInstalled, renderVcl, shippedVcl, overlayVcl, SHIPPED_VCL, OVERLAY_VCL };
