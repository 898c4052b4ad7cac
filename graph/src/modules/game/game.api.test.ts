// The games database through graph's API: facts and their rules, slugs and slug history, typo-tolerant
// search, platform filter, article links on every article shape, and deletion guarded by links.
import { fakeWallClock } from '../../../../testing/clock';
import { eventually } from '../../../../testing/eventually';
import { createArticle, createCategory, signInMember, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { startGraphWithJobs, type TestJobsSetup } from '../../../../testing/worker';
import { JOB_NAMES, QUEUE_NAMES } from '../../jobs/queues';
import { NEW_DAY_SCHEDULER_ID } from '../../jobs/worker-app';
import { ArticleStatus } from '../article/article.entity';
import { UserRole } from '../user/user.entity';

let t: TestGraph;
beforeAll(async () => {
  t = await startTestGraph();
});
afterAll(async () => {
  await t?.close();
});
const ed = () => t.editorHeaders();

const GAME_FIELDS = `id name slug description platforms developers publishers franchise genres trailerUrl trailerYouTubeId
  coverImageId releases { platform precision value startsOn label }`;

async function createGame(input: Record<string, unknown>) {
  const res = await t.query(`mutation($input: GameInput!) { createGame(input: $input) { ${GAME_FIELDS} } }`, { input }, ed());
  if (!res.data?.createGame) throw new Error(JSON.stringify(res.errors));
  return res.data.createGame;
}

describe('games', () => {
  it('stores the facts, a release per platform at its precision, and sanitizes the description', async () => {
    const game = await createGame({
      name: '  Starfall   Odyssey ',
      description: '<p>A space <b>opera</b>.</p><script>alert(1)</script>',
      platforms: ['pc', 'PS5', 'switch-2'],
      releases: [
        { platform: 'pc', precision: 'day', value: '2027-03-14' },
        { platform: 'ps5', precision: 'quarter', value: '2027-Q2' },
        { platform: 'switch-2', precision: 'tba' },
      ],
      developers: ['Lumen Forge', 'lumen forge', ' '],
      publishers: ['Northwind Interactive'],
      franchise: 'Starfall',
      genres: ['Action RPG'],
      trailerUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(game).toMatchObject({
      name: 'Starfall Odyssey',
      slug: 'starfall-odyssey',
      description: '<p>A space <b>opera</b>.</p>',
      platforms: ['pc', 'ps5', 'switch-2'],
      developers: ['Lumen Forge'],
      franchise: 'Starfall',
      trailerYouTubeId: 'dQw4w9WgXcQ',
      releases: [
        { platform: 'pc', precision: 'day', value: '2027-03-14', startsOn: '2027-03-14', label: '14 March 2027' },
        { platform: 'ps5', precision: 'quarter', value: '2027-Q2', startsOn: '2027-04-01', label: 'Q2 2027' },
        { platform: 'switch-2', precision: 'tba', value: null, startsOn: null, label: 'TBA' },
      ],
    });
    const again = await createGame({ name: 'Starfall Odyssey' });
    expect(again.slug).toBe('starfall-odyssey-2');
  });

  it('refuses bad facts naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: '!!!' }, 'name'],
      [{ name: 'X', platforms: ['dreamcast'] }, 'platforms'],
      [{ name: 'X', platforms: ['pc'], releases: [{ platform: 'ps5', precision: 'year', value: '2027' }] }, 'releases'],
      [{ name: 'X', platforms: ['pc'], releases: [{ platform: 'pc', precision: 'quarter', value: '2027-Q5' }] }, 'releases'],
      [{ name: 'X', platforms: ['pc'], releases: [{ platform: 'pc', precision: 'day', value: '2027-02-30' }] }, 'releases'],
      [{ name: 'X', platforms: ['pc'], releases: [{ platform: 'pc', precision: 'tba', value: '2027' }] }, 'releases'],
      // Too long for any form: still the releases' problem, as every other bad release is.
      [{ name: 'X', platforms: ['pc'], releases: [{ platform: 'pc', precision: 'day', value: '2027-03-14T10:00' }] }, 'releases'],
      [{ name: 'X', platforms: ['pc'], releases: [{ platform: 'p'.repeat(21), precision: 'year', value: '2027' }] }, 'releases'],
      [{ name: 'X', trailerUrl: 'https://vimeo.com/123' }, 'trailerUrl'],
      [{ name: 'X', trailerUrl: "javascript:alert('youtube.com/embed/dQw4w9WgXcQ')" }, 'trailerUrl'],
      [{ name: 'X', coverImageId: 999999 }, 'coverImageId'],
      [{ name: 'X', slug: 'Bad Slug' }, 'slug'],
      [{ name: 'X', genres: Array.from({ length: 11 }, (_, i) => `g${i}`) }, 'genres'],
    ];
    for (const [input, field] of cases) {
      const res = await t.query(`mutation($input: GameInput!) { createGame(input: $input) { id } }`, { input }, ed());
      expect([input, res.errors?.[0].extensions]).toEqual([input, expect.objectContaining({ code: 'BAD_USER_INPUT', field })]);
    }
  });

  it('lets editors and admins manage games, and no one else', async () => {
    const author = await t.graph
      .services()
      .users.createUser({ username: 'game-author', password: 'long enough pw', role: UserRole.author });
    const refused = await t.query(`mutation { createGame(input: { name: "Nope" }) { id } }`, {}, t.editorHeaders(author.id));
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const reader = await t.query(`mutation { createGame(input: { name: "Nope" }) { id } }`);
    expect(reader.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps old slugs answering after a rename of the slug', async () => {
    const game = await createGame({ name: 'Ember Vale' });
    const res = await t.query(
      `mutation($id: Int!) { updateGame(id: $id, input: { slug: "ember-vale-remastered", name: "Ember Vale Remastered" }) { slug name } }`,
      { id: game.id },
      ed(),
    );
    expect(res.data!.updateGame).toEqual({ slug: 'ember-vale-remastered', name: 'Ember Vale Remastered' });
    const old = await t.query(`{ gameBySlug(slug: "ember-vale") { id slug } gameSlugRedirect(slug: "ember-vale") }`);
    expect(old.data).toEqual({
      gameBySlug: { id: game.id, slug: 'ember-vale-remastered' },
      gameSlugRedirect: 'ember-vale-remastered',
    });
    // The old slug stays this game's: another game named the same gets a suffix.
    expect((await createGame({ name: 'Ember Vale' })).slug).toBe('ember-vale-2');
  });

  it('drops the release dates of platforms a game no longer lists', async () => {
    const game = await createGame({
      name: 'Tidebreaker',
      platforms: ['pc', 'xbox-series'],
      releases: [
        { platform: 'pc', precision: 'month', value: '2026-12' },
        { platform: 'xbox-series', precision: 'year', value: '2027' },
      ],
    });
    const res = await t.query(
      `mutation($id: Int!) { updateGame(id: $id, input: { platforms: ["pc"] }) { platforms releases { platform value label } } }`,
      { id: game.id },
      ed(),
    );
    expect(res.data!.updateGame).toEqual({
      platforms: ['pc'],
      releases: [{ platform: 'pc', value: '2026-12', label: 'December 2026' }],
    });
  });

  it('finds games by name with typos, filters by platform and counts', async () => {
    await createGame({ name: 'Hollow Lantern', platforms: ['pc', 'switch'] });
    await createGame({ name: 'Lantern Keepers', platforms: ['ps5'] });
    const exact = await t.query(`{ games(search: "lantern") { totalCount games { name } } }`);
    expect(exact.data!.games.games.map((g: { name: string }) => g.name)).toEqual(['Lantern Keepers', 'Hollow Lantern']);
    expect(exact.data!.games.totalCount).toBe(2);
    const typo = await t.query(`{ games(search: "holow lantren") { games { name } } }`);
    expect(typo.data!.games.games[0].name).toBe('Hollow Lantern');
    const onSwitch = await t.query(`{ games(search: "lantern", platform: "switch") { totalCount games { name } } }`);
    expect(onSwitch.data!.games).toEqual({ totalCount: 1, games: [{ name: 'Hollow Lantern' }] });
    const wildcard = await t.query(`{ games(search: "%") { totalCount } }`);
    expect(wildcard.data!.games.totalCount).toBe(0);
    const bad = await t.query(`{ games(platform: "amiga") { totalCount } }`);
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'platform' });
  });

  it('lists upcoming releases by date, a period until it ends, platforms sharing a date together', async () => {
    const out = await createGame({
      name: 'Already Out 2040',
      platforms: ['pc'],
      releases: [{ platform: 'pc', precision: 'day', value: '2040-05-09' }],
    });
    const quarter = await createGame({
      name: 'Quarter Bound 2040',
      platforms: ['pc', 'ps5', 'switch'],
      releases: [
        { platform: 'pc', precision: 'quarter', value: '2040-Q2' },
        { platform: 'ps5', precision: 'quarter', value: '2040-Q2' },
        { platform: 'switch', precision: 'tba' },
      ],
    });
    const today = await createGame({
      name: 'Lands Today 2040',
      platforms: ['pc', 'xbox-series'],
      releases: [
        { platform: 'pc', precision: 'day', value: '2040-05-10' },
        { platform: 'xbox-series', precision: 'month', value: '2040-07' },
      ],
    });
    const upcoming = await t.graph.services().games.upcomingReleases('2040-05-10', 100);
    const ours = upcoming.filter((r) => [out.id, quarter.id, today.id].includes(r.game.id));
    expect(ours.map((r) => [r.game.name, r.platforms, r.label, r.startsOn])).toEqual([
      ['Quarter Bound 2040', ['pc', 'ps5'], 'Q2 2040', '2040-04-01'],
      ['Lands Today 2040', ['pc'], '10 May 2040', '2040-05-10'],
      ['Lands Today 2040', ['xbox-series'], 'July 2040', '2040-07-01'],
    ]);
    const onXbox = await t.graph.services().games.upcomingReleases('2040-05-10', 100, 'xbox-series');
    expect(onXbox.filter((r) => r.game.id === today.id).map((r) => r.label)).toEqual(['July 2040']);

    // Through the API (today's date): the same shape, and bad input named.
    const api = await t.query(`{ upcomingReleases(limit: 100) { game { slug } platforms label startsOn precision } }`);
    expect(api.data!.upcomingReleases).toEqual(
      expect.arrayContaining([
        {
          game: { slug: quarter.slug },
          platforms: ['pc', 'ps5'],
          label: 'Q2 2040',
          startsOn: '2040-04-01',
          precision: 'quarter',
        },
      ]),
    );
    const bad = await t.query(`{ upcomingReleases(platform: "amiga") { label } }`);
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'platform' });
  });
});

