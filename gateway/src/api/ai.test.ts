// Thumbnails and AI drafts through the gateway, with graph wired to the queues and a worker running
// (no OpenAI key: the offline generator writes the drafts).
import { createArticle, createCategory, startTestStack, type TestClient, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let editor: TestClient;

beforeAll(async () => {
  stack = await startTestStack({ worker: true });
  editor = await stack.editor();
});
afterAll(async () => {
  await stack.close();
});

describe('thumbnails', () => {
  it('renders one for a published article and serves it with a year-long cache', async () => {
    const article = await createArticle(stack.graph.graph, { title: 'Thumbnail me' });
    const res = await stack.client().post(`/api/articles/${article.id}/generate-thumbnail`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ thumbnailUrl: expect.stringMatching(/^\/media\//) });
    const image = await stack.client().get(res.body.thumbnailUrl, { headers: { accept: 'image/*' } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await stack.client().get(`/api/articles/${article.id}`)).body.thumbnailUrl).toBe(res.body.thumbnailUrl);
  });

  it('answers 404 for drafts and unknown articles', async () => {
    const draft = await createArticle(stack.graph.graph, { status: 'draft' as never });
    expect((await stack.client().post(`/api/articles/${draft.id}/generate-thumbnail`)).status).toBe(404);
    expect((await stack.client().post('/api/articles/999999/generate-thumbnail')).status).toBe(404);
  });
});

describe('AI drafts', () => {
  it('drafts an article from a keyword for an editor only', async () => {
    const res = await editor.post('/api/ai/generate-article', { keyword: 'roguelike deckbuilders' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      title: expect.any(String),
      content: expect.any(String),
      metaDescription: expect.any(String),
      excerpt: expect.any(String),
      tags: expect.any(Array),
      category: expect.any(String),
      slug: expect.any(String),
      generator: 'offline',
      review: null,
    });
    const again = await editor.post('/api/ai/generate-article', { keyword: 'roguelike deckbuilders', variant: 1 });
    expect(again.body.title).not.toBe(res.body.title);
    expect((await stack.client().post('/api/ai/generate-article', { keyword: 'x' })).status).toBe(401);
    const empty = await editor.post('/api/ai/generate-article', { keyword: '  ' });
    expect(empty.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'keyword' });
    expect(empty.body.error).toContain('Please enter or select a keyword to generate an article.');
  });

  it("files a draft under the form's category and suggests a review's verdict, pros and cons", async () => {
    await createCategory(stack.graph.graph, { name: 'Review', slug: 'review' });
    const res = await editor.post('/api/ai/generate-article', { keyword: 'Starfall Odyssey', category: 'review' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      category: 'review',
      review: { verdict: expect.stringMatching(/^Starfall Odyssey /), pros: expect.any(Array), cons: expect.any(Array) },
    });
    expect(res.body.review.pros.length).toBeGreaterThan(0);
  });

  it('suggests keywords and trending topics as lists of strings', async () => {
    await createArticle(stack.graph.graph, { title: 'Speedrunning the classics', tags: ['speedrun'] });
    for (const url of ['/api/ai/keywords', '/api/ai/trending-topics', '/api/ai/trending-topics?refresh=true']) {
      const res = await editor.get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expect(res.body.every((item: unknown) => typeof item === 'string')).toBe(true);
    }
    expect((await stack.client().get('/api/ai/keywords')).status).toBe(401);
  });
});

describe('thumbnail rate limit', () => {
  it('refuses more than 20 thumbnail requests a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await stack.client().post('/api/articles/999999/generate-thumbnail')).status);
    expect(statuses.slice(-1)).toEqual([429]);
  });
});
