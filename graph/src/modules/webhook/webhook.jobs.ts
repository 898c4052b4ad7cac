// Webhook delivery. Article changes write webhook_delivery rows in their own transaction (a trigger,
// see the Audience migration); the dispatcher job (every second) turns committed rows into one
// BullMQ job each, whose job id is the delivery id, so a row is never delivered by two jobs. The
// delivery job signs with Standard Webhooks (same webhook-id on every retry, a fresh timestamp)
// and BullMQ retries non-2xx answers and timeouts with exponential backoff.
import { UnrecoverableError } from 'bullmq';
import { Webhook } from 'standardwebhooks';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import { JOB_NAMES, QUEUE_NAMES, QUEUE_JOB_OPTIONS } from '../../jobs/queues';
import { guardedRequest, PrivateAddressError } from './network-guard';

const WEBHOOK_TIMEOUT_MS = 10_000;
const DISPATCH_BATCH = 500;

export const dispatchWebhookDeliveriesJob = defineJob({
  queue: QUEUE_NAMES.webhooks,
  name: JOB_NAMES.dispatchWebhookDeliveries,
  payload: z.object({}),
  async handle(_payload, { em, queue, webhookRetryDelayMs }): Promise<{ dispatched: number }> {
    const rows: { id: string }[] = await em.execute(
      `SELECT id FROM webhook_delivery WHERE dispatched_at IS NULL ORDER BY created_at, id LIMIT ?`,
      [DISPATCH_BATCH],
    );
    if (rows.length === 0) return { dispatched: 0 };
    // Queued first, marked second: a crash in between queues the same ids again, which join the
    // jobs already there (kept a day after completion) instead of delivering twice.
    await queue(QUEUE_NAMES.webhooks).addBulk(
      rows.map(({ id }) => ({
        name: JOB_NAMES.deliverWebhook,
        data: { deliveryId: id },
        opts: { jobId: id, backoff: { type: 'exponential', delay: webhookRetryDelayMs } },
      })),
    );
    await em.execute(`UPDATE webhook_delivery SET dispatched_at = now() WHERE id = ANY(?)`, [
      `{${rows.map((r) => r.id).join(',')}}`,
    ]);
    return { dispatched: rows.length };
  },
});

interface PostResult {
  status: number | null;
  error: string | null;
  /** The address is private (not WEBHOOKS_ALLOW_PRIVATE_NETWORKS): asking again cannot succeed. */
  refused?: boolean;
}

function post(url: string, body: string, headers: Record<string, string>, allowPrivate: boolean): Promise<PostResult> {
  return new Promise((resolve) => {
    const req = guardedRequest(
      new URL(url),
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Savepoint-Webhooks/1',
          ...headers,
        },
        allowPrivate,
        timeoutMs: WEBHOOK_TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? null, error: null }));
        res.on('error', (e) => resolve({ status: res.statusCode ?? null, error: e.message }));
      },
    );
    req.on('error', (e) => resolve({ status: null, error: e.message, refused: e instanceof PrivateAddressError }));
    req.end(body);
  });
}

export const deliverWebhookJob = defineJob({
  queue: QUEUE_NAMES.webhooks,
  name: JOB_NAMES.deliverWebhook,
  payload: z.object({ deliveryId: z.string().min(1) }),
  async handle({ deliveryId }, { em, config, logger }, job): Promise<{ delivered: boolean; status?: number | null }> {
    const [row]: {
      id: string;
      event: string;
      payload: { slug: string; language?: string };
      status: string;
      created_at: string | Date;
      url: string;
      secret: string;
      url_prefix: string | null;
    }[] = await em.execute(
      // The article's page is under its edition's prefix (ADR 0049), the default edition's at /.
      `SELECT d.id, d.event, d.payload, d.status, d.created_at, w.url, w.secret,
         (SELECT CASE WHEN e.is_default THEN NULL ELSE e.url_prefix END FROM edition e WHERE e.language = d.payload->>'language') AS url_prefix
       FROM webhook_delivery d JOIN webhook w ON w.id = d.webhook_id WHERE d.id = ?`,
      [deliveryId],
    );
    // The webhook was deleted (its deliveries with it), or an earlier run already delivered.
    if (!row || row.status === 'delivered') return { delivered: row?.status === 'delivered' };

    const payload = row.payload;
    const body = JSON.stringify({
      type: row.event,
      timestamp: new Date(row.created_at).toISOString(),
      data: { ...payload, url: `${config.publicUrl}${row.url_prefix ? `/${row.url_prefix}` : ''}/articles/${payload.slug}` },
    });
    const attempt = job.attemptsMade + 1;
    const sentAt = new Date();
    const signature = new Webhook(row.secret).sign(deliveryId, sentAt, body);
    const started = Date.now();
    const result = await post(
      row.url,
      body,
      {
        'webhook-id': deliveryId,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signature,
      },
      config.webhooksAllowPrivateNetworks,
    );
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const error = ok ? null : (result.error ?? `HTTP ${result.status}`);
    // A refused address is final, as federation's deliveries are: retrying would only log the refusal again.
    const lastAttempt = result.refused === true || attempt >= (job.opts.attempts ?? QUEUE_JOB_OPTIONS.webhooks.attempts ?? 1);
    await em.transactional(async (tx) => {
      await tx.execute(
        `INSERT INTO webhook_attempt (delivery_id, attempt, response_status, error, duration_ms) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (delivery_id, attempt) DO NOTHING`,
        [deliveryId, attempt, result.status, error, Date.now() - started],
      );
      await tx.execute(
        `UPDATE webhook_delivery SET attempts = greatest(attempts, ?), status = ?, delivered_at = CASE WHEN ? THEN now() ELSE delivered_at END WHERE id = ?`,
        [attempt, ok ? 'delivered' : lastAttempt ? 'failed' : 'pending', ok, deliveryId],
      );
    });
    if (!ok) {
      logger.warn({ deliveryId, attempt, status: result.status, error }, 'webhook delivery failed');
      const message = `Webhook delivery ${deliveryId} failed: ${error}`;
      throw result.refused ? new UnrecoverableError(message) : new Error(message);
    }
    return { delivered: true, status: result.status };
  },
});
