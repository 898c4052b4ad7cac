// One LISTEN connection per process on the channel the content triggers notify
// (Migration20261123020000ContentChangeNotify). The cache is only trusted while this connection is
// live: when it drops, the cache is switched off (answers go to the database) until it is back,
// because notifications sent meanwhile are lost.
import { Client } from 'pg';

/** Notified by graph's triggers (graph/src/db/migrations/Migration20261123020000ContentChangeNotify.ts). */
export const CONTENT_CHANNEL = 'savepoint_content';

/**
 * Set by graph on the answer to a request that may have changed content (an editor's mutation): the
 * process it went through clears its cache at once instead of waiting for the NOTIFY, so the writer's
 * next read through it is fresh. Reads never carry it.
 */
export const CONTENT_WRITE_HEADER = 'x-savepoint-content-write';

/** Where the listener reports a lost connection (a pino logger fits). */
interface ListenerLog {
  warn(details: object, message: string): void;
}

export interface ContentChangeListener {
  /** True while LISTEN is established. */
  readonly live: boolean;
  close(): Promise<void>;
}

export interface ContentChangeOptions {
  databaseUrl: string;
  /** A content table changed (payload: its name). */
  onChange(table: string): void;
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
      if (!closed) {
        options.log.warn({ reason, retryInMs: delay }, 'content change listener lost; serving without cache until it is back');
        scheduleReconnect();
      }
    };
    next.on('error', (err) => onLost(err.message));
    next.on('end', () => onLost('connection ended'));
    next.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL) options.onChange(message.payload ?? '');
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
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      setLive(false);
      await current?.end().catch(() => undefined);
    },
  };
}
