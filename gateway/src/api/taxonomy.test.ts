// Categories and tags over REST.
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
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      name: 'Retro',
      slug: 'retro',
      description: 'Old games',
      color: '#6b7280',
    });
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
    expect((await editor.post('/api/categories', { description: 'no name' })).body).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'name',
    });
    expect((await editor.post('/api/categories', { name: 7 })).body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    expect((await editor.put('/api/categories/999999', { name: 'Ghost' })).status).toBe(404);
  });

  // graph's category input takes a slug (derived from the name unless given); REST must not drop it
  // and answer 200 as if it had been applied.
  it('takes a slug on create and update, as GraphQL does, with graph deciding its form', async () => {
    const created = await editor.post('/api/categories', { name: 'Hardware Lab', slug: 'lab' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Hardware Lab', slug: 'lab' });
    const moved = await editor.put(`/api/categories/${created.body.id}`, { slug: 'hardware-lab' });
    expect(moved.body).toMatchObject({ id: created.body.id, slug: 'hardware-lab' });
    const renamed = await editor.put(`/api/categories/${created.body.id}`, { name: 'The Lab' });
    expect(renamed.body).toMatchObject({ name: 'The Lab', slug: 'hardware-lab' });
    const refused = await editor.put(`/api/categories/${created.body.id}`, { slug: 'Not A Slug' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'slug' });
  });
});

describe('tags', () => {
  it('creates, lists, updates and deletes', async () => {
    const created = await editor.post('/api/tags', { name: 'speedrun', description: 'Fast' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), name: 'speedrun', description: 'Fast' });
    expect((await reader.get('/api/tags')).body).toContainEqual(
      expect.objectContaining({ id: created.body.id, name: 'speedrun' }),
    );
    const updated = await editor.put(`/api/tags/${created.body.id}`, { name: 'speedrunning' });
    expect(updated.body).toMatchObject({ id: created.body.id, name: 'speedrunning' });
    expect((await editor.delete(`/api/tags/${created.body.id}`)).body).toEqual({ message: 'Tag deleted' });
    expect((await reader.get('/api/tags')).body).not.toContainEqual(expect.objectContaining({ id: created.body.id }));
  });

  it('stores an HTML name as text', async () => {
    const created = await editor.post('/api/tags', { name: '<img src=x onerror=alert(1)>' });
    expect(created.status).toBe(201);
    expect((await reader.get('/api/tags')).body).toContainEqual(
      expect.objectContaining({ id: created.body.id, name: created.body.name }),
    );
  });
});
