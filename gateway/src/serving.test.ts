// What the gateway serves besides /api, against a real graph: the browser's /graphql, article pages
// with their head filled in for crawlers, and the queue dashboard.
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
    const forged = await stack.client().post('/graphql', { query: '{ me { username } }' }, { headers: { 'x-savepoint-internal': 'forged' } });
    expect(forged.body.data.me).toBeNull();
  });

  it('refuses a cross-site POST that carries the session cookie', async () => {
    const res = await editor.post('/graphql', { query: 'mutation { deleteArticle(id: 1) }' }, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});

describe('article pages', () => {
  it('carries the article head in the served HTML for crawlers', async () => {
    const article = await createArticle(stack.graph.graph, { title: 'Elden Ring </title> DLC', metaDescription: 'Everything in the expansion' });
    const page = await stack.client().get(`/articles/${article.slug}`, { headers: html });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Elden Ring &lt;/title&gt; DLC | Savepoint</title>');
    expect(page.text).toContain('<meta name="description" content="Everything in the expansion">');
    expect(page.text).toContain(`<link rel="canonical" href="${stack.baseUrl}/articles/${article.slug}">`);
    expect(page.text).toContain('<meta property="og:type" content="article">');
    expect(page.text).toContain('"@type":"NewsArticle"');
    expect(page.text).toContain('<div id="root"></div>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 (with the app, which shows its not-found page) for an unknown slug', async () => {
    const page = await stack.client().get('/articles/no-such-article', { headers: html });
    expect(page.status).toBe(404);
    expect(page.text).toContain('<div id="root"></div>');
  });

  it('never puts a draft into served HTML', async () => {
    const draft = await createArticle(stack.graph.graph, { title: 'Secret draft', status: 'draft' as never });
    const page = await editor.get(`/articles/${draft.slug}`, { headers: html });
    expect(page.text).not.toContain('Secret draft');
  });
});

describe('queue dashboard', () => {
  it('opens for an editor and not for anyone else', async () => {
    expect((await stack.client().get('/admin/queues', { headers: html })).status).toBe(401);
    const board = await editor.get('/admin/queues', { headers: html });
    expect(board.status).toBe(200);
    expect(board.text).toContain('<div id="root"');
  });
});

describe('readiness', () => {
  it('reports graph, PostgreSQL and Redis ready', async () => {
    const res = await stack.client().get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', checks: { graph: 'ok', postgres: 'ok', redis: 'ok' } });
  });
});
