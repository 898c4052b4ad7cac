// The browser's side of a live blog (issue 22), a chunk of its own that only live blogs load: the
// push stream (EventSource reconnects by itself, sending Last-Event-ID), and when the server refuses
// it (too many readers: 503) polling the newest entries every 15 s instead: one URL for every
// poller (the answer cache keeps it), compared with what the page shows, so edits and deletions
// reach polling readers too, with the blog's status beside it (ended, reopened); once a minute it
// tries the stream again, and stops polling when it is let in. Once the blog has ended it polls
// every 5 minutes: late corrections and a reopened blog still arrive, at a twentieth of the load.
import type { LiveBlogEntryFragment } from '../../gql/reader/graphql';

export const POLL_MS = 15_000;
/** How often a refused reader polls a blog that has ended. */
export const ENDED_POLL_MS = 5 * 60_000;
/** What a poll asks for: the live-entries default, the window the comparison covers. */
const POLL_WINDOW = 50;
/** A refused reader tries the stream again every this many polls (once a minute). */
export const STREAM_RETRY_POLLS = 4;

type LiveStatus = { status: 'upcoming' | 'live' | 'ended'; startsAt: string | null; endsAt: string | null };

export interface LiveHandlers {
  entry(entry: LiveBlogEntryFragment): void;
  updated(entry: LiveBlogEntryFragment): void;
  deleted(entryId: number): void;
  status(live: LiveStatus): void;
  /** The blog as it is now (the newest entries, oldest first), replacing what the page shows. */
  reset(now: { live: LiveStatus | null; entries: LiveBlogEntryFragment[] }): void;
  /** 'push' while the stream is open, 'poll' when it was refused. */
  mode(mode: 'push' | 'poll'): void;
}

/** Follows the blog from event `after`, the page showing `shown`; returns how to stop. */
export function followLiveBlog(
  articleId: number,
  after: string,
  shown: readonly LiveBlogEntryFragment[],
  handlers: LiveHandlers,
): () => void {
  let stopped = false;
  let pollTimer: number | undefined;
  // The blog had ended at the last poll: polls come slower until it reopens.
  let ended = false;
  let source: EventSource | undefined;
  // The newest event the page has applied: where a stream opened again after polling starts from
  // (what polls brought meanwhile comes again as events the page already has, or as one reset).
  let lastEventId = after;
  // What the page shows, by id (its last change), as the handlers were told it.
  const known = new Map(shown.map((entry) => [entry.id, entry.updatedAt]));

  function connect(): void {
    const stream = new EventSource(`/api/articles/${articleId}/live?after=${encodeURIComponent(lastEventId)}`);
    source = stream;
    const parse = (event: Event): unknown => {
      const message = event as MessageEvent<string>;
      if (message.lastEventId) lastEventId = message.lastEventId;
      return JSON.parse(message.data);
    };
    stream.addEventListener('open', () => {
      window.clearTimeout(pollTimer);
      pollTimer = undefined;
      handlers.mode('push');
    });
    stream.addEventListener('entry', (event) => {
      const { entry } = parse(event) as { entry: LiveBlogEntryFragment | null };
      if (!entry) return;
      known.set(entry.id, entry.updatedAt);
      handlers.entry(entry);
    });
    stream.addEventListener('entry-updated', (event) => {
      const { entry } = parse(event) as { entry: LiveBlogEntryFragment | null };
      if (!entry) return;
      known.set(entry.id, entry.updatedAt);
      handlers.updated(entry);
    });
    stream.addEventListener('entry-deleted', (event) => {
      const { entryId } = parse(event) as { entryId: number };
      known.delete(entryId);
      handlers.deleted(entryId);
    });
    // More missed than the server replays (or an id it does not know): the blog as it is now.
    stream.addEventListener('reset', (event) => {
      const now = parse(event) as Parameters<LiveHandlers['reset']>[0];
      known.clear();
      for (const entry of now.entries) known.set(entry.id, entry.updatedAt);
      handlers.reset(now);
    });
    stream.addEventListener('status', (event) => {
      const { live } = parse(event) as { live: Parameters<LiveHandlers['status']>[0] | null };
      if (live) handlers.status(live);
    });
    stream.addEventListener('error', () => {
      // A dropped connection is retried by EventSource itself; a refusal (503) closes it for good.
      if (stream.readyState !== EventSource.CLOSED || stopped) return;
      if (pollTimer === undefined) {
        handlers.mode('poll');
        pollTimer = window.setTimeout(() => void poll(1), POLL_MS);
      }
    });
  }

  // Refused (the server is at its bound of streams): the newest entries and the status every 15 s,
  // and every STREAM_RETRY_POLLS-th time the stream once more, so a reader refused at the peak of a
  // show is pushed to again once it has passed.
  const poll = async (count: number) => {
    try {
      const [entries, live] = await Promise.all([
        fetch(`/api/articles/${articleId}/live-entries?limit=${POLL_WINDOW}`, { headers: { accept: 'application/json' } }),
        fetch(`/api/articles/${articleId}/live-status`, { headers: { accept: 'application/json' } }),
      ]);
      if (entries.ok) reconcile((await entries.json()) as LiveBlogEntryFragment[]);
      if (live.ok) statusNow((await live.json()) as LiveStatus);
    } finally {
      if (!stopped && pollTimer !== undefined) {
        pollTimer = window.setTimeout(() => void poll(count + 1), ended ? ENDED_POLL_MS : POLL_MS);
        if (count % STREAM_RETRY_POLLS === 0) connect();
      }
    }
  };

  /** A polled status, told to the page only when it differs from the last one the page was told. */
  let lastStatus: string | undefined;
  function statusNow(live: LiveStatus): void {
    ended = live.status === 'ended';
    const said = JSON.stringify([live.status, live.startsAt, live.endsAt]);
    if (said === lastStatus) return;
    lastStatus = said;
    handlers.status(live);
  }

  /**
   * The newest entries as they are now (newest first) against what the page shows: new ones are
   * added, changed ones replaced, and shown ones inside the window that are not in it are gone.
   * A window shorter than asked covers the whole blog.
   */
  function reconcile(latest: LiveBlogEntryFragment[]): void {
    const inWindow = new Set(latest.map((entry) => entry.id));
    const oldest = latest.length < POLL_WINDOW ? 0 : Math.min(...inWindow);
    for (const id of [...known.keys()]) {
      if (id >= oldest && !inWindow.has(id)) {
        known.delete(id);
        handlers.deleted(id);
      }
    }
    // Only an entry newer than any shown is new; one older the page never had stays out of it.
    const newestShown = Math.max(0, ...known.keys());
    for (const entry of [...latest].reverse()) {
      const seen = known.get(entry.id);
      if (seen === entry.updatedAt) continue;
      if (seen === undefined && entry.id > newestShown) handlers.entry(entry);
      else if (seen !== undefined) handlers.updated(entry);
      else continue;
      known.set(entry.id, entry.updatedAt);
    }
  }

  connect();
  return () => {
    stopped = true;
    source?.close();
    window.clearTimeout(pollTimer);
  };
}
