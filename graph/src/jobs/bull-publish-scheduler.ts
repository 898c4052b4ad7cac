import type { Queue } from 'bullmq';
import type { PublishScheduler } from '../modules/article/publish-scheduler';
import { JOB_NAMES } from './queues';

/** One delayed job per article, so rescheduling moves it instead of adding a second one. */
export const publishJobId = (articleId: number): string => `publish-${articleId}`;

/**
 * Graph's side of scheduled publishing on BullMQ (queue `article-publishing`). The job itself is
 * only a wake-up call: the handler publishes only if the article is still scheduled for the time
 * the job carries, so a stale job is harmless, and the every-minute sweep covers a lost one.
 */
export class BullPublishScheduler implements PublishScheduler {
  constructor(
    private readonly queue: Queue,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async schedule(articleId: number, at: Date): Promise<void> {
    // A job id already present makes `add` a no-op, so the previous plan is removed first. If that
    // job is running right now it cannot be removed; it will find the new time and do nothing, and
    // the sweep publishes at the new time instead (at most a minute late, never early).
    await this.queue.remove(publishJobId(articleId));
    await this.queue.add(
      JOB_NAMES.publishScheduledArticle,
      { articleId, scheduledFor: at.toISOString() },
      { jobId: publishJobId(articleId), delay: Math.max(0, at.getTime() - this.now().getTime()) },
    );
  }

  async cancel(articleId: number): Promise<void> {
    await this.queue.remove(publishJobId(articleId));
  }
}
