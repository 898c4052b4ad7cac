// Every article, featured, search and newsletter route of spec §7, over HTTP against a real graph.
import { createArticle, createCategory, startTestStack, type TestClient, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let editor: TestClient;
let reader: TestClient;
let news: string;
let review: string;

beforeAll(async () => {
  stack = await startTestStack();
  editor = await stack.editor();
  reader = stack.client();
  const graph = stack.graph.graph;
  news = (await createCategory(graph, { name: 'News', slug: 'news' })).slug;
  review = (await createCategory(graph, { name: 'Review', slug: 'review' })).slug;
});
afterAll(async () => {
  await stack.close();
});

const isoDate = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);

/** The REST article of spec §3, with its types. */
const restArticle = (fields: Record<string, unknown> = {}) =>
  expect.objectContaining({
    id: expect.any(Number),
    title: expect.any(String),
    content: expect.any(String),
    slug: expect.any(String),
    category: expect.stringMatching(/^[a-z0-9-]+$/),
    tags: expect.any(Array),
    status: expect.stringMatching(/^(published|draft|archived|scheduled)$/),
    authorId: expect.any(Number),
    featured: expect.any(Boolean),
    masterFeatured: expect.any(Boolean),
    createdAt: isoDate,
    updatedAt: isoDate,
    ...fields,
  });

