// Settings written in more than one place because those places cannot import each other, held
// together: graph's and the gateway's defaults for what both read (the gateway never imports graph's
// source), the reader pages' copies of graph's platforms and limits, and each process's memory flags and malloc settings, defined in scripts/processes.cjs
// (how `npm start`, the browser tests and the bench start the product) and repeated by
// docker-compose.yml, the Kubernetes base and the Dockerfile (YAML and a Dockerfile cannot import them).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadGatewayConfig } from '../gateway/src/config';
import { loadGraphConfig } from '../graph/src/config';
import { PLATFORMS } from '../graph/src/modules/game/game-facts';
import { REVIEW_SCALE } from '../graph/src/modules/review/review-scale';
import { SEARCH_TEXT_MAX } from '../graph/src/modules/search/search-sql';
import type * as WebConstants from '../web/src/config/constants.js' with { 'resolution-mode': 'import' };
import type * as WebPlatforms from '../web/src/config/platforms.js' with { 'resolution-mode': 'import' };

it("the gateway's defaults agree with graph's on the settings both read", () => {
  const secret = 's'.repeat(32);
  const gateway = loadGatewayConfig({ SESSION_SECRET: secret, INTERNAL_SECRET: secret });
  const graph = loadGraphConfig({ DATABASE_URL: 'postgres://db/x', INTERNAL_SECRET: secret });
  expect({
    graphUrl: gateway.graphUrl,
    redisUrl: gateway.redisUrl,
    redisPrefix: gateway.redisPrefix,
    logLevel: gateway.logLevel,
    mediaDir: path.relative(process.cwd(), gateway.mediaDir),
    publicUrl: `http://localhost:${gateway.port}`,
  }).toEqual({
    graphUrl: `http://127.0.0.1:${graph.graphPort}/graphql`,
    redisUrl: graph.redisUrl,
    redisPrefix: graph.redisPrefix,
    logLevel: graph.logLevel,
    mediaDir: path.relative(process.cwd(), graph.mediaDir),
    publicUrl: graph.publicUrl,
  });
});

it('`npm start` passes the ports and mode the processes default to', () => {
  const secret = 's'.repeat(32);
  const gateway = loadGatewayConfig({ SESSION_SECRET: secret, INTERNAL_SECRET: secret });
  const graph = loadGraphConfig({ DATABASE_URL: 'postgres://db/x', INTERNAL_SECRET: secret });
  const start = readFileSync(path.join(__dirname, '..', 'scripts', 'start.mjs'), 'utf8');
  const passed = Object.fromEntries(
    [...start.matchAll(/(\w+): process\.env\.\1 \?\? '([^']*)'/g)].map((match) => [match[1], match[2]]),
  );
  expect({ PORT: passed.PORT, GRAPH_PORT: passed.GRAPH_PORT, NODE_ENV: passed.NODE_ENV }).toEqual({
    PORT: String(gateway.port),
    GRAPH_PORT: String(graph.graphPort),
    NODE_ENV: graph.nodeEnv,
  });
});

type Service = { entry: string; heapMb: number; semiMb: number };
const processes = require('../scripts/processes.cjs') as {
  root: string;
  SERVICES: Record<string, Service>;
  nodeFlags(service: Service): string[];
  MALLOC_ENV: Record<string, string>;
};
const read = (file: string) => readFileSync(path.join(processes.root, file), 'utf8');

it.each(Object.entries(processes.SERVICES))('docker-compose.yml starts %s with its flags', (_name, service) => {
  const commands = [...read('docker-compose.yml').matchAll(/^\s*command: (\[.*\])\s*$/gm)].map(
    (match) => JSON.parse(match[1].replace(/'/g, '"')) as string[],
  );
  const command = commands.find((c) => c.at(-1) === service.entry);
  expect(command).toEqual(['node', ...processes.nodeFlags(service), service.entry]);
});

it.each(Object.entries(processes.SERVICES))('the Kubernetes base starts %s with its flags', (_name, service) => {
  const manifests = ['graph.yaml', 'worker.yaml', 'gateway.yaml'].map((file) => read(`deploy/kubernetes/base/${file}`));
  const commands = manifests.flatMap((text) =>
    [...text.matchAll(/^\s*command: \[(.*)\]\s*$/gm)].map((match) =>
      match[1].split(',').map((part) => part.trim().replace(/^'|'$/g, '')),
    ),
  );
  const command = commands.find((c) => c.at(-1) === service.entry);
  expect(command).toEqual(['node', ...processes.nodeFlags(service), service.entry]);
});

it.each(['graph', 'worker', 'gateway'])('docker-compose.yml gives %s the drain time the Kubernetes base gives it', (name) => {
  // Kubernetes' grace covers the preStop pause and then the process's own drain (the worker's: the
  // longest job, an AI draft); compose has no preStop, so its stop_grace_period must cover the drain.
  const manifest = read(`deploy/kubernetes/base/${name}.yaml`);
  const grace = Number(/terminationGracePeriodSeconds: (\d+)/.exec(manifest)?.[1]);
  const preStop = Number(/sleep: \{ seconds: (\d+) \}/.exec(manifest)?.[1] ?? 0);
  const service = new RegExp(`^  ${name}:\\n((?:    .*\\n|\\n)*)`, 'm').exec(read('docker-compose.yml'))?.[1] ?? '';
  const composeGrace = Number(/stop_grace_period: (\d+)s/.exec(service)?.[1]);
  expect(grace).toBeGreaterThan(0);
  expect(composeGrace).toBeGreaterThanOrEqual(grace - preStop);
});

it.each(['PUBLIC_URL', 'TRUST_PROXY', 'SMTP_URL', 'MAIL_FROM'])(
  'docker-compose.yml hands %s from the environment or .env to every process',
  (name) => {
    // Compose gives a container only the variables its service lists: one an installation sets for
    // itself (its domain, its proxy, its mail) but the file leaves out is silently ignored.
    const { parse } = require('yaml') as typeof import('yaml');
    const compose = parse(read('docker-compose.yml'), { merge: true }) as {
      services: Record<string, { environment?: Record<string, string> }>;
    };
    for (const service of ['graph', 'worker', 'gateway'])
      expect(compose.services[service].environment?.[name]).toBe(`\${${name}:-}`);
  },
);

it('the image sets the malloc settings the starter sets', () => {
  const dockerfile = read('Dockerfile');
  for (const [name, value] of Object.entries(processes.MALLOC_ENV)) {
    expect(dockerfile).toMatch(new RegExp(`^ENV .*\\b${name}=${value}(\\s|$)`, 'm'));
  }
});

it("the reader pages' copies of graph's vocabularies and limits are graph's", () => {
  // web cannot import graph; its pages send graph only what graph takes (a 400 fails the whole page).
  // web's modules are ECMAScript modules: jest's transform hands them to this CommonJS file.
  const { PLATFORM_IDS } = require('../web/src/config/platforms') as typeof WebPlatforms;
  const { REVIEW_SCALE_MAX, SEARCH_TEXT_MAX: WEB_SEARCH_TEXT_MAX } =
    require('../web/src/config/constants') as typeof WebConstants;
  expect([...PLATFORM_IDS].sort()).toEqual(Object.keys(PLATFORMS).sort());
  expect(WEB_SEARCH_TEXT_MAX).toBe(SEARCH_TEXT_MAX);
  expect(REVIEW_SCALE_MAX).toBe(REVIEW_SCALE.best);
});
