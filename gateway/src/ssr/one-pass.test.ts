// Server rendering from data each route declares (issue 27, docs/decisions/0024 and 0046): the
// renderer fetches it (every operation at once) and renders the page once over it with
// renderToString: one pass and no second wave of queries. A page whose route does not declare all
// it shows is still rendered whole (Apollo's prerenderStatic fetches the rest and renders again).
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
  }): Promise<RenderedPage & { passes: number }>;
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

test('the home page, a listing, an article, a game and the games index render in one pass from one round, each query asked once', async () => {
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
    `/games/${game.slug}`,
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

// Each render has its own Apollo client (docs/decisions/0024): a page rendered after another shows
// nothing of it, and a game page's hydration state holds its own game.
test('a page rendered after another carries only its own data', async () => {
  const services = stack.graph.graph.services();
  const game = await services.games.create({ name: 'Fresh Client Quest', platforms: ['pc'] });
  const article = await createArticle(stack.graph.graph, { title: 'Only on its own page' });
  const execute = async ({ query, variables }: { query: unknown; variables: Record<string, unknown> }) => ({
    data: await graph.execute(query as never, variables as never, {}),
  });
  await renderer.render({ url: `/articles/${article.slug}`, signal: new AbortController().signal, execute });
  const page = await renderer.render({ url: `/games/${game.slug}`, signal: new AbortController().signal, execute });
  expect({ passes: page.passes, status: page.status, slug: page.game?.slug }).toEqual({
    passes: 1,
    status: 200,
    slug: game.slug,
  });
  expect(page.state).toContain('Fresh Client Quest');
  // The article page's query is not in it (the footer's latest titles are, as on every page).
  expect(page.state).not.toContain('articleBySlug');
});

// /corrections declares no data of its own: the single pass shows its loading state, so the
// renderer lets Apollo fetch the list and render again; the reader still gets the whole page.
test('a page whose route does not declare its data still renders whole, in more passes', async () => {
  const { page, operations } = await renderCounting('/corrections');
  const html = await bodyOf(page);
  expect(page.status).toBe(200);
  expect(page.passes).toBeGreaterThan(1);
  expect(operations.some((operation) => operation.includes('CorrectionsPage'))).toBe(true);
  expect(html).not.toContain('Loading corrections');
});
