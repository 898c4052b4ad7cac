// Games over REST, the gateway's /graphql and graph directly (issue 21): the games list and page,
// editors' writes and their refusals, and articles carrying their games on every shape.
import { createCategory, startTestStack, TestClient, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let admin: TestClient;
let reader: TestClient;
let news: string;
let review: string;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.editor();
  reader = stack.client();
  news = (await createCategory(stack.graph.graph, { name: 'News', slug: 'news' })).slug;
  review = (await createCategory(stack.graph.graph, { name: 'Review', slug: 'review' })).slug;
});
afterAll(async () => {
  await stack.close();
});

async function staffClient(username: string, role: string): Promise<TestClient> {
  const password = 'a long enough password';
  expect((await admin.post('/api/users', { username, password, role })).status).toBe(201);
  const client = stack.client();
  expect((await client.post('/api/auth/login', { username, password })).status).toBe(200);
  return client;
}

const restGame = (fields: Record<string, unknown> = {}) =>
  expect.objectContaining({
    id: expect.any(Number),
    name: expect.any(String),
    slug: expect.stringMatching(/^[a-z0-9-]+$/),
    platforms: expect.any(Array),
    releases: expect.any(Array),
    developers: expect.any(Array),
    publishers: expect.any(Array),
    genres: expect.any(Array),
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
    ...fields,
  });

