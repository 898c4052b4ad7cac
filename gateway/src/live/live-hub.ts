// Live blog push (issue 22, docs/decisions/0015-live-coverage.md): GET /api/articles/:id/live is a
// Server-Sent Events stream. One hub per gateway process holds every open stream:
//
// - Fan-out: graph's triggers write each change as a live_event row and NOTIFY the content channel
//   (payload `live_event`). Every gateway's hub LISTENs; on a notification it asks graph once for the
//   events after the last one it read (liveEventsSince) and writes each event, serialised once, to
//   every stream of its blog. N gateways behind a balancer each do the same: one query per process
//   per burst of changes, whatever the number of readers.
// - Reconnects: a client sends Last-Event-ID (or ?after= from the rendered page); what it missed
//   comes from PostgreSQL (liveReplay), one query per distinct (blog, id) between two events
//   however many readers reconnect with it. An unknown id starts from the newest 50 entries.
// - Bounds: at most `maxStreams` open streams per process (then 503 with Retry-After, and the page
//   polls live-entries?limit=50 and live-status every 15 s); a reader whose unsent bytes pass `bufferBytes` is dropped.
// - Heartbeat: one timer writes a comment to every stream every 15 s (proxies keep the line open).
// Streams are never cached: no-store, and they do not pass through the answer cache or compression.
// A stream is the same for everyone (published blogs only), whoever asks; who asks is still counted
// per audience (@savepoint/audience), so an operator sees how many of the live readers are members
// or staff following their own coverage.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AUDIENCE_KINDS, audienceOf, type AudienceKind } from '@savepoint/audience';
import { listenForContentChanges } from '@savepoint/content-cache';
import { isLiveKey } from '@savepoint/cache-keys';
import type { Logger } from 'pino';
import { HttpError } from '../errors';
import { GraphError, type GraphClient } from '../graph-client';
import { LiveEventsSinceDocument, LiveReplayDocument, type LiveStreamEventFragment } from '../generated/graphql';

export const HEARTBEAT_MS = 15_000;

