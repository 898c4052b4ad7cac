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

/**
 * An article scheduled a moment ahead whose row `pg` holds locked (in an open transaction) before its
 * publish job reaches it, so that the job waits on the row. On a busy machine the moment can pass
 * before the lock is taken (CI saw the article published first, the job never seen running): then
 * again, further ahead.
 */
async function scheduledAndLockedBeforeItsTime(pg: Client, category: string) {
  for (let leadMs = 600; leadMs <= 4_800; leadMs *= 2) {
    const article = await createArticle(setup.testGraph.graph, {
      title: 'Launch day review',
      category,
      status: ArticleStatus.scheduled,
      scheduledFor: new Date(Date.now() + leadMs),
    });
    await pg.query('BEGIN');
    const { rows } = await pg.query('SELECT status FROM article WHERE id = $1 FOR UPDATE', [article.id]);
    if (rows[0].status === ArticleStatus.scheduled) return article;
    await pg.query('ROLLBACK');
  }
  throw new Error('every article was published before its row could be locked');
}

it('a graceful stop (SIGTERM) lets the running publish finish before the worker exits', async () => {
  const category = (await createCategory(setup.testGraph.graph)).slug;
  const pg = new Client({ connectionString: setup.testGraph.config.databaseUrl });
  await pg.connect();
  try {
    const worker = await setup.startWorker();
    const article = await scheduledAndLockedBeforeItsTime(pg, category);
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
