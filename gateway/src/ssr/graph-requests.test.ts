// What one uncached reader page costs graph (issue 45 item 1, ADR 0046): the page's head and JSON-LD
// come from the data the page rendered, so an article page asks graph for its article once, and a
// game page for its game once. Every request the gateway sends graph passes through a counting
// relay on loopback, so the count is what graph really received.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createArticle, createCategory, startTestGateway, testGatewayConfig, type TestGateway } from '../../../testing/gateway';
import { startTestGraph, type TestGraph } from '../../../testing/graph';

const PUBLIC_URL = 'https://savepoint.example';
let graph: TestGraph;
let gateway: TestGateway;
let relay: http.Server;
/** The operation name of each request graph received, in order. */
const received: string[] = [];

/** Forwards every request to graph unchanged, noting the operation it carries. */
function startRelay(target: URL): Promise<string> {
  relay = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const query = body.length ? (JSON.parse(body.toString('utf8')) as { query?: string }).query : undefined;
      received.push(/^\s*(?:query|mutation)\s+(\w+)/.exec(query ?? '')?.[1] ?? `${req.method} ${req.url}`);
      const forwarded = http.request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forwarded.on('error', () => res.destroy());
      forwarded.end(body);
    });
  });
  return new Promise((resolve) =>
    relay.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(relay.address() as AddressInfo).port}/graphql`)),
  );
}

beforeAll(async () => {
  graph = await startTestGraph();
  const relayUrl = await startRelay(new URL(graph.url));
  gateway = await startTestGateway(
    testGatewayConfig({
      GRAPH_URL: relayUrl,
      INTERNAL_SECRET: graph.config.internalSecret,
      MEDIA_DIR: graph.config.mediaDir,
      WEB_DIST_DIR: path.resolve(__dirname, '../../../web/dist'),
      PUBLIC_URL,
      SSR_TIMEOUT_MS: '20000',
    }),
  );
});
afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => relay?.close(resolve));
  await graph?.close();
});

/** The operations graph received while the gateway answered `pathname`, a page no cache holds. */
async function operationsFor(pathname: string): Promise<{ status: number; html: string; operations: string[] }> {
  received.length = 0;
  const res = await gateway.client().get(pathname, { headers: { accept: 'text/html' } });
  return { status: res.status, html: res.text, operations: [...received].sort() };
}

test('an uncached article page asks graph for the article once, its JSON-LD included', async () => {
  const news = await createCategory(graph.graph, { name: 'News', slug: 'news' });
  const game = await graph.graph.services().games.create({ name: 'Counted Once', platforms: ['pc'] });
  const article = await createArticle(graph.graph, { title: 'Asked for once', category: news.slug, games: [game.id] });

  const { status, html, operations } = await operationsFor(`/articles/${article.slug}`);
  expect(status).toBe(200);
  // The page's own data, one round: the article (its game, live blog and translations with it), its
  // related stories, most read, the footer's latest, the publication's format and the editions
  // (the gateway's, to know which edition the path is in; the page's, for its language switcher).
  // Nothing asked twice.
  expect(operations).toEqual([
    'ArticlePage',
    'Editions',
    'FooterLatest',
    'MostRead',
    'PublicationFormat',
    'ReaderEditions',
    'RelatedArticles',
  ]);
  // The head still carries the article's JSON-LD, built from the page's data.
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as { '@type': string; headline?: string; about?: { name: string }[] },
  );
  expect(jsonLd.map((item) => item['@type'])).toEqual(['NewsArticle', 'BreadcrumbList']);
  expect(jsonLd[0]).toMatchObject({ headline: 'Asked for once', about: [{ name: 'Counted Once' }] });
});

test('an uncached game page asks graph for the game once, its JSON-LD included', async () => {
  const game = await graph.graph.services().games.create({ name: 'Single Query Saga', platforms: ['pc'] });
  const { status, html, operations } = await operationsFor(`/games/${game.slug}`);
  expect(status).toBe(200);
  expect(operations).toEqual(['Editions', 'FooterLatest', 'GamePage', 'PublicationFormat', 'ReaderEditions']);
  expect(html).toContain('"@type":"VideoGame","name":"Single Query Saga"');
});
