// The product's pictures are drawn in image processes that come and go (packages/images), so graph,
// the worker and the gateway, which stay up, never hold libvips (~30 MB each once loaded, against
// the three processes' 500 MB budget of issue 9). Checked on the real processes `npm start` runs,
// after each kind of work that draws: the first seed's pictures (graph), an editor's upload
// (graph), an article's generated thumbnail (the worker) and a reader's responsive variant (the
// gateway).
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { apiSession, startProduct, type RunningProduct } from '../testing/product';

let product: RunningProduct;

beforeAll(async () => {
  product = await startProduct();
}, 120_000);

afterAll(async () => {
  await product?.close();
});

/** The libraries a process has mapped: libvips stays mapped (and resident) once loaded. */
const mapsLibvips = (pid: number) => readFileSync(`/proc/${pid}/maps`, 'utf8').includes('libvips');

it('draws the seed, an upload, a thumbnail and a variant while graph, the worker and the gateway hold no libvips', async () => {
  const api = await apiSession(product, product.admin);
  const home = await fetch(`${product.baseUrl}/api/articles?limit=1`).then(
    (r) => r.json() as Promise<{ featuredImage: string }[]>,
  );
  // The seed's pictures were drawn when graph started on the empty database.
  expect(home[0].featuredImage).toMatch(/^\/media\/library\/.+\.webp$/);

  const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#335577' } })
    .png()
    .toBuffer();
  const upload = new FormData();
  upload.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'arena.png');
  upload.set('alt', 'The arena at dusk');
  const picture = await api<{ url: string; width: number; height: number }>('POST', '/api/media', upload);
  expect(picture).toMatchObject({ url: expect.stringMatching(/\.webp$/), width: 1000, height: 500 });

  const variant = await fetch(`${product.baseUrl}${picture.url}?w=320`, { headers: { accept: 'image/avif,image/webp,*/*' } });
  expect(variant.status).toBe(200);
  expect(variant.headers.get('content-type')).toBe('image/avif');
  expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(320);

  const category = (await api<{ slug: string }[]>('GET', '/api/categories'))[0].slug;
  const article = await api<{ id: number }>('POST', '/api/articles', {
    title: 'A thumbnail drawn by the worker',
    content: '<p>Without a picture of its own.</p>',
    category,
    status: 'published',
  });
  const { thumbnailUrl } = await api<{ thumbnailUrl: string }>('POST', `/api/articles/${article.id}/generate-thumbnail`);
  const thumbnail = await fetch(`${product.baseUrl}${thumbnailUrl}`);
  expect(thumbnail.status).toBe(200);
  expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(1200);

  expect(product.processes.map(({ name, child }) => ({ name, libvips: mapsLibvips(child.pid!) }))).toEqual([
    { name: 'graph', libvips: false },
    { name: 'worker', libvips: false },
    { name: 'gateway', libvips: false },
  ]);
}, 60_000);
