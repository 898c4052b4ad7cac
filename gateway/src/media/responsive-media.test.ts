import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { startTestGateway, type TestGateway } from '../../../testing/gateway';
import { chooseFormat, mediaCropUrl, snapWidth } from './responsive-media';

let stack: TestGateway;

beforeAll(async () => {
  stack = await startTestGateway();
  // A 2000×1000 photo-like upload and a small thumbnail, as the worker and the media library write them.
  const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3355aa' } })
    .jpeg()
    .toBuffer();
  writeFileSync(path.join(stack.config.mediaDir, 'boss-fight.jpg'), photo);
  const small = await sharp({ create: { width: 400, height: 210, channels: 3, background: '#aa3355' } })
    .png()
    .toBuffer();
  writeFileSync(path.join(stack.config.mediaDir, 'thumb-7.png'), small);
});
afterAll(() => stack.close());

async function getImage(pathAndQuery: string, accept: string) {
  const res = await fetch(stack.baseUrl + pathAndQuery, { headers: { accept } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const meta = res.ok ? await sharp(bytes).metadata() : null;
  return { res, meta };
}

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('/media/<file>?w=<width>', () => {
  it('serves AVIF to browsers that accept it, WebP to those that take only WebP, else the original format', async () => {
    const avif = await getImage('/media/boss-fight.jpg?w=640', CHROME_ACCEPT);
    expect(avif.res.status).toBe(200);
    expect(avif.res.headers.get('content-type')).toBe('image/avif');
    expect(avif.meta).toMatchObject({ format: 'heif', width: 640, height: 320 });

    const webp = await getImage('/media/boss-fight.jpg?w=640', 'image/webp,*/*');
    expect(webp.res.headers.get('content-type')).toBe('image/webp');
    expect(webp.meta).toMatchObject({ format: 'webp', width: 640 });

    const refusedAvif = await getImage('/media/boss-fight.jpg?w=640', 'image/avif;q=0,image/webp');
    expect(refusedAvif.res.headers.get('content-type')).toBe('image/webp');

    const plain = await getImage('/media/boss-fight.jpg?w=640', '*/*');
    expect(plain.res.headers.get('content-type')).toBe('image/jpeg');
    expect(plain.meta).toMatchObject({ format: 'jpeg', width: 640 });
    const png = await getImage('/media/thumb-7.png?w=320', '*/*');
    expect(png.meta).toMatchObject({ format: 'png', width: 320 });

    for (const { res } of [avif, webp, plain]) {
      expect(res.headers.get('vary')).toMatch(/Accept/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('snaps widths to the fixed set between 320 and 1600 and never enlarges', async () => {
    expect((await getImage('/media/boss-fight.jpg?w=500', 'image/webp')).meta?.width).toBe(640);
    expect((await getImage('/media/boss-fight.jpg?w=1', 'image/webp')).meta?.width).toBe(320);
    expect((await getImage('/media/boss-fight.jpg?w=5000', 'image/webp')).meta?.width).toBe(1600);
    // 400 px wide original asked for at 1200: served at its own width, not blown up.
    expect((await getImage('/media/thumb-7.png?w=1200', 'image/webp')).meta?.width).toBe(400);
    expect([snapWidth(320), snapWidth(321), snapWidth(1201), snapWidth(99999)]).toEqual([320, 480, 1600, 1600]);
  });

  it('resizes once and keeps the variant on disk', async () => {
    await getImage('/media/boss-fight.jpg?w=800', 'image/webp');
    const variantsDir = path.join(stack.config.mediaDir, '.responsive');
    const before = readdirSync(variantsDir).filter((f) => f.endsWith('-800.webp'));
    expect(before).toHaveLength(1);
    await Promise.all([1, 2, 3].map(() => getImage('/media/boss-fight.jpg?w=790', 'image/webp')));
    expect(readdirSync(variantsDir).filter((f) => f.endsWith('-800.webp'))).toEqual(before);
    expect(readdirSync(variantsDir).some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('keeps the original without w, names the field of a bad width, and hides the variants folder', async () => {
    const original = await getImage('/media/boss-fight.jpg', CHROME_ACCEPT);
    expect(original.meta).toMatchObject({ format: 'jpeg', width: 2000 });
    const bad = await fetch(`${stack.baseUrl}/media/boss-fight.jpg?w=wide`, { headers: { accept: 'application/json' } });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/\bw\b/);
    expect((await fetch(`${stack.baseUrl}/media/missing.jpg?w=640`)).status).toBe(404);
    const variant = readdirSync(path.join(stack.config.mediaDir, '.responsive'))[0];
    expect((await fetch(`${stack.baseUrl}/media/.responsive/${variant}`)).status).toBe(404);
    // A way out of MEDIA_DIR is refused (serve-static answers 400 for it).
    expect([400, 404]).toContain((await fetch(`${stack.baseUrl}/media/..%2f..%2fetc%2fpasswd?w=640`)).status);
  });

  it('cuts 16:9, 4:3 and 1:1 crops at exactly the width asked, enlarging a narrow original', async () => {
    const sizes = await Promise.all(
      ['16x9', '4x3', '1x1'].map(
        async (crop) => (await getImage(`/media/boss-fight.jpg?w=1200&crop=${crop}`, 'image/webp')).meta,
      ),
    );
    expect(sizes.map((m) => [m?.width, m?.height])).toEqual([
      [1200, 675],
      [1200, 900],
      [1200, 1200],
    ]);
    // Structured data promises at least 1200 px: a 400 px thumbnail's crop is drawn that wide.
    expect((await getImage('/media/thumb-7.png?w=1200&crop=1x1', '*/*')).meta).toMatchObject({
      format: 'png',
      width: 1200,
      height: 1200,
    });
    const bad = await fetch(`${stack.baseUrl}/media/boss-fight.jpg?w=1200&crop=2x1`, { headers: { accept: 'application/json' } });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/\bcrop\b/);
    expect(mediaCropUrl('/media/boss-fight.jpg', 1200, '4x3')).toBe('/media/boss-fight.jpg?w=1200&crop=4x3');
    expect(mediaCropUrl('https://cdn.example/a.jpg', 1200, '4x3')).toBeNull();
    expect(mediaCropUrl('/media/logo.svg', 1200, '4x3')).toBeNull();
  });

  it('chooses formats from Accept', () => {
    expect(chooseFormat(undefined, 'a.png')).toBe('png');
    expect(chooseFormat('image/webp', 'a.avif')).toBe('webp');
    expect(chooseFormat('text/html', 'a.webp')).toBe('webp');
  });
});
