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
        .replace('httpGet: { path: /readyz, port: http }', 'httpGet: { path: /, port: http }'),
    );
    const run = validate({ K8S_DIR: dir });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/Deployment\/savepoint-gateway: .*containerPort must be integer/);
    expect(run.stdout).toContain('savepoint-gateway: readiness must probe /readyz');
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
