// The weekly digest as a repeatable job (DIGEST_DAY, DIGEST_HOUR, DIGEST_TIMEZONE; scheduled by the
// worker at start). It only calls DigestService, the same code as the editors' "send now".
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import { skipsMidnight } from '../../jobs/local-midnight';
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

/**
 * The worker's schedule of the digest: the configured day and hour (minute 0) in its zone. At hour 0
 * in a zone where some day starts at 01:00 (skipsMidnight) it runs at 01:00 too, else that week would
 * have no digest; the repeat sends nothing twice (one issue a week, each subscriber claimed once).
 */
export function digestSchedule(digest: { weekday: number; hour: number; timeZone: string }): { pattern: string; tz: string } {
  const hours = digest.hour === 0 && skipsMidnight(digest.timeZone) ? '0,1' : String(digest.hour);
  return { pattern: `0 ${hours} * * ${digest.weekday}`, tz: digest.timeZone };
}
