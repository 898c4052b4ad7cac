// A job type is a name on a queue, a typed payload checked with zod, and a plain handler.
// Domain modules define them (article.jobs.ts, thumbnail.jobs.ts, ai.jobs.ts); jobs/registry.ts
// is the one place they are registered with the worker.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type OpenAI from 'openai';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { GraphConfig } from '../config';
import type { FederationRuntime } from '../modules/federation/federation';
import type { MailQueue } from '../modules/mail/mail-queue';
import type { MailTransport } from '../modules/mail/mail.transport';
import type { MediaStore } from '../modules/thumbnail/media-store';
import type { JobName, QueueName } from './queues';

export interface JobContext {
  /** A fresh EntityManager for this job run. */
  em: EntityManager;
  config: GraphConfig;
  logger: Logger;
  media: MediaStore;
  redis: Redis;
  /** Null without OPENAI_API_KEY: the AI jobs fall back to the offline generator. */
  ai: { client: OpenAI; model: string } | null;
  /** SMTP, or the dev mailbox without SMTP_URL. */
  mail: MailTransport;
  mailQueue: MailQueue;
  /** Jobs that fan out (the digest, webhook dispatch) add jobs to other queues. */
  queue(name: QueueName): Queue;
  /** First retry delay of a webhook delivery (doubles each time); tests shorten it. */
  webhookRetryDelayMs: number;
  /** The publication's Fedify federation (made on first use), for signing and sending deliveries. */
  federation(): FederationRuntime;
  now(): Date;
}

export interface JobDefinition<Payload, Result> {
  queue: QueueName;
  name: JobName;
  /** Payloads are checked before the handler runs; a bad one fails the job without retries. */
  payload: z.ZodType<Payload>;
  handle(payload: Payload, context: JobContext, job: Job): Promise<Result>;
}

export function defineJob<Payload, Result>(definition: JobDefinition<Payload, Result>): JobDefinition<Payload, Result> {
  return definition;
}
