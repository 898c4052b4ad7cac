// Invalidation by key through the whole product: pages and REST answers are stored with the keys of
// the data they show, and an editor's edit of one article drops only what shows it: an unrelated
// article's page stays cached, while the edited page is fresh on the very next read.
import path from 'node:path';
import { createArticle, createCategory, startTestStack, type TestStack, untilCacheListens } from '../../../testing/gateway';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    answerCache: true,
    gatewayEnv: { WEB_DIST_DIR: path.resolve(__dirname, '../../../web/dist'), SSR_TIMEOUT_MS: '20000' },
  });
});
afterAll(async () => {
  await stack.close();
});

const html = { accept: 'text/html' };

test("an edit to one article keeps an unrelated article's page and answer cached", async () => {
  const news = await createCategory(stack.graph.graph, { name: 'News', slug: 'news' });
  const guides = await createCategory(stack.graph.graph, { name: 'Guides', slug: 'guides' });
  const edited = await createArticle(stack.graph.graph, { title: 'Patch notes', category: news.slug });
  // Newer articles fill the footer's latest list: the edited one is on no other page.
  for (let i = 0; i < 4; i += 1) await createArticle(stack.graph.graph, { title: `Later story ${i}`, category: guides.slug });
  const unrelated = await createArticle(stack.graph.graph, { title: 'Boss guide', category: guides.slug });
  await untilCacheListens(stack);
  const reader = stack.client(html);
  const cache = stack.gateway.cache;

  const unrelatedPage = `/articles/${unrelated.slug}`;
  const editedPage = `/articles/${edited.slug}`;
  expect((await reader.get(unrelatedPage)).status).toBe(200);
  expect((await reader.get(editedPage)).status).toBe(200);
  expect((await stack.client().get(`/api/articles/${unrelated.id}`)).status).toBe(200);
  // Each page is stored with the keys of what it shows: its article, not the other one.
  expect(cache.keysOf(unrelatedPage)).toContain(`article-${unrelated.id}`);
  expect(cache.keysOf(unrelatedPage)).not.toContain(`article-${edited.id}`);
  expect(cache.keysOf(`/api/articles/${unrelated.id}`)).toEqual([`article-${unrelated.id}`]);
  const kept = cache.get(unrelatedPage);

  const editor = await stack.editor();
  expect((await editor.put(`/api/articles/${edited.id}`, { title: 'Patch notes, revised' })).status).toBe(200);

  // The edited page is rendered afresh for the next reader; the unrelated page and answer were kept.
  expect((await reader.get(editedPage)).text).toContain('Patch notes, revised');
  expect(cache.get(unrelatedPage)).toBe(kept);
  expect(cache.get(`/api/articles/${unrelated.id}`)).toBeDefined();
});

test('tracking and unknown parameters never make another page entry; on public REST reads they are a 400 naming them', async () => {
  // Counted once no earlier change is still settling: its second pass drops and re-stores pages of
  // its own meanwhile (in CI, an earlier edit's made the count 4 where this test's requests made none).
  await untilCacheListens(stack);
  const reader = stack.client(html);
  const plain = await reader.get('/');
  expect(plain.status).toBe(200);
  const entries = stack.gateway.cache.stats().entries;
  const bustedUrls = ['/?v=1', '/?utm_source=newsletter&utm_medium=email', '/?fbclid=abc&gclid=def&v=2'];
  for (const busted of bustedUrls) {
    const res = await reader.get(busted);
    expect({ busted, status: res.status, etag: res.headers.get('etag') }).toEqual({
      busted,
      status: 200,
      etag: plain.headers.get('etag'),
    });
  }
  expect(bustedUrls.filter((busted) => stack.gateway.cache.get(busted) !== undefined)).toEqual([]);
  expect(stack.gateway.cache.stats().entries).toBe(entries);

  const rest = await stack.client().get('/api/articles?limit=2&v=123&utm_source=x');
  expect(rest.status).toBe(400);
  expect(rest.body).toMatchObject({ field: 'v', code: 'BAD_USER_INPUT' });
  expect(rest.body.error).toContain('Unknown query parameters: v, utm_source');
  expect((await stack.client().get('/api/categories?v=1')).status).toBe(400);
  expect(stack.gateway.cache.stats().entries).toBe(entries);
});