describe('games over REST', () => {
  let crown: { id: number; slug: string };

  beforeAll(async () => {
    const res = await admin.post('/api/games', {
      name: 'Crown of Cinders',
      description: '<p>Souls-like <em>fantasy</em>.</p><img src=x onerror=alert(1)>',
      platforms: ['pc', 'ps5'],
      releases: [
        { platform: 'pc', precision: 'day', value: '2026-10-02' },
        { platform: 'ps5', precision: 'month', value: '2027-02' },
      ],
      developers: ['Ashfall Studio'],
      publishers: ['Bright Harbor'],
      franchise: 'Cinders',
      genres: ['Action RPG', 'Soulslike'],
      trailerUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(res.status).toBe(201);
    crown = res.body;
    await admin.post('/api/games', { name: 'Neon Drift Rally', platforms: ['switch', 'xbox-series'] });
    await admin.post('/api/games', { name: 'Quiet Harbour', platforms: ['pc'] });
  });

  it('creates a game and answers its facts', async () => {
    const res = await reader.get(`/api/games/slug/${crown.slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      restGame({
        name: 'Crown of Cinders',
        slug: 'crown-of-cinders',
        description: '<p>Souls-like <em>fantasy</em>.</p><img src="x" />',
        coverImage: null,
        platforms: ['pc', 'ps5'],
        releases: [
          { platform: 'pc', precision: 'day', value: '2026-10-02', label: '2 October 2026' },
          { platform: 'ps5', precision: 'month', value: '2027-02', label: 'February 2027' },
        ],
        franchise: 'Cinders',
        trailerUrl: 'https://youtu.be/dQw4w9WgXcQ',
        coverage: [],
        review: null,
      }),
    );
  });

  it('lists games by name, searches with typos, filters by platform and counts', async () => {
    const all = await reader.get('/api/games');
    expect(all.status).toBe(200);
    expect(all.body.map((g: { name: string }) => g.name)).toEqual(['Crown of Cinders', 'Neon Drift Rally', 'Quiet Harbour']);
    expect(all.body[0]).toEqual(restGame());
    const typo = await reader.get('/api/games?search=niun%20drift');
    expect(typo.body.map((g: { name: string }) => g.name)).toEqual(['Neon Drift Rally']);
    const onPc = await reader.get('/api/games?platform=pc&limit=1&includeCount=true');
    expect(onPc.body).toEqual({ games: [restGame({ name: 'Crown of Cinders' })], totalCount: 2 });
    const badPlatform = await reader.get('/api/games?platform=amiga');
    expect(badPlatform.status).toBe(400);
    expect(badPlatform.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'platform' });
    expect((await reader.get('/api/games?limit=0')).body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
  });

  it('updates only the given fields, clears with null, and keeps the old slug answering', async () => {
    const game = (await admin.post('/api/games', { name: 'Saltmarsh', franchise: 'Marsh', platforms: ['pc'] })).body;
    const res = await admin.put(`/api/games/${game.id}`, { slug: 'saltmarsh-definitive', franchise: null, genres: ['Survival'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      restGame({ name: 'Saltmarsh', slug: 'saltmarsh-definitive', franchise: null, genres: ['Survival'], platforms: ['pc'] }),
    );
    const old = await reader.get('/api/games/slug/saltmarsh');
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ id: game.id, slug: 'saltmarsh-definitive' });
    expect((await reader.get('/api/games/slug/no-such-game')).body).toMatchObject({ code: 'NOT_FOUND', error: 'Game not found' });
    expect((await admin.put('/api/games/999999', { name: 'Ghost' })).status).toBe(404);
  });

  it('names the field of bad input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ platforms: ['pc'] }, 'name'],
      [{ name: 'X', platforms: 'pc' }, 'platforms'],
      [{ name: 'X', platforms: ['gameboy'] }, 'platforms'],
      [{ name: 'X', platforms: ['pc'], releases: [{ platform: 'pc', precision: 'soon' }] }, 'releases.0.precision'],
      [{ name: 'X', platforms: ['pc'], releases: [{ platform: 'pc', precision: 'quarter', value: 'Q3' }] }, 'releases'],
      [{ name: 'X', trailerUrl: 'https://example.com/trailer.mp4' }, 'trailerUrl'],
      [{ name: 'X', coverImageId: 424242 }, 'coverImageId'],
    ];
    for (const [body, field] of cases) {
      const res = await admin.post('/api/games', body);
      expect([body, res.status, res.body]).toEqual([body, 400, expect.objectContaining({ code: 'BAD_USER_INPUT', field })]);
    }
  });

  it('lets editors manage games; authors, contributors and readers may not', async () => {
    const editor = await staffClient('gina', 'editor');
    const made = await editor.post('/api/games', { name: 'Editor Pick' });
    expect(made.status).toBe(201);
    const author = await staffClient('otto', 'author');
    expect((await author.post('/api/games', { name: 'Author Pick' })).status).toBe(403);
    expect((await author.put(`/api/games/${made.body.id}`, { name: 'Renamed' })).status).toBe(403);
    expect((await author.delete(`/api/games/${made.body.id}`)).status).toBe(403);
    expect((await reader.post('/api/games', { name: 'Reader Pick' })).status).toBe(401);
    expect((await editor.delete(`/api/games/${made.body.id}`)).body).toEqual({ message: 'Game deleted' });
  });
});

describe('games in an edition', () => {
  it('names, sorts and finds games as the edition asked for does, on REST and /graphql; an unknown one is a 400', async () => {
    const em = stack.graph.graph.services().em.fork();
    await em.execute(
      `INSERT INTO edition (language, name, url_prefix, search_config) VALUES ('ja', '日本語', 'ja', 'simple') ON CONFLICT DO NOTHING`,
    );
    const made = async (name: string, ja: string, description: string) => {
      const game = (await admin.post('/api/games', { name, platforms: ['linux'], description: '<p>Own words.</p>' })).body;
      await em.execute(`INSERT INTO game_translation (game_id, language, name) VALUES (?, 'ja', ?)`, [game.id, ja]);
      await em.execute(`INSERT INTO game_description (game_id, language, description) VALUES (?, 'ja', ?)`, [
        game.id,
        description,
      ]);
      return game as { id: number; slug: string };
    };
    // By their own names Aether < Bastion < Zephyr; in Japanese, the gojūon: ア, ガ, き.
    const zephyr = await made('Zephyr Drift', 'アッシェン', '<p>風の物語。</p>');
    await made('Aether Wells', 'きらら', '<p>光。</p>');
    await made('Bastion Keep', 'ガンダム', '<p>砦。</p>');
    const article = await admin.post('/api/articles', {
      title: 'ゼファー・ドリフト発表',
      content: '<p>新作。</p>',
      category: news,
      status: 'published',
      language: 'ja',
      games: [zephyr.id],
    });
    expect(article.status).toBe(201);

    const own = await reader.get('/api/games?platform=linux&includeCount=true');
    expect(own.body.games.map((g: { name: string }) => g.name)).toEqual(['Aether Wells', 'Bastion Keep', 'Zephyr Drift']);
    const ja = await reader.get('/api/games?platform=linux&language=ja&includeCount=true');
    expect(ja.status).toBe(200);
    expect(ja.body.totalCount).toBe(3);
    expect(ja.body.games.map((g: { name: string }) => g.name)).toEqual(['アッシェン', 'ガンダム', 'きらら']);
    expect(ja.body.games[0]).toEqual(restGame({ name: 'アッシェン', description: '<p>風の物語。</p>', slug: zephyr.slug }));
    expect(ja.body.games[0]).not.toHaveProperty('nameInEdition');
    // Found by the name a Japanese reader knows it by.
    expect((await reader.get('/api/games?language=ja&search=アッシェン')).body.map((g: { slug: string }) => g.slug)).toEqual([
      zephyr.slug,
    ]);

    const page = await reader.get(`/api/games/slug/${zephyr.slug}?language=ja`);
    expect(page.body).toMatchObject({ name: 'アッシェン', description: '<p>風の物語。</p>' });
    expect(page.body.coverage.map((a: { id: number }) => a.id)).toEqual([article.body.id]);
    const ownPage = await reader.get(`/api/games/slug/${zephyr.slug}`);
    expect(ownPage.body).toMatchObject({ name: 'Zephyr Drift', description: '<p>Own words.</p>', coverage: [] });

    for (const path of ['/api/games?language=xx', `/api/games/slug/${zephyr.slug}?language=xx`]) {
      expect(await reader.get(path)).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', field: 'language' } });
    }
    const viaGraphql = await reader.post('/graphql', { query: '{ games(language: "xx") { games { id } } }' });
    expect(viaGraphql.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
  });
});

describe('articles carry their games', () => {
  it('links on create and update, answers games on every article shape and filters by game', async () => {
    const game = (await admin.post('/api/games', { name: 'Velvet Abyss', platforms: ['ps5', 'pc'] })).body;
    const other = (await admin.post('/api/games', { name: 'Paper Knights', platforms: ['switch'] })).body;
    const linked = { id: game.id, name: 'Velvet Abyss', slug: 'velvet-abyss', platforms: ['ps5', 'pc'] };
    const created = await admin.post('/api/articles', {
      title: 'Velvet Abyss preview',
      content: '<p>Deep.</p>',
      category: news,
      status: 'published',
      games: [game.id],
    });
    expect(created.status).toBe(201);
    expect(created.body.games).toEqual([linked]);
    const id = created.body.id;
    expect((await reader.get(`/api/articles/${id}`)).body.games).toEqual([linked]);
    expect((await reader.get(`/api/articles/slug/${created.body.slug}`)).body.games).toEqual([linked]);
    const listed = await reader.get('/api/articles?limit=50');
    expect(listed.body.find((a: { id: number }) => a.id === id).games).toEqual([linked]);
    expect((await reader.get('/api/search?q=velvet')).body[0].games).toEqual([linked]);
    const byGame = await reader.get('/api/articles?game=velvet-abyss&includeCount=true');
    expect(byGame.body).toEqual({ articles: [expect.objectContaining({ id })], totalCount: 1 });

    const moved = await admin.put(`/api/articles/${id}`, { games: [other.id, game.id] });
    expect(moved.body.games.map((g: { slug: string }) => g.slug)).toEqual(['paper-knights', 'velvet-abyss']);
    const bad = await admin.put(`/api/articles/${id}`, { games: [999999] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'games', error: 'No game with id 999999' });
    expect((await admin.put(`/api/articles/${id}`, { games: ['velvet'] })).body).toMatchObject({ field: 'games.0' });
    expect((await admin.put(`/api/articles/${id}`, { games: [] })).body.games).toEqual([]);
  });

  it("answers a game's coverage newest first, its review, and refuses to delete a linked game (409 with the count)", async () => {
    const game = (await admin.post('/api/games', { name: 'Lowlight', platforms: ['pc'] })).body;
    const post = (title: string, category: string, status = 'published') =>
      admin.post('/api/articles', { title, content: '<p>x</p>', category, status, games: [game.id] });
    const first = (await post('Lowlight announced', news)).body;
    const theReview = (await post('Lowlight review', review)).body;
    await post('Lowlight draft', news, 'draft');
    const page = await reader.get('/api/games/slug/lowlight');
    expect(page.body.coverage.map((a: { id: number }) => a.id)).toEqual([theReview.id, first.id]);
    expect(page.body.review).toMatchObject({
      id: theReview.id,
      category: 'review',
      games: [expect.objectContaining({ id: game.id })],
    });

    const refused = await admin.delete(`/api/games/${game.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', error: expect.stringMatching(/^3 articles link to "Lowlight"/) });
    const viaGateway = await admin.post('/graphql', {
      query: 'mutation($id: Int!) { deleteGame(id: $id) }',
      variables: { id: game.id },
    });
    expect(viaGateway.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^3 articles/),
      extensions: { code: 'CONFLICT' },
    });
    const direct = await stack.graph.query(
      'mutation($id: Int!) { deleteGame(id: $id) }',
      { id: game.id },
      stack.graph.editorHeaders(),
    );
    expect(direct.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await reader.get('/api/games/slug/lowlight')).status).toBe(200);
  });
});

describe('one rule on every path', () => {
  it('refuses bad game input and game writes by non-editors on REST, /graphql and graph alike', async () => {
    const contributor = await staffClient('cass', 'contributor');
    const create = 'mutation($input: GameInput!) { createGame(input: $input) { id } }';
    const viaGateway = await contributor.post('/graphql', { query: create, variables: { input: { name: 'Sneaky' } } });
    expect(viaGateway.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const bad = { name: 'Bad trailer', trailerUrl: 'https://vimeo.com/1' };
    expect((await admin.post('/api/games', bad)).body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'trailerUrl' });
    expect((await admin.post('/graphql', { query: create, variables: { input: bad } })).body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'trailerUrl',
    });
    const direct = await stack.graph.query(create, { input: bad }, stack.graph.editorHeaders());
    expect(direct.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'trailerUrl' });
  });

  it('lets a contributor link games to a draft through REST and /graphql', async () => {
    const contributor = await staffClient('cleo', 'contributor');
    const game = (await admin.post('/api/games', { name: 'Shared Link' })).body;
    const rest = await contributor.post('/api/articles', {
      title: 'Cleo on Shared Link',
      content: '<p>x</p>',
      category: news,
      games: [game.id],
    });
    expect(rest.body.games).toEqual([expect.objectContaining({ id: game.id })]);
    const gql = await contributor.post('/graphql', {
      query: 'mutation($id: Int!, $g: [Int!]) { updateArticle(id: $id, input: { games: $g }) { games { id } } }',
      variables: { id: rest.body.id, g: [] },
    });
    expect(gql.body.data.updateArticle.games).toEqual([]);
  });

  it('merges duplicates on REST, /graphql and graph alike; only editors may', async () => {
    const article = async (title: string, gameId: number) =>
      (await admin.post('/api/articles', { title, content: '<p>x</p>', category: news, status: 'published', games: [gameId] }))
        .body;
    const survivor = (await admin.post('/api/games', { name: 'Ironbound', platforms: ['pc'] })).body;
    const dupes = [];
    for (const name of ['Iron Bound', 'Ironbound (2026)', 'IronBound Game']) {
      const game = (await admin.post('/api/games', { name, platforms: ['ps5'] })).body;
      dupes.push({ game, article: await article(`${name} news`, game.id) });
    }
    const author = await staffClient('mira', 'author');
    const forbidden = await author.post(`/api/games/${survivor.id}/merge`, { duplicateId: dupes[0].game.id });
    expect(forbidden.status).toBe(403);
    expect((await admin.post(`/api/games/${survivor.id}/merge`, { duplicateId: 'x' })).body).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'duplicateId',
    });
    const self = await admin.post(`/api/games/${survivor.id}/merge`, { duplicateId: survivor.id });
    expect([self.status, self.body]).toEqual([400, expect.objectContaining({ field: 'duplicateId' })]);
    expect((await admin.post(`/api/games/999999/merge`, { duplicateId: dupes[0].game.id })).status).toBe(404);

    const rest = await admin.post(`/api/games/${survivor.id}/merge`, { duplicateId: dupes[0].game.id });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(restGame({ id: survivor.id, slug: 'ironbound' }));
    const mutation = 'mutation($s: Int!, $d: Int!) { mergeGames(survivorId: $s, duplicateId: $d) { id } }';
    const viaGateway = await admin.post('/graphql', { query: mutation, variables: { s: survivor.id, d: dupes[1].game.id } });
    expect(viaGateway.body.data.mergeGames).toEqual({ id: survivor.id });
    const authorGql = await author.post('/graphql', { query: mutation, variables: { s: survivor.id, d: dupes[2].game.id } });
    expect(authorGql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const direct = await stack.graph.query(mutation, { s: survivor.id, d: dupes[2].game.id }, stack.graph.editorHeaders());
    expect(direct.data?.mergeGames).toEqual({ id: survivor.id });

    for (const { game, article: linked } of dupes) {
      expect((await reader.get(`/api/articles/${linked.id}`)).body.games).toEqual([
        { id: survivor.id, name: 'Ironbound', slug: 'ironbound', platforms: ['pc'] },
      ]);
      // The duplicate's URL still finds the survivor (its page answers 301 to this slug).
      expect((await reader.get(`/api/games/slug/${game.slug}`)).body).toMatchObject({ id: survivor.id, slug: 'ironbound' });
    }
    const page = await reader.get('/api/games/slug/ironbound');
    expect(page.body.coverage).toHaveLength(3);
  });
});
