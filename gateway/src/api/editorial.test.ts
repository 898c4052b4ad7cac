// Issue 12 over REST and the browser's /graphql, against a real graph: roles, users, password change,
// revisions, preview links, slugs that never break and the activity log.
import path from 'node:path';
import { createCategory, startTestStack, TestClient, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let admin: TestClient;
let category: string;

beforeAll(async () => {
  // The real web build: old article links answer 301 from the server renderer.
  stack = await startTestStack({ gatewayEnv: { WEB_DIST_DIR: path.resolve(__dirname, '../../../web/dist') } });
  admin = await stack.editor();
  category = (await createCategory(stack.graph.graph, { name: 'News', slug: 'news' })).slug;
});
afterAll(async () => {
  await stack.close();
});

async function staffClient(username: string, role: string, password = 'a long enough password'): Promise<TestClient> {
  const created = await admin.post('/api/users', { username, password, role, displayName: username.toUpperCase() });
  expect(created.status).toBe(201);
  const client = stack.client();
  expect((await client.post('/api/auth/login', { username, password })).status).toBe(200);
  return client;
}

describe('roles on every path', () => {
  it('a contributor writes drafts but cannot publish or delete, on REST and on /graphql', async () => {
    const contributor = await staffClient('cora', 'contributor');
    const me = await contributor.get('/api/auth/me');
    expect(me.body).toMatchObject({ username: 'cora', role: 'contributor' });
    expect(me.body.capabilities).not.toContain('publishArticle');

    const draft = await contributor.post('/api/articles', { title: 'Cora drafts', content: '<p>x</p>', category });
    expect(draft.status).toBe(201);
    const publish = await contributor.post('/api/articles', {
      title: 'Cora publishes',
      content: '<p>x</p>',
      category,
      status: 'published',
    });
    expect(publish.status).toBe(403);
    expect(publish.body.code).toBe('FORBIDDEN');
    expect((await contributor.delete(`/api/articles/${draft.body.id}`)).status).toBe(403);

    const viaGraphql = await contributor.post('/graphql', {
      query: 'mutation($id: Int!) { updateArticle(id: $id, input: { status: published }) { id } }',
      variables: { id: draft.body.id },
    });
    expect(viaGraphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await contributor.get('/api/users')).status).toBe(403);
    expect((await contributor.get('/api/activity')).status).toBe(403);
  });

  it("an editor edits anyone's article and manages categories but not users", async () => {
    const editor = await staffClient('eddie', 'editor');
    const article = await admin.post('/api/articles', { title: 'Admin wrote this', content: '<p>x</p>', category });
    expect((await editor.put(`/api/articles/${article.body.id}`, { title: 'Eddie edited this' })).status).toBe(200);
    expect((await editor.post('/api/categories', { name: 'Retro' })).status).toBe(201);
    expect((await editor.post('/api/users', { username: 'x', password: 'a long enough password', role: 'admin' })).status).toBe(
      403,
    );
  });
});

