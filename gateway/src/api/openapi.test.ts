// The API document passes Redocly's recommended rules (offline, the CLI from devDependencies) and says
// the things a client generator relies on: unique operationIds, who may call, what comes back.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { LIVE_STREAM_OPENAPI } from '../live/live-hub';
import { routes } from '../routes';
import { graphRefusals } from './graph-refusals';
import { buildOpenApiDocument } from './openapi';

const document = buildOpenApiDocument(routes, LIVE_STREAM_OPENAPI, { serverUrl: 'https://savepoint.example' });
type Operation = { operationId: string; security: unknown[]; responses: Record<string, any> };
const operations = Object.entries(document.paths).flatMap(([p, methods]) =>
  Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({ key: `${method} ${p}`, operation })),
);

interface RedoclyProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
}

it('has no error under `redocly lint` (recommended rules)', async () => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'savepoint-openapi-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  const redocly = path.join(__dirname, '../../../node_modules/.bin/redocly');
  // Exit code 1 on errors: the JSON report is read either way.
  const { stdout } = await promisify(execFile)(redocly, ['lint', file, '--format=json', '--extends=recommended'], {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
  const { problems } = JSON.parse(stdout) as { problems: RedoclyProblem[] };
  const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
  expect(errors).toEqual([]);
}, 60_000);

it('names every operation once, in letters and digits', () => {
  const ids = operations.map((o) => o.operation.operationId);
  expect(ids.filter((id) => !/^[A-Za-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
  expect(new Set(ids).size).toBe(ids.length);
  const byKey = Object.fromEntries(operations.map((o) => [o.key, o.operation.operationId]));
  expect(byKey['get /api/articles']).toBe('getArticles');
  expect(byKey['get /api/articles/category/{category}']).toBe('getArticlesCategoryByCategory');
});

it('says who may call each operation and which statuses its guard answers', () => {
  const at = (key: string) => operations.find((o) => o.key === key)!.operation;
  expect(at('get /api/admin/articles').security).toEqual([{ staffSession: [] }]);
  expect(Object.keys(at('get /api/admin/articles').responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
  expect(at('get /api/members/me').security).toEqual([{ memberSession: [] }]);
  expect(at('get /api/members/me').responses).toHaveProperty('401');
  expect(at('get /api/articles').security).toContainEqual({});
  expect(at('get /api/articles/{id}').responses).toHaveProperty('404');
  expect(at('post /api/articles/{id}/live-entries').responses['409'].description).toMatch(/has ended/);
  expect(at('post /api/auth/login').responses).toHaveProperty('429');
  expect(at('get /api/newsletter/subscribers.csv').responses['200'].content).toHaveProperty('text/csv');
  expect(document.servers).toEqual([expect.objectContaining({ url: 'https://savepoint.example' })]);
});

it("lists graph's refusals only for operations the table runs", () => {
  const run = new Set(routes.map((r) => r.operationName));
  expect(Object.keys(graphRefusals).filter((name) => !run.has(name))).toEqual([]);
});

it("describes the calendar's days in the publication's time zone, as graph answers them", () => {
  const day = (document.components.schemas as Record<string, any>).CalendarDay;
  expect(`${day.description} ${day.properties.date.description}`).not.toMatch(/UTC/);
  expect(day.description).toMatch(/PUBLICATION_TIMEZONE/);
});
