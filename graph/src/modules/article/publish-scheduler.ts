/**
 * The seam to the worker: graph tells it when a scheduled article must go live and when that plan
 * is void. The worker's implementation (BullMQ job `publish-<articleId>`) is injected through
 * `startGraphServer(config, { publishScheduler })`; without it nothing is queued and the
 * `publishDueArticles` sweep still publishes on time.
 */
export interface PublishScheduler {
  schedule(articleId: number, at: Date): Promise<void>;
  cancel(articleId: number): Promise<void>;
}

export const noopPublishScheduler: PublishScheduler = {
  async schedule() {},
  async cancel() {},
};
