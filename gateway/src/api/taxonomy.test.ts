// Categories and tags over REST, and the routes that wait on the workers (thumbnails, AI drafts).
import { createArticle, startTestStack, type TestClient, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let editor: TestClient;
let reader: TestClient;

beforeAll(async () => {
  stack = await startTestStack();
  editor = await stack.editor();
  reader = stack.client();
});
afterAll(async () => {
  await stack.close();
});

describe('categories', () => {
  it('creates with the default colour, lists, updates and deletes', async () => {
    const created = await editor.post('/api/categories', { name: 'Retro', description: 'Old games' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), name: 'Retro', slug: 'retro', description: 'Old games', color: '#6b7280' });
    const listed = await reader.get('/api/categories');
    expect(listed.status).toBe(200);
    expect(listed.body).toContainEqual(expect.objectContaining({ id: created.body.id, name: 'Retro' }));
    const updated = await editor.put(`/api/categories/${created.body.id}`, { color: '#112233' });
    expect(updated.body).toMatchObject({ id: created.body.id, name: 'Retro', color: '#112233' });
    const removed = await editor.delete(`/api/categories/${created.body.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Category deleted' });
    expect((await editor.delete(`/api/categories/${created.body.id}`)).status).toBe(404);
  });

  it('refuses to delete a category that still has articles (409)', async () => {
    const created = await editor.post('/api/categories', { name: 'Busy' });
    await createArticle(stack.graph.graph, { category: created.body.slug });
    const refused = await editor.delete(`/api/categories/${created.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', error: expect.any(String), requestId: expect.any(String) });
  });

  it('names the field of bad input', async () => {
    expect((await editor.post('/api/categories', { description: 'no name' })).body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    expect((await editor.post('/api/categories', { name: 7 })).body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    expect((await editor.put('/api/categories/999999', { name: 'Ghost' })).status).toBe(404);
  });
});

describe('tags', () => {
  it('creates, lists, updates and deletes', async () => {
    const created = await editor.post('/api/tags', { name: 'speedrun', description: 'Fast' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), name: 'speedrun', description: 'Fast' });
    expect((await reader.get('/api/tags')).body).toContainEqual(expect.objectContaining({ id: created.body.id, name: 'speedrun' }));
    const updated = await editor.put(`/api/tags/${created.body.id}`, { name: 'speedrunning' });
    expect(updated.body).toMatchObject({ id: created.body.id, name: 'speedrunning' });
    expect((await editor.delete(`/api/tags/${created.body.id}`)).body).toEqual({ message: 'Tag deleted' });
    expect((await reader.get('/api/tags')).body).not.toContainEqual(expect.objectContaining({ id: created.body.id }));
  });

  it('stores an HTML name as text', async () => {
    const created = await editor.post('/api/tags', { name: '<img src=x onerror=alert(1)>' });
    expect(created.status).toBe(201);
    expect((await reader.get('/api/tags')).body).toContainEqual(expect.objectContaining({ id: created.body.id, name: created.body.name }));
  });
});

// These routes answer 503 until graph has the workers' fields, then the real result: both are fine.
describe('thumbnails and AI drafts', () => {
  it('generates a thumbnail, or says it is not available yet', async () => {
    const article = await createArticle(stack.graph.graph);
    const res = await reader.post(`/api/articles/${article.id}/generate-thumbnail`);
    if (res.status === 503) expect(res.body).toMatchObject({ error: 'Thumbnail generation is not available yet', code: 'SERVICE_UNAVAILABLE' });
    else expect(res).toMatchObject({ status: 200, body: { thumbnailUrl: expect.any(String) } });
  });

  it('limits thumbnail requests per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await reader.post('/api/articles/999999/generate-thumbnail')).status);
    expect(statuses).toContain(429);
  });

  it('drafts an article, or says AI drafts are not available yet', async () => {
    const res = await editor.post('/api/ai/generate-article', { keyword: 'roguelike deckbuilders' });
    if (res.status === 503) expect(res.body).toMatchObject({ error: 'AI drafts are not available yet', code: 'SERVICE_UNAVAILABLE' });
    else expect(res.body).toMatchObject({ title: expect.any(String), content: expect.any(String), tags: expect.any(Array), category: expect.any(String), slug: expect.any(String) });
    const empty = await editor.post('/api/ai/generate-article', { keyword: '  ' });
    expect(empty.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'keyword' });
  });

  it('lists keywords and trending topics as strings, or says they are not available yet', async () => {
    for (const url of ['/api/ai/keywords', '/api/ai/trending-topics', '/api/ai/trending-topics?refresh=true']) {
      const res = await editor.get(url);
      if (res.status === 503) expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
      else expect(res).toMatchObject({ status: 200, body: expect.any(Array) });
    }
  });
});
