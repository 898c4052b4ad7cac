// An editor's /graphql requests and the readers' cache: reads (the Webhooks and Mailbox tabs poll
// every 5 s) leave it alone; a write is seen by the next reader of this gateway at once. Which
// request may have changed content is graph's word (CONTENT_WRITE_HEADER), never the request text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_WRITE_HEADER } from '@savepoint/content-cache';
import { createArticle, createCategory, startTestStack, type TestStack, untilCacheListens } from '../../../testing/gateway';

let stack: TestStack;
let slug: string;
let articleId: number;

beforeAll(async () => {
  stack = await startTestStack({
    answerCache: true,
    gatewayEnv: { WEB_DIST_DIR: path.resolve(__dirname, '../../../web/dist'), SSR_TIMEOUT_MS: '20000' },
  });
  const category = await createCategory(stack.graph.graph, { name: 'News', slug: 'news' });
  const article = await createArticle(stack.graph.graph, { title: 'Before the edit', category: category.slug });
  slug = article.slug;
  articleId = article.id;
  await untilCacheListens(stack);
});
afterAll(async () => {
  await stack.close();
});

/** The documents the back office's tabs send: the Webhooks tab's own, and the shared Mailbox operation. */
const AUDIENCE_DOCUMENT = readFileSync(path.resolve(__dirname, '../../../web/src/features/audience/audience.graphql'), 'utf8');
const MAILBOX_DOCUMENT = readFileSync(path.resolve(__dirname, '../../../operations/newsletter/mailbox.graphql'), 'utf8');
const tabPolls = [
  { query: AUDIENCE_DOCUMENT, operationName: 'AdminWebhooks' },
  { query: MAILBOX_DOCUMENT, operationName: 'Mailbox', variables: { limit: 100 } },
];

it("an editor polling the Webhooks and Mailbox tabs leaves readers' cached pages cached", async () => {
  const home = await stack.client().get('/', { headers: { accept: 'text/html' } });
  expect(home.status).toBe(200);
  const api = await stack.client().get('/api/articles?limit=12');
  expect(api.status).toBe(200);
  const page = stack.gateway.cache.get('/');
  const answer = stack.gateway.cache.get('/api/articles?limit=12');
  expect(page && answer).toBeDefined();

  const editor = await stack.editor();
  for (let poll = 0; poll < 3; poll += 1) {
    for (const body of tabPolls) {
      const res = await editor.post('/graphql', body);
      expect({ status: res.status, errors: res.body.errors }).toEqual({ status: 200, errors: undefined });
    }
  }
  expect(stack.gateway.cache.get('/')).toBe(page);
  expect(stack.gateway.cache.get('/api/articles?limit=12')).toBe(answer);
});

it("an editor's write through /graphql is what the next reader of this gateway gets", async () => {
  const before = await stack.client().get(`/api/articles/slug/${slug}`);
  expect(before.body.title).toBe('Before the edit');
  expect(stack.gateway.cache.get(`/api/articles/slug/${slug}`)).toBeDefined();
  const editor = await stack.editor();
  const edit = await editor.post('/graphql', {
    query: 'mutation ($id: Int!) { updateArticle(id: $id, input: { title: "After the edit" }) { title } }',
    variables: { id: articleId },
  });
  expect(edit.body.data.updateArticle.title).toBe('After the edit');
  expect(stack.gateway.cache.get(`/api/articles/slug/${slug}`)).toBeUndefined();
  expect((await stack.client().get(`/api/articles/slug/${slug}`)).body.title).toBe('After the edit');
});

it("graph marks editors' mutations as possible content writes, and nothing else", async () => {
  const ask = async (query: string, headers: Record<string, string>) => {
    const response = await fetch(stack.graph.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });
    await response.arrayBuffer();
    return response.headers.get(CONTENT_WRITE_HEADER);
  };
  const editor = stack.graph.editorHeaders();
  expect(await ask('{ webhooks { id } }', editor)).toBeNull();
  expect(await ask('{ categories { id } }', {})).toBeNull();
  expect(await ask('mutation { createTag(input: { name: "Marked write" }) { id } }', editor)).toBe('1');
});
