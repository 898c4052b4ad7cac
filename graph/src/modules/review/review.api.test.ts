// Structured reviews through graph's API: the scale and its labels, the plain-text rules, which
// articles may carry a review, the filters, and the database's own checks behind them.
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { ArticleStatus } from '../article/article.entity';
import { reviewLabel } from './review-scale';

let t: TestGraph;
let reviewCategory: string;
let news: string;
let gameId: number;
let otherGameId: number;
beforeAll(async () => {
  t = await startTestGraph();
  reviewCategory = (await createCategory(t.graph, { name: 'Review', slug: 'review' })).slug;
  news = (await createCategory(t.graph, { name: 'News', slug: 'news' })).slug;
  gameId = (await t.graph.services().games.create({ name: 'Ironbloom', platforms: ['pc', 'ps5'] })).id;
  otherGameId = (await t.graph.services().games.create({ name: 'Skyward Post', platforms: ['switch'] })).id;
});
afterAll(async () => {
  await t?.close();
});
const ed = () => t.editorHeaders();

const REVIEW_FIELDS = 'review { score label verdict pros cons platformsTested playtimeHours disclosure }';
const create = (input: Record<string, unknown>) =>
  t.query(
    `mutation($input: ArticleInput!) { createArticle(input: $input) { id ${REVIEW_FIELDS} } }`,
    { input: { title: 'A review', content: '<p>x</p>', category: reviewCategory, games: [gameId], ...input } },
    ed(),
  );

describe('the scale', () => {
  it('labels scores by one table of bands', async () => {
    expect([10, 9, 8.5, 7.5, 7, 5, 4.5, 0].map(reviewLabel)).toEqual([
      'Essential',
      'Essential',
      'Recommended',
      'Recommended',
      'Mixed',
      'Mixed',
      'Avoid',
      'Avoid',
    ]);
    const res = await t.query(`{ reviewScale { worst best step bands { min label } } }`);
    expect(res.data!.reviewScale).toMatchObject({
      worst: 0,
      best: 10,
      step: 0.5,
      bands: expect.arrayContaining([{ min: 9, label: 'Essential' }]),
    });
  });
});

