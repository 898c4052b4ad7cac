// An edition's former prefixes (ADR 0059) against a real graph, with graph's and the gateway's answer
// caches on: after `/de` moves to `/deutsch`, every old URL (pages, feeds, sitemaps, with their
// query) answers 301 under the new prefix, and a former prefix another edition takes is that
// edition's again.
import { eventually } from '../../../testing/eventually';
import {
  createArticle,
  createCategory,
  startTestStack,
  type TestClient,
  type TestStack,
  untilCacheListens,
} from '../../../testing/gateway';
import { formerPrefixLocation, type ReaderEdition } from './reader-editions';

let stack: TestStack;
let editor: TestClient;
let slug: string;
let category: string;

beforeAll(async () => {
  stack = await startTestStack({ answerCache: true, graph: { answerCacheBytes: 4 * 1024 * 1024 } });
  editor = await stack.editor();
  expect((await editor.post('/api/editions', { language: 'de', name: 'Deutsch', searchConfig: 'german' })).status).toBe(201);
  category = (await createCategory(stack.graph.graph, { name: 'Review', slug: 'review' })).slug;
  slug = (await createArticle(stack.graph.graph, { title: 'Hades II im Test', category, language: 'de' })).slug;
  await untilCacheListens(stack);
});
afterAll(async () => {
  await stack.close();
});

const locationOf = async (method: 'GET' | 'HEAD', path: string) => {
  const res = await stack.client().request(method, path, { headers: { accept: 'text/html' } });
  return [res.status, res.headers.get('location')];
};

it('answers every old URL under a moved prefix with a 301 to the same path and query under the new one', async () => {
  // Before the move the German feed is at /de (and graph keeps its editions answer).
  expect((await stack.client().get('/de/rss.xml')).status).toBe(200);
  const moved = await editor.put('/api/editions/de', { urlPrefix: 'deutsch' });
  expect(moved.body).toMatchObject({ urlPrefix: 'deutsch', formerPrefixes: ['de'] });
  // The change reaches the cached editions answer.
  await eventually(async () => ((await locationOf('GET', '/de'))[0] === 301 ? true : undefined), 'the move heard');
  for (const [path, location] of [
    ['/de', '/deutsch'],
    ['/de/', '/deutsch'],
    [`/de/articles/${slug}?x=1`, `/deutsch/articles/${slug}?x=1`],
    ['/de/reviews', '/deutsch/reviews'],
    ['/de/rss.xml', '/deutsch/rss.xml'],
    ['/de/reviews/rss.xml', '/deutsch/reviews/rss.xml'],
    ['/de/sitemap-news.xml', '/deutsch/sitemap-news.xml'],
  ]) {
    expect({ path, get: await locationOf('GET', path) }).toEqual({ path, get: [301, location] });
    expect({ path, head: await locationOf('HEAD', path) }).toEqual({ path, head: [301, location] });
  }
  const feed = await stack.client().get('/deutsch/rss.xml');
  expect(feed.status).toBe(200);
  expect(feed.text).toContain(`/deutsch/articles/${slug}</link>`);
  // The default edition's paths and unknown prefixes are as they were.
  expect((await stack.client().get('/rss.xml')).status).toBe(200);
  expect((await stack.client().get('/fr/rss.xml')).status).toBe(404);
});

it('serves the edition that takes a former prefix there, not the redirect', async () => {
  const dutch = await editor.post('/api/editions', {
    language: 'nl',
    name: 'Nederlands',
    urlPrefix: 'de',
    searchConfig: 'simple',
  });
  expect(dutch.status).toBe(201);
  await createArticle(stack.graph.graph, { title: 'Hades II getest', category, language: 'nl' });
  const feed = await eventually(async () => {
    const res = await stack.client().get('/de/rss.xml');
    return res.status === 200 ? res : undefined;
  }, 'the Dutch feed under /de');
  expect(feed.text).toContain('<language>nl</language>');
  expect(feed.text).toContain('Hades II getest');
  expect(feed.text).not.toContain('Hades II im Test');
  expect((await locationOf('GET', `/de/articles/${slug}`))[0]).not.toBe(301);
  expect((await editor.get('/api/editions')).body).toEqual(
    expect.arrayContaining([expect.objectContaining({ language: 'de', urlPrefix: 'deutsch', formerPrefixes: [] })]),
  );
});

it('sends a former prefix of the default edition to /, and never to another host', () => {
  const edition = (language: string, urlPrefix: string | null, formerPrefixes: string[]): ReaderEdition => ({
    language,
    name: language,
    urlPrefix,
    searchConfig: 'simple',
    direction: 'ltr',
    isDefault: urlPrefix === null,
    formerPrefixes,
  });
  const editions = [edition('en', null, ['en']), edition('de', 'deutsch', ['de'])];
  expect(formerPrefixLocation(editions, '/en/articles/x')).toBe('/articles/x');
  expect(formerPrefixLocation(editions, '/en')).toBe('/');
  expect(formerPrefixLocation(editions, '/en//evil.example/x')).toBe('/evil.example/x');
  expect(formerPrefixLocation(editions, '/de//evil.example')).toBe('/deutsch/evil.example');
  expect(formerPrefixLocation(editions, '/deutsch/articles/x')).toBeUndefined();
  expect(formerPrefixLocation(editions, '/articles/x')).toBeUndefined();
});
