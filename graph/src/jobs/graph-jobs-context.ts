// How graph's resolvers reach the job side (queues, caches, media): the typed `jobs` member of their context.
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

/** The jobs wiring, for resolvers that cannot work without it (a graph without queues answers 503). */
export function graphJobs(ctx: GraphContext): GraphJobs {
  if (!ctx.jobs) throw serviceUnavailable('Background jobs are not set up on this server.');
  return ctx.jobs;
}
