// The queues graph and the worker share (names fixed in docs/decisions/0001). Graph only enqueues
// and waits; the worker (jobs/worker-app.ts) runs the handlers registered in jobs/registry.ts.
import { Queue, QueueEvents, type ConnectionOptions, type DefaultJobOptions } from 'bullmq';

export const QUEUE_NAMES = {
  articlePublishing: 'article-publishing',
  thumbnails: 'thumbnails',
  aiDrafts: 'ai-drafts',
  mail: 'mail',
  newsletter: 'newsletter',
  webhooks: 'webhooks',
  edgePurge: 'edge-purge',
  federation: 'federation',
} as const;

export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];

export const JOB_NAMES = {
  publishScheduledArticle: 'publishScheduledArticle',
  publishDueArticles: 'publishDueArticles',
  renderArticleThumbnail: 'renderArticleThumbnail',
  generateArticleDraft: 'generateArticleDraft',
  suggestTrendingTopics: 'suggestTrendingTopics',
  sendMail: 'sendMail',
  sendWeeklyDigest: 'sendWeeklyDigest',
  pruneViewVisitors: 'pruneViewVisitors',
  dispatchWebhookDeliveries: 'dispatchWebhookDeliveries',
  deliverWebhook: 'deliverWebhook',
  purgeEdge: 'purgeEdge',
  dispatchFederationOutbox: 'dispatchFederationOutbox',
  deliverFederationActivity: 'deliverFederationActivity',
  pruneFederation: 'pruneFederation',
  announceNewDay: 'announceNewDay',
} as const;

export type JobName = (typeof JOB_NAMES)[keyof typeof JOB_NAMES];

/** Failed jobs stay in Redis (newest N) so editors can inspect them in the queue dashboard. */
const KEEP_FAILED = { count: 1000 };

/**
 * Per queue, because the work differs: publishing must eventually happen, so it retries for a
 * while; a thumbnail retries briefly; an AI draft has someone waiting for it, and the openai
 * client already retries transient errors itself, so the job runs once.
 */
export const QUEUE_JOB_OPTIONS: Record<QueueName, DefaultJobOptions> = {
  'article-publishing': {
    attempts: 8,
    backoff: { type: 'exponential', delay: 1000 },
    // Completed jobs are dropped so a later schedule can reuse the stable `publish-<id>` job id.
    removeOnComplete: true,
    removeOnFail: KEEP_FAILED,
  },
  thumbnails: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 500 },
    // Kept a day so a repeat request for the same article version shares the finished job.
    removeOnComplete: { age: 24 * 3600, count: 5000 },
    removeOnFail: KEEP_FAILED,
  },
  'ai-drafts': {
    attempts: 1,
    backoff: { type: 'exponential', delay: 1000 },
    removeOnComplete: { age: 3600, count: 200 },
    removeOnFail: KEEP_FAILED,
  },
  // An SMTP hiccup must not lose a confirmation: retried for about half an hour.
  mail: {
    attempts: 6,
    backoff: { type: 'exponential', delay: 30_000 },
    removeOnComplete: { age: 24 * 3600, count: 10_000 },
    removeOnFail: KEEP_FAILED,
  },
  newsletter: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 10_000 },
    removeOnComplete: { age: 7 * 24 * 3600, count: 100 },
    removeOnFail: KEEP_FAILED,
  },
  // Deliveries keep their job a day so a re-dispatched delivery id joins the job instead of
  // sending twice; retries follow Standard Webhooks' advice (exponential, about 9 hours in all).
  webhooks: {
    attempts: 12,
    backoff: { type: 'exponential', delay: 10_000 },
    removeOnComplete: { age: 24 * 3600, count: 10_000 },
    removeOnFail: KEEP_FAILED,
  },
  // A purge that fails (the CDN's API down, Varnish restarting) is retried for about 17 minutes:
  // 0.5 s, 1 s, 2 s … doubling; the edge's TTL (s-maxage) bounds staleness beyond that.
  'edge-purge': {
    attempts: 12,
    backoff: { type: 'exponential', delay: 500 },
    removeOnComplete: { age: 3600, count: 1000 },
    removeOnFail: KEEP_FAILED,
  },
  // Deliveries to other servers (modules/federation): retried for about two and a half hours
  // (5 s doubling); a job id is an activity and an inbox, so completed ones are kept an hour for a
  // re-dispatch to join instead of sending twice.
  federation: {
    attempts: 12,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: { age: 3600, count: 20_000 },
    removeOnFail: KEEP_FAILED,
  },
};

export interface QueueConnection {
  redisUrl: string;
  /** REDIS_PREFIX: every BullMQ key starts with it. */
  redisPrefix: string;
}

/** How long one Redis command of a producer may take before it fails (Redis stopped or frozen). */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * Reconnect quickly once Redis is back (BullMQ's own default backs off to 20 s, which kept jobs
 * stuck long after an outage ended).
 */
export const redisRetryStrategy = (times: number): number => Math.min(times * 200, 1_000);

/**
 * `producer`: a connection that only sends commands (graph's Queue, the worker's outbox relay):
 * each command is bounded, so a stopped or frozen Redis fails it instead of hanging the caller.
 * Blocking connections (Worker, QueueEvents) must not have a command timeout; BullMQ itself sets
 * their maxRetriesPerRequest to null.
 */
export function bullConnection(connection: QueueConnection, use: 'producer' | 'blocking' = 'blocking'): ConnectionOptions {
  return {
    url: connection.redisUrl,
    retryStrategy: redisRetryStrategy,
    ...(use === 'producer' ? { commandTimeout: REDIS_COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1 } : {}),
  };
}

export function createQueue(name: QueueName, connection: QueueConnection): Queue {
  return new Queue(name, {
    connection: bullConnection(connection, 'producer'),
    prefix: connection.redisPrefix,
    defaultJobOptions: QUEUE_JOB_OPTIONS[name],
  });
}

function createQueueEvents(name: QueueName, connection: QueueConnection): QueueEvents {
  return new QueueEvents(name, { connection: bullConnection(connection), prefix: connection.redisPrefix });
}

/**
 * What graph holds to enqueue jobs and wait for their results: one Queue and one QueueEvents
 * per queue, created lazily so a graph that never generates a thumbnail opens no extra sockets.
 */
export class JobClients {
  private readonly queues = new Map<QueueName, Queue>();
  private readonly events = new Map<QueueName, QueueEvents>();

  constructor(readonly connection: QueueConnection) {}

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = createQueue(name, this.connection);
      this.queues.set(name, queue);
    }
    return queue;
  }

  async queueEvents(name: QueueName): Promise<QueueEvents> {
    let events = this.events.get(name);
    if (!events) {
      events = createQueueEvents(name, this.connection);
      this.events.set(name, events);
    }
    // Subscribed before any job is added, so a fast job's completion is never missed.
    await events.waitUntilReady();
    return events;
  }

  async close(): Promise<void> {
    await Promise.all([...this.events.values()].map((e) => e.close()));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.events.clear();
    this.queues.clear();
  }
}