describe('reading articles', () => {
  let published: { id: number; slug: string };
  let draft: { id: number; slug: string };

  beforeAll(async () => {
    const graph = stack.graph.graph;
    published = await createArticle(graph, { title: 'Zelda review in depth', category: review, tags: ['zelda', 'nintendo'] });
    await createArticle(graph, { title: 'Patch notes for the week', category: news });
    draft = await createArticle(graph, { title: 'Unfinished draft', category: news, status: 'draft' as never });
  });

  it('lists published articles, newest first, as an array', async () => {
    const res = await reader.get('/api/articles');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.map((a: { status: string }) => a.status)).not.toContain('draft');
    expect(res.body[0]).toEqual(restArticle({ scheduledFor: null }));
    const zelda = res.body.find((a: { id: number }) => a.id === published.id);
    expect(zelda).toMatchObject({ category: 'review', tags: expect.arrayContaining(['zelda', 'nintendo']), featured: false });
    const times = res.body.map((a: { publishedAt: string }) => Date.parse(a.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages with limit/offset, counts with includeCount, filters by category and search', async () => {
    const page = await reader.get('/api/articles?limit=1&offset=1');
    expect(page.body).toHaveLength(1);
    const counted = await reader.get('/api/articles?limit=1&includeCount=true');
    expect(counted.body).toEqual({ articles: [restArticle()], totalCount: expect.any(Number) });
    expect(counted.body.totalCount).toBeGreaterThanOrEqual(2);
    const reviews = await reader.get('/api/articles?category=review');
    expect(reviews.body.every((a: { category: string }) => a.category === 'review')).toBe(true);
    const found = await reader.get('/api/articles?search=zelda');
    expect(found.body.map((a: { id: number }) => a.id)).toContain(published.id);
  });

  it('reads one article by id or slug; readers never see drafts, editors do', async () => {
    expect((await reader.get(`/api/articles/${published.id}`)).body).toEqual(restArticle({ id: published.id }));
    expect((await reader.get(`/api/articles/slug/${published.slug}`)).body.id).toBe(published.id);
    const hidden = await reader.get(`/api/articles/${draft.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ error: 'Article not found', code: 'NOT_FOUND' });
    expect((await reader.get(`/api/articles/slug/${draft.slug}`)).status).toBe(404);
    const forEditor = await editor.get(`/api/articles/${draft.id}`);
    expect(forEditor.status).toBe(200);
    expect(forEditor.body.status).toBe('draft');
  });

  it('answers 404 for unknown ids and slugs', async () => {
    expect((await reader.get('/api/articles/999999')).status).toBe(404);
    expect((await reader.get('/api/articles/slug/no-such-article')).status).toBe(404);
  });

  it('lists a category as an array', async () => {
    const res = await reader.get('/api/articles/category/review');
    expect(res.status).toBe(200);
    expect(res.body.map((a: { id: number }) => a.id)).toContain(published.id);
    expect(res.body.every((a: { category: string }) => a.category === 'review')).toBe(true);
  });

  it('searches with q and refuses an empty one', async () => {
    const res = await reader.get('/api/search?q=zelda');
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual(restArticle({ id: published.id }));
    expect((await reader.get('/api/search?q=%20')).status).toBe(400);
    expect((await reader.get('/api/search')).body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'q' });
  });

  it('lets editors list every status and filter by status', async () => {
    const all = await editor.get('/api/admin/articles');
    expect(all.status).toBe(200);
    expect(all.body.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining([published.id, draft.id]));
    const drafts = await editor.get('/api/admin/articles?status=draft');
    expect(drafts.body.every((a: { status: string }) => a.status === 'draft')).toBe(true);
    expect((await editor.get('/api/admin/articles?status=lost')).body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'status' });
  });

  it('lets public reads be cached briefly and revalidated; editor answers never', async () => {
    const first = await reader.get('/api/articles');
    expect(first.headers.get('cache-control')).toBe('public, max-age=30');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // fetch adds `cache-control: no-cache` to conditional requests unless told otherwise; browsers revalidate with max-age=0.
    const again = await reader.get('/api/articles', { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
    expect((await editor.get('/api/articles')).headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('writing articles', () => {
  it('creates, updates and deletes an article', async () => {
    const created = await editor.post('/api/articles', {
      title: 'Hands-on with the new handheld',
      content: '<p>It is small.</p>',
      category: news,
      tags: ['handheld', 'hardware'],
      status: 'published',
      featured: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual(
      restArticle({
        title: 'Hands-on with the new handheld',
        slug: 'hands-on-with-the-new-handheld',
        category: 'news',
        status: 'published',
        featured: true,
        scheduledFor: null,
      }),
    );
    const id = created.body.id;
    const updated = await editor.put(`/api/articles/${id}`, { title: 'Hands-on, updated', excerpt: 'Short take' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id,
      title: 'Hands-on, updated',
      excerpt: 'Short take',
      tags: expect.arrayContaining(['handheld']),
    });
    const removed = await editor.delete(`/api/articles/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Article deleted' });
    expect((await reader.get(`/api/articles/${id}`)).status).toBe(404);
    expect((await editor.delete(`/api/articles/${id}`)).status).toBe(404);
  });

  it('replaces the tags on update, an empty list removing them all, and answers what it stored', async () => {
    const created = await editor.post('/api/articles', {
      title: 'Tag cleanup',
      content: '<p>Tags come and go.</p>',
      category: news,
      tags: ['roguelite', 'indie'],
      status: 'published',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const retagged = await editor.put(`/api/articles/${id}`, { tags: ['soulslike'] });
    expect(retagged.body.tags).toEqual(['soulslike']);
    const cleared = await editor.put(`/api/articles/${id}`, { tags: [] });
    expect(cleared.status).toBe(200);
    expect(cleared.body.tags).toEqual([]);
    expect((await editor.get(`/api/articles/${id}`)).body.tags).toEqual([]);
  });

  it('schedules an article for later and refuses a time in the past', async () => {
    const when = new Date(Date.now() + 60 * 60_000).toISOString();
    const scheduled = await editor.post('/api/articles', {
      title: 'Coming soon',
      content: '<p>Soon.</p>',
      category: news,
      status: 'scheduled',
      scheduledFor: when,
    });
    expect(scheduled.status).toBe(201);
    expect(scheduled.body).toMatchObject({ status: 'scheduled', scheduledFor: when });
    expect((await reader.get(`/api/articles/${scheduled.body.id}`)).status).toBe(404);
    const past = await editor.post('/api/articles', {
      title: 'Too late',
      content: '<p>x</p>',
      category: news,
      status: 'scheduled',
      scheduledFor: '2020-01-01T00:00:00.000Z',
    });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'scheduledFor' });
  });

  it('walks a draft through schedule and publish, as the curl walk-through in docs/api.md does', async () => {
    const draft = await editor.post('/api/articles', { title: 'Walk-through', content: '<p>Steps.</p>', category: news });
    expect(draft.body).toMatchObject({ status: 'draft', scheduledFor: null });
    const when = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
    const scheduled = await editor.put(`/api/articles/${draft.body.id}`, { status: 'scheduled', scheduledFor: when });
    expect(scheduled.body).toMatchObject({ status: 'scheduled', scheduledFor: when });
    const published = await editor.put(`/api/articles/${draft.body.id}`, { status: 'published' });
    expect(published.body).toMatchObject({ status: 'published', scheduledFor: null, publishedAt: isoDate });
    expect((await reader.get(`/api/articles/slug/${published.body.slug}`)).status).toBe(200);
  });

  it('names the field of bad input', async () => {
    const missing = await editor.post('/api/articles', { content: '<p>x</p>', category: news });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'title', error: 'title is required' });
    const wrongType = await editor.post('/api/articles', { title: 'T', content: '<p>x</p>', category: news, tags: 'a,b' });
    expect(wrongType.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'tags' });
    const badDate = await editor.post('/api/articles', {
      title: 'T',
      content: '<p>x</p>',
      category: news,
      scheduledFor: 'tomorrow',
    });
    expect(badDate.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'scheduledFor' });
    const unknownCategory = await editor.post('/api/articles', { title: 'T', content: '<p>x</p>', category: 'nowhere' });
    expect(unknownCategory.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'category' });
    expect((await editor.put('/api/articles/999999', { title: 'Ghost' })).status).toBe(404);
  });

  it('stores SQL and HTML injection strings as inert text', async () => {
    const sql = "'; DROP TABLE article; --";
    const created = await editor.post('/api/articles', {
      title: `<img src=x onerror=alert(1)> ${sql}`,
      content: '<p>Safe</p><script>alert("xss")</script><a href="javascript:alert(1)" onclick="steal()">link</a>',
      category: news,
      tags: [sql, '<b>bold</b>'],
      status: 'published',
    });
    expect(created.status).toBe(201);
    expect(created.body.title).toBe(`<img src=x onerror=alert(1)> ${sql}`);
    expect(created.body.content).toContain('<p>Safe</p>');
    expect(created.body.content).not.toMatch(/<script|onclick|javascript:/i);
    expect(created.body.tags).toContain(sql);
    const searched = await reader.get(`/api/search?q=${encodeURIComponent(sql)}`);
    expect(searched.status).toBe(200);
    const stillThere = await reader.get(`/api/articles/${created.body.id}`);
    expect(stillThere.body.title).toBe(created.body.title);
    expect((await reader.get(`/api/articles?search=${encodeURIComponent("' OR 1=1 --")}`)).status).toBe(200);
  });
});

