// Writes the audience block of deploy/varnish/default.vcl from @savepoint/audience (its built dist:
// run after build:packages), and the Kubernetes overlay's copy from the shipped file: the same VCL
// with the cluster's backend. `npm run build` runs it; scripts/validate-kubernetes.mjs fails when a
// committed file differs from what this writes, and scripts/varnish.cjs renders the same way.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { shippedVcl, overlayVcl, SHIPPED_VCL, OVERLAY_VCL } = require('./varnish.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const [file, text] of [
  [SHIPPED_VCL, shippedVcl()],
  [OVERLAY_VCL, overlayVcl()],
]) {
  const before = readFileSync(file, 'utf8');
  if (before !== text) {
    writeFileSync(file, text);
    console.log(`generated ${path.relative(root, file)}`);
  }
}
