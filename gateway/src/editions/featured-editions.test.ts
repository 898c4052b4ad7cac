// A route's main featured slot is one per edition (issue 46, ADR 0053), through the gateway: REST
// (`?language=` on the slot's PATCH and on the reader's featured set) and the gateway's /graphql
// answer as graph does, staff-only writes stay staff-only, and an English story can't lead a
// German page.
import { createArticle, createCategory, startTestStack, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let english: number;
let german: number;

beforeAll(async () => {
  stack = await startTestStack();
  const editor = await stack.editor();
  expect((await editor.post('/api/editions', { language: 'de', name: 'Deutsch', searchConfig: 'german' })).status).toBe(201);
  const category = (await createCategory(stack.graph.graph, { name: 'Reviews', slug: 'review' })).slug;
  english = (await createArticle(stack.graph.graph, { category, title: 'Tidebreaker review' })).id;
  german = (await createArticle(stack.graph.graph, { category, language: 'de', title: 'Tidebreaker im Test' })).id;
});
afterAll(async () => {
  await stack?.close();
});

const mainOf = (body: unknown) => (body as { mainFeatured: { id: number } | null }).mainFeatured?.id ?? null;

describe('REST', () => {
  it("sets the German main slot beside the English one; each edition's readers get their own", async () => {
    const editor = await stack.editor();
    expect((await editor.patch(`/api/articles/${english}/main-featured/review`)).status).toBe(200);
    const set = await editor.patch(`/api/articles/${german}/main-featured/review?language=de`);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: german, mainFeaturedRoutes: ['review'] });

    const reader = stack.client();
    expect(mainOf((await reader.get('/api/featured-articles/route/review')).body)).toBe(english);
    expect(mainOf((await reader.get('/api/featured-articles/route/review?language=de')).body)).toBe(german);
    expect(mainOf((await reader.get('/api/featured-articles/review?language=de')).body)).toBe(german);
    expect((await reader.get(`/api/articles/${english}`)).body.mainFeaturedRoutes).toEqual(['review']);
  });

  it("refuses another edition's article with a 400 naming language, and readers can't set a slot", async () => {
    const editor = await stack.editor();
    for (const path of [
      `/api/articles/${english}/main-featured/review?language=de`,
      `/api/articles/${german}/main-featured/review`,
      `/api/articles/${german}/main-featured/review?language=xx`,
    ]) {
      const res = await editor.patch(path);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
    }
    expect((await stack.client().patch(`/api/articles/${german}/main-featured/review?language=de`)).status).toBe(401);
    expect(mainOf((await stack.client().get('/api/featured-articles/route/review?language=de')).body)).toBe(german);
  });
});

describe("the gateway's /graphql", () => {
  it('sets and reads one edition’s main slot, staff only, with the same rule', async () => {
    const editor = await stack.editor();
    const replacement = (await createArticle(stack.graph.graph, { category: 'review', language: 'de', title: 'Zweiter Test' }))
      .id;
    const setMain = `mutation($id: Int!, $language: String) { setMainFeatured(id: $id, route: review, language: $language) { id } }`;
    const set = await editor.post('/graphql', { query: setMain, variables: { id: replacement, language: 'de' } });
    expect(set.body).toEqual({ data: { setMainFeatured: { id: replacement } } });
    const wrong = await editor.post('/graphql', { query: setMain, variables: { id: english, language: 'de' } });
    expect(wrong.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
    const anonymous = await stack.client().post('/graphql', { query: setMain, variables: { id: german, language: 'de' } });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const read = await stack.client().post('/graphql', {
      query: `{ en: featuredSetForRoute(route: review) { mainFeatured { id } }
                de: featuredSetForRoute(route: review, language: "de") { mainFeatured { id } } }`,
    });
    expect(read.body.data).toEqual({ en: { mainFeatured: { id: english } }, de: { mainFeatured: { id: replacement } } });
    const assignments = await editor.post('/graphql', {
      query: `{ mainFeaturedAssignments(language: "de") { route language article { id } } }`,
    });
    expect(assignments.body.data.mainFeaturedAssignments).toEqual([
      { route: 'review', language: 'de', article: { id: replacement } },
    ]);
  });
});
