// From the content-change channel to purge jobs (docs/decisions/0014-edge-cache-and-purge.md). Every
// worker listens on the same PostgreSQL channel the in-process caches clear on, but only one of them,
// the holder of a short Redis lease, turns changes into `purgeEdge` jobs: N workers never send N
// purges. Changes heard within a few milliseconds of each other go out as one job with all their
// keys, and again a couple of seconds later (a refetch racing the change). Whenever changes may have been missed (this worker just took the lease over, or its LISTEN
// connection came back after a drop), it purges everything once: the edge is only trusted while
// someone heard every change, like the in-process caches.
import { randomUUID } from 'node:crypto';
import { EVERYTHING, parseContentChange, type ContentChange } from '@savepoint/cache-keys';
import { listenForContentChanges } from '@savepoint/content-cache';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { JOB_NAMES } from '../../jobs/queues';
import type { EdgePurgePayload } from './edge.jobs';

export interface EdgePurgeRelayOptions {
  databaseUrl: string;
  /** The `edge-purge` queue. */
  queue: Queue;
  redis: Redis;
  redisPrefix: string;
  logger: Logger;
  /** How long the lease lasts without renewal (default 10 s; renewed every third of it). */
  leaseMs?: number;
  /** Changes within this window share one job (default 20 ms). */
  batchMs?: number;
  /** The same keys are purged again this long after (default 2 s; 0 turns the repeat off). */
  repeatMs?: number;
}

export interface EdgePurgeRelay {
  /** Whether this worker holds the lease (sends the purges). */
  readonly leading: boolean;
  close(): Promise<void>;
}

// Renews the lease only while it is still ours.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export function startEdgePurgeRelay(options: EdgePurgeRelayOptions): EdgePurgeRelay {
  const leaseMs = options.leaseMs ?? 10_000;
  const batchMs = options.batchMs ?? 20;
  const leaseKey = `${options.redisPrefix}:edge-purge:relay`;
  const me = randomUUID();
  const log = options.logger;
  let leading = false;
  let live = false;
  let pending: { all: boolean; keys: Set<string> } | undefined;
  let flushTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const repeatMs = options.repeatMs ?? 2_000;
  const enqueue = async (payload: EdgePurgePayload) => {
    try {
      await options.queue.add(JOB_NAMES.purgeEdge, payload);
      // The edge may refetch a page in the moment between the commit and a gateway hearing of it,
      // and keep the gateway's older copy until the next purge: the same keys go again shortly after.
      if (repeatMs > 0) await options.queue.add(JOB_NAMES.purgeEdge, payload, { delay: repeatMs });
    } catch (error) {
      // Redis is down: the change cannot be queued; everything is purged once it is back.
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'edge purge could not be queued');
      needsCatchUp = true;
    }
  };
  let needsCatchUp = false;

  const flush = () => {
    flushTimer = undefined;
    const batch = pending;
    pending = undefined;
    if (!batch || !leading) return;
    void enqueue(batch.all ? { all: true } : { keys: [...batch.keys].sort() });
  };

  const hear = (change: ContentChange) => {
    if (!leading) return;
    pending ??= { all: false, keys: new Set() };
    if (change.all) pending.all = true;
    else for (const key of change.keys) pending.keys.add(key);
    flushTimer ??= setTimeout(flush, batchMs);
  };

  const listener = listenForContentChanges({
    databaseUrl: options.databaseUrl,
    onChange: (payload: string | ContentChange) => hear(typeof payload === 'string' ? parseContentChange(payload) : payload),
    onLiveChange: (value) => {
      live = value;
      // Back after a drop: what was said meanwhile is lost.
      if (value) hear(EVERYTHING);
      else log.warn('edge purge relay lost the content-change channel; purging everything once it is back');
    },
    log,
  });

  const tick = async () => {
    try {
      if (leading) {
        const renewed = await options.redis.eval(RENEW, 1, leaseKey, me, String(leaseMs));
        if (renewed !== 1) {
          leading = false;
          log.warn('edge purge relay lost its lease; another worker sends the purges');
        }
      } else {
        const taken = await options.redis.set(leaseKey, me, 'PX', leaseMs, 'NX');
        if (taken === 'OK') {
          leading = true;
          log.info('edge purge relay: this worker sends the purges');
          // Another holder may have stopped mid-change: start from a clean edge.
          if (live) hear(EVERYTHING);
        }
      }
      if (leading && needsCatchUp) {
        needsCatchUp = false;
        hear(EVERYTHING);
      }
    } catch (error) {
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'edge purge relay cannot reach Redis');
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), Math.max(50, Math.floor(leaseMs / 3)));

  return {
    get leading() {
      return leading;
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      if (flushTimer) {
        clearTimeout(flushTimer);
        flush();
      }
      await listener.close();
      if (leading) await options.redis.eval(RELEASE, 1, leaseKey, me).catch(() => undefined);
      leading = false;
    },
  };
}
