// What graph needs from the worker side, built once per graph server:
//   startGraphServer(config, { publishScheduler, jobs, onClose: close }) with the values
//   from createGraphJobs(config). The AI and thumbnail resolvers are in graph's one resolver list
//   (graphql/schema.ts) and reach the queues through graphJobs(ctx) (graph-jobs-context.ts).
import { Redis } from 'ioredis';
import type { GraphConfig } from '../config';
import type { PublishScheduler } from '../modules/article/publish-scheduler';
import { bullMailQueue } from '../modules/mail/mail-queue';
import { MediaStore } from '../modules/thumbnail/media-store';
import { BullPublishScheduler } from './bull-publish-scheduler';
import type { GraphJobs } from './graph-jobs-context';
import { JobRunner } from './job-runner';
import { JobClients, QUEUE_NAMES, REDIS_COMMAND_TIMEOUT_MS, redisRetryStrategy } from './queues';

export interface GraphJobsWiring {
  publishScheduler: PublishScheduler;
  jobs: GraphJobs;
  close(): Promise<void>;
}

export function createGraphJobs(config: Pick<GraphConfig, 'redisUrl' | 'redisPrefix' | 'mediaDir'>): GraphJobsWiring {
  const clients = new JobClients(config);
  // Every command bounded: a stopped or frozen Redis fails a cache read instead of hanging a request.
  const redis = new Redis(config.redisUrl, {
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: redisRetryStrategy,
  });
  const jobs: GraphJobs = {
    redisPrefix: config.redisPrefix,
    runner: new JobRunner(clients),
    redis,
    media: new MediaStore(config.mediaDir),
    mail: bullMailQueue(clients.queue(QUEUE_NAMES.mail)),
  };
  return {
    publishScheduler: new BullPublishScheduler(clients.queue(QUEUE_NAMES.articlePublishing)),
    jobs,
    async close() {
      await clients.close();
      redis.disconnect();
    },
  };
}
