// Notes on drafts (issue 24) over REST with the worker running: staff write, reply, resolve and
// delete notes; an @mention mails that staff member; and a note's text is on no public surface, not
// the preview link, the published page, the API, feeds, sitemaps, search or a webhook delivery.
import path from 'node:path';
import { eventually } from '../../../testing/eventually';
import { createCategory, startTestStack, type TestClient, type TestStack } from '../../../testing/gateway';
import { startTestSmtp, startWebhookReceiver, type TestSmtp, type TestWebhookReceiver } from '../../../testing/mail';

let smtp: TestSmtp;
let receiver: TestWebhookReceiver;
let stack: TestStack;
let admin: TestClient;
let category: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  receiver = await startWebhookReceiver();
  // The real web build: the preview and article pages are server-rendered.
  stack = await startTestStack({
    worker: true,
    graph: { smtpUrl: smtp.url },
    gatewayEnv: { WEB_DIST_DIR: path.resolve(__dirname, '../../../web/dist') },
  });
  admin = await stack.editor();
  category = (await createCategory(stack.graph.graph, { name: 'News', slug: 'news' })).slug;
  const user = await admin.post('/api/users', {
    username: 'mira',
    password: 'a long enough password',
    role: 'editor',
    displayName: 'Mira',
    email: 'mira@savepoint.example',
  });
  expect(user.status).toBe(201);
  expect(user.body.email).toBe('mira@savepoint.example');
});
afterAll(async () => {
  await stack?.close();
  await receiver?.close();
  await smtp?.close();
});

const SECRET = 'Xylophage-note-7731';

it('staff write, reply to, resolve and delete notes; a mention mails the staff member', async () => {
  const draft = await admin.post('/api/articles', {
    title: 'Noted over REST',
    content: '<p>The patch lands Friday.</p>',
    category,
  });
  const id = draft.body.id as number;
  const note = await admin.post(`/api/articles/${id}/notes`, { body: '@mira can you confirm Friday?', quote: 'lands Friday' });
  expect(note.status).toBe(201);
  expect(note.body).toMatchObject({ mentions: ['mira'], anchor: { quote: 'lands Friday', textGone: false }, resolved: false });
  const mail = await eventually(
    async () => smtp.messages.find((m) => m.subject === 'You were mentioned in a note on Noted over REST'),
    'the mention mail',
  );
  expect((mail.to as { text: string }).text).toBe('mira@savepoint.example');
  expect(mail.text).toContain('@mira can you confirm Friday?');

  const reply = await admin.post(`/api/articles/${id}/notes`, { body: 'Confirmed.', parentId: note.body.id });
  expect(reply.status).toBe(201);
  expect((await admin.put(`/api/notes/${note.body.id}`, { resolved: true })).body.resolved).toBe(true);
  expect((await admin.post(`/api/articles/${id}/notes`, {})).body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'body' });
  const listed = await admin.get(`/api/articles/${id}/notes`);
  expect(listed.body.map((n: { body: string }) => n.body)).toEqual(['@mira can you confirm Friday?', 'Confirmed.']);
  expect((await admin.delete(`/api/notes/${note.body.id}`)).body).toEqual({ message: 'Note deleted' });
  expect((await admin.get(`/api/articles/${id}/notes`)).body).toEqual([]);
  expect((await stack.client().get(`/api/articles/${id}/notes`)).status).toBe(401);
});

it('a note is on no public surface: preview link, page, API, feeds, sitemaps, search or webhook', async () => {
  const hook = await admin.post('/api/webhooks', { url: receiver.url, events: ['article.published', 'article.updated'] });
  expect(hook.status).toBe(201);
  const draft = await admin.post('/api/articles', { title: 'Quietly noted', content: '<p>Public words only.</p>', category });
  const id = draft.body.id as number;
  expect((await admin.post(`/api/articles/${id}/notes`, { body: `Internal: ${SECRET}` })).status).toBe(201);

  const reader = stack.client();
  const link = await admin.post(`/api/articles/${id}/preview-link`);
  const token = String(link.body.url).split('/').pop();
  const surfaces: string[] = [];
  const look = async (path: string, accept = 'application/json') => {
    const res = await reader.get(path, { headers: { accept } });
    expect([path, res.status]).toEqual([path, 200]);
    surfaces.push(res.text);
  };
  await look(`/api/preview/${token}`);
  await look(`/preview/${token}`, 'text/html');

  expect((await admin.put(`/api/articles/${id}`, { status: 'published' })).status).toBe(200);
  await look(`/api/articles/${id}`);
  await look(`/articles/${draft.body.slug}`, 'text/html');
  for (const path of ['/api/articles', '/rss.xml', '/sitemap-articles-1.xml', '/sitemap-news.xml', '/api/search?q=xylophage'])
    await look(path);
  const delivery = await eventually(
    async () => receiver.received.find((r) => r.body.includes('"article.published"') && r.body.includes('Quietly noted')),
    'the webhook delivery',
  );
  surfaces.push(delivery.body);
  expect(surfaces.some((text) => text.includes('Quietly noted') || text.includes(draft.body.slug))).toBe(true);
  for (const text of surfaces) expect(text).not.toContain(SECRET);
});
