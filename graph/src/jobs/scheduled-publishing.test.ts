// Scheduled publishing end to end: GraphQL saves schedule BullMQ jobs, an in-process worker
// publishes them. The minimum lead is lowered so nothing waits for minutes.
import { eventually } from '../../../testing/eventually';
import { startGraphWithJobs, type TestJobsSetup } from '../../../testing/worker';
import { Client } from 'pg';
import { sessionsWaitingOnLocks } from '../../../testing/db';
import { createCategory } from '../../../testing/graph';
import { publishJobId } from './bull-publish-scheduler';
import { QUEUE_NAMES } from './queues';

let setup: TestJobsSetup;
let category: string;

/**
 * Every worker of this file takes over a dead worker's job within about a second. They must all
 * agree: BullMQ rate-limits the stalled-job check per queue by the interval of whoever ran it.
 */
const FAST_TAKEOVER = { lockDurationMs: 1000, stalledIntervalMs: 300 };

beforeAll(async () => {
  setup = await startGraphWithJobs({ scheduleMinLeadMs: 300 });
  category = (await createCategory(setup.testGraph.graph, { name: 'News' })).slug;
});
afterAll(async () => {
  await setup?.close();
});

const ARTICLE_FIELDS = 'id status scheduledFor publishedAt';

async function scheduleArticle(title: string, at: Date): Promise<number> {
  const result = await setup.testGraph.query(
    `mutation($input: ArticleInput!) { createArticle(input: $input) { ${ARTICLE_FIELDS} } }`,
    { input: { title, content: '<p>Coming soon.</p>', category, status: 'scheduled', scheduledFor: at.toISOString() } },
    setup.testGraph.editorHeaders(),
  );
  expect(result.errors).toBeUndefined();
  expect(result.data!.createArticle.status).toBe('scheduled');
  return result.data!.createArticle.id;
}

async function updateArticle(id: number, input: Record<string, unknown>) {
  const result = await setup.testGraph.query(
    `mutation($id: Int!, $input: ArticleUpdateInput!) { updateArticle(id: $id, input: $input) { ${ARTICLE_FIELDS} } }`,
    { id, input },
    setup.testGraph.editorHeaders(),
  );
  expect(result.errors).toBeUndefined();
  return result.data!.updateArticle;
}

/** What a reader sees: null until the article is published. */
async function readerView(id: number): Promise<{ id: number; status: string; publishedAt: string } | null> {
  const result = await setup.testGraph.query(`query($id: Int!) { article(id: $id) { ${ARTICLE_FIELDS} } }`, { id });
  return result.data!.article;
}

async function readerListIds(): Promise<number[]> {
  const result = await setup.testGraph.query('{ articles(limit: 100) { articles { id } } }');
  return result.data!.articles.articles.map((a: { id: number }) => a.id);
}

/** Polls as a reader until published, checking on every look that it never shows up early. */
async function waitUntilPublished(id: number, scheduledFor: Date) {
  return eventually(async () => {
    const lookedAt = Date.now();
    const article = await readerView(id);
    if (!article) return undefined;
    // Seen published: the look began no earlier than the scheduled time minus the request's own time.
    expect(Date.now()).toBeGreaterThanOrEqual(scheduledFor.getTime());
    expect(lookedAt + 1000).toBeGreaterThanOrEqual(scheduledFor.getTime());
    return article;
  }, `article ${id} to be published`);
}

const publishLogsFor = (id: number) =>
  setup.logs.filter((l) => l.articleId === id && typeof l.msg === 'string' && l.msg.startsWith('scheduled article published'));

async function delayedPublishJob(id: number) {
  const job = await setup.queues.queue(QUEUE_NAMES.articlePublishing).getJob(publishJobId(id));
  return job ? { state: await job.getState(), data: job.data as { articleId: number; scheduledFor: string } } : null;
}

