// The live client's polling (the stream refused: too many readers on the server). It polled for
// entries newer than the newest it had, so an entry edited or deleted while the reader polled stayed
// as it was until a reload, and a blog ended meanwhile still said "live". It now compares the newest
// entries with what the page shows, and reads the status beside them.
import type { LiveBlogEntryFragment } from '../../gql/reader/graphql';
import { ENDED_POLL_MS, followLiveBlog, POLL_MS, STREAM_RETRY_POLLS, type LiveHandlers } from './live-client';

/** A stream the server refuses at once (503 closes an EventSource for good). */
class RefusedEventSource {
  static readonly CLOSED = 2;
  readyState = 0;
  private onError: (() => void) | undefined;
  constructor() {
    queueMicrotask(() => {
      this.readyState = RefusedEventSource.CLOSED;
      this.onError?.();
    });
  }
  addEventListener(type: string, listener: () => void) {
    if (type === 'error') this.onError = listener;
  }
  close() {}
}

const entry = (id: number, content: string, updatedAt = '2026-11-30T20:00:00.000Z'): LiveBlogEntryFragment => ({
  id,
  content,
  pinned: false,
  keyEvent: false,
  authorName: 'Ed',
  createdAt: '2026-11-30T20:00:00.000Z',
  updatedAt,
});

type Live = Parameters<LiveHandlers['status']>[0];
const live = (status: Live['status'], endsAt: string | null = null): Live => ({
  status,
  startsAt: '2026-11-30T19:00:00.000Z',
  endsAt,
});

let answers: LiveBlogEntryFragment[][];
let statuses: Live[];
const asked: string[] = [];
beforeEach(() => {
  jest.useFakeTimers();
  (globalThis as { EventSource?: unknown }).EventSource = RefusedEventSource;
  asked.length = 0;
  statuses = [];
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async (url: string) => {
    asked.push(url);
    const answer = url.endsWith('/live-status') ? (statuses.shift() ?? live('live')) : (answers.shift() ?? []);
    return { ok: true, json: async () => answer } as Response;
  });
});
afterEach(() => jest.useRealTimers());

function recorder() {
  const calls: string[] = [];
  const handlers: LiveHandlers = {
    entry: (e) => calls.push(`entry ${e.id}`),
    updated: (e) => calls.push(`updated ${e.id}: ${e.content}`),
    deleted: (id) => calls.push(`deleted ${id}`),
    status: (l) => calls.push(`status ${l.status}${l.endsAt ? ` until ${l.endsAt}` : ''}`),
    reset: () => calls.push('reset'),
    mode: (mode) => calls.push(`mode ${mode}`),
  };
  return { calls, handlers };
}

it('polls the same URLs as every reader and brings new entries, edits and deletions to the page', async () => {
  const shown = [entry(3, '<p>Third</p>'), entry(2, '<p>Second</p>'), entry(1, '<p>First</p>')];
  answers = [
    // Entry 2 was deleted, entry 3 edited and entry 4 posted since the page was rendered.
    [entry(4, '<p>Fourth</p>'), entry(3, '<p>Third, fixed</p>', '2026-11-30T20:05:00.000Z'), entry(1, '<p>First</p>')],
    // Nothing changed: nothing is said twice.
    [entry(4, '<p>Fourth</p>'), entry(3, '<p>Third, fixed</p>', '2026-11-30T20:05:00.000Z'), entry(1, '<p>First</p>')],
  ];
  const { calls, handlers } = recorder();
  const stop = followLiveBlog(7, '40', shown, handlers);
  await jest.advanceTimersByTimeAsync(0);
  expect(calls).toEqual(['mode poll']);

  await jest.advanceTimersByTimeAsync(POLL_MS);
  expect(asked).toEqual(['/api/articles/7/live-entries?limit=50', '/api/articles/7/live-status']);
  expect(calls.slice(1)).toEqual(['deleted 2', 'updated 3: <p>Third, fixed</p>', 'entry 4', 'status live']);

  await jest.advanceTimersByTimeAsync(POLL_MS);
  expect(asked).toHaveLength(4);
  expect(calls).toHaveLength(5);
  stop();
});

it('leaves alone what the page shows beyond the newest 50', async () => {
  const window = Array.from({ length: 50 }, (_, i) => entry(200 - i, `<p>${200 - i}</p>`));
  // The page shows 151-200 and an old pinned entry (5); the window reaches down to 151.
  const shown = [...window, entry(5, '<p>Pinned long ago</p>')];
  answers = [window];
  const { calls, handlers } = recorder();
  const stop = followLiveBlog(7, '900', shown, handlers);
  await jest.advanceTimersByTimeAsync(POLL_MS);
  expect(calls).toEqual(['mode poll', 'status live']);
  stop();
});

it('tells the page when the blog ends or reopens while it polls, once each, and polls an ended blog slower', async () => {
  answers = [[], [], [], []];
  statuses = [live('live'), live('ended', '2026-11-30T21:00:00.000Z'), live('ended', '2026-11-30T21:00:00.000Z'), live('live')];
  const { calls, handlers } = recorder();
  const stop = followLiveBlog(7, '40', [], handlers);
  await jest.advanceTimersByTimeAsync(2 * POLL_MS);
  expect(calls).toEqual(['mode poll', 'status live', 'status ended until 2026-11-30T21:00:00.000Z']);
  // Ended: no poll for five minutes, then one that still sees it ended, then one that sees it reopen.
  await jest.advanceTimersByTimeAsync(ENDED_POLL_MS - 1);
  expect(asked).toHaveLength(4);
  await jest.advanceTimersByTimeAsync(1);
  expect(asked).toHaveLength(6);
  await jest.advanceTimersByTimeAsync(ENDED_POLL_MS);
  expect(calls).toEqual(['mode poll', 'status live', 'status ended until 2026-11-30T21:00:00.000Z', 'status live']);
  // Live again: back to every 15 s.
  await jest.advanceTimersByTimeAsync(POLL_MS);
  expect(asked).toHaveLength(10);
  stop();
});

it('tries the stream again once a minute, and stops polling when it is let in', async () => {
  // The server refuses the first two streams (the page's, and its retry after a minute), then lets the
  // third in; what it was asked for shows where each stream starts.
  const streams: string[] = [];
  class BusyThenFreeEventSource {
    static readonly CLOSED = 2;
    readyState = 0;
    private listeners = new Map<string, () => void>();
    constructor(url: string) {
      streams.push(url);
      const refused = streams.length <= 2;
      queueMicrotask(() => {
        this.readyState = refused ? BusyThenFreeEventSource.CLOSED : 1;
        this.listeners.get(refused ? 'error' : 'open')?.();
      });
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    close() {}
  }
  (globalThis as { EventSource?: unknown }).EventSource = BusyThenFreeEventSource;
  const { calls, handlers } = recorder();
  const stop = followLiveBlog(7, '40', [], handlers);
  await jest.advanceTimersByTimeAsync(STREAM_RETRY_POLLS * POLL_MS);
  expect(streams).toEqual(['/api/articles/7/live?after=40', '/api/articles/7/live?after=40']);
  expect(calls).toEqual(['mode poll', 'status live']);

  await jest.advanceTimersByTimeAsync(STREAM_RETRY_POLLS * POLL_MS);
  expect(streams).toHaveLength(3);
  expect(calls).toEqual(['mode poll', 'status live', 'mode push']);
  // Pushed to again: no more polls.
  const polled = asked.length;
  await jest.advanceTimersByTimeAsync(4 * POLL_MS);
  expect(asked).toHaveLength(polled);
  stop();
});
