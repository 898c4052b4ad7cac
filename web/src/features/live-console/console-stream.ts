// The console's side of a live blog's push stream (GET /api/articles/{id}/live): colleagues'
// entries, edits, deletions and status changes as they happen. EventSource reconnects by itself
// with Last-Event-ID; when the gateway refuses the stream for good (an unpublished blog is 404 to
// the stream, a full server 503) the console polls instead.
import type { LiveConsoleEntryFragment, LiveStatus } from '../../gql/graphql';

export interface StreamHandlers {
  upsert(entry: LiveConsoleEntryFragment): void;
  remove(entryId: number): void;
  status(live: { status: LiveStatus; startsAt: string | null; endsAt: string | null } | null): void;
  /** The stream started over (more was missed than it replays): read the blog again. */
  reset(): void;
  /** 'push' once the stream is open; 'closed' when it was refused and will not come back. */
  mode(mode: 'push' | 'closed'): void;
}

/** Follows blog `articleId` from event `after`; returns how to stop. */
export function followStream(articleId: number, after: string, handlers: StreamHandlers): () => void {
  let stopped = false;
  const source = new EventSource(`/api/articles/${articleId}/live?after=${encodeURIComponent(after)}`);
  const data = (event: Event): Record<string, unknown> =>
    JSON.parse((event as MessageEvent<string>).data) as Record<string, unknown>;
  const entryOf = (event: Event) => data(event).entry as LiveConsoleEntryFragment | null | undefined;
  source.addEventListener('open', () => handlers.mode('push'));
  for (const kind of ['entry', 'entry-updated']) {
    source.addEventListener(kind, (event) => {
      const entry = entryOf(event);
      if (entry) handlers.upsert(entry);
    });
  }
  source.addEventListener('entry-deleted', (event) => handlers.remove(data(event).entryId as number));
  source.addEventListener('reset', () => handlers.reset());
  source.addEventListener('status', (event) =>
    handlers.status((data(event).live as Parameters<StreamHandlers['status']>[0]) ?? null),
  );
  source.addEventListener('error', () => {
    if (stopped || source.readyState !== EventSource.CLOSED) return;
    handlers.mode('closed');
  });
  return () => {
    stopped = true;
    source.close();
  };
}
