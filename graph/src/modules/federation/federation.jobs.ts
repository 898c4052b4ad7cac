// Delivery to followers, run by the worker and visible on the queue board (queue "federation").
// The dispatcher (every 500 ms) turns committed federation_outbox rows into one delivery job per
// inbox — a shared inbox when the follower's server has one, so a server with a thousand followers
// gets one request. A delivery job signs and sends with Fedify; BullMQ retries a failure with
// backoff, and an instance that failed SKIP_AFTER_FAILURES times in a row is skipped until its
// skip time, when the delivery is tried again.
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import { JOB_NAMES, QUEUE_NAMES } from '../../jobs/queues';
import { FederationService, hostOf } from './federation.service';
import { PostgresKvStore } from './kv-store';

const DISPATCH_BATCH = 50;

export interface OutboxRow {
  id: string;
  actor: string;
  type: 'Create' | 'Update' | 'Delete' | 'Accept' | 'Reject';
  article_id: number | null;
  inbox: string | null;
  payload: { followUri: string; followerUri: string } | null;
  created_at: Date;
  /** A Delete's: which publication of the article it retires (null before these were recorded: the first). */
  object_generation: number | null;
}

interface Delivery {
  outboxId: string;
  inbox: string;
  /** When the instance is being skipped: not before this time. */
  notBefore: number | null;
}

const deliveryJobId = (outboxId: string, inbox: string) =>
  `${outboxId}_${createHash('sha1').update(inbox).digest('hex').slice(0, 20)}`;

/** The inboxes an activity for the actor's followers goes to, one per shared inbox. */
async function followerInboxes(em: EntityManager, actor: string): Promise<{ inbox: string; skip_until: Date | null }[]> {
  return em.execute(
    `SELECT coalesce(f.shared_inbox, f.inbox) AS inbox, max(i.skip_until) AS skip_until
     FROM federation_follower f JOIN federation_instance i ON i.host = f.host
     WHERE f.actor = ? AND f.status = 'accepted' AND NOT federation_domain_blocked(f.host)
     GROUP BY 1`,
    [actor],
  );
}

/**
 * Deliveries for one outbox row; none when what it announces no longer holds. A row with neither
 * article nor inbox is an Update of the actor itself (its profile), for its followers.
 */
async function deliveriesOf(em: EntityManager, row: OutboxRow): Promise<Delivery[]> {
  if (row.inbox) return [{ outboxId: row.id, inbox: row.inbox, notBefore: null }];
  if (row.article_id === null) {
    // The actor's profile changed: a later change waiting behind this one sends the same document.
    const [later] = await em.execute(
      `SELECT 1 FROM federation_outbox WHERE actor = ? AND article_id IS NULL AND inbox IS NULL AND dispatched_at IS NULL
         AND (created_at, id) > (?, ?) LIMIT 1`,
      [row.actor, row.created_at, row.id],
    );
    if (later) return [];
  } else if (row.type === 'Create' || row.type === 'Update') {
    // Unpublished (or deleted) before it went out: nothing about it leaves.
    const [live] = await em.execute(`SELECT 1 FROM article WHERE id = ? AND status = 'published'`, [row.article_id]);
    if (!live) return [];
    // A later edit waiting behind this one carries the newer text: one Update is enough.
    if (row.type === 'Update') {
      const [later] = await em.execute(
        `SELECT 1 FROM federation_outbox WHERE article_id = ? AND dispatched_at IS NULL AND (created_at, id) > (?, ?) LIMIT 1`,
        [row.article_id, row.created_at, row.id],
      );
      if (later) return [];
    }
  }
  const now = Date.now();
  return (await followerInboxes(em, row.actor)).map((r) => ({
    outboxId: row.id,
    inbox: r.inbox,
    notBefore: r.skip_until && new Date(r.skip_until).getTime() > now ? new Date(r.skip_until).getTime() : null,
  }));
}

