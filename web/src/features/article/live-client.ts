// The browser's side of a live blog (issue 22), a chunk of its own that only live blogs load: the
// push stream (EventSource reconnects by itself, sending Last-Event-ID), and when the server refuses
// it (too many readers: 503) polling live-entries?after= every 15 s instead.
import type { LiveBlogEntryFragment } from '../../gql/reader/graphql';

export const POLL_MS = 15_000;

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

/** Follows the blog from event `after`; returns how to stop. */
export function followLiveBlog(articleId: number, after: string, newestEntryId: number, handlers: LiveHandlers): () => void {
  let stopped = false;
  let pollTimer: number | undefined;
  let newest = newestEntryId;
  const source = new EventSource(`/api/articles/${articleId}/live?after=${encodeURIComponent(after)}`);
  const parse = (event: Event): unknown => JSON.parse((event as MessageEvent<string>).data);
  source.addEventListener('open', () => handlers.mode('push'));
  source.addEventListener('entry', (event) => {
    const { entry } = parse(event) as { entry: LiveBlogEntryFragment | null };
    if (!entry) return;
    newest = Math.max(newest, entry.id);
    handlers.entry(entry);
  });
  source.addEventListener('entry-updated', (event) => {
    const { entry } = parse(event) as { entry: LiveBlogEntryFragment | null };
    if (entry) handlers.updated(entry);
  });
  source.addEventListener('entry-deleted', (event) => handlers.deleted((parse(event) as { entryId: number }).entryId));
  // More missed than the server replays (or an id it does not know): the blog as it is now.
  source.addEventListener('reset', (event) => {
    const now = parse(event) as Parameters<LiveHandlers['reset']>[0];
    newest = Math.max(newest, ...now.entries.map((entry) => entry.id));
    handlers.reset(now);
  });
  source.addEventListener('status', (event) => {
    const { live } = parse(event) as { live: Parameters<LiveHandlers['status']>[0] | null };
    if (live) handlers.status(live);
  });
  source.addEventListener('error', () => {
    // A dropped connection is retried by EventSource itself; a refusal (503) closes it for good.
    if (source.readyState !== EventSource.CLOSED || stopped) return;
    handlers.mode('poll');
    const poll = async () => {
      try {
        const res = await fetch(`/api/articles/${articleId}/live-entries?after=${newest}`, {
          headers: { accept: 'application/json' },
        });
        if (res.ok) {
          const entries = (await res.json()) as LiveBlogEntryFragment[];
          for (const entry of entries.reverse()) {
            newest = Math.max(newest, entry.id);
            handlers.entry(entry);
          }
        }
      } finally {
        if (!stopped) pollTimer = window.setTimeout(() => void poll(), POLL_MS);
      }
    };
    pollTimer = window.setTimeout(() => void poll(), POLL_MS);
  });
  return () => {
    stopped = true;
    source.close();
    window.clearTimeout(pollTimer);
  };
}
