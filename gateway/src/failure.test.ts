// When the database behind graph goes away: the gateway says so plainly, with no internals.
import { startTestStack, type TestStack } from '../../testing/gateway';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
  await stack.graph.db.drop();
});
afterAll(async () => {
  await stack.close();
});

it('reports PostgreSQL not ready at /readyz', async () => {
  const res = await stack.client().get('/readyz');
  expect(res.status).toBe(503);
  expect(res.body.checks).toEqual({ graph: 'ok', postgres: 'not ready', redis: 'ok' });
});

it('answers an unexpected failure with 500, a request id and no stack trace', async () => {
  const res = await stack.client().get('/api/articles', { headers: { 'x-request-id': 'db-gone-1' } });
  expect(res.status).toBe(500);
  expect(res.body).toEqual({ error: expect.any(String), code: 'INTERNAL_SERVER_ERROR', requestId: 'db-gone-1' });
  expect(res.text).not.toMatch(/\bat \S+ \(|node_modules|SELECT|database/i);
});
