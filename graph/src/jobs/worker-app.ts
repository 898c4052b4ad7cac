// The worker process: consumes every queue with the handlers from jobs/registry.ts, keeps the
// every-minute publishing sweep scheduled, and answers /healthz and /readyz on WORKER_PORT.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MikroORM } from '@mikro-orm/postgresql';
import { type Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { loadWorkerPort, type GraphConfig } from '../config';
import { createOrmConfig } from '../db/mikro-orm.config';
import { createOpenAIClient, DEFAULT_OPENAI_MAX_RETRIES, DEFAULT_OPENAI_TIMEOUT_MS } from '../modules/ai/openai-client';
import { bullMailQueue } from '../modules/mail/mail-queue';
import { createMailTransport } from '../modules/mail/mail.transport';
import { startEdgePurgeRelay } from '../modules/edge/edge-purge-relay';
import type { FederationRuntime } from '../modules/federation/federation';
import { newDaySchedule } from '../modules/game/new-day.jobs';
import { digestSchedule } from '../modules/newsletter/newsletter.jobs';
import { MediaStore } from '../modules/thumbnail/media-store';
import type { JobContext } from './job-definition';
import { BullPublishScheduler } from './bull-publish-scheduler';
import { outboxBacklog, outboxDispatcher, relayOutbox } from './outbox';
import {
  bullConnection,
  createQueue,
  JobClients,
  JOB_NAMES,
  QUEUE_NAMES,
  type QueueName,
  REDIS_COMMAND_TIMEOUT_MS,
  redisRetryStrategy,
} from './queues';
import { handlersFor } from './registry';

const PUBLISH_SWEEP_SCHEDULER_ID = 'publish-due-articles';
const WEEKLY_DIGEST_SCHEDULER_ID = 'weekly-digest';
const WEBHOOK_DISPATCH_SCHEDULER_ID = 'webhook-dispatch';
const VIEW_PRUNE_SCHEDULER_ID = 'prune-view-visitors';
const FEDERATION_DISPATCH_SCHEDULER_ID = 'federation-dispatch';
const FEDERATION_PRUNE_SCHEDULER_ID = 'federation-prune';
export const NEW_DAY_SCHEDULER_ID = 'new-day';
/**
 * Followers see a publish within 2 s (issue 47): a dispatch waits at most this long for its tick,
 * then delivery takes a request. An empty tick is one indexed query.
 */
const FEDERATION_DISPATCH_EVERY_MS = 500;

export interface WorkerOptions {
  /** Health port; 0 picks a free one. Default: WORKER_PORT or 4100. */
  port?: number;
  logger?: Logger;
  /** How often the publishing sweep runs (default every minute). */
  sweepEveryMs?: number;
  openaiTimeoutMs?: number;
  openaiMaxRetries?: number;
  /**
   * How long a job stays claimed without a heartbeat before another worker takes it over
   * (BullMQ lock). Tests lower it to see a killed worker's job picked up quickly.
   */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /** How often the job outbox is relayed to Redis (default: config.outboxPollMs). */
  outboxPollMs?: number;
  /** How often committed webhook deliveries are picked up (default every second). */
  webhookDispatchEveryMs?: number;
  /** First retry delay of a failed webhook delivery (default 10 s, doubling). */
  webhookRetryDelayMs?: number;
  /** How often committed social-web activities are fanned out (default every 500 ms). */
  federationDispatchEveryMs?: number;
  /** The purge relay's lease and batching (tests shorten them). */
  edgePurgeRelay?: { leaseMs?: number; batchMs?: number; repeatMs?: number };
}

export interface RunningWorker {
  port: number;
  logger: Logger;
  /**
   * Graceful by default: running jobs finish first (SIGTERM). `force` drops them mid-way, as a
   * crash would; their locks expire and another worker takes them over.
   */
  close(options?: { force?: boolean }): Promise<void>;
}

const CONCURRENCY: Record<QueueName, number> = {
  'article-publishing': 5,
  // Rendering is CPU-bound; two at a time keeps a small machine responsive.
  thumbnails: 2,
  'ai-drafts': 4,
  mail: 5,
  newsletter: 1,
  webhooks: 10,
  // Purges are small HTTP requests; a few at once keep up with bursts of changes.
  'edge-purge': 4,
  // Deliveries wait on other servers far more than they compute: many at once (bench:federation).
  federation: 32,
};

/** A readiness probe must answer even while Redis or Postgres hangs: a slow check counts as down. */
function checkWithin(check: () => Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    check()
      .then(
        () => resolve(true),
        () => resolve(false),
      )
      .finally(() => clearTimeout(timer));
  });
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function startWorker(config: GraphConfig, options: WorkerOptions = {}): Promise<RunningWorker> {
  // Named in the field graph's and the gateway's lines use (createLogger), so one search finds each.
  const logger = options.logger ?? pino({ level: config.logLevel, base: { service: 'worker' } });
  const orm = await MikroORM.init(
    createOrmConfig(config.databaseUrl, { log: (message) => logger.debug(message), poolSize: config.databasePoolSize }),
  );
  const redis = new Redis(config.redisUrl, {
    maxRetriesPerRequest: 1,
    lazyConnect: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: redisRetryStrategy,
  });
  redis.on('error', () => undefined); // reported by /readyz and the BullMQ workers' own error events
  const media = new MediaStore(config.mediaDir);
  const ai = aiOf(config, options);
  const mail = createMailTransport(config);
  const clients = new JobClients(config);
  const mailQueue = bullMailQueue(clients.queue(QUEUE_NAMES.mail));
  // Fedify is loaded with the first delivery, not at start (~50 MB; see federation/http-bridge.ts).
  let federation: FederationRuntime | undefined;
  const federationRuntime = () =>
    (federation ??= (
      require('../modules/federation/federation') as typeof import('../modules/federation/federation')
    ).createFederationRuntime(
      { publicUrl: config.publicUrl, allowPrivateAddresses: config.federationAllowPrivateAddresses },
      orm.em,
    ));

  const runJob = async (queue: QueueName, job: Job): Promise<unknown> => {
    const definition = handlersFor(queue).get(job.name);
    if (!definition) throw new UnrecoverableError(`No handler is registered for job "${job.name}" on queue "${queue}"`);
    const payload = definition.payload.safeParse(job.data);
    if (!payload.success) {
      const problems = payload.error.issues.map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`).join('; ');
      throw new UnrecoverableError(`Invalid payload for ${job.name}: ${problems}`);
    }
    const context: JobContext = {
      em: orm.em.fork(),
      config,
      logger: logger.child({ queue, job: job.name, jobId: job.id, attempt: job.attemptsMade + 1 }),
      media,
      redis,
      ai,
      mail,
      mailQueue,
      queue: (name) => clients.queue(name),
      webhookRetryDelayMs: options.webhookRetryDelayMs ?? 10_000,
      federation: federationRuntime,
      now: () => new Date(),
    };
    return definition.handle(payload.data, context, job);
  };

  const workers = (Object.values(QUEUE_NAMES) as QueueName[]).map((queue) => {
    const worker = new Worker(queue, (job) => runJob(queue, job), {
      connection: bullConnection(config),
      prefix: config.redisPrefix,
      concurrency: CONCURRENCY[queue],
      // SMTP servers throttle senders: the mail queue hands out at most MAIL_RATE_PER_SECOND a second.
      ...(queue === QUEUE_NAMES.mail ? { limiter: { max: config.mailRatePerSecond, duration: 1000 } } : {}),
      // BullMQ treats an explicit undefined as a value, so only given settings are passed.
      ...(options.lockDurationMs ? { lockDuration: options.lockDurationMs } : {}),
      ...(options.stalledIntervalMs ? { stalledInterval: options.stalledIntervalMs } : {}),
    });
    worker.on('failed', (job, error) =>
      logger.warn({ queue, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, err: describeError(error) }, 'job failed'),
    );
    worker.on('error', (error) => logger.error({ queue, err: describeError(error) }, 'worker error'));
    return worker;
  });
  await Promise.all(workers.map((w) => w.waitUntilReady()));

  // Several workers may start at once: upserting the same scheduler id keeps exactly one sweep.
  const publishing = createQueue(QUEUE_NAMES.articlePublishing, config);
  await scheduleRepeatingJobs(config, options, publishing, clients);
  // A worker coming back catches up at once instead of waiting for the sweep's next tick. Not on a
  // Redis reconnect: the outbox relays the publish jobs that waited, and a sweep then would race them.
  await publishing.add(JOB_NAMES.publishDueArticles, {});
  rescheduleWhenRedisReturns(redis, () => scheduleRepeatingJobs(config, options, publishing, clients), logger);

  // Content changes purge the shared cache in front (CDN_PURGE), from one worker at a time.
  const edgeRelay =
    config.edgePurge.kind === 'none'
      ? undefined
      : startEdgePurgeRelay({
          databaseUrl: config.databaseUrl,
          queue: clients.queue(QUEUE_NAMES.edgePurge),
          redis,
          redisPrefix: config.redisPrefix,
          logger: logger.child({ part: 'edge-purge' }),
          ...options.edgePurgeRelay,
        });

  // The job outbox (jobs/outbox.ts): what graph wrote to PostgreSQL but could not hand to Redis.
  const dispatch = outboxDispatcher({ publishScheduler: new BullPublishScheduler(publishing) });
  let outboxTrouble: string | undefined;
  let draining: Promise<void> | undefined;
  const drainOutbox = async () => {
    try {
      const result = await relayOutbox(orm.em, dispatch, { limit: 100 });
      if (result.relayed) logger.info({ relayed: result.relayed }, 'job outbox relayed to the queues');
      const trouble = result.error;
      // One line when relaying starts failing and one when it recovers, not one per poll.
      if (trouble && !outboxTrouble) logger.warn({ err: trouble }, 'job outbox cannot reach Redis; messages wait in PostgreSQL');
      if (!trouble && outboxTrouble) logger.info('job outbox reaches Redis again');
      outboxTrouble = trouble;
    } catch (error) {
      if (!outboxTrouble) logger.warn({ err: describeError(error) }, 'job outbox could not be read');
      outboxTrouble = describeError(error);
    }
  };
  const outboxTimer = setInterval(() => {
    draining ??= drainOutbox().finally(() => {
      draining = undefined;
    });
  }, options.outboxPollMs ?? config.outboxPollMs);

  const health = await startHealthServer(options.port ?? loadWorkerPort(), { redis, orm, workers, logger });
  const port = (health.address() as AddressInfo).port;
  logger.info(
    {
      port,
      queues: Object.values(QUEUE_NAMES),
      generator: ai ? 'openai' : 'offline',
      mail: config.smtpUrl ? 'smtp' : config.mailDir,
    },
    'worker started',
  );

  let closing: Promise<void> | undefined;
  return {
    port,
    logger,
    close({ force = false } = {}) {
      closing ??= (async () => {
        health.closeAllConnections();
        await new Promise<void>((resolve) => health.close(() => resolve()));
        clearInterval(outboxTimer);
        await edgeRelay?.close();
        await draining;
        await Promise.all(workers.map((w) => w.close(force)));
        await publishing.close();
        await clients.close();
        mail.close();
        redis.disconnect();
        await orm.close(true);
        logger.info({ force }, 'worker stopped');
      })();
      return closing;
    },
  };
}

/** The article generator's OpenAI client, when a key is configured (offline drafts otherwise). */
function aiOf(config: GraphConfig, options: WorkerOptions): JobContext['ai'] {
  return config.openaiApiKey
    ? {
        client: createOpenAIClient({
          apiKey: config.openaiApiKey,
          baseUrl: config.openaiBaseUrl,
          model: config.openaiModel,
          timeoutMs: options.openaiTimeoutMs ?? DEFAULT_OPENAI_TIMEOUT_MS,
          maxRetries: options.openaiMaxRetries ?? DEFAULT_OPENAI_MAX_RETRIES,
        }),
        model: config.openaiModel,
      }
    : null;
}

/**
 * The repeating jobs live in Redis alone: a Redis that comes back empty (restarted without
 * persistence, a failover to a fresh node, a flush) would otherwise have no publishing sweep, no
 * dispatch and no digest until a worker restarts, and the delayed publish jobs it lost wait for the
 * sweep. Upserting is idempotent, so doing it on every reconnection costs nothing when data survived.
 */
function rescheduleWhenRedisReturns(redis: Redis, schedule: () => Promise<void>, logger: Logger): void {
  let running: Promise<void> | undefined;
  redis.on('ready', () => {
    running ??= schedule()
      .then(
        () => logger.info('repeating jobs scheduled again after Redis reconnected'),
        (error: unknown) => logger.warn({ err: describeError(error) }, 'could not schedule the repeating jobs again'),
      )
      .finally(() => {
        running = undefined;
      });
  });
}

/**
 * The repeating jobs: the publish sweep, the weekly digest, pruning, webhook and federation
 * dispatch. Several workers may start at once: upserting the same scheduler id keeps exactly one.
 */
async function scheduleRepeatingJobs(
  config: GraphConfig,
  options: WorkerOptions,
  publishing: Queue,
  clients: JobClients,
): Promise<void> {
  await publishing.upsertJobScheduler(
    PUBLISH_SWEEP_SCHEDULER_ID,
    { every: options.sweepEveryMs ?? 60_000 },
    { name: JOB_NAMES.publishDueArticles, data: {} },
  );
  // Today is the publication's day (ADR 0045): answers that depend on it are dropped when it turns.
  await publishing.upsertJobScheduler(NEW_DAY_SCHEDULER_ID, newDaySchedule(config.publication.timeZone), {
    name: JOB_NAMES.announceNewDay,
    data: {},
    opts: { removeOnComplete: true },
  });
  await clients.queue(QUEUE_NAMES.newsletter).upsertJobScheduler(WEEKLY_DIGEST_SCHEDULER_ID, digestSchedule(config.digest), {
    name: JOB_NAMES.sendWeeklyDigest,
    data: {},
  });
  await clients
    .queue(QUEUE_NAMES.newsletter)
    .upsertJobScheduler(
      VIEW_PRUNE_SCHEDULER_ID,
      { pattern: '17 3 * * *' },
      { name: JOB_NAMES.pruneViewVisitors, data: {}, opts: { removeOnComplete: true } },
    );
  await clients
    .queue(QUEUE_NAMES.webhooks)
    .upsertJobScheduler(
      WEBHOOK_DISPATCH_SCHEDULER_ID,
      { every: options.webhookDispatchEveryMs ?? 1000 },
      { name: JOB_NAMES.dispatchWebhookDeliveries, data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } },
    );

  await clients
    .queue(QUEUE_NAMES.federation)
    .upsertJobScheduler(
      FEDERATION_DISPATCH_SCHEDULER_ID,
      { every: options.federationDispatchEveryMs ?? FEDERATION_DISPATCH_EVERY_MS },
      { name: JOB_NAMES.dispatchFederationOutbox, data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } },
    );
  await clients
    .queue(QUEUE_NAMES.federation)
    .upsertJobScheduler(
      FEDERATION_PRUNE_SCHEDULER_ID,
      { pattern: '43 3 * * *' },
      { name: JOB_NAMES.pruneFederation, data: {}, opts: { removeOnComplete: true } },
    );
}

/** /healthz and /readyz of the worker: Redis, PostgreSQL (with the outbox backlog) and every queue's worker. */
async function startHealthServer(
  port: number,
  parts: { redis: Redis; orm: MikroORM; workers: Worker[]; logger: Logger },
): Promise<Server> {
  const { redis, orm, workers, logger } = parts;
  // A failed check must answer 503, never become an unhandled rejection that kills the worker.
  const health: Server = createServer((req, res) => {
    answerHealth(req, res).catch((err: unknown) => {
      logger.error({ err }, 'health check failed');
      if (!res.headersSent) res.writeHead(503).end();
    });
  });
  const answerHealth = async (req: IncomingMessage, res: ServerResponse) => {
    const reply = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
    if (req.url === '/healthz') return reply(200, { status: 'ok' });
    if (req.url === '/readyz') {
      let outbox: { waiting: number; oldestSeconds: number } | null = null;
      const [redisOk, postgresOk] = await Promise.all([
        checkWithin(() => redis.ping(), 2000),
        checkWithin(async () => {
          outbox = await outboxBacklog(orm.em);
        }, 2000),
      ]);
      const ready = redisOk && postgresOk && workers.every((w) => w.isRunning());
      return reply(ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', redis: redisOk, postgres: postgresOk, outbox });
    }
    reply(404, { error: 'Not found' });
  };
  await new Promise<void>((resolve, reject) => {
    health.once('error', reject);
    health.listen(port, () => resolve());
  });
  return health;
}
