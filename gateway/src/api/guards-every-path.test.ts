// Two guards from issue 26 (hole 8) on the paths REST and the gateway's /graphql (graph directly is
// tested beside each rule): an image an article uses under another spelling of its URL cannot be
// deleted, and a webhook cannot point at a special-purpose address the probe slipped through.
import sharp from 'sharp';
import { createCategory, startTestStack, type TestClient, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let editor: TestClient;
let category: string;

beforeAll(async () => {
  stack = await startTestStack({ graph: { webhooksAllowPrivateNetworks: false } });
  editor = await stack.editor();
  category = (await createCategory(stack.graph.graph, { name: 'Guards' })).slug;
});
afterAll(async () => {
  await stack?.close();
});

async function libraryImage(alt: string): Promise<{ id: number; url: string }> {
  const bytes = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#cc6633' } })
    .png()
    .toBuffer();
  return stack.graph.graph.services().media.upload({ bytes, originalName: `${alt}.png`, alt }, stack.graph.admin.id);
}

describe('an image in use under another spelling of its URL', () => {
  it.each([
    ['an absolute URL as featured image', (url: string) => ({ featuredImage: `http://savepoint.example${url}` })],
    [
      'a percent-encoded path in the content',
      (url: string) => ({ content: `<p><img src="${url.replace('library', 'librar%79')}" alt="x"></p>` }),
    ],
  ])('is kept on REST and on /graphql: %s', async (_name, reference) => {
    const image = await libraryImage('kept');
    const title = `Uses image ${image.id}`;
    const created = await editor.post('/api/articles', { title, content: '<p>Body.</p>', category, ...reference(image.url) });
    expect(created.status).toBe(201);

    const rest = await editor.delete(`/api/media/${image.id}`);
    expect(rest.status).toBe(409);
    expect(rest.body.error).toBe(`The image is still used by: "${title}"`);
    const proxied = await editor.post('/graphql', {
      query: `mutation($id: Int!) { deleteMedia(id: $id) }`,
      variables: { id: image.id },
    });
    expect(proxied.body.errors[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect((await editor.get('/api/media?search=kept')).body.items).toContainEqual(expect.objectContaining({ id: image.id }));
  });
});

describe('webhook addresses', () => {
  const probe = [
    'http://198.18.0.1/hook',
    'http://198.19.255.1/hook',
    'http://[100::1]/hook',
    'http://[fec0::1]/hook',
    'http://[::7f00:1]/hook',
    'http://[64:ff9b:1::7f00:1]/hook',
    'http://[5f00::1]/hook',
  ];

  it.each(probe)('refuses %s on REST and on /graphql', async (url) => {
    const rest = await editor.post('/api/webhooks', { url, events: ['article.published'] });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url' });
    const proxied = await editor.post('/graphql', {
      query: 'mutation($url: String!) { createWebhook(url: $url, events: ["article.published"]) { id } }',
      variables: { url },
    });
    expect(proxied.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url' });
    expect((await editor.get('/api/webhooks')).body).toEqual([]);
  });
});
