// Games in the answer caches (issue 21): a game's page, the games list and the articles that carry
// the game are stored for readers, and a change to the game made by any process (here graph's
// service directly, as another graph or a script would) reaches readers through the content NOTIFY
// that game, game_release and article_game send, without waiting out any expiry.
import { createCategory, startTestStack, type TestStack, untilCacheListens } from '../../../testing/gateway';
import { eventually } from '../../../testing/eventually';

let stack: TestStack;
let gameId: number;

beforeAll(async () => {
  stack = await startTestStack({ answerCache: true, graph: { answerCacheBytes: 4 * 1024 * 1024 } });
  const admin = await stack.editor();
  await createCategory(stack.graph.graph, { name: 'News', slug: 'news' });
  gameId = (await admin.post('/api/games', { name: 'Copperline', platforms: ['pc'] })).body.id;
  await admin.post('/api/articles', {
    title: 'Copperline dated',
    content: '<p>x</p>',
    category: 'news',
    status: 'published',
    games: [gameId],
  });
  await untilCacheListens(stack);
});
afterAll(async () => {
  await stack.close();
});

const paths = ['/api/games/slug/copperline', '/api/games?search=copperline', '/api/articles?limit=5'];

test('a game edit made elsewhere reaches every cached reader answer that shows the game', async () => {
  const reader = stack.client();
  for (const path of paths) {
    const first = await reader.get(path);
    expect([path, first.text.includes('"Copperline"')]).toEqual([path, true]);
  }
  const stored = stack.gateway.cache.stats().entries;
  expect(stored).toBeGreaterThanOrEqual(paths.length);

  await stack.graph.graph.services().games.update(gameId, { name: 'Copperline Deluxe', platforms: ['pc', 'ps5'] });

  for (const path of paths) {
    await eventually(
      async () => ((await reader.get(path)).text.includes('"Copperline Deluxe"') ? true : undefined),
      `${path} to show the renamed game`,
      3000,
      25,
    );
  }
  const article = (await reader.get('/api/articles?limit=5')).body[0];
  expect(article.games).toEqual([{ id: gameId, name: 'Copperline Deluxe', slug: 'copperline', platforms: ['pc', 'ps5'] }]);
});
