// The gateway's own behaviour, with graph unreachable: what it answers before or without graph.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { Redis } from 'ioredis';
import pino from 'pino';
import { eventually } from '../../testing/eventually';
import { startTestGateway, testGatewayConfig, type TestGateway } from '../../testing/gateway';
import { routes } from './routes';

let stack: TestGateway;
let redis: Redis;

beforeAll(async () => {
  stack = await startTestGateway();
  redis = new Redis(stack.config.redisUrl);
});
afterAll(async () => {
  await stack.close();
  await redis.quit();
});

const keysOf = (prefix: string) => redis.keys(`${prefix}*`);

describe('health', () => {
  it('answers /healthz while the process is up', async () => {
    const res = await stack.client().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('reports /readyz not ready, and why, while graph is unreachable', async () => {
    const res = await stack.client().get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.checks).toEqual({ graph: 'unreachable', postgres: 'unknown', redis: 'ok' });
  });
});

describe('API errors', () => {
  it('answers an unknown /api path with 404 JSON and a request id', async () => {
    const res = await stack.client().get('/api/nope', { headers: { 'x-request-id': 'trace-me-1' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No API route GET /api/nope', code: 'NOT_FOUND', requestId: 'trace-me-1' });
    expect(res.headers.get('x-request-id')).toBe('trace-me-1');
  });

  it('answers a method an API path does not take with 405 and the methods it does take', async () => {
    const client = stack.client();
    const wrong = await client.request('DELETE', '/api/articles');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect(wrong.body).toMatchObject({
      code: 'METHOD_NOT_ALLOWED',
      error: '/api/articles does not take DELETE; it takes GET, HEAD, POST',
    });
    // A path under a pattern (`/api/articles/:id`) is told its pattern's methods.
    const patch = await client.request('PATCH', '/api/articles/12', { json: { title: 'x' } });
    expect({ status: patch.status, allow: patch.headers.get('allow') }).toEqual({
      status: 405,
      allow: 'DELETE, GET, HEAD, PUT, OPTIONS',
    });
    const options = await client.request('OPTIONS', '/api/articles');
    expect({ status: options.status, allow: options.headers.get('allow') }).toEqual({
      status: 204,
      allow: 'GET, HEAD, POST, OPTIONS',
    });
    // A path the API does not have is still 404.
    expect((await client.request('DELETE', '/api/nope')).status).toBe(404);
  });

  it('refuses anonymous writes with 401 before anything else happens', async () => {
    const client = stack.client();
    for (const [method, url] of [
      ['POST', '/api/articles'],
      ['PUT', '/api/articles/1'],
      ['DELETE', '/api/articles/1'],
      ['PUT', '/api/articles/1/featured'],
      ['PATCH', '/api/articles/1/master-featured'],
      ['PATCH', '/api/articles/1/main-featured/homepage'],
      ['POST', '/api/categories'],
      ['DELETE', '/api/tags/3'],
      ['GET', '/api/admin/articles'],
      ['POST', '/api/ai/generate-article'],
      ['GET', '/api/ai/keywords'],
      ['GET', '/api/auth/me'],
    ]) {
      const res = await client.request(method, url, method === 'GET' ? {} : { json: { title: 'x' } });
      expect({ method, url, status: res.status, code: res.body.code }).toEqual({
        method,
        url,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('answers malformed JSON with 400 naming the body', async () => {
    const res = await stack
      .client()
      .request('POST', '/api/newsletter/subscribe', { body: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'The request body is not valid JSON', code: 'BAD_USER_INPUT', field: 'body' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await stack.client().post('/api/newsletter/subscribe', { email: 'a@b.co', padding: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('names the field of a wrong type or a missing value', async () => {
    const client = stack.client();
    const wrongType = await client.post('/api/newsletter/subscribe', { email: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    const missing = await client.post('/api/newsletter/subscribe', {});
    expect(missing.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email', error: 'email is required' });
    const emptySearch = await client.get('/api/search?q=');
    expect(emptySearch.status).toBe(400);
    expect(emptySearch.body.field).toBe('q');
    const badId = await client.get('/api/articles/abc');
    expect(badId.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    const tooMany = await client.get('/api/articles?limit=101');
    expect(tooMany.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
    const badRoute = await client.get('/api/featured-articles/route/moon');
    expect(badRoute.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'route' });
  });

  it('limits /graphql bodies to 1 MB too', async () => {
    const res = await stack.client().post('/graphql', { query: '{ me { id } }', variables: { padding: 'x'.repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 503 with a readable message when graph is unreachable', async () => {
    const res = await stack.client().get('/api/articles');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      error: 'The content service is unreachable; try again shortly',
    });
    expect(res.body.requestId).toEqual(expect.any(String));
  });
});

describe('sessions and Redis', () => {
  it('never touches Redis for anonymous reads', async () => {
    await stack.client().get('/api/articles');
    await stack.client().get('/api/categories');
    await stack.client().get('/');
    expect(await keysOf(stack.config.redisPrefix)).toEqual([]);
  });

  it('refuses a cross-site write that carries a session cookie', async () => {
    const client = stack.client();
    client.cookies.set('savepoint.sid', 's%3Aforged.sig');
    const res = await client.post('/api/articles', { title: 't' }, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', error: expect.stringContaining('Cross-site') });
    const login = await stack
      .client()
      .post('/api/auth/login', { username: 'a', password: 'b' }, { headers: { origin: 'https://evil.example' } });
    expect(login.status).toBe(403);
  });

  it('lets a same-origin write through to the session check', async () => {
    const client = stack.client();
    client.cookies.set('savepoint.sid', 's%3Aforged.sig');
    const res = await client.post('/api/articles', { title: 't' }, { headers: { origin: stack.baseUrl } });
    expect(res.status).toBe(401);
  });

  it('does not count a login attempt graph never judged', async () => {
    const client = stack.client();
    for (let i = 0; i < 7; i += 1) {
      const res = await client.post('/api/auth/login', { username: 'admin', password: 'wrong' });
      expect(res.status).toBe(503);
    }
  });
});

describe('OpenAPI document', () => {
  it('lists every route of the table with its guard and operation', async () => {
    const res = await stack.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const route of routes) {
      const operation = res.body.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method];
      expect({ route: `${route.method} ${route.path}`, documented: Boolean(operation) }).toEqual({
        route: `${route.method} ${route.path}`,
        documented: true,
      });
      expect(operation['x-guard']).toBe(route.guard);
    }
    expect(res.body.paths['/api/articles'].get.description).toContain('at most 100');
    expect(res.body.paths['/api/articles/{id}'].put.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'scheduledFor',
    );
    expect(res.body.paths['/api/articles/{id}'].get.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
  });

  it('documents the live blog stream, which the table does not serve', async () => {
    const res = await stack.client().get('/api/openapi.json');
    const stream = res.body.paths['/api/articles/{id}/live'].get;
    expect(Object.keys(stream.responses[200].content)).toEqual(['text/event-stream']);
    expect(Object.keys(stream.responses)).toEqual(['200', '400', '404', '503']);
    expect(stream.parameters.map((p: { name: string }) => p.name)).toEqual(['id', 'after', 'Last-Event-ID']);
    // The table's rows on the same prefix are still there.
    expect(res.body.paths['/api/articles/{id}/live-entries'].post).toBeDefined();
  });
});

describe('serving', () => {
  it('explains how to build the web app when it is missing', async () => {
    const missing = await startTestGateway(
      testGatewayConfig({ WEB_DIST_DIR: path.join(stack.config.webDistDir, 'nothing-here') }),
    );
    try {
      const res = await missing.client().get('/articles', { headers: { accept: 'text/html' } });
      expect(res.status).toBe(503);
      expect(res.text).toContain('npm run build -w web');
    } finally {
      await missing.close();
    }
  });

  it('serves index.html for client routes, never cached, and hashed assets cached for a year', async () => {
    const dist = stack.config.webDistDir;
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Savepoint</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("savepoint")');
    const client = stack.client();
    const page = await client.get('/reviews', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('frame-src https://www.youtube.com https://www.youtube-nocookie.com');
    const asset = await client.get('/assets/app-abc123.js', { headers: { accept: '*/*' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    // Its brotli copy, as a browser over HTTPS gets it, carries an ETag: revalidated, not sent again.
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log("savepoint")'));
    const brotli = await client.get('/assets/app-abc123.js', { headers: { accept: '*/*', 'accept-encoding': 'br' } });
    expect([brotli.status, brotli.headers.get('content-encoding'), brotli.text]).toEqual([200, 'br', 'console.log("savepoint")']);
    const etag = brotli.headers.get('etag');
    expect(etag).toBeTruthy();
    // (cache-control set: fetch would otherwise add no-cache to a conditional request.)
    const again = await client.get('/assets/app-abc123.js', {
      headers: { accept: '*/*', 'accept-encoding': 'br', 'if-none-match': etag!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    const missingAsset = await client.get('/assets/gone-123.js', { headers: { accept: '*/*' } });
    expect(missingAsset.status).toBe(404);
    // The build's top-level files are served too (only a path with an extension is looked for).
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const icon = await client.get('/favicon.svg', { headers: { accept: '*/*' } });
    expect(icon.status).toBe(200);
    expect(icon.text).toContain('<svg');
  });

  it('serves media with a year-long immutable cache', async () => {
    writeFileSync(path.join(stack.config.mediaDir, 'thumb-1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const res = await stack.client().get('/media/thumb-1.svg', { headers: { accept: '*/*' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await stack.client().get('/media/none.png')).status).toBe(404);
  });

  it('keeps the queue dashboard for editors', async () => {
    const res = await stack.client().get('/admin/queues');
    expect(res.status).toBe(401);
  });
});

describe('request log', () => {
  it('keeps the secrets of links (sign-in, newsletter and preview tokens) out of the log', async () => {
    const lines: string[] = [];
    const logged = await startTestGateway(testGatewayConfig(), {
      logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
    });
    try {
      const secret = 'sEcReT-tOkEn-1234567890abcdefghijklmnopqrstuvwxyz';
      const client = logged.client();
      await client.get(`/account/verify?token=${secret}`);
      await client.get(`/newsletter/unsubscribe?token=${secret}&utm_source=mail`);
      await client.post(`/api/newsletter/unsubscribe?token=${secret}`, {});
      await client.get(`/preview/${secret}`);
      await client.get(`/api/preview/${secret}`);
      await client.get(`/Preview/${secret}/`);
      await eventually(
        async () => (lines.filter((line) => line.includes('"res":')).length >= 6 ? true : undefined),
        'the six requests logged',
      );
      // The request is still there to be traced: its path and the other parameters.
      expect(lines.join('\n')).toContain('/newsletter/unsubscribe?token=');
      expect(lines.join('\n')).toContain('utm_source=mail');
      expect(lines.join('\n')).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
