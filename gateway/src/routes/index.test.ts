// The REST table is split into one file per domain; Express answers a request with the first row whose
// path matches, so a row in one file could silently take another file's requests (a `:id` path
// registered before a static one). These tests mount the rows in a real Express router, each answering
// with its own place, and ask every row's path.
import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Route } from '../api/route-kit';
import { routeFiles, routes } from './index';

type FileRows = ReadonlyArray<readonly [file: string, rows: Route[]]>;

const where = (file: string, row: Route) => `${file}: ${row.method.toUpperCase()} ${row.path}`;

/** A URL only this row's own pattern is meant to take: each `:param` filled with a value no static segment has. */
const sampleUrl = (row: Route) => row.path.replace(/:(\w+)/g, 'sample-$1');

/** For each row, which row Express answers its sample URL with, when the files are mounted in `order`. */
async function answeringRows(order: FileRows): Promise<Array<{ asked: string; answeredBy: string }>> {
  const app = express();
  for (const [file, rows] of order)
    for (const row of rows) app[row.method](row.path, (_req, res) => void res.json({ answeredBy: where(file, row) }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const answers = [];
    for (const [file, rows] of order)
      for (const row of rows) {
        const response = await fetch(`http://127.0.0.1:${port}${sampleUrl(row)}`, { method: row.method.toUpperCase() });
        const { answeredBy } = (await response.json()) as { answeredBy: string };
        answers.push({ asked: where(file, row), answeredBy });
      }
    return answers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

it('lists every route file of the folder once, and the table is their rows in that order', () => {
  const onDisk = readdirSync(__dirname)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !['index.ts', 'common.ts'].includes(name))
    .map((name) => name.replace(/\.ts$/, ''))
    .sort();
  expect(routeFiles.map(([file]) => file).sort()).toEqual(onDisk);
  expect(routes).toEqual(routeFiles.flatMap(([, rows]) => rows));
});

it('answers each row’s own path with that row, in the index’s order', async () => {
  const answers = await answeringRows(routeFiles);
  expect(answers.filter((a) => a.asked !== a.answeredBy)).toEqual([]);
  expect(answers).toHaveLength(routes.length);
});

// Within a file its author sees the order; across files nobody does, so the files' order must not matter.
it('answers each row’s own path with that row whatever the order of the files', async () => {
  const answers = await answeringRows([...routeFiles].reverse());
  expect(answers.filter((a) => a.asked !== a.answeredBy)).toEqual([]);
});