describe("upcoming releases by the publication's day (Los Angeles here)", () => {
  let setup: TestJobsSetup;
  let la: TestGraph;
  beforeAll(async () => {
    setup = await startGraphWithJobs({
      publication: { timeZone: 'America/Los_Angeles', locale: 'en-US' },
      answerCacheBytes: 1024 * 1024,
    });
    la = setup.testGraph;
    await setup.startWorker();
    await eventually(async () => (la.graph.answerCache.stats().live ? true : undefined), 'the answer cache to listen');
  });
  afterAll(() => setup?.close());

  /** A game out on `day` on PC, past its creation's second pass (so a reader's answer would stay stored). */
  async function gameOutOn(name: string, day: string) {
    const res = await la.query(
      `mutation($input: GameInput!) { createGame(input: $input) { id } }`,
      { input: { name, platforms: ['pc'], releases: [{ platform: 'pc', precision: 'day', value: day }] } },
      la.editorHeaders(),
    );
    expect(res.errors).toBeUndefined();
    await eventually(async () => (la.graph.answerCache.stats().settling ? undefined : true), 'the change to settle', 5_000, 50);
  }
  const upcoming = async () =>
    (await la.query(`{ upcomingReleases(limit: 100) { game { name } label } }`)).data!.upcomingReleases as unknown[];

  it('lists a release all through its own day there', async () => {
    await gameOutOn('Out Tonight 2041', '2041-05-09');
    const clock = fakeWallClock();
    try {
      // 19:00 on 9 May in Los Angeles is already 10 May in UTC: the game still comes out today.
      clock.advance(Date.parse('2041-05-10T02:00:00Z') - Date.now());
      expect(await upcoming()).toEqual([{ game: { name: 'Out Tonight 2041' }, label: '9 May 2041' }]);
    } finally {
      clock.restore();
    }
  });

  it('stops listing it once its day is over, though no game changed: the worker announces the new day', async () => {
    await gameOutOn('Out Tuesday 2042', '2042-06-10');
    const clock = fakeWallClock();
    try {
      clock.advance(Date.parse('2042-06-10T19:00:00Z') - Date.now());
      expect(await upcoming()).toEqual([{ game: { name: 'Out Tuesday 2042' }, label: '10 June 2042' }]);
      clock.advance(24 * 3600_000);
      // What the worker's scheduler runs at midnight there (its schedule: the next test).
      await setup.queues.queue(QUEUE_NAMES.articlePublishing).add(JOB_NAMES.announceNewDay, {});
      await eventually(async () => ((await upcoming()).length === 0 ? true : undefined), 'the stored answer to be dropped');
    } finally {
      clock.restore();
    }
  });

  it('announces the new day at midnight in the publication time zone', async () => {
    const scheduler = await setup.queues.queue(QUEUE_NAMES.articlePublishing).getJobScheduler(NEW_DAY_SCHEDULER_ID);
    expect(scheduler).toMatchObject({ pattern: '0 0 * * *', tz: 'America/Los_Angeles' });
  });
});

