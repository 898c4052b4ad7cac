// Every public list answers one edition (issue 46 items 5 and 7, ADR 0052), through the gateway: the
// REST API (the spec's default-edition URLs hold no German article; `?language=de` only German) and
// the gateway's /graphql alike, with the dashboard's list still spanning every edition for editors.
import { createArticle, createCategory, startTestStack, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let category: string;
let germanDraft: number;

beforeAll(async () => {
  stack = await startTestStack();
  const editor = await stack.editor();
  expect((await editor.post('/api/editions', { language: 'de', name: 'Deutsch', searchConfig: 'german' })).status).toBe(201);
  category = (await createCategory(stack.graph.graph, { name: 'Scope News', slug: 'scope-news' })).slug;
  const add = (language: string, title: string, extra: Record<string, unknown> = {}) =>
    createArticle(stack.graph.graph, { category, language, title, content: `<p>${title}</p>`, ...extra });
  await add('en', 'Tidebreaker launch date', { featured: true });
  await add('de', 'Tidebreaker Erscheinungstermin', { featured: true });
  germanDraft = (await add('de', 'Tidebreaker Entwurf', { status: 'draft' })).id;
});
afterAll(async () => {
  await stack?.close();
});

const languagesOf = (body: unknown) => [...new Set((body as { language: string }[]).map((a) => a.language))];

describe('REST', () => {
  it('answers the default edition at the spec’s URLs and one edition with ?language=', async () => {
    const reader = stack.client();
    for (const path of [
      '/api/articles',
      `/api/articles/category/${category}`,
      '/api/featured-articles',
      '/api/search?q=Tidebreaker',
    ]) {
      const english = await reader.get(path);
      expect(english.status).toBe(200);
      expect(languagesOf(english.body)).toEqual(['en']);
      const german = await reader.get(`${path}${path.includes('?') ? '&' : '?'}language=de`);
      expect(german.status).toBe(200);
      expect(languagesOf(german.body)).toEqual(['de']);
    }
    const set = (await reader.get('/api/featured-articles/route/homepage?language=de')).body as {
      sidebarArticles: { language: string }[];
    };
    expect(languagesOf(set.sidebarArticles)).toEqual(['de']);
  });

  it('refuses an unknown language with a 400 naming it', async () => {
    for (const path of [
      '/api/articles?language=xx',
      `/api/articles/category/${category}?language=xx`,
      '/api/articles/most-read?language=xx',
      '/api/featured-articles?language=xx',
      '/api/master-featured-article?language=xx',
      '/api/search?q=Tidebreaker&language=xx',
    ]) {
      const res = await stack.client().get(path);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
    }
  });

  it("lets an editor find a German draft in the dashboard's list", async () => {
    const editor = await stack.editor();
    const all = await editor.get(`/api/admin/articles?category=${category}`);
    expect(all.status).toBe(200);
    expect((all.body as { id: number }[]).map((a) => a.id)).toContain(germanDraft);
    expect(languagesOf(all.body).sort()).toEqual(['de', 'en']);
  });
});

describe("the gateway's /graphql", () => {
  it('answers the default edition without language and never mixes editions in a search', async () => {
    const reader = stack.client();
    const res = await reader.post('/graphql', {
      query: `{ articles { articles { language } } search(query: "Tidebreaker") { language } featuredArticles { language } }`,
    });
    expect(res.status).toBe(200);
    const data = (res.body as { data: Record<string, unknown> }).data;
    expect(languagesOf((data.articles as { articles: unknown }).articles)).toEqual(['en']);
    expect(languagesOf(data.search)).toEqual(['en']);
    expect(languagesOf(data.featuredArticles)).toEqual(['en']);
    const german = await reader.post('/graphql', {
      query: `{ articles(filter: { language: "de" }) { articles { language } } search(query: "Tidebreaker", language: "de") { language } }`,
    });
    const germanData = (german.body as { data: Record<string, unknown> }).data;
    expect(languagesOf((germanData.articles as { articles: unknown }).articles)).toEqual(['de']);
    expect(languagesOf(germanData.search)).toEqual(['de']);
  });

  it("lets an editor's session find the German draft in adminArticles", async () => {
    const editor = await stack.editor();
    const res = await editor.post('/graphql', { query: `{ adminArticles(limit: 100) { articles { id } } }` });
    expect(res.status).toBe(200);
    const ids = (res.body as { data: { adminArticles: { articles: { id: number }[] } } }).data.adminArticles.articles;
    expect(ids.map((a) => a.id)).toContain(germanDraft);
  });
});
