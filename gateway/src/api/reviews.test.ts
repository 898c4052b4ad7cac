// Structured reviews over REST, the gateway's /graphql and graph directly (issue 21): the verdict on
// every article shape, the same refusals naming the field on each path, and the review filters.
import { createCategory, startTestStack, type TestClient, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let admin: TestClient;
let reader: TestClient;
let gameId: number;
let switchGameId: number;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.editor();
  reader = stack.client();
  await createCategory(stack.graph.graph, { name: 'Review', slug: 'review' });
  await createCategory(stack.graph.graph, { name: 'News', slug: 'news' });
  gameId = (await admin.post('/api/games', { name: 'Rivet City', platforms: ['pc', 'ps5'] })).body.id;
  switchGameId = (await admin.post('/api/games', { name: 'Pocket Tides', platforms: ['switch'] })).body.id;
});
afterAll(async () => {
  await stack.close();
});

const verdict = {
  score: 9,
  verdict: 'The best immersive sim in years.',
  pros: ['Systems that talk to each other', 'Brilliant level design'],
  cons: ['Rough performance on day one'],
  platformsTested: ['pc'],
  playtimeHours: 41,
  disclosure: 'Review code provided by the publisher',
};

describe('reviews over REST', () => {
  it('creates a review and answers its verdict, with its label, on every article shape', async () => {
    const created = await admin.post('/api/articles', {
      title: 'Rivet City review',
      content: '<p>Long read.</p>',
      category: 'review',
      status: 'published',
      games: [gameId],
      review: verdict,
    });
    expect(created.status).toBe(201);
    const expected = { ...verdict, label: 'Essential' };
    expect(created.body.review).toEqual(expected);
    expect((await reader.get(`/api/articles/${created.body.id}`)).body.review).toEqual(expected);
    expect((await reader.get('/api/articles?category=review')).body[0].review).toEqual(expected);
    expect((await reader.get('/api/games/slug/rivet-city')).body.review).toMatchObject({ id: created.body.id, review: expected });
    const news = await admin.post('/api/articles', {
      title: 'Plain news',
      content: '<p>x</p>',
      category: 'news',
      status: 'published',
    });
    expect(news.body.review).toBeNull();

    const cleared = await admin.put(`/api/articles/${created.body.id}`, { review: null });
    expect(cleared.body.review).toBeNull();
    const back = await admin.put(`/api/articles/${created.body.id}`, { review: { ...verdict, score: 7.5 } });
    expect(back.body.review).toMatchObject({ score: 7.5, label: 'Recommended' });
  });

  it('filters reviews by platform, minScore and game, indexed and counted', async () => {
    const post = (title: string, games: number[], score: number) =>
      admin.post('/api/articles', {
        title,
        content: '<p>x</p>',
        category: 'review',
        status: 'published',
        games,
        review: { score },
      });
    const tides = (await post('Pocket Tides review', [switchGameId], 6.5)).body;
    const q = (query: string) => reader.get(`/api/articles?category=review&includeCount=true&${query}`);
    const onSwitch = await q('platform=switch');
    expect(onSwitch.body).toEqual({ articles: [expect.objectContaining({ id: tides.id })], totalCount: 1 });
    const good = await q('minScore=7');
    expect(good.body.articles.map((a: { title: string }) => a.title)).toEqual(['Rivet City review']);
    expect((await q('minScore=6&game=pocket-tides')).body.totalCount).toBe(1);
    expect((await q('minScore=7&game=pocket-tides')).body.totalCount).toBe(0);
    expect((await q('minScore=high')).body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'minScore' });
    expect((await q('minScore=12')).body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'minScore' });
    expect((await q('platform=n64')).body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'platform' });

    // Editors filter every status the same way; readers never see the draft.
    const draft = await admin.post('/api/articles', {
      title: 'Perfect draft review',
      content: '<p>x</p>',
      category: 'review',
      games: [switchGameId],
      review: { score: 10 },
    });
    const staff = await admin.get('/api/admin/articles?minScore=9.5&platform=switch&includeCount=true');
    expect(staff.body).toEqual({ articles: [expect.objectContaining({ id: draft.body.id, status: 'draft' })], totalCount: 1 });
    expect((await q('minScore=9.5')).body.totalCount).toBe(0);
  });
});

describe('one rule on every path', () => {
  const CREATE = 'mutation($input: ArticleInput!) { createArticle(input: $input) { id } }';
  const cases: { name: string; input: Record<string, unknown>; field: string }[] = [
    { name: 'a score off the scale', input: { review: { score: 11 } }, field: 'review.score' },
    { name: 'a score off the step', input: { review: { score: 8.2 } }, field: 'review.score' },
    { name: 'HTML in a pro', input: { review: { score: 8, pros: ['<em>Great</em>'] } }, field: 'review.pros' },
    { name: 'a review on another category', input: { review: { score: 8 }, category: 'news' }, field: 'review' },
    { name: 'a review without its game', input: { review: { score: 8 }, games: [] }, field: 'games' },
  ];
  const base = () => ({ title: 'Refused review', content: '<p>x</p>', category: 'review', games: [gameId] });

  it.each(cases)('refuses $name with 400 naming $field on REST, /graphql and graph', async ({ input, field }) => {
    const rest = await admin.post('/api/articles', { ...base(), ...input });
    expect([rest.status, rest.body]).toEqual([400, expect.objectContaining({ code: 'BAD_USER_INPUT', field })]);
    const viaGateway = await admin.post('/graphql', { query: CREATE, variables: { input: { ...base(), ...input } } });
    expect(viaGateway.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    const direct = await stack.graph.query(CREATE, { input: { ...base(), ...input } }, stack.graph.editorHeaders());
    expect(direct.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });

  it('saved none of the refused reviews', async () => {
    expect((await admin.get('/api/admin/articles?search=refused&includeCount=true')).body.totalCount).toBe(0);
  });
});
