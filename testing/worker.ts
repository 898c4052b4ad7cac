// graph and the BullMQ worker together for tests: a real graph server (startTestGraph) wired to the
// queues exactly as server.ts wires it, and in-process workers on the same config that a test can
// start, kill and restart. Log lines are captured so tests can see what the worker did.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { GraphServerOptions } from '../graph/src/app';
import type { GraphConfig } from '../graph/src/config';
import { createGraphJobs } from '../graph/src/jobs/graph-jobs';
import { JobClients, QUEUE_NAMES, type QueueName } from '../graph/src/jobs/queues';
import { startWorker, type RunningWorker, type WorkerOptions } from '../graph/src/jobs/worker-app';
import { testRedisPrefix, testRedisUrl } from './db';
import { startTestSmtp, type TestSmtp } from './mail';
import { startTestGraph, type TestGraph } from './graph';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface TestJobsSetup {
  testGraph: TestGraph;
  /** Every line any worker of this setup logged, in order. */
  logs: LogLine[];
  /** Queues on the same Redis prefix, for inspecting or obliterating them. */
  queues: JobClients;
  startWorker(options?: WorkerOptions): Promise<RunningWorker>;
  close(): Promise<void>;
}

export async function startGraphWithJobs(
  overrides: Partial<GraphConfig> = {},
  options: GraphServerOptions = {},
): Promise<TestJobsSetup> {
  const redisPrefix = overrides.redisPrefix ?? testRedisPrefix('jobs');
  const mediaDir = overrides.mediaDir ?? mkdtempSync(path.join(os.tmpdir(), 'savepoint-media-'));
  const redisUrl = overrides.redisUrl ?? testRedisUrl();
  const wiring = createGraphJobs({ redisUrl, redisPrefix, mediaDir });
  const testGraph = await startTestGraph(
    { ...overrides, redisUrl, redisPrefix, mediaDir },
    {
      publishScheduler: wiring.publishScheduler,
      jobs: wiring.jobs,
      onClose: wiring.close,
      ...options,
    },
  );
  const logs: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => logs.push(JSON.parse(line) as LogLine) });
  const queues = new JobClients({ redisUrl, redisPrefix });
  const workers: RunningWorker[] = [];

  return {
    testGraph,
    logs,
    queues,
    async startWorker(workerOptions = {}) {
      const worker = await startWorker(testGraph.config, { port: 0, logger, ...workerOptions });
      workers.push(worker);
      return worker;
    },
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      for (const name of Object.values(QUEUE_NAMES) as QueueName[]) {
        await queues.queue(name).obliterate({ force: true });
      }
      await queues.close();
      await testGraph.close();
    },
  };
}

/**
 * graph and its worker sending mail to a real SMTP server on loopback, links addressed from
 * https://savepoint.example: the newsletter and mail tests' setup (close both when done).
 */
export async function startGraphWithMail(): Promise<{ smtp: TestSmtp; setup: TestJobsSetup }> {
  const smtp = await startTestSmtp();
  const setup = await startGraphWithJobs({ smtpUrl: smtp.url, publicUrl: 'https://savepoint.example' });
  await setup.startWorker();
  return { smtp, setup };
}
