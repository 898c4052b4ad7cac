// Each process's memory flags and malloc settings are defined once, in scripts/processes.cjs (how
// `npm start`, the browser tests and the bench start the product). docker-compose.yml and the
// Dockerfile cannot import them, so they repeat them; this fails when a copy drifts.
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Service = { entry: string; heapMb: number; semiMb: number };
const processes = require('../../../scripts/processes.cjs') as {
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

it('the image sets the malloc settings the starter sets', () => {
  const dockerfile = read('Dockerfile');
  for (const [name, value] of Object.entries(processes.MALLOC_ENV)) {
    expect(dockerfile).toMatch(new RegExp(`^ENV .*\\b${name}=${value}(\\s|$)`, 'm'));
  }
});
