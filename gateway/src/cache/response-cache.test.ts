// What a reader's client sees of the gateway's answer cache: the same bytes again with a strong
// ETag (304 when it already has them), gzip when it asks; an editor's session never gets a
// stored answer.
import { get, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { createArticle, createCategory, startTestStack, type TestStack, untilCacheListens } from '../../../testing/gateway';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ answerCache: true });
  const category = (await createCategory(stack.graph.graph, { name: 'News', slug: 'news' })).slug;
  // Enough articles that the page is worth compressing.
  for (let i = 0; i < 6; i += 1)
    await createArticle(stack.graph.graph, {
      title: `Cached story ${i}`,
      category,
      content: `<p>${'Long body. '.repeat(40)}</p>`,
    });
  await untilCacheListens(stack);
});
afterAll(async () => {
  await stack.close();
});

test('a reader gets the same answer again with a strong ETag, and 304 when it already has it', async () => {
  const reader = stack.client();
  const first = await reader.get('/api/articles?limit=12');
  expect(first.status).toBe(200);
  const second = await reader.get('/api/articles?limit=12');
  expect(second.text).toBe(first.text);
  const etag = second.headers.get('etag');
  expect(etag).toMatch(/^"[\w-]+"$/);
  // Shared caches may keep it too, named by the keys of what it shows (gateway/src/edge).
  expect(second.headers.get('cache-control')).toBe(
    'public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
  );
  expect(second.headers.get('surrogate-key')).toMatch(/\blatest\b.*\ball$/);
  expect(second.headers.get('content-type')).toContain('application/json');
  expect(second.headers.get('x-content-type-options')).toBe('nosniff'); // helmet's headers still apply

  const revalidated = await reader.get('/api/articles?limit=12', { headers: { 'if-none-match': etag! } });
  expect(revalidated.status).toBe(304);
  expect(revalidated.text).toBe('');
});

test('a client that accepts gzip gets the stored page gzipped', async () => {
  await stack.client().get('/api/articles?limit=12&offset=0');
  // node:http, not fetch: fetch would unzip it and hide the encoding.
  const { headers, raw } = await new Promise<{ headers: IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
    get(`${stack.baseUrl}/api/articles?limit=12&offset=0`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, raw: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
  expect(headers['content-encoding']).toBe('gzip');
  const body = JSON.parse(gunzipSync(raw).toString('utf8')) as Array<{ title: string }>;
  expect(body.map((a) => a.title)).toContain('Cached story 5');
});

test("an editor's session is never answered from the readers' cache", async () => {
  await stack.client().get('/api/articles?limit=3');
  expect(stack.gateway.cache.stats().entries).toBeGreaterThan(0);
  const editor = await stack.editor();
  const asEditor = await editor.get('/api/articles?limit=3');
  expect(asEditor.status).toBe(200);
  expect(asEditor.headers.get('cache-control')).toBe('private, no-store');
});
