// deploy/kubernetes renders (base and the with-varnish overlay) to objects the Kubernetes schemas
// accept, with probes, limits, budgets and secrets in place (scripts/validate-kubernetes.mjs), and the
// validator does refuse a broken manifest.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const validate = (env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [path.join(root, 'scripts', 'validate-kubernetes.mjs')], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });

it('the shipped manifests are valid Kubernetes objects that follow the rules', () => {
  const run = validate();
  expect(run.stdout).toContain('base (built-in renderer): 14 objects, valid');
  expect(run.stdout).toContain('overlays/with-varnish (built-in renderer): 20 objects, valid');
  expect(run.status).toBe(0);
});

it('a wrong type and a missing probe are refused, by name', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'savepoint-k8s-'));
  try {
    cpSync(path.join(root, 'deploy', 'kubernetes'), dir, { recursive: true });
    const gateway = path.join(dir, 'base', 'gateway.yaml');
    writeFileSync(
      gateway,
      readFileSync(gateway, 'utf8')
        .replace('containerPort: 8080', 'containerPort: eighty')
        .replace(
          /readinessProbe:\n(\s+)httpGet: \{ path: \/healthz, port: http \}/,
          'readinessProbe:\n$1httpGet: { path: /readyz, port: http }',
        ),
    );
    const run = validate({ K8S_DIR: dir });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/Deployment\/savepoint-gateway: .*containerPort must be integer/);
    // Its /readyz checks graph and Redis: every gateway would leave the Service in their outage.
    expect(run.stdout).toContain('savepoint-gateway: readiness must probe /healthz');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('purging open to anything but the worker is refused: an address ACL, an open purge port, a stale VCL', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'savepoint-k8s-'));
  try {
    cpSync(path.join(root, 'deploy', 'kubernetes'), dir, { recursive: true });
    const overlay = path.join(dir, 'overlays', 'with-varnish');
    const vcl = path.join(overlay, 'default.vcl');
    // The overlay's old rule: every private address may purge (an Ingress pod is one).
    writeFileSync(
      vcl,
      readFileSync(vcl, 'utf8').replace('sub vcl_recv {', 'acl purgers {\n    "10.0.0.0"/8;\n}\n\nsub vcl_recv {'),
    );
    const policy = path.join(overlay, 'network-policy.yaml');
    writeFileSync(
      policy,
      readFileSync(policy, 'utf8').replace(
        '        - podSelector:\n            matchLabels:\n              app.kubernetes.io/name: savepoint-worker\n',
        '        - ipBlock: { cidr: 10.0.0.0/8 }\n',
      ),
    );
    const run = validate({ K8S_DIR: dir });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('with-varnish: the VCL must trust no address to purge');
    expect(run.stdout).toContain('with-varnish: default.vcl is not deploy/varnish/default.vcl with the cluster backend');
    expect(run.stdout).toContain("with-varnish: a NetworkPolicy must open the purge port to the worker's pods alone");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it("the Secret's placeholders are refused, so a forgotten one stops the pods instead of running on a published secret", () => {
  // Everyone can read these values in the repository: with them, anyone could sign a staff session
  // cookie (SESSION_SECRET), identity claims to graph (INTERNAL_SECRET) or a purge (EDGE_PURGE_SECRET).
  const { parse } = require('yaml') as typeof import('yaml');
  const { loadGatewayConfig } = require('../gateway/src/config') as typeof import('../gateway/src/config');
  const { loadGraphConfig } = require('../graph/src/config') as typeof import('../graph/src/config');
  const base = path.join(root, 'deploy', 'kubernetes', 'base');
  const env = {
    ...(parse(readFileSync(path.join(base, 'config.yaml'), 'utf8')) as { data: Record<string, string> }).data,
    ...(parse(readFileSync(path.join(base, 'secrets.yaml'), 'utf8')) as { stringData: Record<string, string> }).stringData,
    // The with-varnish overlay, where graph and the worker need the purge secret.
    CDN_PURGE: 'varnish',
    VARNISH_PURGE_URLS: 'http://savepoint-varnish-0.savepoint-varnish-nodes:6082',
  };
  const refusal = (load: () => unknown) => {
    try {
      load();
      return 'started';
    } catch (error) {
      return String(error);
    }
  };

  const gateway = refusal(() => loadGatewayConfig(env));
  const graph = refusal(() => loadGraphConfig(env));
  expect(gateway).toMatch(/SESSION_SECRET/);
  expect(gateway).toMatch(/INTERNAL_SECRET/);
  expect(graph).toMatch(/INTERNAL_SECRET/);
  expect(graph).toMatch(/EDGE_PURGE_SECRET/);
});
