import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import { JOB_NAMES, QUEUE_NAMES } from '../../jobs/queues';
import { ViewsService } from './views.service';

/** Daily: visitor hashes older than two days go (their salt is gone; counts stay). */
export const pruneViewVisitorsJob = defineJob({
  queue: QUEUE_NAMES.newsletter,
  name: JOB_NAMES.pruneViewVisitors,
  payload: z.object({}),
  async handle(_payload, { em }): Promise<{ pruned: number }> {
    return { pruned: await new ViewsService(em).pruneVisitors() };
  },
});
