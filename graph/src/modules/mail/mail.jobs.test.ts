// The sendMail job when something fails halfway, with the real worker and a real SMTP server on
// loopback: a digest the server accepted is never sent again by a retry, whatever failed after it;
// one that was not sent (refused, or failing before the send) is sent by the retry, or by the next
// run of the week's digest once its retries are spent.
import type { Job } from 'bullmq';
import { eventually } from '../../../../testing/eventually';
import { createArticle } from '../../../../testing/graph';
import type { TestSmtp } from '../../../../testing/mail';
import { startGraphWithMail, type TestJobsSetup } from '../../../../testing/worker';

let smtp: TestSmtp;
let setup: TestJobsSetup;

beforeAll(async () => {
  ({ smtp, setup } = await startGraphWithMail());
  await createArticle(setup.testGraph.graph, { title: 'This week in patches' });
});
afterAll(async () => {
  await setup?.close();
  await smtp?.close();
});

const sql = (query: string, params: unknown[] = []) => setup.testGraph.graph.services().em.fork().execute(query, params);
const digestsTo = (address: string) =>
  smtp.messages.filter((m) => (m.to as { text: string }).text === address && m.subject?.startsWith('Savepoint weekly'));

/**
 * A confirmed subscriber (their confirmation mail arrived), and this week's digest queued for them
 * right after `beforeDigest`; returns their digest job.
 */
async function digestJobFor(email: string, beforeDigest: () => Promise<void> | void = () => undefined): Promise<Job> {
  const subscribed = await setup.testGraph.query(`mutation($e: String!) { subscribeNewsletter(email: $e) { message } }`, {
    e: email,
  });
  expect(subscribed.errors).toBeUndefined();
  await eventually(
    async () => (smtp.messages.some((m) => (m.to as { text: string }).text === email) ? true : undefined),
    'the confirmation mail',
  );
  const [{ id }] = await sql(`UPDATE subscriber SET status = 'confirmed', confirmed_at = now() WHERE email = ? RETURNING id`, [
    email,
  ]);
  await beforeDigest();
  const run = await setup.testGraph.query(
    `mutation { sendNewsletterDigest { week queued } }`,
    {},
    setup.testGraph.editorHeaders(),
  );
  expect(run.data!.sendNewsletterDigest.queued).toBe(1);
  const jobId = `digest-${run.data!.sendNewsletterDigest.week}-en-${id}`;
  return eventually(async () => (await setup.queues.queue('mail').getJob(jobId)) ?? undefined, 'the digest job');
}

/** Waits until the job's first attempt failed and its retry waits (30 s backoff). */
async function failedOnce(job: Job): Promise<void> {
  const queue = setup.queues.queue('mail');
  await eventually(async () => ((await queue.getJobState(job.id!)) === 'delayed' ? true : undefined), 'the failed first attempt');
}

/** Runs the waiting retry now and waits for it to end. */
async function retryNow(job: Job): Promise<string> {
  const queue = setup.queues.queue('mail');
  await (await queue.getJob(job.id!))!.promote();
  return eventually(async () => {
    const state = await queue.getJobState(job.id!);
    return state === 'completed' || state === 'failed' ? state : undefined;
  }, 'the retry');
}

describe('a digest when something fails halfway', () => {
  it('is not sent again when recording it as sent fails after the server accepted it', async () => {
    await sql(`CREATE FUNCTION refuse_sent() RETURNS trigger LANGUAGE plpgsql AS $$
               BEGIN RAISE EXCEPTION 'database went away'; END $$`);
    await sql(`CREATE TRIGGER refuse_sent BEFORE UPDATE ON digest_delivery FOR EACH ROW
               WHEN (NEW.status = 'sent') EXECUTE FUNCTION refuse_sent()`);
    try {
      const job = await digestJobFor('once@example.com');
      await failedOnce(job);
      expect(digestsTo('once@example.com')).toHaveLength(1);
      await sql(`DROP TRIGGER refuse_sent ON digest_delivery`);
      expect(await retryNow(job)).toBe('completed');
      expect(digestsTo('once@example.com')).toHaveLength(1);
    } finally {
      await sql(`DROP TRIGGER IF EXISTS refuse_sent ON digest_delivery`);
      await sql(`DROP FUNCTION IF EXISTS refuse_sent()`);
    }
  });

  it('is sent by the retry when the server refused it', async () => {
    const job = await digestJobFor('later@example.com', () => smtp.refuseNext('later@example.com'));
    await failedOnce(job);
    expect(digestsTo('later@example.com')).toHaveLength(0);
    expect(await retryNow(job)).toBe('completed');
    expect(digestsTo('later@example.com')).toHaveLength(1);
    const [delivery] = await sql(
      `SELECT d.status FROM digest_delivery d JOIN subscriber s ON s.id = d.subscriber_id WHERE s.email = ?`,
      ['later@example.com'],
    );
    expect(delivery.status).toBe('sent');
  });

  it('is sent by the retry when reading the issue failed after the claim was taken', async () => {
    const queue = setup.queues.queue('mail');
    // The job waits until the issue cannot be read (the table renamed away: every read of it fails).
    let renamed = false;
    try {
      const job = await digestJobFor('issue@example.com', () => queue.pause());
      await sql(`ALTER TABLE digest_issue RENAME TO digest_issue_away`);
      renamed = true;
      await queue.resume();
      await failedOnce(job);
      await sql(`ALTER TABLE digest_issue_away RENAME TO digest_issue`);
      renamed = false;
      expect(await retryNow(job)).toBe('completed');
      expect(digestsTo('issue@example.com')).toHaveLength(1);
    } finally {
      if (renamed) await sql(`ALTER TABLE digest_issue_away RENAME TO digest_issue`);
      await queue.resume();
    }
  });
});

describe('a digest whose every attempt failed', () => {
  it('is sent by the next run of the week’s digest once the server takes mail again', async () => {
    const queue = setup.queues.queue('mail');
    const job = await digestJobFor('outage@example.com', () => smtp.refuseNext('outage@example.com', 100));
    // The server refuses for longer than the retries last: the job fails for good, the claim waits.
    for (;;) {
      const state = await eventually(async () => {
        const s = await queue.getJobState(job.id!);
        return s === 'delayed' || s === 'failed' ? s : undefined;
      }, 'the attempt to fail');
      if (state === 'failed') break;
      await (await queue.getJob(job.id!))!.promote();
    }
    expect(digestsTo('outage@example.com')).toHaveLength(0);

    smtp.refuseNext('outage@example.com', 0);
    const rerun = await setup.testGraph.query(
      `mutation { sendNewsletterDigest { queued } }`,
      {},
      setup.testGraph.editorHeaders(),
    );
    expect(rerun.data!.sendNewsletterDigest.queued).toBe(1);
    await eventually(async () => (digestsTo('outage@example.com').length > 0 ? true : undefined), 'the digest after the outage');
    expect(digestsTo('outage@example.com')).toHaveLength(1);
  });
});
