// Every route of the REST table and every reader route, asked as an anonymous reader and as a
// signed-in editor: each answer is in exactly one caching class. Anonymous public reads that answer
// 200 are shared (public, s-maxage, surrogate keys) unless listed below with the reason; everything
// personal (an editor's request, a write, a route behind a guard, a preview) is `private, no-store`
// or `no-store` and names no keys, so no shared cache can ever keep it.
import path from 'node:path';
import {
  createArticle,
  createCategory,
  startTestStack,
  untilCacheListens,
  type TestClient,
  type TestStack,
} from '../../../testing/gateway';
import { routes } from '../routes';

let stack: TestStack;
let editor: TestClient;
let sample: Record<string, string>;

beforeAll(async () => {
  stack = await startTestStack({
    answerCache: true,
    gatewayEnv: { WEB_DIST_DIR: path.resolve(__dirname, '../../../web/dist'), SSR_TIMEOUT_MS: '20000' },
  });
  editor = await stack.editor();
  const category = await createCategory(stack.graph.graph, { name: 'Header News', slug: 'header-news' });
  const article = await createArticle(stack.graph.graph, { title: 'Header class', category: category.slug });
  const game = await stack.graph.query(
    'mutation ($input: GameInput!) { createGame(input: $input) { id slug } }',
    { input: { name: 'Header Game', platforms: ['pc'] } },
    stack.graph.editorHeaders(),
  );
  sample = {
    id: String(article.id),
    slug: article.slug,
    category: category.slug,
    route: 'homepage',
    revisionId: '1',
    token: 'no-such-token',
    gameId: String(game.data!.createGame.id),
    gameSlug: game.data!.createGame.slug,
  };
  await untilCacheListens(stack);
});
afterAll(async () => {
  await stack.close();
});

type HeaderClass = 'shared' | 'private' | 'browser-only' | 'error';

function classOf(res: { status: number; headers: Headers }): HeaderClass {
  const control = res.headers.get('cache-control') ?? '';
  const keyed = res.headers.get('surrogate-key') !== null;
  if (/\bno-store\b/.test(control)) return keyed ? ('keyed-but-private' as HeaderClass) : res.status >= 400 ? 'error' : 'private';
  if (/\bpublic\b/.test(control) && /s-maxage=\d+/.test(control) && keyed && res.status === 200) return 'shared';
  if (keyed || /s-maxage/.test(control)) return 'keyed-without-200' as HeaderClass;
  return 'browser-only';
}

/** Public reads a shared cache does not keep, and why. */
const NOT_SHARED: Record<string, string> = {
  // The document describes the API, not content: no change names it, browsers cache it briefly.
  'get /api/openapi.json': 'not content',
  // Comments change with every post and moderation decision (issue 23): fetched after the page,
  // fresh from graph, never kept by a shared cache.
  'get /api/articles/:id/comments': 'fresh for members and moderators',
};

const concrete = (p: string, guard: string) =>
  p.replace(/:(\w+)/g, (_, name: string) => {
    if (p.startsWith('/api/games') && name === 'id') return sample.gameId;
    if (p.startsWith('/api/games') && name === 'slug') return sample.gameSlug;
    return sample[name] ?? (guard === 'editor' ? '1' : 'x');
  });

it('every REST route answers in its class, anonymous and signed in', async () => {
  const seen: Record<string, [HeaderClass, HeaderClass]> = {};
  const expected: Record<string, [HeaderClass, HeaderClass]> = {};
  for (const row of routes) {
    const name = `${row.method} ${row.path}`;
    const url = concrete(row.path, row.guard);
    const method = row.method.toUpperCase();
    const body = method === 'GET' || method === 'DELETE' ? undefined : { json: {} };
    // Writes and guarded routes refuse a stranger before doing anything; reads run.
    const anonymous = await stack.client().request(method, url, body);
    const signedIn = row.method === 'get' ? await editor.request(method, url, body) : anonymous;
    seen[name] = [classOf(anonymous), classOf(signedIn)];
    // Personal: a write, a guarded route, a preview; refused (error) or answered privately.
    const personal = (status: number): HeaderClass => (status >= 400 ? 'error' : 'private');
    const anonymousClass: HeaderClass =
      row.method !== 'get' || row.guard === 'editor' || row.privateAnswer
        ? personal(anonymous.status)
        : anonymous.status !== 200
          ? 'error'
          : NOT_SHARED[name]
            ? 'browser-only'
            : 'shared';
    const signedInClass: HeaderClass = row.method !== 'get' ? anonymousClass : personal(signedIn.status);
    expected[name] = [anonymousClass, signedInClass];
    // Nothing an editor is answered ever names keys.
    expect({ name, keys: signedIn.headers.get('surrogate-key') }).toEqual({ name, keys: null });
  }
  expect(seen).toEqual(expected);
  // And the public reads are really shared, not all refused: most of the table's GETs are.
  expect(Object.values(seen).filter(([a]) => a === 'shared').length).toBeGreaterThanOrEqual(12);
});

it('every reader route: pages, feeds and sitemaps are shared for readers and private for editors', async () => {
  const pages = [
    '/',
    '/articles',
    `/articles/${sample.slug}`,
    '/reviews',
    '/games',
    `/games/${sample.gameSlug}`,
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/rss.xml',
    '/reviews/rss.xml',
    '/sitemap.xml',
    '/sitemap-pages.xml',
    '/sitemap-news.xml',
    '/sitemap-articles-1.xml',
    '/sitemap-games-1.xml',
    '/robots.txt',
  ];
  const html = { accept: 'text/html' };
  const seen: Record<string, [HeaderClass, HeaderClass]> = {};
  for (const page of pages) {
    // Twice: the second answer comes from the gateway's own cache and must say the same.
    await stack.client().get(page, { headers: html });
    const reader = await stack.client().get(page, { headers: html });
    const asEditor = await editor.get(page, { headers: html });
    seen[page] = [classOf(reader), classOf(asEditor)];
    expect(asEditor.headers.get('vary')).toContain('Cookie');
  }
  expect(seen).toEqual(Object.fromEntries(pages.map((p) => [p, ['shared', 'private']])));
  // Pages that belong to one person whoever asks.
  for (const page of ['/preview/no-such-token', '/newsletter/confirm?token=abc', '/newsletter/unsubscribe?token=abc']) {
    const res = await stack.client().get(page, { headers: html });
    expect({ page, control: res.headers.get('cache-control'), keys: res.headers.get('surrogate-key') }).toEqual({
      page,
      control: 'private, no-store',
      keys: null,
    });
  }
});