describe('with a worker running', () => {
  let stopWorker: () => Promise<void>;
  beforeAll(async () => {
    const worker = await setup.startWorker(FAST_TAKEOVER);
    stopWorker = () => worker.close();
  });
  afterAll(async () => {
    await stopWorker();
  });

  it('publishes a scheduled article at its time, not before, and readers then see it', async () => {
    const at = new Date(Date.now() + 1500);
    const id = await scheduleArticle('Patch notes drop at noon', at);
    expect(await readerView(id)).toBeNull();
    expect(await delayedPublishJob(id)).toEqual({ state: 'delayed', data: { articleId: id, scheduledFor: at.toISOString() } });

    const published = await waitUntilPublished(id, at);
    expect(published.status).toBe('published');
    expect(new Date(published.publishedAt).getTime()).toBe(at.getTime());
    expect(await readerListIds()).toContain(id);

    const logs = await eventually(
      async () => (publishLogsFor(id).length ? publishLogsFor(id) : undefined),
      'the publish log line',
    );
    expect(logs).toHaveLength(1);
    expect(logs[0].latenessMs).toEqual(expect.any(Number));
    expect(logs[0].latenessMs as number).toBeGreaterThanOrEqual(0);
  });

  it('moves the job when rescheduled and publishes at the new time only', async () => {
    const first = new Date(Date.now() + 2000);
    const id = await scheduleArticle('Showcase moved back', first);
    const later = new Date(first.getTime() + 1500);
    await updateArticle(id, { status: 'scheduled', scheduledFor: later.toISOString() });
    expect(await delayedPublishJob(id)).toEqual({ state: 'delayed', data: { articleId: id, scheduledFor: later.toISOString() } });

    // Past the first time: still unpublished.
    await new Promise((resolve) => setTimeout(resolve, first.getTime() - Date.now() + 400));
    expect(await readerView(id)).toBeNull();

    const published = await waitUntilPublished(id, later);
    expect(new Date(published.publishedAt).getTime()).toBe(later.getTime());
    expect(publishLogsFor(id)).toHaveLength(1);
  });

  it('removes the job when the article goes back to draft, and never publishes it', async () => {
    // Far enough ahead that saving, reading the job and going back to draft land before the time
    // on a loaded CI machine (they once took over 800 ms, and the worker rightly published first).
    const at = new Date(Date.now() + 2500);
    const id = await scheduleArticle('Rumour we decided not to run', at);
    expect(await delayedPublishJob(id)).not.toBeNull();
    const draft = await updateArticle(id, { status: 'draft' });
    expect(draft.status).toBe('draft');
    expect(draft.scheduledFor).toBeNull();
    expect(await delayedPublishJob(id)).toBeNull();
    expect(Date.now()).toBeLessThan(at.getTime()); // else the worker was right to publish it

    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 600));
    expect(await readerView(id)).toBeNull();
    expect(publishLogsFor(id)).toHaveLength(0);
  });

  it('publishing now removes the delayed job', async () => {
    const id = await scheduleArticle('Embargo lifted early', new Date(Date.now() + 60_000));
    await updateArticle(id, { status: 'published' });
    expect(await delayedPublishJob(id)).toBeNull();
    expect((await readerView(id))?.status).toBe('published');
  });
});

