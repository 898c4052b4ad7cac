// web/vite.config.ts builds the app with react-router's production build (its package.json offers
// only the development one: remix-run/react-router#14102). This fails when that build goes missing
// or stops exporting what the development build exports, before a build or a reader finds out.
import { existsSync } from 'node:fs';
import path from 'node:path';

const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');
const exportsOf = (file: string) => Object.keys(require(path.join(dist, file)) as object).sort();

describe("react-router's production build", () => {
  it.each([
    ['index', 'react-router'],
    ['dom-export', 'react-router/dom'],
  ])('has the ES module the build aliases and the same exports as the development build: %s (%s)', (file) => {
    expect(existsSync(path.join(dist, 'production', `${file}.mjs`))).toBe(true);
    const production = exportsOf(`production/${file}.js`);
    expect(production.length).toBeGreaterThan(2);
    expect(production).toEqual(exportsOf(`development/${file}.js`));
  });
});