describe('reviews', () => {
  it('stores and answers the verdict on single and listed articles', async () => {
    const res = await create({
      status: 'published',
      review: {
        score: 8.5,
        verdict: '  A tense, handsome survival game that respects your time. ',
        pros: ['Gorgeous biomes', ' ', 'Smart crafting'],
        cons: ['Late-game grind'],
        platformsTested: ['PS5'],
        playtimeHours: 32.5,
        disclosure: 'Review code provided by the publisher',
      },
    });
    const expected = {
      score: 8.5,
      label: 'Recommended',
      verdict: 'A tense, handsome survival game that respects your time.',
      pros: ['Gorgeous biomes', 'Smart crafting'],
      cons: ['Late-game grind'],
      platformsTested: ['ps5'],
      playtimeHours: 32.5,
      disclosure: 'Review code provided by the publisher',
    };
    expect(res.data!.createArticle.review).toEqual(expected);
    const id = res.data!.createArticle.id;
    const listed = await t.query(`{ articles(filter: { category: "review" }) { articles { id ${REVIEW_FIELDS} } } }`);
    expect(listed.data!.articles.articles.find((a: { id: number }) => a.id === id).review).toEqual(expected);
    const single = await t.query(`query($id: Int!) { article(id: $id) { ${REVIEW_FIELDS} } }`, { id });
    expect(single.data!.article.review).toEqual(expected);

    const updated = await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { review: { score: 9.5, pros: ["Everything"] } }) { ${REVIEW_FIELDS} } }`,
      { id },
      ed(),
    );
    expect(updated.data!.updateArticle.review).toMatchObject({
      score: 9.5,
      label: 'Essential',
      pros: ['Everything'],
      verdict: null,
    });
    const removed = await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { review: null }) { review { score } } }`,
      { id },
      ed(),
    );
    expect(removed.data!.updateArticle.review).toBeNull();
  });

  it('refuses a bad review naming the field, and leaves nothing behind', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ review: { score: 10.5 } }, 'review.score'],
      [{ review: { score: -1 } }, 'review.score'],
      [{ review: { score: 7.3 } }, 'review.score'],
      [{ review: { score: 7, verdict: 'x'.repeat(601) } }, 'review.verdict'],
      [{ review: { score: 7, verdict: 'Great <b>game</b>' } }, 'review.verdict'],
      [{ review: { score: 7, pros: Array.from({ length: 11 }, (_, i) => `Pro ${i}`) } }, 'review.pros'],
      [{ review: { score: 7, cons: ['<script>alert(1)</script>'] } }, 'review.cons'],
      [{ review: { score: 7, platformsTested: ['dreamcast'] } }, 'review.platformsTested'],
      [{ review: { score: 7, playtimeHours: -2 } }, 'review.playtimeHours'],
      [{ review: { score: 7 }, category: news }, 'review'],
      [{ review: { score: 7 }, games: [] }, 'games'],
    ];
    for (const [input, field] of cases) {
      const res = await create({ title: `Refused ${field}`, ...input });
      expect([input, res.errors?.[0].extensions]).toEqual([input, expect.objectContaining({ code: 'BAD_USER_INPUT', field })]);
    }
    const left = await t.query(`{ adminArticles(filter: { search: "Refused" }) { totalCount } }`, {}, ed());
    expect(left.data!.adminArticles.totalCount).toBe(0);
  });

  it('keeps a review on a review of a game: moving the article or unlinking its game is refused', async () => {
    const { id } = (await create({ review: { score: 6 } })).data!.createArticle;
    const moved = await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { category: "news" }) { id } }`,
      { id },
      ed(),
    );
    expect(moved.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'category' });
    const unlinked = await t.query(`mutation($id: Int!) { updateArticle(id: $id, input: { games: [] }) { id } }`, { id }, ed());
    expect(unlinked.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'games' });
    // The database holds the same rules for writers that skip graph's service.
    await expect(t.graph.services().em.execute(`DELETE FROM article_game WHERE article_id = ?`, [id])).rejects.toThrow(
      /needs the game it reviews/,
    );
    await expect(
      t.graph.services().em.execute(`UPDATE article_review SET score = 7.25 WHERE article_id = ?`, [id]),
    ).rejects.toThrow(/article_review_score_on_scale/);
  });

  it('filters reviews by platform, minimum score and game, counting the same', async () => {
    const high = (await create({ title: 'Ironbloom review', status: 'published', review: { score: 9 } })).data!.createArticle;
    const low = (await create({ title: 'Skyward Post review', status: 'published', games: [otherGameId], review: { score: 4 } }))
      .data!.createArticle;
    await createArticle(t.graph, { category: news, title: 'Ironbloom patch', games: [gameId] });
    await createArticle(t.graph, {
      category: reviewCategory,
      title: 'Draft review',
      games: [gameId],
      status: ArticleStatus.draft,
    });

    const ids = async (filter: string) => {
      const res = await t.query(`{ articles(filter: ${filter}, limit: 100) { totalCount articles { id } } }`);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      const page = res.data!.articles;
      expect(page.totalCount).toBe(page.articles.length);
      return page.articles.map((a: { id: number }) => a.id);
    };
    expect(await ids(`{ category: "review", minScore: 8 }`)).toEqual([high.id]);
    expect(await ids(`{ category: "review", platform: "switch" }`)).toEqual([low.id]);
    expect(await ids(`{ category: "review", minScore: 3, platform: "switch", game: "skyward-post" }`)).toEqual([low.id]);
    expect(await ids(`{ category: "review", minScore: 8, platform: "switch" }`)).toEqual([]);
    const bad = await t.query(`{ articles(filter: { minScore: 11 }) { totalCount } }`);
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'minScore' });
  });

  it('keeps minScore and platform right when the article, its games or their platforms change', async () => {
    const services = t.graph.services();
    const lantern = (await services.games.create({ name: 'Lantern Reach', platforms: ['xbox-one'] })).id;
    const dune = (await services.games.create({ name: 'Dune Relay', platforms: ['vr'] })).id;
    const { id } = (
      await create({ title: 'Lantern Reach review', status: 'published', games: [lantern], review: { score: 8.5 } })
    ).data!.createArticle;
    const found = async (filter: string) => {
      const res = await t.query(`{ articles(filter: ${filter}, limit: 100) { totalCount articles { id } } }`);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      const page = res.data!.articles;
      expect(page.totalCount).toBe(page.articles.length);
      return page.articles.some((a: { id: number }) => a.id === id);
    };
    const update = async (input: string) => {
      const res = await t.query(`mutation($id: Int!) { updateArticle(id: $id, input: ${input}) { id } }`, { id }, ed());
      if (res.errors) throw new Error(JSON.stringify(res.errors));
    };
    expect(await found(`{ category: "review", minScore: 8, platform: "xbox-one" }`)).toBe(true);
    expect(await found(`{ minScore: 8, platform: "vr" }`)).toBe(false);

    await services.games.update(lantern, { platforms: ['vr'] });
    expect(await found(`{ category: "review", minScore: 8, platform: "xbox-one" }`)).toBe(false);
    expect(await found(`{ category: "review", minScore: 8, platform: "vr" }`)).toBe(true);

    await update(`{ games: [${dune}] }`);
    await services.games.update(lantern, { platforms: ['xbox-one'] });
    expect(await found(`{ category: "review", minScore: 8, platform: "xbox-one" }`)).toBe(false);
    expect(await found(`{ category: "review", minScore: 8, platform: "vr", game: "dune-relay" }`)).toBe(true);

    await update(`{ status: draft }`);
    expect(await found(`{ category: "review", minScore: 8 }`)).toBe(false);
    await update(`{ status: published, games: [${dune}, ${lantern}] }`);
    expect(await found(`{ category: "review", minScore: 8, platform: "xbox-one" }`)).toBe(true);
    expect(await found(`{ minScore: 8.5, platform: "vr" }`)).toBe(true);
    expect(await found(`{ minScore: 9, platform: "vr" }`)).toBe(false);
  });

  it('keeps the platform and score totals equal to a recount through links, games, moves and deletes', async () => {
    const services = t.graph.services();
    const em = services.em;
    const counters = async () => ({
      platforms: await em.execute(
        `SELECT platform, category_id, language, n FROM article_count_by_platform WHERE n > 0 ORDER BY 1, 2, 3`,
      ),
      scores: await em.execute(`SELECT platform, score, language, n FROM review_count_by_score WHERE n > 0 ORDER BY 1, 2, 3`),
    });
    const expectRecounted = async () => {
      const kept = await counters();
      await em.execute(`SELECT platform_counts_rebuild()`);
      expect(kept).toEqual(await counters());
    };
    const ember = (await services.games.create({ name: 'Ember Tide', platforms: ['pc'] })).id;
    const frost = (await services.games.create({ name: 'Frost Lane', platforms: ['pc', 'switch'] })).id;
    // Two games sharing a platform linked in one statement count the article once on it.
    const { id } = (
      await create({ title: 'Ember Tide review', status: 'published', games: [ember, frost], review: { score: 7.5 } })
    ).data!.createArticle;
    const patch = await createArticle(t.graph, { category: news, title: 'Frost Lane patch', games: [frost, ember] });
    const onPc = await t.query(
      `{ articles(filter: { platform: "pc", category: "news" }, limit: 100) { totalCount articles { id } } }`,
    );
    expect(onPc.data!.articles.articles.map((a: { id: number }) => a.id)).toContain(patch.id);
    expect(onPc.data!.articles.totalCount).toBe(onPc.data!.articles.articles.length);
    await expectRecounted();

    // Both games' platforms in one statement, a link dropped, a score, a status, a category, a delete.
    await em.execute(
      `UPDATE game SET platforms = CASE id WHEN ? THEN '{ps5}'::text[] ELSE '{ps5,vr}'::text[] END WHERE id IN (?, ?)`,
      [ember, ember, frost],
    );
    await expectRecounted();
    await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { games: [${ember}], review: { score: 9.5 } }) { id } }`,
      { id },
      ed(),
    );
    await expectRecounted();
    // Read from the review rows' own order: the same order as the category's list.
    const order = async (filter: string) =>
      (await t.query(`{ articles(filter: ${filter}, limit: 100) { articles { id review { score } } } }`))
        .data!.articles.articles.filter((a: { review: unknown }) => a.review)
        .map((a: { id: number }) => a.id);
    const byScore = await order(`{ category: "review", minScore: 0 }`);
    expect(byScore.length).toBeGreaterThan(1);
    expect(byScore).toEqual(await order(`{ category: "review" }`));
    // Totals per edition come from the counters too: the review moved to German counts there only,
    // and a statement moving it back while unpublishing it takes it out of the German count.
    const totals = async (language: string) =>
      (
        await t.query(`{
          byScore: articles(filter: { minScore: 0, language: "${language}" }) { totalCount }
          byPlatform: articles(filter: { platform: "ps5", category: "review", language: "${language}" }) { totalCount } }`)
      ).data!;
    const english = await totals('en');
    await em.execute(`INSERT INTO edition (language, name, url_prefix, search_config) VALUES ('de', 'Deutsch', 'de', 'german')`);
    await em.execute(`UPDATE article SET language = 'de' WHERE id = ?`, [id]);
    await expectRecounted();
    expect(await totals('de')).toEqual({ byScore: { totalCount: 1 }, byPlatform: { totalCount: 1 } });
    expect(await totals('en')).toEqual({
      byScore: { totalCount: english.byScore.totalCount - 1 },
      byPlatform: { totalCount: english.byPlatform.totalCount - 1 },
    });
    await em.execute(`UPDATE article SET language = 'en', status = 'draft' WHERE id = ?`, [id]);
    await expectRecounted();
    expect(await totals('de')).toEqual({ byScore: { totalCount: 0 }, byPlatform: { totalCount: 0 } });
    await t.query(`mutation($id: Int!) { updateArticle(id: $id, input: { status: published }) { id } }`, { id }, ed());
    await expectRecounted();
    await t.query(`mutation($id: Int!) { updateArticle(id: $id, input: { status: draft }) { id } }`, { id }, ed());
    await em.execute(`UPDATE article SET category_id = (SELECT id FROM category WHERE slug = ?) WHERE id = ?`, [
      reviewCategory,
      patch.id,
    ]);
    await expectRecounted();
    await em.execute(`DELETE FROM article WHERE id IN (?, ?)`, [id, patch.id]);
    await expectRecounted();
  });
});
