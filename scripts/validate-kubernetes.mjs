// Renders deploy/kubernetes (the base and each overlay) and validates every object against the
// Kubernetes API schemas of the `kubernetes-models` npm package (its JSON schemas, checked with ajv),
// plus Savepoint's own rules: probes on the processes' health endpoints, memory requests and limits,
// a PodDisruptionBudget per workload, HPAs pointing at Deployments that exist, the secrets, the
// shipped VCL's audience block as @savepoint/audience generates it, the overlay's VCL as generated
// from the shipped one, and purges open to the worker's pods alone (a NetworkPolicy on the purge
// listener, no address trusted in the VCL). Rendering: `kubectl kustomize` when kubectl
// is installed, else a small renderer for the kustomize features used here (resources, images,
// configMapGenerator, JSON patches). Prints one line per rendering; exits 1 naming each problem.
// Used by e2e/kubernetes.test.ts; `node scripts/validate-kubernetes.mjs` by hand.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments, parse } from 'yaml';

const { overlayVcl, shippedVcl, SHIPPED_VCL } = createRequire(import.meta.url)('./varnish.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const k8sDir = process.env.K8S_DIR ?? path.join(root, 'deploy', 'kubernetes');
const TARGETS = ['base', 'overlays/with-varnish'];

/** The few kustomize features the manifests use, applied as kustomize does. */
function render(dir) {
  const kustomization = parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8'));
  let docs = [];
  for (const resource of kustomization.resources ?? []) {
    const full = path.join(dir, resource);
    if (existsSync(path.join(full, 'kustomization.yaml'))) docs.push(...render(full));
    else
      docs.push(
        ...parseAllDocuments(readFileSync(full, 'utf8'))
          .map((d) => d.toJSON())
          .filter(Boolean),
      );
  }
  for (const generator of kustomization.configMapGenerator ?? []) {
    const data = Object.fromEntries(generator.files.map((f) => [path.basename(f), readFileSync(path.join(dir, f), 'utf8')]));
    const hash = createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 10);
    const name = `${generator.name}-${hash}`;
    docs.push({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name }, data });
    // References to the generated name follow it, as kustomize's name reference does.
    docs = JSON.parse(JSON.stringify(docs).replaceAll(`"name":"${generator.name}"`, `"name":"${name}"`));
  }
  for (const { target, patch } of kustomization.patches ?? []) {
    for (const doc of docs.filter((d) => d.kind === target.kind && d.metadata?.name === target.name)) {
      for (const op of parse(patch)) {
        const keys = op.path.split('/').slice(1);
        const parent = keys.slice(0, -1).reduce((o, k) => o[k], doc);
        if (op.op === 'add' || op.op === 'replace') parent[keys.at(-1)] = op.value;
        else throw new Error(`unsupported patch op ${op.op}`);
      }
    }
  }
  for (const label of kustomization.labels ?? [])
    for (const doc of docs) Object.assign((doc.metadata.labels ??= {}), label.pairs);
  for (const image of kustomization.images ?? []) {
    for (const doc of docs) {
      for (const c of doc.spec?.template?.spec?.containers ?? []) {
        if (c.image === image.name) c.image = `${image.newName ?? image.name}:${image.newTag ?? 'latest'}`;
      }
    }
  }
  return docs;
}

function renderWithKubectl(dir) {
  const out = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`kubectl kustomize ${path.relative(root, dir)}: ${out.stderr.trim()}`);
  return parseAllDocuments(out.stdout)
    .map((d) => d.toJSON())
    .filter(Boolean);
}

async function schemaProblems(doc) {
  const modulePath = `kubernetes-models/${doc.apiVersion}`;
  let models;
  try {
    models = await import(modulePath);
  } catch {
    return [`${doc.kind}/${doc.metadata?.name}: no schema for apiVersion ${doc.apiVersion}`];
  }
  const Model = models[doc.kind];
  if (!Model) return [`${doc.kind}/${doc.metadata?.name}: ${doc.apiVersion} has no kind ${doc.kind}`];
  try {
    new Model(doc).validate();
    return [];
  } catch (error) {
    return [`${doc.kind}/${doc.metadata?.name}: ${error.message}`];
  }
}

const HEALTH = { 'savepoint-graph': 4000, 'savepoint-worker': 4100, 'savepoint-gateway': 8080 };
/**
 * What each readiness probe asks. graph and the worker are ready when their database and Redis
 * answer. The gateway serves readers from its caches whatever graph and Redis do (docs/operations.md,
 * "While a part is down"): probing its /readyz would take every gateway out of the Service at once
 * during such an outage, so it is ready once it listens; its /readyz is for monitoring.
 */
const READINESS = { 'savepoint-graph': '/readyz', 'savepoint-worker': '/readyz', 'savepoint-gateway': '/healthz' };

