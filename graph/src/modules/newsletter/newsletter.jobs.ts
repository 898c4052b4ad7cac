// The weekly digest as a repeatable job (DIGEST_DAY, DIGEST_HOUR, DIGEST_TIMEZONE; scheduled by the
// worker at start). It only calls DigestService, the same code as the editors' "send now".
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import { JOB_NAMES, QUEUE_NAMES } from '../../jobs/queues';
import { DigestService, type DigestRun } from './digest';

export const sendWeeklyDigestJob = defineJob({
  queue: QUEUE_NAMES.newsletter,
  name: JOB_NAMES.sendWeeklyDigest,
  payload: z.object({}),
  async handle(_payload, { em, config, mailQueue, logger, now }): Promise<DigestRun> {
    const run = await new DigestService(em, config, mailQueue).sendCurrentWeek(now());
    logger.info(run, run.articleCount ? 'weekly digest queued' : 'weekly digest skipped: nothing published this week');
    return run;
  },
});

/** BullMQ cron pattern for the configured day and hour (minute 0). */
export function digestCron(digest: { weekday: number; hour: number }): string {
  return `0 ${digest.hour} * * ${digest.weekday}`;
}
