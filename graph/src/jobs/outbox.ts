// The transactional outbox between PostgreSQL (the truth) and BullMQ (derived from it).
//
// A write that needs the worker told something inserts a row here inside its own transaction
// (`addToOutbox`), so the change and the message commit together or not at all. After the commit,
// graph relays its rows at once (bounded: a Redis outage costs the editor at most RELAY_TIMEOUT_MS
// and the save still succeeds); whatever could not be relayed stays and the worker drains it
// (`relayOutbox` every OUTBOX_POLL_MS) once Redis answers again. Rows are locked while being
// relayed (FOR UPDATE SKIP LOCKED), so graph and any number of workers never relay one twice at
// the same time; a row is deleted only after its message reached Redis. Messages are
// wake-up calls checked against the database when they run, so a late or repeated one is harmless.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PublishScheduler } from '../modules/article/publish-scheduler';

export const OUTBOX_TOPICS = {
  /** `{ articleId, scheduledFor: ISO string | null }`: plan (or, with null, cancel) the publish job. */
  articlePublishPlan: 'article.publish-plan',
} as const;

export type OutboxTopic = (typeof OUTBOX_TOPICS)[keyof typeof OUTBOX_TOPICS];

interface OutboxMessage {
  id: number;
  topic: string;
  payload: Record<string, unknown>;
}

class UnknownOutboxTopicError extends Error {
  override name = 'UnknownOutboxTopicError';
}

/** Sends one message on to Redis; rejects when it could not. */
export type OutboxDispatch = (message: OutboxMessage) => Promise<void>;

/** How long relaying one message may take before it is left for the next drain. */
const RELAY_TIMEOUT_MS = 2_000;

/** Inserts a message in the caller's transaction; returns its id. */
export async function addToOutbox(em: EntityManager, topic: OutboxTopic, payload: Record<string, unknown>): Promise<number> {
  const rows: { id: string | number }[] = await em.execute(
    `INSERT INTO job_outbox (topic, payload) VALUES (?, ?::jsonb) RETURNING id`,
    [topic, JSON.stringify(payload)],
  );
  return Number(rows[0].id);
}

function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export interface RelayResult {
  relayed: number;
  /** The first failure, when one stopped the relay (the rest waits for the next drain). */
  error?: string;
}

/**
 * Relays waiting messages in id order: the given ones (graph, right after its commit) or the
 * oldest `limit` (the worker's drain). Stops at the first failure: Redis is most likely down, and
 * trying the rest would only add waiting.
 */
export async function relayOutbox(
  em: EntityManager,
  dispatch: OutboxDispatch,
  options: { ids?: readonly number[]; limit?: number; timeoutMs?: number } = {},
): Promise<RelayResult> {
  if (options.ids && options.ids.length === 0) return { relayed: 0 };
  return em.fork().transactional(async (tx) => {
    const where = options.ids ? `WHERE id IN (${options.ids.map(() => '?').join(', ')})` : '';
    const rows: { id: string | number; topic: string; payload: Record<string, unknown> }[] = await tx.execute(
      `SELECT id, topic, payload FROM job_outbox ${where} ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED`,
      [...(options.ids ?? []), options.limit ?? 100],
    );
    const done: number[] = [];
    let error: string | undefined;
    for (const row of rows) {
      const message = { id: Number(row.id), topic: row.topic, payload: row.payload };
      try {
        await within(dispatch(message), options.timeoutMs ?? RELAY_TIMEOUT_MS, `relaying ${message.topic}`);
        done.push(message.id);
      } catch (failure) {
        // Not this version's message (a newer graph wrote it): left for a worker that knows it.
        if (failure instanceof UnknownOutboxTopicError) continue;
        error = failure instanceof Error ? failure.message : String(failure);
        await tx.execute(`UPDATE job_outbox SET attempts = attempts + 1, last_error = ? WHERE id = ?`, [
          error.slice(0, 500),
          message.id,
        ]);
        break;
      }
    }
    if (done.length) await tx.execute(`DELETE FROM job_outbox WHERE id IN (${done.map(() => '?').join(', ')})`, done);
    return { relayed: done.length, ...(error ? { error } : {}) };
  });
}

/** How many messages wait, and how old the oldest is (the worker's /readyz shows both). */
export async function outboxBacklog(em: EntityManager): Promise<{ waiting: number; oldestSeconds: number }> {
  const [row]: { waiting: number; oldest: number | null }[] = await em
    .fork()
    .execute(`SELECT count(*)::int AS waiting, extract(epoch FROM now() - min(created_at))::float AS oldest FROM job_outbox`);
  return { waiting: row.waiting, oldestSeconds: Math.round(row.oldest ?? 0) };
}

/** What each topic means on the job side. */
export function outboxDispatcher(deps: { publishScheduler: PublishScheduler }): OutboxDispatch {
  return async ({ topic, payload }) => {
    switch (topic) {
      case OUTBOX_TOPICS.articlePublishPlan: {
        const articleId = Number(payload.articleId);
        const at = typeof payload.scheduledFor === 'string' ? new Date(payload.scheduledFor) : null;
        if (at) await deps.publishScheduler.schedule(articleId, at);
        else await deps.publishScheduler.cancel(articleId);
        return;
      }
      default:
        throw new UnknownOutboxTopicError(`unknown outbox topic "${topic}"`);
    }
  };
}
