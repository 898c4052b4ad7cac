// Thumbnails through the API: a reader asks, the worker renders a real WebP into MEDIA_DIR.
import { startGraphWithJobs, type TestJobsSetup } from '../../../../testing/worker';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createArticle, createCategory } from '../../../../testing/graph';
import { QUEUE_NAMES } from '../../jobs/queues';
import { ArticleStatus } from '../article/article.entity';
import { renderThumbnail, THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from './thumbnail.render';
import { SYSTEM_ACTOR } from '../../common/caller';

let setup: TestJobsSetup;
let category: string;

beforeAll(async () => {
  setup = await startGraphWithJobs();
  await setup.startWorker();
  category = (await createCategory(setup.testGraph.graph, { name: 'Esports', color: '#7c3aed' })).slug;
});
afterAll(async () => {
  await setup?.close();
});

const GENERATE = 'mutation($id: Int!) { generateThumbnail(articleId: $id) { thumbnailUrl } }';

function mediaFile(url: string): string {
  expect(url).toMatch(/^\/media\/thumbnails\/[a-z0-9-]+\.webp$/);
  return path.join(setup.testGraph.config.mediaDir, url.slice('/media/'.length));
}

const renderLogs = () => setup.logs.filter((l) => l.msg === 'thumbnail rendered');

it('renders a 1200×630 WebP for a published article, and a second call reuses it without new work', async () => {
  const article = await createArticle(setup.testGraph.graph, { title: 'Worlds final: the comeback nobody expected', category });

  const first = await setup.testGraph.query(GENERATE, { id: article.id });
  expect(first.errors).toBeUndefined();
  const url: string = first.data!.generateThumbnail.thumbnailUrl;
  const file = mediaFile(url);
  const metadata = await sharp(file).metadata();
  expect(metadata).toMatchObject({ format: 'webp', width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT });
  const writtenAt = (await stat(file)).mtimeMs;

  const reader = await setup.testGraph.query(`query($id: Int!) { article(id: $id) { thumbnailUrl } }`, { id: article.id });
  expect(reader.data!.article.thumbnailUrl).toBe(url);

  const second = await setup.testGraph.query(GENERATE, { id: article.id });
  expect(second.data!.generateThumbnail.thumbnailUrl).toBe(url);
  expect((await stat(file)).mtimeMs).toBe(writtenAt);
  expect(renderLogs().filter((l) => l.articleId === article.id)).toHaveLength(1);
  const counts = await setup.queues.queue(QUEUE_NAMES.thumbnails).getJobCounts('completed', 'waiting', 'active', 'delayed');
  expect(counts).toEqual({ completed: 1, waiting: 0, active: 0, delayed: 0 });
});

it('draws no headline: a new title keeps the picture, a new category draws a new one', async () => {
  const article = await createArticle(setup.testGraph.graph, { title: 'Patch 14.2 notes', category });
  const before = (await setup.testGraph.query(GENERATE, { id: article.id })).data!.generateThumbnail.thumbnailUrl;
  const writtenAt = (await stat(mediaFile(before))).mtimeMs;
  await setup.testGraph.graph
    .services()
    .articles.update(article.id, { title: 'Patch 14.2 notes: every champion change' }, SYSTEM_ACTOR);
  const retitled = (await setup.testGraph.query(GENERATE, { id: article.id })).data!.generateThumbnail.thumbnailUrl;
  expect(retitled).toBe(before);
  expect((await stat(mediaFile(before))).mtimeMs).toBe(writtenAt);

  const reviews = (await createCategory(setup.testGraph.graph, { name: 'Reviews', color: '#15803d' })).slug;
  await setup.testGraph.graph.services().articles.update(article.id, { category: reviews }, SYSTEM_ACTOR);
  const recategorised = (await setup.testGraph.query(GENERATE, { id: article.id })).data!.generateThumbnail.thumbnailUrl;
  expect(recategorised).not.toBe(before);
  expect(await sharp(mediaFile(recategorised)).metadata()).toMatchObject({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT });
});

it('gives two articles of one category pictures of their own, in the category colour', async () => {
  const [a, b] = [
    await renderThumbnail({ articleId: 1, categorySlug: 'esports', categoryColor: '#7c3aed' }),
    await renderThumbnail({ articleId: 2, categorySlug: 'esports', categoryColor: '#7c3aed' }),
  ];
  expect(a.equals(b)).toBe(false);
  // The category's colour carries the picture: purple esports art is bluer than green, green
  // review art greener than blue.
  const green = await renderThumbnail({ articleId: 1, categorySlug: 'review', categoryColor: '#15803d' });
  const mean = async (image: Buffer) => (await sharp(image).stats()).channels.map((c) => c.mean);
  const [, purpleG, purpleB] = await mean(a);
  const [, greenG, greenB] = await mean(green);
  expect(purpleB).toBeGreaterThan(purpleG);
  expect(greenG).toBeGreaterThan(greenB);
});

it('renders again when the stored file was lost from the media folder', async () => {
  const article = await createArticle(setup.testGraph.graph, { title: 'Grand final recap', category });
  const url = (await setup.testGraph.query(GENERATE, { id: article.id })).data!.generateThumbnail.thumbnailUrl;
  await rm(mediaFile(url));
  const again = (await setup.testGraph.query(GENERATE, { id: article.id })).data!.generateThumbnail.thumbnailUrl;
  expect(again).toBe(url);
  expect(await sharp(mediaFile(url)).metadata()).toMatchObject({
    format: 'webp',
    width: THUMBNAIL_WIDTH,
    height: THUMBNAIL_HEIGHT,
  });
});

it('refuses drafts and unknown articles', async () => {
  const draft = await createArticle(setup.testGraph.graph, {
    title: 'Unannounced roster',
    category,
    status: ArticleStatus.draft,
  });
  for (const id of [draft.id, 987654]) {
    const result = await setup.testGraph.query(GENERATE, { id });
    expect(result.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  }
  expect(renderLogs().filter((l) => l.articleId === draft.id)).toHaveLength(0);
});
