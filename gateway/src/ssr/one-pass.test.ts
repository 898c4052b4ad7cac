// One-pass server rendering (issue 27): each reader route declares its data, the renderer fetches it
// (a round at a time, every operation of a round at once) and renders the page once, with no
// render-to-discover pass and no second wave of queries for what was declared.
import path from 'node:path';
import { createArticle, createCategory, startTestStack, type TestStack } from '../../../testing/gateway';
import { createGraphClient, type GraphClient } from '../graph-client';
import type { RenderedPage } from './server-bundle';

interface Renderer {
  render(request: {
    url: string;
    signal: AbortSignal;
    execute(operation: {
      query: unknown;
      variables: Record<string, unknown>;
      operationName?: string;
    }): Promise<{ data?: unknown }>;
    shortcuts?: boolean;
  }): Promise<RenderedPage & { passes: number; reusedClient: boolean; stateFromAnswers: boolean; hooksAnswered: number }>;
}

let stack: TestStack;
let graph: GraphClient;
let renderer: Renderer;

beforeAll(async () => {
  stack = await startTestStack();
  graph = createGraphClient({ graphUrl: stack.graph.url, internalSecret: stack.graph.config.internalSecret });
  // The built renderer, as the gateway loads it (npm test builds the web app first).
  renderer = require(path.resolve(__dirname, '../../../web/dist-server/entry-server.cjs')) as Renderer;
});
afterAll(async () => {
  await graph.close();
  await stack.close();
});

async function bodyOf(page: RenderedPage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of page.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

async function renderCounting(url: string) {
  const operations: string[] = [];
  // One round: every operation is asked before any answer has come back.
  let answered = 0;
  let askedAfterAnAnswer = 0;
  const page = await renderer.render({
    url,
    signal: new AbortController().signal,
    execute: async ({ query, variables }) => {
      if (answered > 0) askedAfterAnAnswer += 1;
      operations.push(
        JSON.stringify([(query as { definitions: Array<{ name?: { value: string } }> }).definitions[0].name?.value, variables]),
      );
      const data = await graph.execute(query as never, variables as never, {});
      answered += 1;
      return { data };
    },
  });
  return { page, operations, rounds: askedAfterAnAnswer === 0 ? 1 : 2 };
}

test('the home page, a listing, an article and the games index render in one pass from one round, each query asked once', async () => {
  const news = await createCategory(stack.graph.graph, { name: 'News', slug: 'news' });
  const game = await stack.graph.graph
    .services()
    .games.create({ name: 'Oneround', platforms: ['pc'], developers: ['Single Pass Studio'] });
  const article = await createArticle(stack.graph.graph, { title: 'Rendered once', category: news.slug, games: [game.id] });
  await createArticle(stack.graph.graph, { title: 'Related story', category: news.slug });
  // A live blog's entries are declared too (they show under the article).
  const live = await createArticle(stack.graph.graph, {
    title: 'Live now',
    category: news.slug,
    live: { status: 'live' } as never,
  });

  for (const url of [
    '/',
    '/articles?page=1',
    '/reviews',
    `/articles/${article.slug}`,
    `/articles/${live.slug}`,
    '/games',
    '/about',
  ]) {
    const { page, operations, rounds } = await renderCounting(url);
    expect({ url, status: page.status, passes: page.passes, rounds }).toEqual({ url, status: 200, passes: 1, rounds: 1 });
    expect({ url, repeated: operations.length - new Set(operations).size }).toEqual({ url, repeated: 0 });
  }
  const html = async (url: string) => bodyOf((await renderCounting(url)).page);
  // The sidebar's related story was asked by the article's slug, beside the article.
  const articleHtml = await html(`/articles/${article.slug}`);
  expect(articleHtml).toContain('Rendered once');
  expect(articleHtml).toContain('Related story');
  // The game's facts came with the article, in the same round.
  expect(articleHtml).toContain('Single Pass Studio');
  // The pages show their data, not a loading state.
  const home = await html('/');
  expect(home).toContain('Related story');
  expect(await html('/articles')).toContain('Rendered once');
});

// web/src/app/server-clients.ts goes around Apollo for speed: a client reused by the next render, a
// render's reads answered with the prefetched answers and remembered, the hydration state made from
// the answers without Apollo's write (app/answer-normalizer.ts), each useQuery answered with its
// prefetched answer without Apollo's ObservableQuery (app/server-use-query.ts). Each page must come out as
// Apollo used plainly makes it (a new client, every read from the normalised cache): the same
// HTML, the same head facts and the same cache for the browser to hydrate from, whichever page the
// client served before.
test('pages rendered with the reused client and its read shortcuts equal pages rendered by Apollo plainly', async () => {
  const reviews = await createCategory(stack.graph.graph, { name: 'Review', slug: 'review' });
  const services = stack.graph.graph.services();
  const game = await services.games.create({ name: 'Shortcut Quest', platforms: ['pc', 'ps5'] });
  const review = await createArticle(stack.graph.graph, {
    title: 'Shortcut Quest review',
    category: reviews.slug,
    tags: ['rpg', 'indie'],
    games: [game.id],
    review: { score: 8.5, verdict: 'Quick and kind.', pros: ['Fast'], cons: ['Short'], platformsTested: ['pc'] },
  });
  await createArticle(stack.graph.graph, { title: 'Another Shortcut Quest story', category: reviews.slug, games: [game.id] });
  const live = await createArticle(stack.graph.graph, {
    title: 'Live shortcut',
    category: reviews.slug,
    live: { status: 'live' } as never,
  });

  const urls = [
    `/articles/${review.slug}`,
    '/',
    `/games/${game.slug}`,
    '/reviews',
    `/articles/${live.slug}`,
    '/articles?page=1',
    '/games',
    `/articles/${review.slug}`,
  ];
  let reused = 0;
  for (const url of urls) {
    const execute = async ({ query, variables }: { query: unknown; variables: Record<string, unknown> }) => ({
      data: await graph.execute(query as never, variables as never, {}),
    });
    const fast = await renderer.render({ url, signal: new AbortController().signal, execute });
    const plain = await renderer.render({ url, signal: new AbortController().signal, execute, shortcuts: false });
    if (fast.reusedClient) reused += 1;
    expect({ url, passes: fast.passes, status: fast.status, stateFromAnswers: fast.stateFromAnswers }).toEqual({
      url,
      passes: 1,
      status: plain.status,
      stateFromAnswers: true,
    });
    expect(plain.stateFromAnswers).toBe(false);
    // Every page's queries were answered without Apollo's useQuery machinery, and none with plain Apollo.
    expect({ url, fast: fast.hooksAnswered > 0, plain: plain.hooksAnswered }).toEqual({ url, fast: true, plain: 0 });
    expect({ url, state: JSON.parse(fast.state) as unknown }).toEqual({ url, state: JSON.parse(plain.state) as unknown });
    expect({ url, html: await bodyOf(fast) }).toEqual({ url, html: await bodyOf(plain) });
    // The head's article and game facts (og:, JSON-LD) come from the prefetched answer with shortcuts.
    expect({ url, article: fast.article, game: fast.game }).toEqual({ url, article: plain.article, game: plain.game });
  }
  // The shortcut was taken: renders after the first reused a client another page had used.
  expect(reused).toBeGreaterThanOrEqual(urls.length - 1);
});
