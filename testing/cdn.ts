// A loopback stand-in for a CDN's purge API (or a Varnish node): records every request as it came
// (method, path, headers, body) and answers from a script of statuses, then 200. Tests check that
// the adapters speak each API's documented request shape (graph/src/modules/edge/edge-purgers.ts).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeCdn {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * @param statuses answers for the first requests, in order (later ones get 200)
 * @param body what a 2xx answer says (Cloudflare's `{"success":true}` by default)
 */
export async function startFakeCdn(statuses: number[] = [], body = '{"success":true,"errors":[],"result":{}}'): Promise<FakeCdn> {
  const requests: RecordedRequest[] = [];
  const script = [...statuses];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const status = script.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status < 300 ? body : '{"success":false,"errors":[{"message":"try later"}]}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
