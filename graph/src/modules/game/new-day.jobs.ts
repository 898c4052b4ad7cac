import { GAMES_KEY, encodeContentChange, keyedChange } from '@savepoint/cache-keys';
import { CONTENT_CHANNEL } from '@savepoint/content-cache';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import { skipsMidnight } from '../../jobs/local-midnight';
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

/**
 * The worker's schedule of the new-day announcement: midnight in the publication's zone, and 01:00
 * too where some day starts then (skipsMidnight); a second drop of the `games` answers on the other
 * days costs one refill.
 */
export function newDaySchedule(timeZone: string): { pattern: string; tz: string } {
  return { pattern: skipsMidnight(timeZone) ? '0 0,1 * * *' : '0 0 * * *', tz: timeZone };
}
