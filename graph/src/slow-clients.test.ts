// graph bounds slow clients too (issue 26, hole 8): it is reachable directly, so a connection that
// sends its headers or body a little at a time is closed after HTTP_HEADERS_TIMEOUT_MS /
// HTTP_REQUEST_TIMEOUT_MS (short here), with 408.
import { connectRaw, dribble } from '../../testing/slow-client';
import { startTestGraph, type TestGraph } from '../../testing/graph';

let graph: TestGraph;
beforeAll(async () => {
  graph = await startTestGraph({ httpTimeouts: { headersMs: 400, requestMs: 800 } });
});
afterAll(async () => {
  await graph?.close();
});

it('closes a connection that sends one header line at a time, with 408', async () => {
  const connection = await connectRaw(graph.url);
  const sent = await dribble(connection, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n', 100, 40);
  expect(sent).not.toBeNull();
  expect(sent!).toBeLessThan(20);
  expect(connection.received()).toMatch(/^HTTP\/1\.1 408/);
});

it('closes a connection whose body trickles in past the request bound', async () => {
  const connection = await connectRaw(graph.url);
  const head = 'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n';
  const sent = await dribble(connection, head, ' ', 100, 40);
  connection.socket.destroy();
  expect(sent).not.toBeNull();
  expect(sent!).toBeLessThan(20);
});
