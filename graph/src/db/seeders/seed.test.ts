// A new install opens on a living publication.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { startTestGraph, type TestGraph } from '../../../../testing/graph';
import { seedIfEmpty } from './seed';

let t: TestGraph;
beforeAll(async () => {
  t = await startTestGraph({ seedOnEmpty: true });
});
afterAll(async () => {
  await t?.close();
});

it('seeds at least 40 articles over all six categories, with mixed statuses and one published master', async () => {
  const em = t.graph.orm.em.fork();
  const [{ n }] = await em.execute(`SELECT count(*)::int AS n FROM article`);
  expect(n).toBeGreaterThanOrEqual(40);
  const perCategory: { slug: string; n: number }[] = await em.execute(
    `SELECT c.slug, count(a.id)::int AS n FROM category c LEFT JOIN article a ON a.category_id = c.id GROUP BY c.slug`,
  );
  expect(perCategory.map((r) => r.slug).sort()).toEqual(['esports', 'guide', 'hardware', 'news', 'review', 'web']);
  expect(perCategory.every((r) => r.n > 0)).toBe(true);
  const statuses = (await em.execute<{ status: string }[]>(`SELECT DISTINCT status FROM article`)).map((r) => r.status);
  expect(statuses).toEqual(expect.arrayContaining(['published', 'draft']));
  const master = await t.query(`{ masterFeaturedArticle { id status } }`);
  expect(master.data!.masterFeaturedArticle.status).toBe('published');
  const list = await t.query(`{ articles(limit: 12) { totalCount articles { title tagNames } } }`);
  expect(list.data!.articles.articles).toHaveLength(12);
});

it('illustrates the publication from its own media library, with one or two videos and some articles left to thumbnails', async () => {
  const list = await t.query(`{ articles(limit: 100) { articles { slug featuredImage } } }`);
  const images: (string | null)[] = list.data!.articles.articles.map((a: { featuredImage: string | null }) => a.featuredImage);
  const own = images.filter((url): url is string => !!url && url.startsWith('/media/library/'));
  const videos = images.filter((url) => url && /youtu/.test(url));
  expect(own.length).toBeGreaterThanOrEqual(20);
  expect(videos.length).toBeGreaterThanOrEqual(1);
  expect(videos.length).toBeLessThanOrEqual(2);
  expect(images.filter((url) => !url).length).toBeGreaterThan(0);
  // Nothing points at a host this machine may not reach.
  expect(images.filter((url) => url && !url.startsWith('/media/') && !/youtu/.test(url))).toEqual([]);
  // Real pictures, distinct, each listed in the media library with alternative text.
  const files = own.map((url) => path.join(t.config.mediaDir, url.slice('/media/'.length)));
  const metadata = await Promise.all(files.map((file) => sharp(file).metadata()));
  expect(metadata.every((m) => m.format === 'webp' && m.width === 1600 && m.height === 900)).toBe(true);
  const bytes = await Promise.all(files.map((file) => readFile(file)));
  expect(new Set(bytes.map((b) => b.toString('base64'))).size).toBe(files.length);
  const library = await t.graph.orm.em.fork().execute<{ url: string; alt: string }[]>(`SELECT url, alt FROM media`);
  expect(library.map((m) => m.url)).toEqual(expect.arrayContaining(own));
  expect(library.every((m) => m.alt.startsWith('Illustration of'))).toBe(true);
});

it('does not seed again once there is content', async () => {
  expect(
    await seedIfEmpty(t.graph.orm.em.fork(), t.admin.id, {
      media: { mediaDir: t.config.mediaDir, maxUploadBytes: t.config.mediaUploadMaxBytes, maxPixels: t.config.mediaMaxPixels },
    }),
  ).toBeNull();
});