function ruleProblems(docs, target) {
  const problems = [];
  const named = (kind) => docs.filter((d) => d.kind === kind);
  const deployments = named('Deployment');
  for (const name of Object.keys(HEALTH)) {
    const d = deployments.find((x) => x.metadata.name === name);
    if (!d) {
      problems.push(`${name}: no Deployment`);
      continue;
    }
    for (const c of d.spec.template.spec.containers) {
      const port = c.ports?.find((p) => p.name === 'http')?.containerPort;
      if (port !== HEALTH[name]) problems.push(`${name}: serves its health endpoints on ${HEALTH[name]}, not ${port}`);
      if (c.readinessProbe?.httpGet?.path !== READINESS[name]) problems.push(`${name}: readiness must probe ${READINESS[name]}`);
      if (c.livenessProbe?.httpGet?.path !== '/healthz') problems.push(`${name}: liveness must probe /healthz`);
      if (!c.resources?.requests?.memory || !c.resources?.limits?.memory) problems.push(`${name}: memory request and limit`);
    }
    if (!(d.spec.template.spec.terminationGracePeriodSeconds >= 20)) problems.push(`${name}: drains need at least 20 s`);
  }
  for (const workload of [...deployments, ...named('StatefulSet')]) {
    const labels = workload.spec.selector.matchLabels;
    const covered = named('PodDisruptionBudget').some((p) =>
      Object.entries(p.spec.selector.matchLabels).every(([k, v]) => labels[k] === v),
    );
    if (!covered) problems.push(`${workload.metadata.name}: no PodDisruptionBudget`);
  }
  for (const hpa of named('HorizontalPodAutoscaler')) {
    const ref = hpa.spec.scaleTargetRef;
    if (!deployments.some((d) => d.metadata.name === ref.name))
      problems.push(`${hpa.metadata.name}: scales a missing ${ref.kind} ${ref.name}`);
  }
  for (const name of ['savepoint-gateway', 'savepoint-graph'])
    if (!named('HorizontalPodAutoscaler').some((h) => h.spec.scaleTargetRef.name === name)) problems.push(`${name}: no HPA`);
  const secret = named('Secret').find((s) => s.metadata.name === 'savepoint-secrets');
  for (const key of ['SESSION_SECRET', 'INTERNAL_SECRET', 'DATABASE_URL', 'REDIS_URL'])
    if (!secret?.stringData?.[key]) problems.push(`savepoint-secrets: no ${key}`);
  if (!named('Job').some((j) => j.metadata.name === 'savepoint-migrate')) problems.push('no migrations Job');
  if (target.includes('varnish')) {
    const vcl = named('ConfigMap').find((c) => c.data?.['default.vcl'])?.data['default.vcl'];
    if (readFileSync(SHIPPED_VCL, 'utf8') !== shippedVcl())
      problems.push('deploy/varnish/default.vcl: its audience block is not what @savepoint/audience generates (npm run build)');
    if (vcl !== overlayVcl())
      problems.push('with-varnish: default.vcl is not deploy/varnish/default.vcl with the cluster backend (npm run build)');
    if (/\bacl\b|client\.ip/.test(vcl ?? '')) problems.push('with-varnish: the VCL must trust no address to purge');
    if (!secret?.stringData?.EDGE_PURGE_SECRET) problems.push('savepoint-secrets: no EDGE_PURGE_SECRET');
    const config = named('ConfigMap').find((c) => c.metadata.name === 'savepoint-config');
    const varnish = named('StatefulSet').find((s) => s.metadata.name === 'savepoint-varnish');
    const replicas = varnish?.spec.replicas;
    const purgePort = varnish?.spec.template.spec.containers[0].ports.find((p) => p.name === 'purge')?.containerPort;
    const urls = config?.data.VARNISH_PURGE_URLS?.split(',') ?? [];
    if (
      config?.data.CDN_PURGE !== 'varnish' ||
      urls.length !== replicas ||
      !urls.every((u) => new URL(u).port === String(purgePort))
    )
      problems.push(`with-varnish: VARNISH_PURGE_URLS must name each of the ${replicas} Varnish nodes on the purge port`);
    // The purge port is reachable from the worker's pods alone; readers' port from anywhere.
    const policies = named('NetworkPolicy').filter(
      (p) => p.spec.podSelector?.matchLabels?.['app.kubernetes.io/name'] === 'savepoint-varnish',
    );
    const purgeRules = policies
      .flatMap((p) => p.spec.ingress ?? [])
      .filter((rule) => (rule.ports ?? []).some((p) => p.port === purgePort) || !rule.ports);
    const workerOnly = (rule) =>
      (rule.from ?? []).length > 0 &&
      rule.from.every(
        (peer) => peer.podSelector?.matchLabels?.['app.kubernetes.io/name'] === 'savepoint-worker' && !peer.ipBlock,
      );
    if (!purgePort || policies.length === 0 || purgeRules.length === 0 || !purgeRules.every(workerOnly))
      problems.push("with-varnish: a NetworkPolicy must open the purge port to the worker's pods alone");
  }
  return problems;
}

const hasKubectl = spawnSync('sh', ['-c', 'command -v kubectl'], { stdio: 'ignore' }).status === 0;
let failed = false;
for (const target of TARGETS) {
  const dir = path.join(k8sDir, target);
  const renderings = [['built-in renderer', () => render(dir)]];
  if (hasKubectl) renderings.push(['kubectl kustomize', () => renderWithKubectl(dir)]);
  for (const [how, run] of renderings) {
    const docs = run();
    const problems = [...(await Promise.all(docs.map(schemaProblems))).flat(), ...ruleProblems(docs, target)];
    console.log(`${target} (${how}): ${docs.length} objects, ${problems.length ? `${problems.length} problems` : 'valid'}`);
    for (const p of problems) console.log(`  - ${p}`);
    failed ||= problems.length > 0;
  }
}
process.exit(failed ? 1 : 0);
