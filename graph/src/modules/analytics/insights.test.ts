// Insights (issue 24) through graph: views the gateway counts (with their source, device and hour)
// feed the rollups the overview and an article's report read; the range is checked by field, and
// only staff may read them.
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { dayRange } from './insights.service';

let t: TestGraph;
beforeAll(async () => {
  t = await startTestGraph();
});
afterAll(async () => {
  await t?.close();
});

const record = (views: Record<string, unknown>[], searches: Record<string, unknown>[] = []) =>
  t.query(
    `mutation($v: [ViewInputType!]!, $s: [SearchInputType!]!) { recordReaderActivity(views: $v, searches: $s) { views } }`,
    { v: views, s: searches },
    t.gatewayOwnHeaders(),
  );
const visitor = (n: number) => n.toString(16).padStart(32, '0');
const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe('insights', () => {
  let popular: { id: number; slug: string };
  let other: { id: number; slug: string };

  beforeAll(async () => {
    const category = (await createCategory(t.graph)).slug;
    popular = await createArticle(t.graph, { category, title: 'Popular piece' });
    other = await createArticle(t.graph, { category, title: 'Quiet piece' });
    const views = [
      { slug: popular.slug, day: yesterday, visitor: visitor(1), source: 'search', device: 'mobile', hour: 9 },
      { slug: popular.slug, day: today, visitor: visitor(1), source: 'social', device: 'mobile', hour: 8 },
      { slug: popular.slug, day: today, visitor: visitor(2), source: 'search', device: 'desktop', hour: 8 },
      { slug: popular.slug, day: today, visitor: visitor(3), source: 'gamesite.example', device: 'tablet', hour: 10 },
      { slug: other.slug, day: today, visitor: visitor(2), source: 'internal', device: 'desktop', hour: 10 },
    ];
    const res = await record(views, [{ term: 'zelda', day: today, visitor: visitor(1), count: 2 }]);
    expect(res.data!.recordReaderActivity.views).toBe(5);
    // The same reader again that day counts nowhere.
    expect((await record([views[1]])).data!.recordReaderActivity.views).toBe(0);
  });

  it('the overview: daily views and visitors, top articles, referrers, devices and searches', async () => {
    const res = await t.query(
      `query($f: String, $t: String) { insightsOverview(from: $f, to: $t) {
         from to daily { day views visitors } topArticles { articleId title views }
         referrers { label count } devices { label count } searches { label count }
         newsletter { confirmationRate days { day } } } }`,
      { f: yesterday, t: today },
      t.editorHeaders(),
    );
    expect(res.errors).toBeUndefined();
    const o = res.data!.insightsOverview;
    expect(o.daily).toEqual([
      { day: yesterday, views: 1, visitors: 1 },
      { day: today, views: 4, visitors: 3 },
    ]);
    expect(o.topArticles).toEqual([
      { articleId: popular.id, title: 'Popular piece', views: 4 },
      { articleId: other.id, title: 'Quiet piece', views: 1 },
    ]);
    expect(o.referrers).toEqual([
      { label: 'search', count: 2 },
      { label: 'gamesite.example', count: 1 },
      { label: 'internal', count: 1 },
      { label: 'social', count: 1 },
    ]);
    expect(o.devices).toEqual([
      { label: 'desktop', count: 2 },
      { label: 'mobile', count: 2 },
      { label: 'tablet', count: 1 },
    ]);
    expect(o.searches).toEqual([{ label: 'zelda', count: 2 }]);
    expect(o.newsletter.days.map((d: { day: string }) => d.day)).toEqual([yesterday, today]);
  });

  it('searches with no results (marked as readers search) and comments per day once comments exist', async () => {
    const overview = async () => {
      const res = await t.query(
        `query($f: String, $t: String) { insightsOverview(from: $f, to: $t) {
           searches { label count } searchesWithoutResults { label count } comments { day count } } }`,
        { f: yesterday, t: today },
        t.editorHeaders(),
      );
      expect(res.errors).toBeUndefined();
      return res.data!.insightsOverview;
    };
    expect((await overview()).comments).toBeNull();

    // Readers search (graph answers them; the gateway counts the searches, deduplicated per reader).
    const search = async (text: string, filter: Record<string, unknown> = {}) => {
      const res = await t.query(`query($f: ArticleFilter) { articles(filter: $f, limit: 5) { articles { id } } }`, {
        f: { search: text, ...filter },
      });
      expect(res.errors).toBeUndefined();
      return res.data!.articles.articles.length;
    };
    expect(await search('  Xyzzy   Plugh ')).toBe(0);
    expect(await search('popular piece')).toBeGreaterThan(0);
    // Nothing in one category is not "no results" for the publication.
    expect(await search('quiet', { category: 'no-such-category' })).toBe(0);
    await record(
      [],
      [
        { term: 'xyzzy plugh', day: today, visitor: visitor(7), count: 3 },
        { term: 'popular piece', day: today, visitor: visitor(7), count: 1 },
        { term: 'quiet', day: today, visitor: visitor(7), count: 1 },
      ],
    );
    const o = await overview();
    expect(o.searchesWithoutResults).toEqual([{ label: 'xyzzy plugh', count: 3 }]);
    expect(o.searches).toEqual(
      expect.arrayContaining([
        { label: 'popular piece', count: 1 },
        { label: 'xyzzy plugh', count: 3 },
      ]),
    );

    // Comments per day, any status, once there is one.
    const em = t.graph.services().em;
    const [{ id: memberId }] = await em.execute(`INSERT INTO member (email) VALUES ('insights@example.com') RETURNING id`);
    await em.execute(
      `INSERT INTO comment (article_id, member_id, body, status, created_at) VALUES
         (?, ?, 'Yesterday', 'visible', ?::date + interval '23 hours'), (?, ?, 'Today', 'visible', ?::date),
         (?, ?, 'Held today', 'pending', ?::date + interval '1 hour')`,
      [popular.id, memberId, yesterday, popular.id, memberId, today, other.id, memberId, today],
    );
    expect((await overview()).comments).toEqual([
      { day: yesterday, count: 1 },
      { day: today, count: 2 },
    ]);
  });

  it("an article's report: per day, per hour, referrers and hours to half its first week's views", async () => {
    const res = await t.query(
      `query($id: Int!, $f: String) { articleInsights(articleId: $id, from: $f) { views daily { day views } hourly { hour views } referrers { label count } hoursToHalfFirstWeek } }`,
      { id: popular.id, f: yesterday },
      t.editorHeaders(),
    );
    expect(res.errors).toBeUndefined();
    const a = res.data!.articleInsights;
    expect(a.views).toBe(4);
    expect(a.daily).toEqual([
      { day: yesterday, views: 1 },
      { day: today, views: 3 },
    ]);
    expect(a.hourly).toEqual([
      { hour: `${yesterday}T09:00:00.000Z`, views: 1 },
      { hour: `${today}T08:00:00.000Z`, views: 2 },
      { hour: `${today}T10:00:00.000Z`, views: 1 },
    ]);
    expect(a.referrers[0]).toEqual({ label: 'search', count: 2 });
    expect(typeof a.hoursToHalfFirstWeek === 'number' || a.hoursToHalfFirstWeek === null).toBe(true);
  });

  it('the newsletter: sign-ups, confirmations and unsubscribes per day, subscribers at each day’s end, rates', async () => {
    const at = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00Z`;
    await t.graph.services().em.execute(
      `INSERT INTO subscriber (email, status, created_at, confirmed_at, unsubscribed_at) VALUES
         ('old@example.com', 'confirmed', '2020-01-01T00:00:00Z', '2020-01-01T01:00:00Z', NULL),
         ('a@example.com', 'unsubscribed', ?, ?, ?),
         ('b@example.com', 'confirmed', ?, ?, NULL),
         ('c@example.com', 'pending', ?, NULL, NULL)`,
      [at(yesterday, 1), at(yesterday, 2), at(today, 0), at(yesterday, 3), at(today, 0), at(today, 0)],
    );
    const res = await t.query(
      `query($f: String, $t: String) { insightsOverview(from: $f, to: $t) { newsletter {
         confirmationRate unsubscribeRate days { day subscribed confirmed unsubscribed total } } } }`,
      { f: yesterday, t: today },
      t.editorHeaders(),
    );
    expect(res.data!.insightsOverview.newsletter).toEqual({
      confirmationRate: 2 / 3,
      unsubscribeRate: 1 / 3,
      days: [
        { day: yesterday, subscribed: 2, confirmed: 1, unsubscribed: 0, total: 2 },
        { day: today, subscribed: 1, confirmed: 1, unsubscribed: 1, total: 2 },
      ],
    });
  });

  it('refuses a bad range by field, and readers', async () => {
    const bad = await t.query(`{ insightsOverview(from: "2026-02-30") { from } }`, {}, t.editorHeaders());
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
    const backwards = await t.query(`{ insightsOverview(from: "2026-03-02", to: "2026-03-01") { from } }`, {}, t.editorHeaders());
    expect(backwards.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
    const reader = await t.query(`{ insightsOverview { from } }`, {}, t.gatewayHeaders());
    expect(reader.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const badSource = await record([{ slug: popular.slug, day: today, visitor: visitor(9), source: 'Not A Domain!' }]);
    expect(badSource.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'views' });
  });

  it.each(['abc', '0', '', '2026-13-01', '99999-01-01'])('refuses to: %j with a 400 naming to, on both reports', async (to) => {
    for (const document of [
      `query($to: String) { insightsOverview(to: $to) { from } }`,
      `query($to: String) { articleInsights(articleId: ${popular.id}, to: $to) { from } }`,
    ]) {
      const res = await t.query(document, { to }, t.editorHeaders());
      expect(res.errors?.[0]).toMatchObject({
        message: 'to must be a date, YYYY-MM-DD',
        extensions: { code: 'BAD_USER_INPUT', field: 'to' },
      });
    }
  });

  it('defaults to the last 30 days', () => {
    expect(dayRange(null, null, new Date('2026-03-31T12:00:00Z'))).toEqual({ from: '2026-03-02', to: '2026-03-31' });
  });
});
