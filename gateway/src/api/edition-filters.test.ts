// Editor mode's views per edition (issue 46 item 6): the calendar, the review queue and Insights take
// `language` on REST, the gateway's /graphql and graph directly, answer only that edition's articles,
// and refuse an unknown one with a 400 naming `language` on every path. Also: what the Translate
// dialog asks before offering "AI draft" (without an OpenAI key it is unavailable, and says why).
import { createCategory, startTestStack, type TestClient, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let admin: TestClient;
let category: string;
const day = '2033-02-14';
const ids: Record<'en' | 'de', { scheduled: number; inReview: number; read: number }> = {
  en: { scheduled: 0, inReview: 0, read: 0 },
  de: { scheduled: 0, inReview: 0, read: 0 },
};
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.editor();
  category = (await createCategory(stack.graph.graph)).slug;
  expect((await admin.post('/api/editions', { language: 'de', name: 'Deutsch', searchConfig: 'german' })).status).toBe(201);
  const create = async (input: Record<string, unknown>) => {
    const made = await admin.post('/api/articles', { content: '<p>Text.</p>', category, ...input });
    expect(made.status).toBe(201);
    return made.body as { id: number; slug: string };
  };
  for (const language of ['en', 'de'] as const) {
    ids[language].scheduled = (
      await create({
        language,
        title: `Scheduled ${language}`,
        status: 'scheduled',
        scheduledFor: `${day}T09:00:00.000Z`,
        embargoUntil: `${day}T08:00:00.000Z`,
      })
    ).id;
    ids[language].inReview = (await create({ language, title: `Review me ${language}`, status: 'draft' })).id;
    const submitted = await stack.graph.query(
      `mutation($id: Int!) { submitArticle(id: $id, note: null) { status } }`,
      { id: ids[language].inReview },
      stack.graph.editorHeaders(),
    );
    expect(submitted.data?.submitArticle.status).toBe('in_review');
    const read = await create({ language, title: `Read ${language}`, status: 'published' });
    ids[language].read = read.id;
    // The German piece is read by three readers, the English one by one.
    const views = Array.from({ length: language === 'de' ? 3 : 1 }, (_, n) => ({
      slug: read.slug,
      day: today,
      visitor: `${language === 'de' ? 'd' : 'e'}${n}`.padStart(32, '0'),
      source: language === 'de' ? 'search' : 'social',
      device: 'desktop',
      hour: 9,
    }));
    const recorded = await stack.graph.query(
      `mutation($v: [ViewInputType!]!) { recordReaderActivity(views: $v, searches: []) { views } }`,
      { v: views },
      stack.graph.gatewayOwnHeaders(),
    );
    expect(recorded.data?.recordReaderActivity.views).toBe(views.length);
  }
  // A stack and a dozen writes: more than the default hook bound on a loaded two-core machine.
}, 120_000);
afterAll(async () => {
  await stack.close();
});

/** The same GraphQL on the gateway's /graphql and on graph directly: both answers' data, or their first error's extensions. */
async function onBothGraphQLPaths(query: string, variables: Record<string, unknown>) {
  const viaGateway = await admin.post('/graphql', { query, variables });
  const viaGraph = await stack.graph.query(query, variables, stack.graph.editorHeaders());
  return [
    { data: viaGateway.body.data, error: viaGateway.body.errors?.[0]?.extensions },
    { data: viaGraph.data, error: viaGraph.errors?.[0]?.extensions },
  ];
}

const CALENDAR = `query($from: String!, $to: String!, $language: String) { calendar(from: $from, to: $to, language: $language) {
  date scheduled { id } embargoLifts { id } } }`;
const QUEUE = `query($language: String) { adminArticles(filter: { status: in_review, language: $language }, limit: 100) {
  articles { id language } } }`;
const OVERVIEW = `query($language: String) { insightsOverview(language: $language) {
  daily { day views visitors } topArticles { articleId } referrers { label count } } }`;

