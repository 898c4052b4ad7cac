import { access } from 'node:fs/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../common/errors';
import type { GraphJobs } from '../../jobs/graph-jobs-context';
import { Article, ArticleStatus } from '../article/article.entity';
import { thumbnailFileName, thumbnailJobId, thumbnailVersion } from './thumbnail-version';
import { renderArticleThumbnailJob } from './thumbnail.jobs';

/** Long enough for a queued render on a busy worker; short enough for a card to give up. */
const THUMBNAIL_WAIT_MS = 20_000;

async function fileExists(file: string | null): Promise<boolean> {
  if (!file) return false;
  return access(file).then(
    () => true,
    () => false,
  );
}

/** A published article's card image: rendered once per version by the worker, kept in MEDIA_DIR. */
export class ThumbnailService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: Pick<GraphJobs, 'runner' | 'media'>,
  ) {}

  /**
   * The URL of the article's thumbnail for its current version, rendering it first when needed.
   * Throws the runner's errors (JobWaitTimeoutError when the worker is slower than THUMBNAIL_WAIT_MS).
   */
  async generate(articleId: number): Promise<{ thumbnailUrl: string }> {
    const { runner, media } = this.jobs;
    const article = await this.em.findOne(
      Article,
      { id: articleId, status: ArticleStatus.published },
      { populate: ['category'] },
    );
    if (!article) throw notFound(`No published article with id ${articleId}`);

    const current = media.urlFor(thumbnailFileName(article));
    const version = thumbnailVersion(article);
    const jobId = thumbnailJobId(article.id, version);
    if (article.thumbnailUrl === current) {
      // Already rendered for this version: no new work, unless the file was lost from MEDIA_DIR,
      // in which case the finished job is dropped so the render runs again.
      if (await fileExists(media.pathForUrl(current))) return { thumbnailUrl: current };
      await runner.forget(renderArticleThumbnailJob, jobId);
    }
    const render = () =>
      runner.run(renderArticleThumbnailJob, { articleId: article.id, version }, { jobId, waitMs: THUMBNAIL_WAIT_MS });
    const result = await render();
    if (await fileExists(media.pathForUrl(result.thumbnailUrl))) return result;
    // A finished job whose file is gone (MEDIA_DIR wiped): render once more under the same id.
    await runner.forget(renderArticleThumbnailJob, jobId);
    return render();
  }
}
