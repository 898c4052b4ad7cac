// Comment counts on cards and article pages (issue 23) through the gateway's answer and page caches:
// a comment readers can see changes the count graph keeps, whose NOTIFY names the article's key, so
// the cached REST answers (the article and the list carrying its card) and the cached article page
// drop at once; a held comment moves no count and keeps them; comments off shows no count.
import path from 'node:path';
import { createArticle, signInMember, type GraphQLResponse } from '../../../testing/graph';
import { eventually } from '../../../testing/eventually';
import { startTestStack, TestClient, type TestStack, untilCacheListens } from '../../../testing/gateway';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({
    answerCache: true,
    gatewayEnv: { WEB_DIST_DIR: path.resolve(__dirname, '../../../web/dist'), SSR_TIMEOUT_MS: '20000' },
  });
  await untilCacheListens(stack);
});
afterAll(async () => {
  await stack?.close();
});

const ok = (res: GraphQLResponse) => {
  expect(res.errors).toBeUndefined();
  return res.data!;
};

it('refreshes the cached article, its card and its page when a visible comment changes the count', async () => {
  const article = await createArticle(stack.graph.graph, { title: 'Counted comments' });
  await untilCacheListens(stack);
  const reader = new TestClient(stack.baseUrl);
  const read = async () => {
    const alone = await reader.get(`/api/articles/${article.id}`);
    const list = await reader.get('/api/articles?limit=100');
    const page = await fetch(`${stack.baseUrl}/articles/${article.slug}`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    return {
      alone: alone.body.commentCount as number,
      card: (list.body as { id: number; commentCount: number }[]).find((a) => a.id === article.id)!.commentCount,
      page: /(\d+) comments?</.exec(html)?.[1] ?? 'none',
      cached: [
        alone.headers.get('x-savepoint-cache'),
        list.headers.get('x-savepoint-cache'),
        page.headers.get('x-savepoint-cache'),
      ],
    };
  };
  expect(await read()).toMatchObject({ alone: 0, card: 0, page: 'none' });
  expect((await read()).cached).toEqual(['hit', 'hit', 'hit']);

  const { headers } = await signInMember(stack.graph, 'counted@example.com', 'Counted');
  const post = (body: string) =>
    stack.graph.query(
      `mutation($a: Int!, $b: String!) { postComment(articleId: $a, body: $b) { comment { status } } }`,
      {
        a: article.id,
        b: body,
      },
      headers,
    );
  // Held for review: no count moves, the cached answers stay.
  expect(ok(await post('https://a.example https://b.example https://c.example')).postComment.comment.status).toBe('pending');
  expect(await read()).toMatchObject({ alone: 0, card: 0, page: 'none', cached: ['hit', 'hit', 'hit'] });

  expect(ok(await post('First!')).postComment.comment.status).toBe('visible');
  await eventually(async () => {
    const now = await read();
    return now.alone === 1 && now.card === 1 && now.page === '1' ? true : undefined;
  }, 'the new count on the article, its card and its page');

  ok(
    await stack.graph.query(
      `mutation($a: Int!) { setArticleCommentMode(articleId: $a, mode: "off") }`,
      { a: article.id },
      stack.graph.editorHeaders(),
    ),
  );
  await eventually(async () => {
    const now = await read();
    return now.alone === 0 && now.card === 0 && now.page === 'none' ? true : undefined;
  }, 'no count once comments are off');
});
