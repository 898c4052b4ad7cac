// The one place job handlers are registered. The worker runs exactly these; graph enqueues them
// by the same definitions, so a job's name and payload type cannot drift between the two.
import { generateArticleDraftJob, suggestTrendingTopicsJob } from '../modules/ai/ai.jobs';
import { publishDueArticlesJob, publishScheduledArticleJob } from '../modules/article/publishing.jobs';
import { pruneViewVisitorsJob } from '../modules/analytics/views.jobs';
import { purgeEdgeJob } from '../modules/edge/edge.jobs';
import { announceNewDayJob } from '../modules/game/new-day.jobs';
import {
  deliverFederationActivityJob,
  dispatchFederationOutboxJob,
  pruneFederationJob,
} from '../modules/federation/federation.jobs';
import { sendMailJob } from '../modules/mail/mail.jobs';
import { sendWeeklyDigestJob } from '../modules/newsletter/newsletter.jobs';
import { renderArticleThumbnailJob } from '../modules/thumbnail/thumbnail.jobs';
import { deliverWebhookJob, dispatchWebhookDeliveriesJob } from '../modules/webhook/webhook.jobs';
import type { JobDefinition } from './job-definition';
import type { QueueName } from './queues';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- jobs differ in payload; each one's zod schema checks its own
const jobDefinitions: ReadonlyArray<JobDefinition<any, unknown>> = [
  publishScheduledArticleJob,
  publishDueArticlesJob,
  renderArticleThumbnailJob,
  generateArticleDraftJob,
  suggestTrendingTopicsJob,
  sendMailJob,
  sendWeeklyDigestJob,
  pruneViewVisitorsJob,
  dispatchWebhookDeliveriesJob,
  deliverWebhookJob,
  purgeEdgeJob,
  dispatchFederationOutboxJob,
  deliverFederationActivityJob,
  pruneFederationJob,
  announceNewDayJob,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export function handlersFor(queue: QueueName): Map<string, JobDefinition<any, unknown>> {
  return new Map(jobDefinitions.filter((d) => d.queue === queue).map((d) => [d.name, d]));
}