it('a worker killed mid-job and a restarted one publish the article exactly once', async () => {
  const pg = new Client({ connectionString: setup.testGraph.config.databaseUrl });
  await pg.connect();
  try {
    const at = new Date(Date.now() + 800);
    const id = await scheduleArticle('Hands-on preview', at);

    // Hold the article's row so the first worker's publish is caught mid-way. The worker starts only
    // once the row is held: on a loaded machine the article could otherwise be due, and published,
    // before the lock was taken.
    await pg.query('BEGIN');
    await pg.query('SELECT id FROM article WHERE id = $1 FOR UPDATE', [id]);
    const first = await setup.startWorker(FAST_TAKEOVER);
    // Sessions waiting on this one's lock (whatever their statement's text looks like).
    const blockedUpdates = () => sessionsWaitingOnLocks(pg, { blockedByMe: true });
    // A worker starting on a loaded CI machine can take most of the default 15 s before its job runs.
    await eventually(
      async () => ((await blockedUpdates()) >= 1 ? true : undefined),
      'the first worker to start publishing',
      45_000,
    );

    // Killed: it stops heartbeating its job without finishing it.
    const firstClosed = first.close({ force: true });
    const second = await setup.startWorker(FAST_TAKEOVER);
    const publishing = setup.queues.queue(QUEUE_NAMES.articlePublishing);
    await eventually(async () => {
      const job = await publishing.getJob(publishJobId(id));
      return job && job.attemptsStarted >= 2 && (await blockedUpdates()) >= 1 ? true : undefined;
    }, 'the restarted worker to take the job over');

    await pg.query('ROLLBACK');
    const published = await waitUntilPublished(id, at);
    expect(new Date(published.publishedAt).getTime()).toBe(at.getTime());
    await firstClosed;
    await second.close();
    // Counted in the activity log, which the publishing statement itself writes: the killed worker's
    // statement, still waiting on the lock in PostgreSQL, may be the one that publishes once the lock
    // goes, and then no process is left to log it (a CI run saw no log line and one publication).
    const { rows } = await pg.query(
      `SELECT count(*)::int AS n FROM activity WHERE action = 'article.published' AND subject_id = $1`,
      [id],
    );
    expect(rows[0].n).toBe(1);
    expect(publishLogsFor(id).length).toBeLessThanOrEqual(1);
  } finally {
    await pg.end();
  }
}, 90_000);

it('publishes from the sweep when Redis lost the queue while no worker ran', async () => {
  const at = new Date(Date.now() + 500);
  const id = await scheduleArticle('Published despite a Redis wipe', at);
  await setup.queues.queue(QUEUE_NAMES.articlePublishing).obliterate({ force: true });
  expect(await delayedPublishJob(id)).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 100));
  expect(await readerView(id)).toBeNull();

  const worker = await setup.startWorker(FAST_TAKEOVER);
  try {
    const published = await waitUntilPublished(id, at);
    expect(new Date(published.publishedAt).getTime()).toBe(at.getTime());
    const logs = await eventually(async () => (publishLogsFor(id).length ? publishLogsFor(id) : undefined), 'the sweep log line');
    expect(logs).toHaveLength(1);
    expect(logs[0].msg).toBe('scheduled article published by the sweep');
  } finally {
    await worker.close();
  }
});

it('two workers running at once publish each due article exactly once, whether its job or the sweep finds it', async () => {
  // Scale-out (issue 9): workers are started in any number against one PostgreSQL and one Redis.
  const at = new Date(Date.now() + 1500);
  const fromSweep: number[] = [];
  for (const n of [1, 2, 3]) fromSweep.push(await scheduleArticle(`Lost-queue embargo ${n}`, at));
  await setup.queues.queue(QUEUE_NAMES.articlePublishing).obliterate({ force: true });
  const fromJobs: number[] = [];
  for (const n of [1, 2, 3]) fromJobs.push(await scheduleArticle(`Queued embargo ${n}`, at));

  // The sweep every half second, so the lost-queue articles need not wait a minute for it.
  const options = { ...FAST_TAKEOVER, sweepEveryMs: 500 };
  const workers = [await setup.startWorker(options), await setup.startWorker(options)];
  try {
    for (const id of [...fromSweep, ...fromJobs]) {
      const published = await waitUntilPublished(id, at);
      expect(new Date(published.publishedAt).getTime()).toBe(at.getTime());
    }
    // Give a late second publish (the other worker's job or sweep) the time to show up if it could.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const id of [...fromSweep, ...fromJobs]) expect(publishLogsFor(id)).toHaveLength(1);
    for (const id of fromSweep) expect(publishLogsFor(id)[0].msg).toBe('scheduled article published by the sweep');
    const listed = await readerListIds();
    for (const id of [...fromSweep, ...fromJobs]) expect(listed).toContain(id);
  } finally {
    await Promise.all(workers.map((worker) => worker.close()));
  }
});
