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
  expect(run.stdout).toContain('overlays/with-varnish (built-in renderer): 19 objects, valid');
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