describe('articles about games', () => {
  let news: string;
  beforeAll(async () => {
    news = (await createCategory(t.graph, { name: 'News' })).slug;
  });

  it('links games on create and update, answering them on single and listed articles alike', async () => {
    const a = await createGame({ name: 'Circuit Saints', platforms: ['pc'] });
    const b = await createGame({ name: 'Moss Kingdom', platforms: ['switch', 'ps5'] });
    const created = await t.query(
      `mutation($input: ArticleInput!) { createArticle(input: $input) { id games { id name slug platforms } } }`,
      {
        input: {
          title: 'Two games, one week',
          content: '<p>x</p>',
          category: news,
          status: 'published',
          games: [b.id, a.id, b.id],
        },
      },
      ed(),
    );
    const id = created.data!.createArticle.id;
    const expected = [
      { id: b.id, name: 'Moss Kingdom', slug: 'moss-kingdom', platforms: ['switch', 'ps5'] },
      { id: a.id, name: 'Circuit Saints', slug: 'circuit-saints', platforms: ['pc'] },
    ];
    expect(created.data!.createArticle.games).toEqual(expected);
    const listed = await t.query(`{ articles(limit: 50) { articles { id games { id name slug platforms } } } }`);
    expect(listed.data!.articles.articles.find((x: { id: number }) => x.id === id).games).toEqual(expected);
    const searched = await t.query(`{ articles(filter: { search: "two games" }) { articles { id games { id } } } }`);
    expect(searched.data!.articles.articles[0]).toEqual({ id, games: [{ id: b.id }, { id: a.id }] });

    const updated = await t.query(
      `mutation($id: Int!, $games: [Int!]) { updateArticle(id: $id, input: { games: $games }) { games { id } } }`,
      { id, games: [a.id] },
      ed(),
    );
    expect(updated.data!.updateArticle.games).toEqual([{ id: a.id }]);
    const unknown = await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { games: [999999], title: "Changed?" }) { id } }`,
      { id },
      ed(),
    );
    expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'games' });
    // A refused save leaves nothing behind: neither the title nor the links changed.
    const after = await t.query(`query($id: Int!) { article(id: $id) { title games { id } } }`, { id });
    expect(after.data!.article).toEqual({ title: 'Two games, one week', games: [{ id: a.id }] });
  });

  it('lets a contributor link games to their draft', async () => {
    const game = await createGame({ name: 'Paper Comet' });
    const contributor = await t.graph
      .services()
      .users.createUser({ username: 'game-contrib', password: 'long enough pw', role: UserRole.contributor });
    const res = await t.query(
      `mutation($input: ArticleInput!) { createArticle(input: $input) { games { slug } } }`,
      { input: { title: 'My draft', content: '<p>x</p>', category: news, games: [game.id] } },
      t.editorHeaders(contributor.id),
    );
    expect(res.data!.createArticle.games).toEqual([{ slug: 'paper-comet' }]);
  });

  it("answers a game's published coverage newest first and its review, and refuses to delete it while linked", async () => {
    const game = await createGame({ name: 'Gravewind' });
    const review = (await createCategory(t.graph, { name: 'Review', slug: 'review' })).slug;
    const older = await createArticle(t.graph, { category: news, title: 'Gravewind announced', games: [game.id] });
    const theReview = await createArticle(t.graph, { category: review, title: 'Gravewind review', games: [game.id] });
    await createArticle(t.graph, { category: news, title: 'Gravewind leak', games: [game.id], status: ArticleStatus.draft });
    const res = await t.query(`{ gameBySlug(slug: "gravewind") { coverage { id } review { id title } } }`);
    expect(res.data!.gameBySlug).toEqual({
      coverage: [{ id: theReview.id }, { id: older.id }],
      review: { id: theReview.id, title: 'Gravewind review' },
    });
    const filtered = await t.query(`{ articles(filter: { game: "gravewind" }) { totalCount articles { id } } }`);
    expect(filtered.data!.articles).toEqual({ totalCount: 2, articles: [{ id: theReview.id }, { id: older.id }] });

    const refused = await t.query(`mutation($id: Int!) { deleteGame(id: $id) }`, { id: game.id }, ed());
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^3 articles link to "Gravewind"/),
      extensions: { code: 'CONFLICT' },
    });
    const lonely = await createGame({ name: 'Unloved' });
    expect((await t.query(`mutation($id: Int!) { deleteGame(id: $id) }`, { id: lonely.id }, ed())).data).toEqual({
      deleteGame: true,
    });
    expect((await t.query(`query($id: Int!) { game(id: $id) { id } }`, { id: lonely.id })).data).toEqual({ game: null });
  });

  it('filters by platform the same whether the platform has few games or many', async () => {
    // vr gets more than the 100 games past which the list is walked instead of collected.
    await t.graph
      .services()
      .em.execute(
        `INSERT INTO game (name, slug, platforms) SELECT 'VR game ' || i, 'vr-game-' || i, ARRAY['vr'] FROM generate_series(1, 120) i`,
      );
    const [{ id: vrGame }] = await t.graph
      .services()
      .em.execute<{ id: number }[]>(`SELECT id FROM game WHERE slug = 'vr-game-7'`);
    const few = await createGame({ name: 'Linux Only', platforms: ['linux'] });
    const onVr = await createArticle(t.graph, { category: news, title: 'Headset roundup', games: [vrGame] });
    const onLinux = await createArticle(t.graph, { category: news, title: 'Penguin port', games: [few.id] });
    const page = async (platform: string) =>
      (await t.query(`{ articles(filter: { platform: "${platform}" }) { totalCount articles { id } } }`)).data!.articles;
    expect(await page('vr')).toEqual({ totalCount: 1, articles: [{ id: onVr.id }] });
    expect(await page('linux')).toEqual({ totalCount: 1, articles: [{ id: onLinux.id }] });
    expect(await page('mac')).toEqual({ totalCount: 0, articles: [] });
  });

  it('merges a duplicate into a survivor: links move, old slugs answer 301, the duplicate is gone', async () => {
    const survivor = await createGame({ name: 'Hollow Crown', platforms: ['pc'] });
    const duplicate = await createGame({ name: 'Hollow Crown (dup)', slug: 'hollowcrown', platforms: ['ps5'] });
    await t.query(
      `mutation($id: Int!) { updateGame(id: $id, input: { slug: "hollow-crown-game" }) { slug } }`,
      { id: duplicate.id },
      ed(),
    );
    const onlyDup = await createArticle(t.graph, { category: news, title: 'Hollow Crown dated', games: [duplicate.id] });
    const both = await createArticle(t.graph, { category: news, title: 'Crowns compared', games: [duplicate.id, survivor.id] });
    const merge = `mutation($s: Int!, $d: Int!) { mergeGames(survivorId: $s, duplicateId: $d) { id slug platforms } }`;

    const author = await t.graph
      .services()
      .users.createUser({ username: 'merge-author', password: 'long enough pw', role: UserRole.author });
    const refused = await t.query(merge, { s: survivor.id, d: duplicate.id }, t.editorHeaders(author.id));
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.query(merge, { s: survivor.id, d: survivor.id }, ed())).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'duplicateId',
    });
    expect((await t.query(merge, { s: survivor.id, d: 999999 }, ed())).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'duplicateId',
    });

    const res = await t.query(merge, { s: survivor.id, d: duplicate.id }, ed());
    expect(res.data!.mergeGames).toEqual({ id: survivor.id, slug: 'hollow-crown', platforms: ['pc'] });
    expect((await t.query(`query($id: Int!) { game(id: $id) { id } }`, { id: duplicate.id })).data).toEqual({ game: null });
    const linked = async (id: number) =>
      (await t.query(`query($id: Int!) { article(id: $id) { games { id } } }`, { id }, ed())).data!.article.games;
    expect(await linked(onlyDup.id)).toEqual([{ id: survivor.id }]);
    expect(await linked(both.id)).toEqual([{ id: survivor.id }]);
    // The duplicate's live slug and its old one both lead to the survivor now.
    for (const slug of ['hollow-crown-game', 'hollowcrown']) {
      const old = await t.query(`query($s: String!) { gameBySlug(slug: $s) { id } gameSlugRedirect(slug: $s) }`, { s: slug });
      expect([slug, old.data]).toEqual([slug, { gameBySlug: { id: survivor.id }, gameSlugRedirect: 'hollow-crown' }]);
    }
    const coverage = await t.query(`{ gameBySlug(slug: "hollow-crown") { coverage { id } } }`);
    expect(coverage.data!.gameBySlug.coverage.map((a: { id: number }) => a.id).sort()).toEqual([onlyDup.id, both.id].sort());
  });

  it("keeps the duplicate's followers following the survivor after a merge", async () => {
    const survivor = await createGame({ name: 'Signal Bloom', platforms: ['pc'] });
    const duplicate = await createGame({ name: 'Signal Bloom (dup)', platforms: ['pc'] });
    const follows = `{ memberFollows { games { slug } } }`;
    const follow = `mutation($g: [String!]!) { setMemberFollows(games: $g) { games { slug } } }`;
    // One member follows only the duplicate, another follows both.
    const onlyDup = await signInMember(t, 'only-dup@example.com');
    const both = await signInMember(t, 'both@example.com');
    expect((await t.query(follow, { g: [duplicate.slug] }, onlyDup.headers)).errors).toBeUndefined();
    expect((await t.query(follow, { g: [survivor.slug, duplicate.slug] }, both.headers)).errors).toBeUndefined();

    const res = await t.query(
      `mutation($s: Int!, $d: Int!) { mergeGames(survivorId: $s, duplicateId: $d) { id } }`,
      { s: survivor.id, d: duplicate.id },
      ed(),
    );
    expect(res.errors).toBeUndefined();
    expect((await t.query(follows, {}, onlyDup.headers)).data!.memberFollows.games).toEqual([{ slug: survivor.slug }]);
    expect((await t.query(follows, {}, both.headers)).data!.memberFollows.games).toEqual([{ slug: survivor.slug }]);
  });
});
