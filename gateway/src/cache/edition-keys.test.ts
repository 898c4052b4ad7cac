// Cache and surrogate keys per edition (issue 46 item 7, docs/decisions/0051), through the gateway:
// one edition's list is stored (and sent to the edge) with that edition's keys, so a German publish
// drops the German list and leaves the English one in memory and at the edge.
import { createArticle, createCategory, startTestStack, type TestStack, untilCacheListens } from '../../../testing/gateway';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    answerCache: true,
    gatewayEnv: { CDN_PURGE: 'varnish', VARNISH_PURGE_URLS: 'http://127.0.0.1:9' },
  });
});
afterAll(async () => {
  await stack.close();
});

test('a German publish drops the German list and keeps the English one, in memory and at the edge', async () => {
  const editor = await stack.editor();
  expect((await editor.post('/api/editions', { language: 'de', name: 'Deutsch', searchConfig: 'german' })).status).toBe(201);
  const news = await createCategory(stack.graph.graph, { name: 'Edition News', slug: 'edition-news' });
  await createArticle(stack.graph.graph, { title: 'English patch notes', category: news.slug });
  await untilCacheListens(stack);
  const reader = stack.client();
  const cache = stack.gateway.cache;

  const english = await reader.get('/api/articles?language=en');
  expect(english.status).toBe(200);
  const surrogate = english.headers.get('surrogate-key')!.split(' ');
  expect(surrogate).toEqual(expect.arrayContaining(['latest-en', 'all']));
  expect(surrogate).not.toContain('latest');
  expect(cache.keysOf('/api/articles?language=en')).toContain('latest-en');
  const german = await reader.get('/api/articles?language=de');
  expect(german.headers.get('surrogate-key')).toBe('latest-de all');
  const keptEnglish = cache.get('/api/articles?language=en');
  expect(keptEnglish).toBeDefined();

  const published = await editor.post('/api/articles', {
    title: 'Deutsche Patchnotizen',
    content: '<p>Neu.</p>',
    category: news.slug,
    status: 'published',
    language: 'de',
  });
  expect(published.status).toBe(201);

  // The German list is fresh for the next reader; the English answer is the same stored entry.
  const fresh = (await reader.get('/api/articles?language=de')).body as { title: string }[];
  expect(fresh.map((a) => a.title)).toEqual(['Deutsche Patchnotizen']);
  expect(cache.get('/api/articles?language=en')).toBe(keptEnglish);
  const again = await reader.get('/api/articles?language=en');
  expect(again.headers.get('x-savepoint-cache')).toBe('hit');
});

test('an unknown language on a list is a 400 naming `language`', async () => {
  const res = await stack.client().get('/api/articles?language=xx');
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
});

test('a search and most read of one edition carry its keys, and the default URL never gets its answer', async () => {
  const reader = stack.client();
  const news = 'edition-news';
  await createArticle(stack.graph.graph, { title: 'Patchnotizen zum Wochenende', category: news, language: 'de' });
  await createArticle(stack.graph.graph, { title: 'Weekend patch notes', category: news });
  await untilCacheListens(stack);

  const german = await reader.get('/api/search?q=Patchnotizen&language=de');
  expect(german.headers.get('surrogate-key')!.split(' ')).toContain('list-de');
  expect(new Set((german.body as { language: string }[]).map((a) => a.language))).toEqual(new Set(['de']));
  expect((await reader.get('/api/articles/most-read?language=de')).headers.get('surrogate-key')!.split(' ')).toContain(
    'latest-de',
  );
  // Asked German first, the spec's URLs still answer the default edition: each answer is its URL's.
  expect(((await reader.get('/api/search?q=Patchnotizen')).body as unknown[]).length).toBe(0);
  const germanList = await reader.get('/api/articles?language=de');
  const defaultList = await reader.get('/api/articles');
  expect(new Set((germanList.body as { language: string }[]).map((a) => a.language))).toEqual(new Set(['de']));
  expect(new Set((defaultList.body as { language: string }[]).map((a) => a.language))).toEqual(new Set(['en']));
});
