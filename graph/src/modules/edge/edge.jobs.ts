// The purge job: the worker tells the shared cache in front (CDN_PURGE) to forget what a content
// change touched. Enqueued by the relay (edge-purge-relay.ts) from the content-change channel, and by
// an admin's "purge everything" (edge.resolver.ts). A failed purge throws, and BullMQ retries it with
// backoff (QUEUE_JOB_OPTIONS['edge-purge']); every purge and every failure is logged with its keys.
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import { JOB_NAMES, QUEUE_NAMES } from '../../jobs/queues';
import { createEdgePurger } from './edge-purgers';

/** Keys as @savepoint/cache-keys writes them; `all` purges everything. */
const purgePayload = z.union([
  z.object({ all: z.literal(true) }),
  z.object({
    keys: z
      .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be cache keys'))
      .min(1)
      .max(10_000),
  }),
]);

export type EdgePurgePayload = z.infer<typeof purgePayload>;

export const purgeEdgeJob = defineJob({
  queue: QUEUE_NAMES.edgePurge,
  name: JOB_NAMES.purgeEdge,
  payload: purgePayload,
  async handle(payload, { config, logger }, job): Promise<{ purged: 'all' | number; cache: string }> {
    const purger = createEdgePurger(config.edgePurge);
    if (!purger) return { purged: 0, cache: 'none' };
    const started = Date.now();
    const what = 'all' in payload ? 'all' : payload.keys;
    try {
      if ('all' in payload) await purger.purgeEverything();
      else await purger.purgeKeys(payload.keys);
    } catch (error) {
      logger.warn(
        {
          cache: purger.kind,
          keys: what,
          attempt: job.attemptsMade + 1,
          err: error instanceof Error ? error.message : String(error),
        },
        'edge purge failed; retrying with backoff',
      );
      throw error;
    }
    logger.info({ cache: purger.kind, keys: what, ms: Date.now() - started, queuedMs: started - job.timestamp }, 'edge purged');
    return { purged: 'all' in payload ? 'all' : payload.keys.length, cache: purger.kind };
  },
});
