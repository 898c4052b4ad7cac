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
   * `beforeWork` runs before anything but a lookup happens: before a render is queued, and before
   * an unknown article is refused. A thumbnail already drawn is answered without it (ADR 0057).
   * Throws the runner's errors (JobWaitTimeoutError when the worker is slower than THUMBNAIL_WAIT_MS).
   */
  async generate(articleId: number, beforeWork: () => Promise<void>): Promise<{ thumbnailUrl: string }> {
    const { runner, media } = this.jobs;
    const article = await this.em.findOne(
      Article,
      { id: articleId, status: ArticleStatus.published },
      { populate: ['category'] },
    );
    const current = article ? media.urlFor(thumbnailFileName(article)) : undefined;
    const drawn = current !== undefined && article?.thumbnailUrl === current;
    if (drawn && (await fileExists(media.pathForUrl(current)))) return { thumbnailUrl: current };
    await beforeWork();
    if (!article) throw notFound(`No published article with id ${articleId}`);

    const version = thumbnailVersion(article);
    const jobId = thumbnailJobId(article.id, version);
    // Drawn for this version, but the file was lost from MEDIA_DIR: the finished job is dropped so
    // the render runs again.
    if (drawn) await runner.forget(renderArticleThumbnailJob, jobId);
    const render = () =>
      runner.run(renderArticleThumbnailJob, { articleId: article.id, version }, { jobId, waitMs: THUMBNAIL_WAIT_MS });
    const result = await render();
    if (await fileExists(media.pathForUrl(result.thumbnailUrl))) return result;
    // A finished job whose file is gone (MEDIA_DIR wiped): render once more under the same id.
    await runner.forget(renderArticleThumbnailJob, jobId);
    return render();
  }
}
