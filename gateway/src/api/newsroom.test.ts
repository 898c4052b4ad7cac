// Review before publishing (issue 24) over REST and the browser's /graphql against a real graph: the
// review queue, submit / request changes / approve, 403 for a contributor approving on every path,
// 409 naming the status, and an article in review on no public surface.
import { createCategory, startTestStack, type TestClient, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let admin: TestClient;
let contributor: TestClient;
let reader: TestClient;
let category: string;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.editor();
  reader = stack.client();
  category = (await createCategory(stack.graph.graph, { name: 'News', slug: 'news' })).slug;
  const password = 'a long enough password';
  expect((await admin.post('/api/users', { username: 'nell', password, role: 'contributor', displayName: 'Nell' })).status).toBe(
    201,
  );
  contributor = stack.client();
  expect((await contributor.post('/api/auth/login', { username: 'nell', password })).status).toBe(200);
});
afterAll(async () => {
  await stack.close();
});

describe('the review workflow over REST', () => {
  let id: number;
  let slug: string;

  it('a contributor submits a draft: it joins the review queue and stays off every public surface', async () => {
    const draft = await contributor.post('/api/articles', {
      title: 'Quillfeather in review',
      content: '<p>Words.</p>',
      category,
    });
    expect(draft.status).toBe(201);
    ({ id, slug } = draft.body);
    const submitted = await contributor.post(`/api/articles/${id}/submit`, { note: 'Please check the quotes.' });
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('in_review');

    const queue = await admin.get('/api/admin/articles?status=in_review&includeCount=true');
    expect(queue.body.totalCount).toBe(1);
    expect(queue.body.articles.map((a: { id: number }) => a.id)).toEqual([id]);
    for (const path of [
      '/api/articles',
      '/api/search?q=quillfeather',
      '/rss.xml',
      '/sitemap-articles-1.xml',
      '/sitemap-news.xml',
    ]) {
      const res = await reader.get(path);
      expect([path, res.status, res.text.includes(slug)]).toEqual([path, 200, false]);
    }
    expect((await reader.get(`/api/articles/${id}`)).status).toBe(404);
    expect((await reader.get(`/api/articles/${id}/review`)).status).toBe(401);
  });

  it('a contributor approving is 403 on REST and /graphql; submitting again is 409 naming the status', async () => {
    const rest = await contributor.post(`/api/articles/${id}/approve`, { publish: 'now' });
    expect(rest.status).toBe(403);
    expect(rest.body.code).toBe('FORBIDDEN');
    const viaGraphql = await contributor.post('/graphql', {
      query: 'mutation($id: Int!) { approveArticle(id: $id, input: { publish: now }) { id } }',
      variables: { id },
    });
    expect(viaGraphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await contributor.post(`/api/articles/${id}/request-changes`, { note: 'x' })).status).toBe(403);
    const again = await admin.post(`/api/articles/${id}/submit`, {});
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Only drafts can be submitted for review; this article is in review.');
  });

  it('bad input names the field and changes nothing', async () => {
    const noNote = await admin.post(`/api/articles/${id}/request-changes`, {});
    expect(noNote.status).toBe(400);
    expect(noNote.body.field).toBe('note');
    const badMode = await admin.post(`/api/articles/${id}/approve`, { publish: 'later' });
    expect(badMode.status).toBe(400);
    expect(badMode.body.field).toBe('publish');
    expect((await admin.get(`/api/articles/${id}`)).body.status).toBe('in_review');
  });

  it('an editor sends it back with a note the writer reads, then approves the resubmission for a time', async () => {
    const back = await admin.post(`/api/articles/${id}/request-changes`, { note: 'Cite the patch notes.' });
    expect(back.status).toBe(200);
    expect(back.body.status).toBe('draft');
    const review = await contributor.get(`/api/articles/${id}/review`);
    expect(review.status).toBe(200);
    expect(review.body).toMatchObject({
      changesRequested: 'Cite the patch notes.',
      lastReviewed: { title: 'Quillfeather in review' },
    });

    expect((await contributor.put(`/api/articles/${id}`, { content: '<p>Words, cited.</p>' })).status).toBe(200);
    expect((await contributor.post(`/api/articles/${id}/submit`, {})).status).toBe(200);
    const at = new Date(Math.ceil((Date.now() + 3 * 3600_000) / 60_000) * 60_000).toISOString();
    const approved = await admin.post(`/api/articles/${id}/approve`, { publish: 'schedule', scheduledFor: at });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'scheduled', scheduledFor: at });
    const log = await admin.get('/api/activity?limit=5');
    expect(log.body.slice(0, 3).map((e: { action: string }) => e.action)).toEqual([
      'articleScheduled',
      'articleApproved',
      'articleSubmitted',
    ]);
  });

  it('approving a draft that was never submitted is 409 naming its status', async () => {
    const draft = await admin.post('/api/articles', { title: 'Not submitted', content: '<p>x</p>', category });
    const res = await admin.post(`/api/articles/${draft.body.id}/approve`, { publish: 'now' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/^Only articles in review can be approved; this article is draft\./);
  });
});
