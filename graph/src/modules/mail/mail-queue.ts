// Graph and the worker hand mail to the `mail` queue; the worker's sendMail job renders it from the
// database at send time (so a retried job sends what is true then) and passes it to the transport.
import type { Queue } from 'bullmq';
import { JOB_NAMES } from '../../jobs/queues';

/** The newsroom's mail to staff (issue 24): review steps and @mentions in notes. */
export type NewsroomMailEvent = 'submitted' | 'approved' | 'changes_requested' | 'mentioned';

type SendMailPayload =
  | { kind: 'confirmation'; subscriberId: number }
  | {
      kind: 'newsroom';
      event: NewsroomMailEvent;
      articleId: number;
      recipientId: number;
      actorName: string;
      note: string | null;
    }
  | { kind: 'digest'; week: string; subscriberId: number; language?: string }
  | { kind: 'digestTest'; week: string; to: string; language?: string }
  | { kind: 'memberLink'; linkId: number };

/**
 * The weekly digest goes after every other mail waiting (BullMQ hands out jobs without a priority
 * first): a big list takes many minutes at MAIL_RATE_PER_SECOND, and a sign-in link (valid for 15
 * minutes), a confirmation or a note to staff queued meanwhile must not wait behind it.
 */
const BULK_PRIORITY = 10;

export interface MailQueue {
  enqueue(payloads: { payload: SendMailPayload; jobId?: string }[]): Promise<void>;
}

export function bullMailQueue(queue: Queue): MailQueue {
  return {
    async enqueue(items) {
      if (items.length === 0) return;
      // A job id joins the job already there, unless that job failed for good (every retry spent,
      // say through an SMTP outage): adding it again would join the failure and send nothing, so it
      // goes and the message is queued afresh.
      const ids = items.flatMap(({ jobId }) => (jobId ? [jobId] : []));
      const states = await Promise.all(ids.map((id) => queue.getJobState(id)));
      await Promise.all(ids.filter((_, i) => states[i] === 'failed').map((id) => queue.remove(id)));
      await queue.addBulk(
        items.map(({ payload, jobId }) => ({
          name: JOB_NAMES.sendMail,
          data: payload,
          opts: { ...(jobId ? { jobId } : {}), ...(payload.kind === 'digest' ? { priority: BULK_PRIORITY } : {}) },
        })),
      );
    },
  };
}
