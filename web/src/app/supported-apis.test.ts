// Reader pages run on Apollo's and React Router's public APIs only (issue 45, docs/decisions/0024,
// 0046): these fail the day a build-time swap of their modules, an alias into their files, an
// assignment over a client's or cache's methods or an import of a library's internals comes back.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const WEB = path.resolve(__dirname, '../..');
const LIBRARIES = /@apollo\/client|react-router/;
const GUARDED = /@apollo|react-router/;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourcesUnder(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

test("the build neither swaps nor aliases Apollo's or React Router's modules", () => {
  const config = readFileSync(path.join(WEB, 'vite.config.ts'), 'utf8');
  const aliases = [...config.matchAll(/find:\s*([^,}]+)/g)].map((match) => match[1]);
  expect(aliases.filter((find) => GUARDED.test(find))).toEqual([]);
  // A plugin resolving a module id of its own.
  expect(config).not.toMatch(/resolveId[\s\S]*(@apollo\/client|react-router)/);
  expect(config).not.toMatch(/node_modules[\\/]+@apollo[\s\S]{0,40}dist|@apollo\/client\/[\w/]*dist/);
  expect(config).not.toMatch(/react-router[\s\S]{0,80}['"]dist['"]|react-router\/dist/);
});

test("no source assigns over a library object's methods or imports a library's internals", () => {
  const offences: string[] = [];
  for (const file of sourcesUnder(path.join(WEB, 'src'))) {
    const text = readFileSync(file, 'utf8');
    const name = path.relative(WEB, file);
    // client.watchQuery = …, cache.diff = …, Object.setPrototypeOf / defineProperty on one of them.
    for (const match of text.matchAll(/\b(client|cache|apollo\w*)\.(\w+)\s*=(?!=)/gi)) offences.push(`${name}: ${match[0]}`);
    if (/Object\.(setPrototypeOf|defineProperty)\(\s*(client|cache)\b/.test(text)) offences.push(`${name}: prototype`);
    for (const match of text.matchAll(/from '([^']+)'/g)) {
      if (LIBRARIES.test(match[1]) && /\/(internal|dist)(\/|$)/.test(match[1])) offences.push(`${name}: ${match[1]}`);
    }
  }
  expect(offences).toEqual([]);
});

// The server renders a reader page once over the data its route declares (docs/decisions/0046): a
// query read with plain useQuery would render its loading state there unnoticed, so reader pages
// read through useReaderQuery (app/server-page.tsx), which tells the renderer to render again.
test('reader pages read their queries through useReaderQuery', () => {
  const reader = ['home', 'listing', 'article', 'games', 'layout', 'corrections', 'preview', 'pages', 'newsletter', 'account'];
  const dirs = [...reader.map((feature) => path.join(WEB, 'src', 'features', feature)), path.join(WEB, 'src', 'components')];
  const offences = dirs
    .flatMap(sourcesUnder)
    .concat(path.join(WEB, 'src', 'lib', 'publication-format.tsx'))
    .filter((file) => /\buse(Query|LazyQuery)\b[^;]*from '@apollo\/client\/react'/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(WEB, file));
  expect(offences).toEqual([]);
});
