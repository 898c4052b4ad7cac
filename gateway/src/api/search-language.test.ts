// Search per language on every path (issue 46 item 5, ADR 0050): REST /api/search and
// /api/articles?search=, the gateway's /graphql and graph directly take `language`, answer one
// edition only, and refuse an unknown one with a 400 naming `language`.
import { createArticle, createCategory, startTestStack, TestClient, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let reader: TestClient;

beforeAll(async () => {
  stack = await startTestStack();
  const admin = await stack.editor();
  reader = stack.client();
  expect((await admin.post('/api/editions', { language: 'ja', name: '日本語', searchConfig: 'simple' })).status).toBe(201);
  expect((await admin.post('/api/editions', { language: 'de', name: 'Deutsch', searchConfig: 'german' })).status).toBe(201);
  const news = (await createCategory(stack.graph.graph, { name: 'News', slug: 'news' })).slug;
  await createArticle(stack.graph.graph, { title: 'ゼルダの伝説の新作', category: news, language: 'ja' });
  await createArticle(stack.graph.graph, { title: 'Ironbloom spielt groß auf', category: news, language: 'de' });
  await createArticle(stack.graph.graph, { title: 'Spielen is not an English word', category: news });
});
afterAll(async () => {
  await stack.close();
});

const SEARCH = `query($q: String!, $l: String) { search(query: $q, language: $l) { title language } }`;

it('searches one edition with its configuration on REST, /graphql and graph', async () => {
  const ja = await reader.get(`/api/search?q=${encodeURIComponent('ゼルダ')}&language=ja`);
  expect(ja.status).toBe(200);
  expect(ja.body.map((a: { title: string; language: string }) => [a.language, a.title])).toEqual([['ja', 'ゼルダの伝説の新作']]);
  const de = await reader.get('/api/articles?search=Spielen&language=de');
  expect(de.body.map((a: { title: string }) => a.title)).toEqual(['Ironbloom spielt groß auf']);
  const viaGateway = await reader.post('/graphql', { query: SEARCH, variables: { q: 'Spielen', l: 'de' } });
  expect(viaGateway.body.data.search).toEqual([{ title: 'Ironbloom spielt groß auf', language: 'de' }]);
  const viaGraph = await stack.graph.query(SEARCH, { q: 'ゼルダ', l: 'ja' });
  expect(viaGraph.data!.search).toEqual([{ title: 'ゼルダの伝説の新作', language: 'ja' }]);
});

it('answers an unknown language with a 400 naming language on every path', async () => {
  for (const path of ['/api/search?q=zelda&language=xx', '/api/articles?search=zelda&language=xx']) {
    const res = await reader.get(path);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
  }
  const viaGateway = await reader.post('/graphql', { query: SEARCH, variables: { q: 'zelda', l: 'xx' } });
  expect(viaGateway.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
  const viaGraph = await stack.graph.query(SEARCH, { q: 'zelda', l: 'xx' });
  expect(viaGraph.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
});
