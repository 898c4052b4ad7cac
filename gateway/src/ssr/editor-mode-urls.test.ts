// Editor mode lives in the page URL's query (?admin=…, web/src/app/admin-mode.ts). A reader opening
// such a URL gets the reader page, rendered and cached exactly as the URL without editor mode: no
// markup that depends on ?admin=, and no cache entry per dashboard tab or article an editor opened.
import path from 'node:path';
import { createArticle, createCategory, startTestStack, type TestStack, untilCacheListens } from '../../../testing/gateway';
import { canonicalPageUrl } from './page-url';

let stack: TestStack;
let slug: string;

beforeAll(async () => {
  stack = await startTestStack({
    answerCache: true,
    gatewayEnv: { WEB_DIST_DIR: path.resolve(__dirname, '../../../web/dist'), SSR_TIMEOUT_MS: '20000' },
  });
  const category = await createCategory(stack.graph.graph, { name: 'Review', slug: 'review' });
  slug = (await createArticle(stack.graph.graph, { title: 'A reviewed game', category: category.slug })).slug;
  await untilCacheListens(stack);
});
afterAll(async () => {
  await stack.close();
});

const page = (p: string) => stack.client().get(p, { headers: { accept: 'text/html' } });
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

it('renders and caches a reader page once, whatever editor-mode view its URL names', async () => {
  for (const base of ['/', `/articles/${slug}`, '/articles?page=1']) {
    const plain = await page(base);
    expect(plain.status).toBe(200);
    const entries = stack.gateway.cache.stats().entries;
    const joiner = base.includes('?') ? '&' : '?';
    for (const editorMode of [
      'admin=dashboard',
      'admin=dashboard&tab=categories',
      'admin=new',
      'admin=edit&article=1',
      'admin=edit&article=2',
      'article=3&admin=edit',
    ]) {
      const res = await page(`${base}${joiner}${editorMode}`);
      expect({ url: res.status, sameHtml: rootOf(res.text) === rootOf(plain.text) }).toEqual({ url: 200, sameHtml: true });
      expect(res.text).not.toContain('admin=');
    }
    // Every one of them was the plain page's entry: none was added.
    expect(stack.gateway.cache.stats().entries).toBe(entries);
  }
});

it('renders editor-mode URLs as the reader page before the plain URL was ever asked for', async () => {
  const first = await page('/about?admin=edit&article=77');
  expect(first.status).toBe(200);
  const entries = stack.gateway.cache.stats().entries;
  // The plain URL is now answered from the entry the editor-mode URL made.
  const plain = await page('/about');
  expect(rootOf(plain.text)).toBe(rootOf(first.text));
  expect(stack.gateway.cache.stats().entries).toBe(entries);
});

it('keeps only the parameters the route reads, in name order, once each', () => {
  const params = (path: string) => (path === '/articles' ? ['category', 'page', 'search'] : path === '/' ? ['search'] : []);
  expect(canonicalPageUrl('/', params)).toBe('/');
  expect(canonicalPageUrl('/?admin=edit&article=5', params)).toBe('/');
  expect(canonicalPageUrl('/articles?search=x&page=2&admin=dashboard&tab=tags&category=news', params)).toBe(
    '/articles?category=news&page=2&search=x',
  );
  expect(canonicalPageUrl('/?search=a%20b+c&admin=new', params)).toBe('/?search=a%20b%20c');
  // Undecodable parts, repeats and empty values are dropped; another route reads none of them.
  expect(canonicalPageUrl('/?%61dmin=new&x=%E0%A4%A&search=%E0%A4%A', params)).toBe('/');
  expect(canonicalPageUrl('/articles?page=2&page=3&search=', params)).toBe('/articles?page=2');
  expect(canonicalPageUrl('/about?search=admin&utm_source=mail', params)).toBe('/about');
});
