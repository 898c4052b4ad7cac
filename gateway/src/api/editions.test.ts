// Editions and translations over REST, the gateway's /graphql and graph directly (issue 46): the
// editions list, admins' writes, `language` on every article shape, and translating an article with
// its refusals (unknown language 400, own language 400, a second translation 409) on each path.
import { createArticle, createCategory, startTestStack, TestClient, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let admin: TestClient;
let reader: TestClient;
let news: string;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.editor();
  reader = stack.client();
  news = (await createCategory(stack.graph.graph, { name: 'News', slug: 'news' })).slug;
});
afterAll(async () => {
  await stack.close();
});

const TRANSLATE = `mutation($id: Int!, $l: String!) { translateArticle(id: $id, language: $l, mode: copy) { id language } }`;

describe('editions over REST', () => {
  it('lists the editions to readers and lets admins add and change them', async () => {
    const added = await admin.post('/api/editions', { language: 'de', name: 'Deutsch', searchConfig: 'german' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      language: 'de',
      name: 'Deutsch',
      urlPrefix: 'de',
      searchConfig: 'german',
      direction: 'ltr',
      isDefault: false,
      formerPrefixes: [],
    });
    const bad = await admin.post('/api/editions', { language: 'fr', name: 'Français', searchConfig: 'klingon' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'searchConfig' });
    const renamed = await admin.put('/api/editions/de', { name: 'Deutsche Ausgabe' });
    expect(renamed.body).toMatchObject({ language: 'de', name: 'Deutsche Ausgabe' });
    const list = await reader.get('/api/editions');
    expect(list.status).toBe(200);
    expect(list.body.map((e: { language: string; urlPrefix: string | null }) => [e.language, e.urlPrefix])).toEqual([
      ['en', null],
      ['de', 'de'],
    ]);
    expect((await reader.post('/api/editions', { language: 'it', name: 'Italiano' })).status).toBe(401);
  });
});

describe('translations', () => {
  it('makes a linked draft (201) and refuses bad languages alike on REST, /graphql and graph', async () => {
    const source = await createArticle(stack.graph.graph, { title: 'Patch day', category: news });
    const made = await admin.post(`/api/articles/${source.id}/translations`, { language: 'de', mode: 'copy' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ language: 'de', status: 'draft', title: 'Patch day', category: 'news' });

    const staffView = await admin.get(`/api/articles/${source.id}/translations`);
    expect(staffView.body).toEqual({
      id: source.id,
      language: 'en',
      translations: [{ id: made.body.id, language: 'de', slug: made.body.slug, title: 'Patch day', status: 'draft' }],
    });
    // Readers see published translations only.
    expect((await reader.get(`/api/articles/${source.id}/translations`)).body.translations).toEqual([]);
    expect((await reader.get(`/api/articles/${source.id}`)).body.language).toBe('en');

    const other = await createArticle(stack.graph.graph, { title: 'Another', category: news });
    for (const [language, status, code] of [
      ['xx', 400, 'BAD_USER_INPUT'],
      ['en', 400, 'BAD_USER_INPUT'],
    ] as const) {
      const rest = await admin.post(`/api/articles/${other.id}/translations`, { language });
      expect(rest.status).toBe(status);
      expect(rest.body).toMatchObject({ code, field: 'language' });
      const viaGateway = await admin.post('/graphql', { query: TRANSLATE, variables: { id: other.id, l: language } });
      expect(viaGateway.body.errors[0].extensions).toMatchObject({ code, field: 'language' });
      const viaGraph = await stack.graph.query(TRANSLATE, { id: other.id, l: language }, stack.graph.editorHeaders());
      expect(viaGraph.errors?.[0].extensions).toMatchObject({ code, field: 'language' });
    }
    const again = await admin.post(`/api/articles/${source.id}/translations`, { language: 'de' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', field: 'language' });
    const againGateway = await admin.post('/graphql', { query: TRANSLATE, variables: { id: source.id, l: 'de' } });
    expect(againGateway.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT' });
    const againGraph = await stack.graph.query(TRANSLATE, { id: source.id, l: 'de' }, stack.graph.editorHeaders());
    expect(againGraph.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'language' });
    expect((await admin.post(`/api/articles/${source.id}/translations`, {})).body).toMatchObject({ field: 'language' });
  });

  it('takes language on create and update', async () => {
    const created = await admin.post('/api/articles', {
      title: 'Hallo Welt',
      content: '<p>x</p>',
      category: news,
      language: 'de',
    });
    expect(created.status).toBe(201);
    expect(created.body.language).toBe('de');
    const german = await admin.get('/api/admin/articles?language=de');
    expect(german.body.map((a: { language: string }) => a.language)).toEqual(german.body.map(() => 'de'));
    expect(german.body.map((a: { title: string }) => a.title)).toContain('Hallo Welt');
    expect((await reader.get('/api/articles?language=xx')).body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
    const unknown = await admin.put(`/api/articles/${created.body.id}`, { language: 'tlh' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
  });
});