describe('the calendar per edition', () => {
  it("lists only that edition's schedules and embargo lifts on every path", async () => {
    const rest = await admin.get(`/api/calendar?from=${day}&to=${day}&language=de`);
    expect(rest.status).toBe(200);
    expect(rest.body[0].scheduled.map((a: { id: number }) => a.id)).toEqual([ids.de.scheduled]);
    expect(rest.body[0].embargoLifts.map((a: { id: number }) => a.id)).toEqual([ids.de.scheduled]);
    const all = await admin.get(`/api/calendar?from=${day}&to=${day}`);
    expect(all.body[0].scheduled.map((a: { id: number }) => a.id).sort()).toEqual([ids.en.scheduled, ids.de.scheduled].sort());
    for (const answer of await onBothGraphQLPaths(CALENDAR, { from: day, to: day, language: 'de' })) {
      expect(answer.data.calendar[0].scheduled).toEqual([{ id: ids.de.scheduled }]);
    }
  });
});

describe('the review queue per edition', () => {
  it("lists only that edition's articles in review on every path", async () => {
    const rest = await admin.get('/api/admin/articles?status=in_review&language=de');
    expect(rest.status).toBe(200);
    expect(rest.body.map((a: { id: number }) => a.id)).toEqual([ids.de.inReview]);
    for (const answer of await onBothGraphQLPaths(QUEUE, { language: 'de' })) {
      expect(answer.data.adminArticles.articles).toEqual([{ id: ids.de.inReview, language: 'de' }]);
    }
  });
});

describe('Insights per edition', () => {
  it("counts that edition's articles' views, most read and referrers on every path", async () => {
    const rest = await admin.get('/api/analytics/overview?language=de');
    expect(rest.status).toBe(200);
    expect(rest.body.daily.at(-1)).toEqual({ day: today, views: 3, visitors: null });
    expect(rest.body.topArticles.map((a: { articleId: number }) => a.articleId)).toEqual([ids.de.read]);
    expect(rest.body.referrers).toEqual([{ label: 'search', count: 3 }]);
    const site = await admin.get('/api/analytics/overview');
    expect(site.body.daily.at(-1)).toEqual({ day: today, views: 4, visitors: 4 });
    for (const answer of await onBothGraphQLPaths(OVERVIEW, { language: 'de' })) {
      expect(answer.data.insightsOverview.topArticles).toEqual([{ articleId: ids.de.read }]);
      expect(answer.data.insightsOverview.daily.at(-1)).toEqual({ day: today, views: 3, visitors: null });
    }
  });
});

describe('an unknown edition', () => {
  it('is a 400 naming language on REST, /graphql and graph, for each of the three', async () => {
    for (const path of [
      `/api/calendar?from=${day}&to=${day}&language=xx`,
      '/api/admin/articles?status=in_review&language=xx',
      '/api/analytics/overview?language=xx',
    ]) {
      const rest = await admin.get(path);
      expect({ path, status: rest.status }).toEqual({ path, status: 400 });
      expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
    }
    for (const [query, variables] of [
      [CALENDAR, { from: day, to: day, language: 'xx' }],
      [QUEUE, { language: 'xx' }],
      [OVERVIEW, { language: 'xx' }],
    ] as const) {
      for (const answer of await onBothGraphQLPaths(query, variables)) {
        expect(answer.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
      }
    }
  });
});

describe('translation modes', () => {
  it('offers copy, and says why AI drafts are unavailable without an OpenAI key', async () => {
    const rest = await admin.get('/api/translation-modes');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([
      { mode: 'copy', available: true, unavailableReason: null },
      { mode: 'ai', available: false, unavailableReason: expect.stringContaining('OPENAI_API_KEY') },
    ]);
    // The reason is the refusal translateArticle gives.
    const refused = await admin.post(`/api/articles/${ids.en.read}/translations`, { language: 'de', mode: 'ai' });
    expect(refused.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'mode', error: rest.body[1].unavailableReason });
    expect((await stack.client().get('/api/translation-modes')).status).toBe(401);
  });
});
