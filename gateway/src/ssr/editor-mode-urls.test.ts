// Editor mode lives in the page URL's query (?admin=…, web/src/app/admin-mode.ts). A reader opening
// such a URL gets the reader page, rendered and cached exactly as the URL without editor mode: no
// markup that depends on ?admin=, and no cache entry per dashboard tab or article an editor opened.
import path from 'node:path';
import { createArticle, createCategory, startTestStack, type TestStack, untilCacheListens } from '../../../testing/gateway';
import { withoutQueryParams } from './page-server';

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

it('takes out only the named parameters, keeping the others byte for byte', () => {
  const names = ['admin', 'tab', 'article'];
  expect(withoutQueryParams('/', names)).toBe('/');
  expect(withoutQueryParams('/?admin=edit&article=5', names)).toBe('/');
  expect(withoutQueryParams('/articles?page=2&admin=dashboard&tab=tags&category=news', names)).toBe(
    '/articles?page=2&category=news',
  );
  expect(withoutQueryParams('/?search=a%20b+c&admin=new', names)).toBe('/?search=a%20b+c');
  expect(withoutQueryParams('/?%61dmin=new&x=%E0%A4%A', names)).toBe('/?x=%E0%A4%A');
  expect(withoutQueryParams('/?search=admin', names)).toBe('/?search=admin');
});