/** The stream in the OpenAPI document (/api/openapi.json): it is not a row of the route table. */
export const LIVE_STREAM_OPENAPI = {
  '/api/articles/{id}/live': {
    get: {
      summary: "A live blog's push stream (Server-Sent Events)",
      description:
        'text/event-stream, never cached (Cache-Control: no-store, X-Accel-Buffering: no). Events `entry` (new), ' +
        '`entry-updated` and `entry-deleted` with data {entryId, entry} (entry null when deleted), and `status` with ' +
        'data {articleId, live}; each carries an `id:`. A client reconnecting with Last-Event-ID (or ?after=) gets exactly ' +
        'what it missed, from PostgreSQL. An unknown id, or more missed than 200 events, is one `reset` event instead, with ' +
        'data {live, entries} (the newest 50, oldest first): the whole blog as it is now, to replace what the client shows. A `: heartbeat` ' +
        'comment every 15 s; `retry: 3000`. Readers: published live blogs only.',
      tags: ['Live'],
      'x-guard': 'public',
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
        {
          name: 'after',
          in: 'query',
          required: false,
          description: 'The last event id seen (the page passes liveBlog.head); Last-Event-ID wins when both are sent.',
          schema: { type: 'string', pattern: '^\\d{1,18}$' },
        },
        { name: 'Last-Event-ID', in: 'header', required: false, schema: { type: 'string' } },
      ],
      responses: {
        200: {
          description: 'The stream (stays open).',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        },
        400: {
          description: 'id is not a whole number',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        404: {
          description: 'Not a published live blog',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        503: {
          description:
            'Too many open streams on this server (Retry-After: 15); poll live-entries?limit=50 and live-status instead.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    },
  },
};
/** Seconds a refused reader is told to wait; the page polls at the same pace meanwhile. */
const RETRY_AFTER_S = 15;
/** How often the hub asks graph when it cannot LISTEN (no DATABASE_URL, or the connection is down). */
const POLL_MS = 1_000;
/** The stream's route pattern (the gateway's canonical paths include it). */
export const LIVE_STREAM_PATTERN = '/api/articles/:id/live';
/** The stream's path; the id is checked as a whole number. */
const STREAM_PATH = /^\/api\/articles\/(\d{1,9})\/live(?:\?(.*))?$/;
/** Shared replays kept at most (distinct blog and Last-Event-ID pairs since the last event). */
const MAX_SHARED_REPLAYS = 10_000;

/** Starts a repeating job; returns how to stop it. Tests pass their own to tick by hand. */
export type Repeat = (job: () => void, everyMs: number) => () => void;
const realRepeat: Repeat = (job, everyMs) => {
  const timer = setInterval(job, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};

export interface LiveHubOptions {
  graph: GraphClient;
  databaseUrl?: string;
  log: Logger;
  maxStreams: number;
  bufferBytes: number;
  repeat?: Repeat;
}

interface Stream {
  res: ServerResponse;
  articleId: number;
  audience: AudienceKind;
  /** The last event id written (BigInt), so no event goes out twice. */
  last: bigint;
  /** Events the hub pushed while the stream's replay was on its way. */
  pending: { id: bigint; bytes: Buffer }[] | null;
}

export interface LiveHubStats {
  streams: number;
  /** Open streams by who opened them. */
  streamsByAudience: Record<AudienceKind, number>;
  dropped: number;
  refused: number;
  replayQueries: number;
  fetches: number;
}

/**
 * A reset replay (an unknown id, or more missed than graph replays) as one event: the status and the
 * newest entries, which replace what the reader has. Sent as entries one by one, entries deleted in
 * the meantime stayed on the reader's page until a reload.
 */
function resetFrame(events: LiveStreamEventFragment[]): Buffer {
  const live = events.find((event) => event.kind === 'status')?.live ?? null;
  const entries = events.flatMap((event) => (event.kind === 'entry' && event.entry ? [event.entry] : []));
  return Buffer.from(`id: ${events[0]?.id ?? '0'}\nevent: reset\ndata: ${JSON.stringify({ live, entries })}\n\n`);
}

function frame(event: LiveStreamEventFragment): Buffer {
  const data =
    event.kind === 'status' ? { articleId: event.articleId, live: event.live } : { entryId: event.entryId, entry: event.entry };
  return Buffer.from(`id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(data)}\n\n`);
}

const HEARTBEAT = Buffer.from(': heartbeat\n\n');

export class LiveHub {
  private readonly streams = new Map<number, Set<Stream>>();
  private count = 0;
  private head: string | null = null;
  private headLoading: Promise<void> | null = null;
  private fetching = false;
  private fetchAgain = false;
  private readonly replays = new Map<
    string,
    { head: string | null; answer: Promise<{ reset: boolean; events: LiveStreamEventFragment[] }> }
  >();
  private readonly listener: ReturnType<typeof listenForContentChanges> | undefined;
  private readonly stops: (() => void)[] = [];
  private readonly counters = { dropped: 0, refused: 0, replayQueries: 0, fetches: 0 };
  private readonly byAudience = Object.fromEntries(AUDIENCE_KINDS.map((kind) => [kind, 0])) as Record<AudienceKind, number>;

  constructor(private readonly options: LiveHubOptions) {
    const repeat = options.repeat ?? realRepeat;
    this.listener = options.databaseUrl
      ? listenForContentChanges({
          databaseUrl: options.databaseUrl,
          // The blog's events are named by their live key; a change too large to key names everything.
          onChange: (change) => {
            if (change.all || change.keys.some(isLiveKey)) this.fetch();
          },
          // Notifications sent while the connection was down are lost: catch up when it is back.
          onLiveChange: (live) => {
            if (live) this.fetch();
          },
          log: options.log,
        })
      : undefined;
    this.stops.push(repeat(() => this.heartbeat(), HEARTBEAT_MS));
    this.stops.push(
      repeat(() => {
        if (!this.listener?.live && this.count > 0) this.fetch();
      }, POLL_MS),
    );
  }

  stats(): LiveHubStats {
    return { streams: this.count, streamsByAudience: { ...this.byAudience }, ...this.counters };
  }

  /** True while the hub hears every change (its LISTEN connection is up). */
  get listening(): boolean {
    return this.listener?.live ?? false;
  }

  /**
   * Answers GET /api/articles/{id}/live when `req` is one (true), on Node's own request and response:
   * no Express, no request logger, no middleware per stream (a process holds thousands of them).
   */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const match = req.method === 'GET' ? STREAM_PATH.exec(req.url ?? '') : null;
    if (!match) return false;
    const query = new URLSearchParams(match[2] ?? '');
    this.serve(req, res, Number(match[1]), query.get('after')).catch((error: unknown) => {
      const known = error instanceof HttpError;
      if (!known) this.options.log.error({ err: error instanceof Error ? error.message : String(error) }, 'live stream failed');
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const refusal = known ? error : new HttpError('INTERNAL_SERVER_ERROR', 'The live stream could not start');
      if (refusal.retryAfter !== undefined) res.setHeader('Retry-After', String(refusal.retryAfter));
      res.writeHead(refusal.status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ error: refusal.message, code: refusal.code, ...(refusal.field ? { field: refusal.field } : {}) }));
    });
    return true;
  }

  /** Serves one reader's stream. Streams are public: readers see published blogs only. */
  private async serve(req: IncomingMessage, res: ServerResponse, articleId: number, afterParam: string | null): Promise<void> {
    if (!(articleId >= 1)) throw new HttpError('BAD_USER_INPUT', 'id: must be a whole number', 'id');
    const header = req.headers['last-event-id'];
    const raw = (typeof header === 'string' ? header : undefined) ?? afterParam ?? undefined;
    const after = raw && /^\d{1,18}$/.test(raw.trim()) ? raw.trim() : null;
    await this.loadHead();
    // Counted and added in one step after the head is at hand: readers arriving while it loads
    // cannot all pass the bound.
    if (this.count >= this.options.maxStreams) {
      this.counters.refused += 1;
      throw new HttpError(
        'SERVICE_UNAVAILABLE',
        'Too many live readers on this server: poll live-entries instead, or retry later',
        undefined,
        RETRY_AFTER_S,
      );
    }
    const stream: Stream = { res, articleId, audience: audienceOf(req).kind, last: -1n, pending: [] };
    this.add(stream);
    let replay: { reset: boolean; events: LiveStreamEventFragment[] };
    try {
      replay = await this.replay(articleId, after);
    } catch (error) {
      this.remove(stream);
      throw error instanceof GraphError ? error.toHttpError() : error;
    }
    if (res.destroyed) {
      this.remove(stream);
      return;
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Accel-Buffering', 'no');
    res.setHeader('Connection', 'keep-alive');
    res.flushHeaders();
    res.write(`retry: 3000\n\n`);
    if (replay.reset) res.write(resetFrame(replay.events));
    for (const event of replay.events) {
      if (!replay.reset) res.write(frame(event));
      const id = BigInt(event.id);
      if (id > stream.last) stream.last = id;
    }
    const buffered = stream.pending ?? [];
    stream.pending = null;
    for (const item of buffered) this.send(stream, item.id, item.bytes);
    res.on('close', () => this.remove(stream));
  }

  /** Asks graph for the events since the head and pushes them; calls during a fetch run it once more. */
  fetch(): void {
    if (this.fetching) {
      this.fetchAgain = true;
      return;
    }
    if (this.count === 0 || this.head === null) return;
    this.fetching = true;
    void this.fetchLoop().finally(() => {
      this.fetching = false;
      if (this.fetchAgain) {
        this.fetchAgain = false;
        this.fetch();
      }
    });
  }

  private async fetchLoop(): Promise<void> {
    for (let round = 0; round < 20 && this.count > 0; round += 1) {
      this.fetchAgain = false;
      this.counters.fetches += 1;
      const from = this.head;
      const asked = new Set(this.streams.keys());
      let batch;
      try {
        batch = (await this.options.graph.execute(LiveEventsSinceDocument, { after: this.head, articleIds: [...asked] }, {}))
          .liveEventsSince;
      } catch (error) {
        this.options.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'live: fetching events failed');
        return;
      }
      // Every reader left meanwhile (the head was let go, below): those here now started after.
      if (this.head !== from) return;
      for (const event of batch.events) {
        const readers = this.streams.get(event.articleId);
        if (!readers) continue;
        const id = BigInt(event.id);
        const bytes = frame(event);
        for (const stream of readers) this.send(stream, id, bytes);
      }
      // A blog first followed while this batch was on its way was not asked for: the batch's head
      // passes its events that committed after its reader's replay ran, and they would never be
      // pushed. Ask again from the same head with it (readers skip what they already have).
      if ([...this.streams.keys()].some((articleId) => !asked.has(articleId))) continue;
      const moved = batch.head !== this.head;
      this.head = batch.head;
      if (moved) this.replays.clear();
      // graph answers at most 200 events a time (liveEventsSince): a full batch means ask again.
      if (!moved || batch.events.length < 200) return;
    }
  }

  private send(stream: Stream, id: bigint, bytes: Buffer): void {
    if (stream.pending) {
      stream.pending.push({ id, bytes });
      return;
    }
    if (id <= stream.last) return;
    stream.last = id;
    this.write(stream, bytes);
  }

  /** Writes, or drops a reader that stopped reading once its unsent bytes pass the bound. */
  private write(stream: Stream, bytes: Buffer): void {
    const { res } = stream;
    if (res.destroyed) return;
    if (res.writableLength + bytes.length > this.options.bufferBytes) {
      this.counters.dropped += 1;
      this.remove(stream);
      res.destroy();
      return;
    }
    res.write(bytes);
  }

  private heartbeat(): void {
    for (const readers of this.streams.values()) {
      for (const stream of readers) if (!stream.pending) this.write(stream, HEARTBEAT);
    }
  }

  /**
   * One replay query per distinct (blog, id), shared by every reader asking for it while the hub's
   * head stays where it was when the query started: events up to that head had committed before the
   * query ran (so it holds them), and none after it has been pushed yet (so each new reader, already
   * registered, gets them from the hub). The head moving forgets every shared replay.
   */
  private replay(articleId: number, after: string | null) {
    const key = `${articleId}:${after ?? ''}`;
    const shared = this.replays.get(key);
    if (shared && shared.head === this.head) return shared.answer;
    if (this.replays.size >= MAX_SHARED_REPLAYS) this.replays.clear();
    this.counters.replayQueries += 1;
    const answer = this.options.graph.execute(LiveReplayDocument, { articleId, after }, {}).then((data) => data.liveReplay);
    const entry = { head: this.head, answer };
    this.replays.set(key, entry);
    // A failed query is not shared with later readers.
    answer.catch(() => {
      if (this.replays.get(key) === entry) this.replays.delete(key);
    });
    return answer;
  }

  private async loadHead(): Promise<void> {
    if (this.head !== null) return;
    this.headLoading ??= this.options.graph
      .execute(LiveEventsSinceDocument, { after: null, articleIds: [] }, {})
      .then((data) => {
        this.head ??= data.liveEventsSince.head;
      })
      .finally(() => {
        this.headLoading = null;
      });
    await this.headLoading;
  }

  private add(stream: Stream): void {
    let readers = this.streams.get(stream.articleId);
    if (!readers) this.streams.set(stream.articleId, (readers = new Set()));
    readers.add(stream);
    this.count += 1;
    this.byAudience[stream.audience] += 1;
  }

  private remove(stream: Stream): void {
    const readers = this.streams.get(stream.articleId);
    if (!readers?.delete(stream)) return;
    this.count -= 1;
    this.byAudience[stream.audience] -= 1;
    if (readers.size === 0) this.streams.delete(stream.articleId);
    // No reader left: nothing fetches the events from here on, so neither the head nor a shared
    // replay would stay true. The next reader starts from a fresh head and its own replay.
    if (this.count === 0) {
      this.head = null;
      this.replays.clear();
    }
  }

  async close(): Promise<void> {
    for (const stop of this.stops) stop();
    for (const readers of this.streams.values()) for (const stream of readers) stream.res.end();
    this.streams.clear();
    this.count = 0;
    for (const kind of AUDIENCE_KINDS) this.byAudience[kind] = 0;
    await this.listener?.close();
  }
}
