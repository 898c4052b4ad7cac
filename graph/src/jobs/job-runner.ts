// Graph's side of a job it needs an answer from: enqueue, then wait a bounded time for the
// worker's result. Slow work never runs inside the request; the request only waits for it.
import type { Job } from 'bullmq';
import type { JobDefinition } from './job-definition';
import type { JobClients } from './queues';

/** The worker did not finish within the wait (busy, or no worker running). */
export class JobWaitTimeoutError extends Error {
  override name = 'JobWaitTimeoutError';
}

/** The job failed; `reason` is the handler's error message (its failedReason). */
export class JobFailedError extends Error {
  override name = 'JobFailedError';
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** How long a request waits for the queues' Redis connection before it is told the jobs are unavailable. */
const REDIS_READY_WAIT_MS = 2_000;

/** Redis did not answer in time: the queues are unreachable right now. */
class QueueUnavailableError extends Error {
  override name = 'QueueUnavailableError';
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new QueueUnavailableError(`Redis did not answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export interface RunOptions {
  /** Same id, same job: a repeat request joins the job already queued or finished. */
  jobId?: string;
  waitMs: number;
}

export class JobRunner {
  constructor(private readonly clients: JobClients) {}

  async run<Payload, Result>(definition: JobDefinition<Payload, Result>, payload: Payload, options: RunOptions): Promise<Result> {
    // Subscribing waits for Redis to be ready, which a stopped Redis never is: bounded, like every command.
    const events = await within(this.clients.queueEvents(definition.queue), REDIS_READY_WAIT_MS);
    const queue = this.clients.queue(definition.queue);
    if (options.jobId) {
      // A kept failed job would otherwise answer every later request with its old failure.
      const previous = await queue.getJob(options.jobId);
      if (previous && (await previous.isFailed())) await previous.retry();
    }
    const job: Job = await queue.add(definition.name, payload, options.jobId ? { jobId: options.jobId } : {});
    try {
      return (await job.waitUntilFinished(events, options.waitMs)) as Result;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message.includes('timed out before finishing')) throw new JobWaitTimeoutError(message);
      throw new JobFailedError(message);
    }
  }

  /** Drops a kept job so the same job id runs afresh next time. */
  async forget(definition: Pick<JobDefinition<unknown, unknown>, 'queue'>, jobId: string): Promise<void> {
    await this.clients.queue(definition.queue).remove(jobId);
  }
}