describe('featured placement', () => {
  let first: { id: number };
  let second: { id: number };

  beforeAll(async () => {
    first = await createArticle(stack.graph.graph, { title: 'Featured one', category: review });
    second = await createArticle(stack.graph.graph, { title: 'Featured two', category: review });
  });

  it('toggles the featured flag and lists featured articles', async () => {
    const on = await editor.put(`/api/articles/${first.id}/featured`);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: first.id, featured: true });
    const featured = await reader.get('/api/featured-articles');
    expect(featured.body.map((a: { id: number }) => a.id)).toContain(first.id);
    expect((await editor.put(`/api/articles/${first.id}/featured`)).body.featured).toBe(false);
  });

  it('keeps one master: setting another clears the first; removing leaves null', async () => {
    expect((await reader.get('/api/master-featured-article')).body).toBeNull();
    expect((await editor.patch(`/api/articles/${first.id}/master-featured`)).body.masterFeatured).toBe(true);
    expect((await editor.patch(`/api/articles/${second.id}/master-featured`)).body.masterFeatured).toBe(true);
    const master = await reader.get('/api/master-featured-article');
    expect(master.body).toEqual(restArticle({ id: second.id, masterFeatured: true }));
    expect((await reader.get(`/api/articles/${first.id}`)).body.masterFeatured).toBe(false);
    expect((await editor.delete(`/api/articles/${second.id}/master-featured`)).body.masterFeatured).toBe(false);
    expect((await reader.get('/api/master-featured-article')).body).toBeNull();
  });

  it('sets and removes the main featured article of a route, and answers featured sets', async () => {
    const set = await editor.patch(`/api/articles/${first.id}/main-featured/review`);
    expect(set.status).toBe(200);
    expect(set.body.mainFeaturedRoutes).toContain('review');
    const byRoute = await reader.get('/api/featured-articles/route/review');
    expect(byRoute.body).toEqual({ mainFeatured: restArticle({ id: first.id }), sidebarArticles: expect.any(Array) });
    expect(byRoute.body.sidebarArticles.length).toBeLessThanOrEqual(3);
    const byCategory = await reader.get('/api/featured-articles/review');
    expect(byCategory.status).toBe(200);
    expect(byCategory.body).toEqual({ mainFeatured: expect.anything(), sidebarArticles: expect.any(Array) });
    expect((await editor.delete(`/api/articles/${first.id}/main-featured`)).body.mainFeaturedRoutes).toEqual([]);
    expect((await reader.get('/api/featured-articles/route/review')).body.mainFeatured).toBeNull();
    expect((await editor.patch(`/api/articles/999999/main-featured/review`)).status).toBe(404);
  });
});

describe('newsletter', () => {
  it('subscribes, accepts a repeat, and refuses an invalid email with a clear message', async () => {
    const ok = await reader.post('/api/newsletter/subscribe', { email: 'player@example.com' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: expect.any(String) });
    expect((await reader.post('/api/newsletter/subscribe', { email: 'player@example.com' })).status).toBe(200);
    const bad = await reader.post('/api/newsletter/subscribe', { email: 'not an email' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email', error: expect.stringMatching(/valid email/i) });
  });

  it('refuses a blank email in the spec’s words, as graph does, wherever an address is asked for', async () => {
    const asks: [TestClient, string][] = [
      [reader, '/api/newsletter/subscribe'],
      [reader, '/api/members/magic-link'],
      [editor, '/api/newsletter/digest/test'],
    ];
    for (const [client, path] of asks) {
      for (const email of ['', '   ']) {
        const blank = await client.post(path, { email });
        expect({ path, status: blank.status, body: blank.body }).toMatchObject({
          path,
          status: 400,
          body: { code: 'BAD_USER_INPUT', field: 'email', error: 'Please enter your email address' },
        });
      }
    }
  });
});
