/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, postJson } from './http';

interface Seen {
  method?: string;
  contentType?: string;
  body: string;
}

let server: Server;
let base: string;
let seen: Seen[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({ method: req.method, contentType: req.headers['content-type'], body: await readBody(req) });
    if (req.url === '/ok') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"message":"hi"}');
    } else if (req.url === '/empty-error') {
      res.writeHead(503).end();
    } else {
      res.writeHead(401, { 'Content-Type': 'text/plain' }).end('Not logged in');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

describe('http (spec §1, §8)', () => {
  it('sends JSON with its content type only when a body is given', async () => {
    await expect(postJson(`${base}/ok`, { email: 'a@b.co' })).resolves.toEqual({ message: 'hi' });
    await postJson(`${base}/ok`);
    expect(seen[0]).toEqual({ method: 'POST', contentType: 'application/json', body: '{"email":"a@b.co"}' });
    expect(seen[1]).toEqual({ method: 'POST', contentType: undefined, body: '' });
  });

  it('turns a failure into "<status>: <body text>"', async () => {
    await expect(http('GET', `${base}/denied`)).rejects.toThrow('401: Not logged in');
  });

  it('uses the status text when the body is empty', async () => {
    await expect(http('GET', `${base}/empty-error`)).rejects.toThrow('503: Service Unavailable');
  });
});
