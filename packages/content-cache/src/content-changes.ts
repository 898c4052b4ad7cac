// One LISTEN connection per process on the channel the content triggers notify
// (Migration20261123020000ContentChangeNotify). The cache is only trusted while this connection is
// live: when it drops, the cache is switched off (answers go to the database) until it is back,
// because notifications sent meanwhile are lost.
import { type ContentChange, parseContentChange } from '@savepoint/cache-keys';
import { Client } from 'pg';

/**
 * Notified by graph's triggers (graph/src/db/migrations/Migration20261123020000ContentChangeNotify.ts,
 * keyed by Migration20261127100000ContentChangeKeys.ts): the payload is a change
 * (@savepoint/cache-keys `encodeContentChange`), or `sync …` from a listener waiting for its own
 * notification (`sync`).
 */
export const CONTENT_CHANNEL = 'savepoint_content';

/**
 * Set by graph on the answer to a request that may have changed content (an editor's mutation): the
 * process it went through waits until its listener has heard the change (`sync`) before answering,
 * so the writer's next read through it is fresh. Reads never carry it.
 */
export const CONTENT_WRITE_HEADER = 'x-savepoint-content-write';

/** A payload a listener sends itself for `sync`; never a change. */
const SYNC_PREFIX = 'sync ';

/** Where the listener reports a lost connection (a pino logger fits). */
interface ListenerLog {
  warn(details: object, message: string): void;
}

export interface ContentChangeListener {
  /** True while LISTEN is established. */
  readonly live: boolean;
  /**
   * Resolves once every change committed before the call has been handed to `onChange`: a NOTIFY of
   * its own, sent on the listening connection, comes back after them (PostgreSQL delivers in commit
   * order). For read-your-writes after an editor's write. Resolves at once while not live, and after
   * `timeoutMs` at most.
   */
  sync(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface ContentChangeOptions {
  databaseUrl: string;
  /** Content changed: the keys it touches, or everything. */
  onChange(change: ContentChange): void;
  /** The connection came up (true) or went down (false). */
  onLiveChange(live: boolean): void;
  log: ListenerLog;
  /** Reconnect backoff bounds (ms). */
  minDelayMs?: number;
  maxDelayMs?: number;
}

export function listenForContentChanges(options: ContentChangeOptions): ContentChangeListener {
  const minDelay = options.minDelayMs ?? 200;
  const maxDelay = options.maxDelayMs ?? 10_000;
  let client: Client | undefined;
  let live = false;
  let closed = false;
  let delay = minDelay;
  let retryTimer: NodeJS.Timeout | undefined;
  // Waiting `sync` calls by their token.
  const syncs = new Map<string, () => void>();
  let syncCount = 0;
  const syncPrefix = `${SYNC_PREFIX}${process.pid}-${Math.random().toString(36).slice(2)}-`;
  const releaseSyncs = () => {
    for (const release of syncs.values()) release();
    syncs.clear();
  };

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    options.onLiveChange(value);
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, maxDelay);
  };

  const connect = async () => {
    const next = new Client({
      connectionString: options.databaseUrl,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: 'savepoint-cache-listener',
    });
    client = next;
    let lost = false;
    const onLost = (reason: string) => {
      if (lost) return;
      lost = true;
      next.removeAllListeners('notification');
      next.end().catch(() => undefined);
      if (client === next) client = undefined;
      setLive(false);
      releaseSyncs();
      if (!closed) {
        options.log.warn({ reason, retryInMs: delay }, 'content change listener lost; serving without cache until it is back');
        scheduleReconnect();
      }
    };
    next.on('error', (err) => onLost(err.message));
    next.on('end', () => onLost('connection ended'));
    next.on('notification', (message) => {
      if (message.channel !== CONTENT_CHANNEL) return;
      const payload = message.payload ?? '';
      if (payload.startsWith(SYNC_PREFIX)) {
        syncs.get(payload)?.();
        syncs.delete(payload);
        return;
      }
      options.onChange(parseContentChange(payload));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (err) {
      onLost(err instanceof Error ? err.message : String(err));
      return;
    }
    if (closed || lost) return;
    delay = minDelay;
    setLive(true);
  };

  void connect();

  return {
    get live() {
      return live;
    },
    sync(timeoutMs = 1000) {
      const current = client;
      if (!live || !current) return Promise.resolve();
      syncCount += 1;
      const token = `${syncPrefix}${syncCount}`;
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        function done() {
          clearTimeout(timer);
          syncs.delete(token);
          resolve();
        }
        syncs.set(token, done);
        current.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, token]).catch(done);
      });
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      setLive(false);
      releaseSyncs();
      await current?.end().catch(() => undefined);
    },
  };
}
