// Slow and greedy clients (issue 26, hole 8): the probe kept 15 connections open for 75 s by sending
// one header line every 5 s. The gateway now closes a connection whose headers (or whole request)
// take longer than its bounds, and refuses an address more connections than its cap. Bounds are
// short here; the clients dribble on loopback.
import { connectRaw, dribble, type RawConnection } from '../../testing/slow-client';
import { startTestGateway, testGatewayConfig, type TestGateway } from '../../testing/gateway';

const opened: RawConnection[] = [];
afterEach(() => {
  for (const connection of opened.splice(0)) connection.socket.destroy();
});
async function open(url: string) {
  const connection = await connectRaw(url);
  opened.push(connection);
  return connection;
}

describe('header and request bounds', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway(testGatewayConfig({ HTTP_HEADERS_TIMEOUT_MS: '400', HTTP_REQUEST_TIMEOUT_MS: '800' }));
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('closes a connection that sends one header line at a time, with 408', async () => {
    const connections = await Promise.all(Array.from({ length: 5 }, () => open(gateway.baseUrl)));
    const linesSent = await Promise.all(
      connections.map((c) => dribble(c, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n', 100, 40)),
    );
    // 400 ms of headers at one line per 100 ms, checked every 100 ms: closed well before 40 lines (4 s).
    for (const sent of linesSent) expect(sent).not.toBeNull();
    for (const sent of linesSent) expect(sent!).toBeLessThan(20);
    expect(connections[0].received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose body trickles in past the request bound', async () => {
    const connection = await open(gateway.baseUrl);
    const head =
      'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n';
    const sent = await dribble(connection, head, ' ', 100, 40);
    expect(sent).not.toBeNull();
    expect(sent!).toBeLessThan(20);
  });

  it('still answers a client that sends its request at once', async () => {
    const res = await fetch(`${gateway.baseUrl}/healthz`);
    expect(res.status).toBe(200);
  });
});

describe('connections per address', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway(testGatewayConfig({ GATEWAY_MAX_CONNECTIONS_PER_IP: '3' }));
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('closes an address’s connection past the cap at once, and takes new ones when others close', async () => {
    const held = await Promise.all([1, 2, 3].map(() => open(gateway.baseUrl)));
    for (const c of held) c.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    const extra = await open(gateway.baseUrl);
    await Promise.race([extra.closed, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    expect(extra.isClosed()).toBe(true);
    expect(extra.received()).toBe('');
    expect(held.some((c) => c.isClosed())).toBe(false);

    held[0].socket.destroy();
    await held[0].closed;
    // The slot is free again (the server hears the close a moment later).
    let answer = '';
    for (let attempt = 0; attempt < 50 && !answer.startsWith('HTTP/1.1 200'); attempt += 1) {
      const next = await open(gateway.baseUrl);
      next.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      await next.closed;
      answer = next.received();
    }
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
