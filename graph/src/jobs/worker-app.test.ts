// The worker process's own behaviour: health endpoints, refusing bad jobs without retries, and a
// graceful stop that lets the running job finish.
import { eventually } from '../../../testing/eventually';
import { startGraphWithJobs, type TestJobsSetup } from '../../../testing/worker';
import { Client } from 'pg';
import { createArticle, createCategory } from '../../../testing/graph';
import { ArticleStatus } from '../modules/article/article.entity';
import { publishJobId } from './bull-publish-scheduler';
import { JOB_NAMES, QUEUE_NAMES } from './queues';

let setup: TestJobsSetup;

beforeAll(async () => {
  setup = await startGraphWithJobs({ scheduleMinLeadMs: 300 });
});
afterAll(async () => {
  await setup?.close();
});

it('answers /healthz and reports Redis and Postgres on /readyz', async () => {
  const worker = await setup.startWorker();
  try {
    const health = await fetch(`http://127.0.0.1:${worker.port}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`http://127.0.0.1:${worker.port}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      redis: true,
      postgres: true,
      outbox: { waiting: 0, oldestSeconds: 0 },
    });
  } finally {
    await worker.close();
  }
});

it('fails a job with a bad payload at once, without retries, and keeps it for inspection', async () => {
  const worker = await setup.startWorker();
  try {
    const queue = setup.queues.queue(QUEUE_NAMES.articlePublishing);
    const job = await queue.add(JOB_NAMES.publishScheduledArticle, { articleId: 'seven', scheduledFor: 'soon' });
    await eventually(async () => ((await queue.getJobState(job.id!)) === 'failed' ? true : undefined), 'the bad job to fail');
    const failed = (await queue.getJob(job.id!))!;
    // The queue allows several attempts; failed after the first one means no retries.
    expect(failed.opts.attempts).toBeGreaterThan(1);
    expect(failed.attemptsStarted).toBe(1);
    expect(failed.failedReason).toMatch(/Invalid payload for publishScheduledArticle: articleId/);
    expect(await queue.getFailedCount()).toBeGreaterThanOrEqual(1);
  } finally {
    await worker.close();
  }
});

it('a graceful stop (SIGTERM) lets the running publish finish before the worker exits', async () => {
  const category = (await createCategory(setup.testGraph.graph)).slug;
  const pg = new Client({ connectionString: setup.testGraph.config.databaseUrl });
  await pg.connect();
  try {
    const article = await createArticle(setup.testGraph.graph, {
      title: 'Launch day review',
      category,
      status: ArticleStatus.scheduled,
      scheduledFor: new Date(Date.now() + 600),
    });
    // The worker starts only once the row is held (as in scheduled-publishing.test.ts): on a busy
    // machine the article could otherwise be due, and published, before the lock was taken.
    await pg.query('BEGIN');
    await pg.query('SELECT id FROM article WHERE id = $1 FOR UPDATE', [article.id]);
    const worker = await setup.startWorker();
    const queue = setup.queues.queue(QUEUE_NAMES.articlePublishing);
    await eventually(async () => {
      const job = await queue.getJob(publishJobId(article.id));
      return job && (await job.isActive()) ? true : undefined;
    }, 'the publish job to start');

    let stopped = false;
    const stopping = worker.close().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false);

    await pg.query('ROLLBACK');
    await stopping;
    const { rows } = await pg.query('SELECT status FROM article WHERE id = $1', [article.id]);
    expect(rows[0].status).toBe('published');
  } finally {
    await pg.end();
  }
});
