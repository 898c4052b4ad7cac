import { GAMES_KEY, encodeContentChange, keyedChange } from '@savepoint/cache-keys';
import { CONTENT_CHANNEL } from '@savepoint/content-cache';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import { JOB_NAMES, QUEUE_NAMES } from '../../jobs/queues';

/**
 * At midnight in the publication's time zone (the worker's scheduler): yesterday's releases are no
 * longer upcoming, yet no row changed. A content change keyed `games` tells every cache that keeps a
 * games answer (graph's, the gateway's and, by the purge relay, the edge) to drop it, as an edit would.
 */
export const announceNewDayJob = defineJob({
  queue: QUEUE_NAMES.articlePublishing,
  name: JOB_NAMES.announceNewDay,
  payload: z.object({}),
  async handle(_payload, { em }): Promise<{ announced: true }> {
    await em.execute('SELECT pg_notify(?, ?)', [CONTENT_CHANNEL, encodeContentChange(keyedChange([GAMES_KEY]))]);
    return { announced: true };
  },
});
