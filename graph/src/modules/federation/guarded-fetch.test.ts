// Fetching other servers' documents (guarded-fetch.ts) against real HTTP servers on loopback: the
// address connected to is the address checked, a document has a size cap, and Fedify's preloaded
// contexts still need no network (the test that fails when going around Fedify's fetch stops being safe).
import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FetchError, MemoryKvStore } from '@fedify/fedify';
import { guardedDocumentLoader, MAX_DOCUMENT_BYTES, PRELOADED_CONTEXTS } from './guarded-fetch';
import { guardedLoaders } from './network';

const USER_AGENT = 'Savepoint/1.0 (+https://savepoint.example/)';
const ACTOR = { '@context': 'https://www.w3.org/ns/activitystreams', id: 'https://remote.example/users/ana', type: 'Person' };

let server: http.Server;
let port: number;
const hits: string[] = [];
let body = JSON.stringify(ACTOR);

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/users/slow') {
      // Never silent, done only after 4 s: a byte every 50 ms.
      res.writeHead(200, { 'content-type': 'application/activity+json' });
      const drip = setInterval(() => res.write(' '), 50);
      const done = setTimeout(() => res.end('{}'), 4000);
      res.on('close', () => {
        clearInterval(drip);
        clearTimeout(done);
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'application/activity+json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  jest.restoreAllMocks();
  hits.length = 0;
  body = JSON.stringify(ACTOR);
});

const loader = (allowPrivate: boolean) => guardedLoaders(allowPrivate, USER_AGENT, new MemoryKvStore()).documentLoaderFactory();

it('gives up on a server that trickles its answer, however it keeps the socket busy', async () => {
  const started = Date.now();
  const load = guardedDocumentLoader({ allowPrivate: true, userAgent: USER_AGENT, timeoutMs: 400 });
  await expect(load(`http://127.0.0.1:${port}/users/slow`)).rejects.toThrow(/No complete answer within 0.4 s/);
  expect(Date.now() - started).toBeLessThan(3000);
});

it('refuses a host that answers the check with a public address and the connection with 127.0.0.1 (DNS rebinding)', async () => {
  // What a forged inbox delivery's keyId can name: a host of the attacker's whose DNS answers a
  // public address when asked first, and the machine behind graph when the fetch looks it up again.
  jest
    .spyOn(dns.promises, 'lookup')
    .mockImplementation((async () => [{ address: '93.184.215.14', family: 4 }]) as unknown as typeof dns.promises.lookup);
  const realLookup = dns.lookup;
  jest
    .spyOn(dns, 'lookup')
    .mockImplementation(((hostname: string, options: unknown, callback: unknown) =>
      hostname === 'rebind.test'
        ? (callback as (e: null, a: dns.LookupAddress[]) => void)(null, [{ address: '127.0.0.1', family: 4 }])
        : realLookup(hostname, options as dns.LookupAllOptions, callback as never)) as unknown as typeof dns.lookup);

  await expect(loader(false)(`http://rebind.test:${port}/internal-admin?delete=all`)).rejects.toBeInstanceOf(FetchError);
  expect(hits).toEqual([]);
});

it('loads a document from a server it may reach, and refuses one over the size cap without holding it', async () => {
  const found = await loader(true)(`http://127.0.0.1:${port}/users/ana`);
  expect(found.document).toEqual(ACTOR);
  expect(found.documentUrl).toBe(`http://127.0.0.1:${port}/users/ana`);

  body = JSON.stringify({ ...ACTOR, summary: 'x'.repeat(MAX_DOCUMENT_BYTES) });
  await expect(loader(true)(`http://127.0.0.1:${port}/users/huge`)).rejects.toThrow(/over 1048576 bytes/);
});

it("answers Fedify's preloaded JSON-LD contexts without the network", async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network for a preloaded context'));
  const requestSpy = jest.spyOn(http, 'request');
  const load = loader(false);
  for (const url of PRELOADED_CONTEXTS) {
    const context = await load(url);
    expect({ url, hasContext: typeof context.document === 'object' && context.document !== null }).toEqual({
      url,
      hasContext: true,
    });
  }
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(requestSpy).not.toHaveBeenCalled();
});
