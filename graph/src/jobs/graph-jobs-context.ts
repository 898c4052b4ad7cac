// How graph's resolvers reach the job side (queues, caches, media) from their request context.
import type { Redis } from 'ioredis';
import { serviceUnavailable } from '../common/errors';
import type { GraphContext } from '../graphql/context';
import type { MailQueue } from '../modules/mail/mail-queue';
import type { MediaStore } from '../modules/thumbnail/media-store';
import type { JobRunner } from './job-runner';

export interface GraphJobs {
  /** REDIS_PREFIX, which the worker's cache keys start with too. */
  redisPrefix: string;
  runner: JobRunner;
  /** Reads the caches the worker fills (trending topics). */
  redis: Redis;
  media: MediaStore;
  /** The `mail` queue: confirmation mail and the digest go out through the worker. */
  mail: MailQueue;
}

/** The jobs wiring when graph has one (a graph without queues still stores subscriptions). */
export function optionalGraphJobs(ctx: GraphContext): GraphJobs | undefined {
  return ctx.extra.jobs as GraphJobs | undefined;
}

export function graphJobs(ctx: GraphContext): GraphJobs {
  const jobs = ctx.extra.jobs as GraphJobs | undefined;
  if (!jobs) throw serviceUnavailable('Background jobs are not set up on this server.');
  return jobs;
}
