// The endpoint follows the GraphQL-over-HTTP spec, so any standard client or tool can talk to it.
import { serverAudits } from 'graphql-http';
import { startTestGraph, type TestGraph } from '../../../testing/graph';

let t: TestGraph;
beforeAll(async () => {
  t = await startTestGraph();
});
afterAll(async () => {
  await t?.close();
});

it('passes every MUST of the graphql-http server audit', async () => {
  const failures: string[] = [];
  for (const audit of serverAudits({ url: () => t.url, fetchFn: fetch })) {
    const result = await audit.fn();
    if (result.status !== 'ok' && audit.name.startsWith('MUST')) failures.push(`${audit.name}: ${result.reason}`);
  }
  expect(failures).toEqual([]);
});
