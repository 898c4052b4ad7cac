// What the gateway serves besides /api, against a real graph: the browser's /graphql, the app shell
// when no server renderer is built (ssr/ssr.test.ts covers rendered pages), and the queue dashboard.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createArticle, startTestStack, type TestClient, type TestStack } from '../../testing/gateway';

let stack: TestStack;
let editor: TestClient;

beforeAll(async () => {
  stack = await startTestStack();
  editor = await stack.editor();
  mkdirSync(stack.config.webDistDir, { recursive: true });
  writeFileSync(
    path.join(stack.config.webDistDir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>Savepoint</title><meta name="description" content="Gaming news"></head><body><div id="root"></div></body></html>',
  );
});
afterAll(async () => {
  await stack.close();
});

const html = { accept: 'text/html' };

describe('/graphql through the gateway', () => {
  it('answers readers, and editors as themselves', async () => {
    const anonymous = await stack.client().post('/graphql', { query: '{ me { username } categories { id } }' });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toEqual({ me: null, categories: expect.any(Array) });
    const signedIn = await editor.post('/graphql', { query: '{ me { username } }' });
    expect(signedIn.body.data.me).toEqual({ username: 'editor' });
    const overGet = await editor.get(`/graphql?query=${encodeURIComponent('{ me { username } }')}`);
    expect(overGet.body.data.me).toEqual({ username: 'editor' });
  });

  it('ignores an identity header a client tries to forge', async () => {
    const forged = await stack
      .client()
      .post('/graphql', { query: '{ me { username } }' }, { headers: { 'x-savepoint-internal': 'forged' } });
    expect(forged.body.data.me).toBeNull();
  });

  it('refuses a cross-site POST that carries the session cookie', async () => {
    const res = await editor.post(
      '/graphql',
      { query: 'mutation { deleteArticle(id: 1) }' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(res.status).toBe(403);
  });
});

describe('reader pages without the server renderer', () => {
  // This gateway's web folder has only index.html: pages fall back to the app shell, never fail.
  it('serves the plain app shell, never cached', async () => {
    const article = await createArticle(stack.graph.graph, { title: 'Shell only' });
    const page = await stack.client().get(`/articles/${article.slug}`, { headers: html });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root"></div>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('queue dashboard', () => {
  it('opens for an editor and not for anyone else', async () => {
    expect((await stack.client().get('/admin/queues', { headers: html })).status).toBe(401);
    const board = await editor.get('/admin/queues', { headers: html });
    expect(board.status).toBe(200);
    expect(board.text).toContain('<div id="root"');
  });

  it("is graph's decision by role: editors and admins may retry and remove jobs, authors and contributors may not", async () => {
    const opens: Record<string, number> = {};
    for (const role of ['contributor', 'author', 'editor', 'admin']) {
      const username = `board-${role}`;
      expect((await editor.post('/api/users', { username, password: 'a board password', role })).status).toBe(201);
      const client = stack.client();
      expect((await client.post('/api/auth/login', { username, password: 'a board password' })).status).toBe(200);
      opens[role] = (await client.get('/admin/queues/api/queues')).status;
      // Refused by role, not signed out: the rest of the back office still answers.
      expect((await client.get('/api/auth/me')).status).toBe(200);
    }
    expect(opens).toEqual({ contributor: 403, author: 403, editor: 200, admin: 200 });
  });
});

describe('readiness', () => {
  it('reports graph, PostgreSQL and Redis ready', async () => {
    const res = await stack.client().get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', checks: { graph: 'ok', postgres: 'ok', redis: 'ok' } });
  });
});