describe('users', () => {
  it('lists accounts, refuses to demote the last admin, and names bad fields', async () => {
    const list = await admin.get('/api/users');
    expect(list.status).toBe(200);
    const me = list.body.find((u: { username: string }) => u.username === stack.admin.username);
    expect(me.role).toBe('admin');
    const demote = await admin.put(`/api/users/${me.id}`, { role: 'editor' });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toBe('The publication must keep at least one admin');
    const bad = await admin.post('/api/users', { username: 'someone', password: 'short', role: 'author' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('password');
    const badRole = await admin.post('/api/users', { username: 'someone', password: 'a long enough password', role: 'owner' });
    expect(badRole.status).toBe(400);
    expect(badRole.body.field).toBe('role');
  });

  it('changing a password ends the other sessions and keeps this one', async () => {
    const here = await staffClient('paula', 'author', 'the first password');
    const elsewhere = stack.client();
    await elsewhere.post('/api/auth/login', { username: 'paula', password: 'the first password' });
    expect((await elsewhere.get('/api/auth/me')).status).toBe(200);

    const wrong = await here.put('/api/auth/password', { currentPassword: 'not it', newPassword: 'the second password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('currentPassword');

    const changed = await here.put('/api/auth/password', {
      currentPassword: 'the first password',
      newPassword: 'the second password',
    });
    expect(changed.status).toBe(200);
    expect((await here.get('/api/auth/me')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
    expect((await stack.client().post('/api/auth/login', { username: 'paula', password: 'the second password' })).status).toBe(
      200,
    );
  });

  it('ends the same sessions when the change is made through /graphql', async () => {
    const here = await staffClient('gwen', 'author', 'the first password');
    const elsewhere = stack.client();
    await elsewhere.post('/api/auth/login', { username: 'gwen', password: 'the first password' });
    const changed = await here.post('/graphql', {
      query: `mutation Change($current: String!, $next: String!) { done: changePassword(currentPassword: $current, newPassword: $next) }`,
      variables: { current: 'the first password', next: 'the second password' },
    });
    expect(changed.body).toEqual({ data: { done: true } });
    expect((await here.get('/api/auth/me')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);

    // An admin's new role for someone ends that person's sessions; a new display name does not.
    const hank = await staffClient('hank', 'author');
    const { id } = (await hank.get('/api/auth/me')).body as { id: number };
    const rename = await admin.post('/graphql', {
      query: `mutation { updateUser(id: ${id}, input: { displayName: "Hank H." }) { id } }`,
    });
    expect(rename.body.errors).toBeUndefined();
    expect((await hank.get('/api/auth/me')).status).toBe(200);
    const promote = await admin.post('/graphql', {
      query: `mutation Promote($id: Int!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { role } }`,
      variables: { id, input: { role: 'editor' } },
    });
    expect(promote.body).toEqual({ data: { updateUser: { role: 'editor' } } });
    expect((await hank.get('/api/auth/me')).status).toBe(401);
    expect((await admin.get('/api/auth/me')).status).toBe(200);

    // A refused change ends nothing.
    const ivy = await staffClient('ivy', 'author', 'the first password');
    const refused = await ivy.post('/graphql', {
      query: `mutation { changePassword(currentPassword: "not it", newPassword: "the second password") }`,
    });
    expect(refused.body.errors?.[0]?.extensions?.field).toBe('currentPassword');
    const ivyElsewhere = stack.client();
    await ivyElsewhere.post('/api/auth/login', { username: 'ivy', password: 'the first password' });
    await ivy.post('/graphql', { query: `mutation { changePassword(currentPassword: "not it", newPassword: "x-long-enough") }` });
    expect((await ivyElsewhere.get('/api/auth/me')).status).toBe(200);
  });
});

describe('revisions, previews and slugs over REST', () => {
  it('lists revisions newest first and restores one', async () => {
    const created = await admin.post('/api/articles', { title: 'Version one', content: '<p>one</p>', category });
    const id = created.body.id;
    await admin.put(`/api/articles/${id}`, { title: 'Version two', content: '<p>two</p>' });
    expect((await admin.post(`/api/articles/${id}/autosave`, { title: 'Version three', content: '<p>three</p>' })).status).toBe(
      200,
    );
    const revisions = await admin.get(`/api/articles/${id}/revisions`);
    expect(revisions.body.map((r: { title: string; kind: string }) => `${r.kind}:${r.title}`)).toEqual([
      'autosave:Version three',
      'save:Version two',
      'save:Version one',
    ]);
    const oldest = revisions.body[2].id;
    const restored = await admin.post(`/api/articles/${id}/revisions/${oldest}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: 'Version one', content: '<p>one</p>' });
  });

  it('a preview link shows the draft to anyone, marked noindex, until revoked', async () => {
    const created = await admin.post('/api/articles', { title: 'Secret review', content: '<p>shh</p>', category });
    const link = await admin.post(`/api/articles/${created.body.id}/preview-link`);
    expect(link.status).toBe(201);
    const token = link.body.url.split('/').pop();
    const reader = stack.client();
    const api = await reader.get(`/api/preview/${token}`);
    expect(api.status).toBe(200);
    expect(api.body).toMatchObject({ title: 'Secret review', status: 'draft' });
    expect(api.headers.get('x-robots-tag')).toContain('noindex');
    const page = await reader.get(link.body.url, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    expect((await admin.delete(`/api/articles/${created.body.id}/preview-link`)).status).toBe(200);
    expect((await reader.get(`/api/preview/${token}`)).status).toBe(404);
  });

  it('renaming a published article keeps its old link: the API finds it and the page answers 301', async () => {
    const created = await admin.post('/api/articles', {
      title: 'Ünïcode launch',
      content: '<p>x</p>',
      category,
      status: 'published',
    });
    expect(created.body.slug).toBe('unicode-launch');
    const renamed = await admin.put(`/api/articles/${created.body.id}`, {
      title: 'Unicode launch recap',
      slug: 'unicode-launch-recap',
    });
    expect(renamed.body.slug).toBe('unicode-launch-recap');
    const reader = stack.client();
    const byOld = await reader.get('/api/articles/slug/unicode-launch');
    expect(byOld.status).toBe(200);
    expect(byOld.body).toMatchObject({ id: created.body.id, slug: 'unicode-launch-recap' });
    const page = await reader.get('/articles/unicode-launch?ref=mail', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/articles/unicode-launch-recap?ref=mail');
    expect((await reader.get('/articles/unicode-launch-recap', { headers: { accept: 'text/html' } })).status).toBe(200);
  });

  it('the activity log shows admins who published and deleted', async () => {
    const created = await admin.post('/api/articles', {
      title: 'Logged piece',
      content: '<p>x</p>',
      category,
      status: 'published',
    });
    await admin.delete(`/api/articles/${created.body.id}`);
    const log = await admin.get('/api/activity?limit=5');
    expect(log.status).toBe(200);
    // Users and articles have ids of their own: the subject is this article by id and title.
    const entries = log.body.filter(
      (a: { subjectId: number; subjectLabel: string }) => a.subjectId === created.body.id && a.subjectLabel === 'Logged piece',
    );
    expect(entries.map((a: { action: string }) => a.action)).toEqual(['articleDeleted', 'articlePublished']);
  });
});

describe('media library over REST', () => {
  async function upload(client: TestClient, bytes: Buffer, name: string, alt: string) {
    const form = new FormData();
    form.append('alt', alt);
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${stack.baseUrl}/api/media`, {
      method: 'POST',
      body: form,
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  }

  it('uploads, serves, lists and protects images in use', async () => {
    const sharp = (await import('sharp')).default;
    const image = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#22aa55' } })
      .png()
      .toBuffer();
    const stored = await upload(admin, image, 'green.png', 'A green field');
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({
      width: 120,
      height: 90,
      alt: 'A green field',
      url: expect.stringMatching(/^\/media\/library\//),
    });

    const served = await fetch(`${stack.baseUrl}${stored.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const fake = await upload(admin, Buffer.from('plain text'), 'fake.png', 'Fake');
    expect(fake.status).toBe(400);
    expect(fake.body.field).toBe('file');
    expect((await stack.client().post('/api/media', {})).status).toBe(401);

    const list = await admin.get('/api/media?search=green');
    expect(list.body.items.map((m: { id: number }) => m.id)).toEqual([stored.body.id]);

    await admin.post('/api/articles', { title: 'Field notes', content: '<p>x</p>', category, featuredImage: stored.body.url });
    const refused = await admin.delete(`/api/media/${stored.body.id}`);
    expect(refused.status).toBe(409);
  });
});