export const dispatchFederationOutboxJob = defineJob({
  queue: QUEUE_NAMES.federation,
  name: JOB_NAMES.dispatchFederationOutbox,
  payload: z.object({}),
  async handle(_payload, { em, queue, logger }): Promise<{ activities: number; deliveries: number }> {
    return em.transactional(async (tx) => {
      const rows: OutboxRow[] = await tx.execute(
        `SELECT id, actor, type, article_id, inbox, payload, created_at, object_generation FROM federation_outbox
         WHERE dispatched_at IS NULL ORDER BY created_at, id LIMIT ? FOR UPDATE SKIP LOCKED`,
        [DISPATCH_BATCH],
      );
      let deliveries = 0;
      for (const row of rows) {
        const planned = await deliveriesOf(tx, row);
        // Queued before the row is marked: a crash in between queues the same job ids again, which
        // join the jobs already there instead of delivering twice.
        await queue(QUEUE_NAMES.federation).addBulk(
          planned.map((d) => ({
            name: JOB_NAMES.deliverFederationActivity,
            data: { outboxId: d.outboxId, inbox: d.inbox },
            opts: { jobId: deliveryJobId(d.outboxId, d.inbox), ...(d.notBefore ? { delay: d.notBefore - Date.now() } : {}) },
          })),
        );
        await tx.execute(`UPDATE federation_outbox SET dispatched_at = now(), inboxes = ? WHERE id = ?`, [
          planned.length,
          row.id,
        ]);
        deliveries += planned.length;
        if (planned.length) logger.info({ outboxId: row.id, type: row.type, inboxes: planned.length }, 'activity fanned out');
      }
      return { activities: rows.length, deliveries };
    });
  },
});

export const deliverFederationActivityJob = defineJob({
  queue: QUEUE_NAMES.federation,
  name: JOB_NAMES.deliverFederationActivity,
  payload: z.object({ outboxId: z.uuid(), inbox: z.url() }),
  async handle({ outboxId, inbox }, context, job): Promise<{ delivered: boolean; reason?: string }> {
    const { em, queue } = context;
    const [row]: OutboxRow[] = await em.execute(
      `SELECT id, actor, type, article_id, inbox, payload, created_at, object_generation FROM federation_outbox WHERE id = ?`,
      [outboxId],
    );
    if (!row) return { delivered: false, reason: 'the activity is gone' };
    const host = hostOf(inbox);
    const service = new FederationService(em);
    if (await service.isBlocked(host)) return { delivered: false, reason: 'the domain is blocked' };
    const [instance]: { skip_until: Date | null }[] = await em.execute(
      `SELECT skip_until FROM federation_instance WHERE host = ?`,
      [host],
    );
    const skipUntil = instance?.skip_until ? new Date(instance.skip_until).getTime() : 0;
    if (skipUntil > Date.now()) {
      // The instance is resting after repeated failures: the same delivery is tried once it may.
      await queue(QUEUE_NAMES.federation).add(
        JOB_NAMES.deliverFederationActivity,
        { outboxId, inbox },
        { jobId: `${job.id}_after_${skipUntil}`, delay: skipUntil - Date.now() },
      );
      return { delivered: false, reason: `instance skipped until ${new Date(skipUntil).toISOString()}` };
    }

    // Fedify is loaded with the first delivery (delivery.ts), not when the worker starts.
    const { deliver } = require('./delivery') as typeof import('./delivery');
    const outcome = await deliver(context, row, inbox, host, service);
    if (!outcome.delivered) return outcome;
    await service.deliverySucceeded(host);
    return { delivered: true };
  },
});

/** How long sent activities are kept (their delivery jobs are long finished by then). */
const OUTBOX_KEPT_DAYS = 30;

/** Daily: expired key–value entries (Fedify's caches and inbox idempotence) and old sent activities. */
export const pruneFederationJob = defineJob({
  queue: QUEUE_NAMES.federation,
  name: JOB_NAMES.pruneFederation,
  payload: z.object({}),
  async handle(_payload, { em }): Promise<{ expiredEntries: number; oldActivities: number }> {
    const expiredEntries = await new PostgresKvStore(em).prune();
    const old = await em.execute(`DELETE FROM federation_outbox WHERE dispatched_at < now() - ? * interval '1 day' RETURNING 1`, [
      OUTBOX_KEPT_DAYS,
    ]);
    return { expiredEntries, oldActivities: old.length };
  },
});
