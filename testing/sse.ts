// A Server-Sent Events reader for tests and benches: opens a stream over its own socket, parses the
// events (id, event, data) and comments as they arrive, and can stop reading (a slow reader).
import http from 'node:http';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
  /** performance.now() when it arrived. */
  at: number;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body when the answer was not a stream (a refusal). */
  body: string;
  events: SseEvent[];
  comments: string[];
  /** Resolves with the first event (already received or to come) matching `match`. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Stops reading: the server's writes pile up in the socket, then in its buffer. */
  pause(): void;
  /** Resolves when the server ends or drops the stream. */
  ended: Promise<void>;
  close(): void;
}

export function openSse(url: string, headers: Record<string, string> = {}, agent?: http.Agent): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: agent ?? false }, (res) => {
      const events: SseEvent[] = [];
      const comments: string[] = [];
      const waiters = new Set<{ match: (e: SseEvent) => boolean; done: (e: SseEvent) => void }>();
      let buffer = '';
      let body = '';
      const stream = res.headers['content-type']?.startsWith('text/event-stream') ?? false;
      let endedResolve!: () => void;
      const ended = new Promise<void>((r) => (endedResolve = r));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (!stream) {
          body += chunk;
          return;
        }
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: SseEvent = { event: 'message', data: '', at: performance.now() };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) {
              comments.push(line.slice(1).trim());
              continue;
            }
            const colon = line.indexOf(': ');
            const [field, value] = colon > 0 ? [line.slice(0, colon), line.slice(colon + 2)] : [line, ''];
            if (field === 'id') event.id = value;
            else if (field === 'event') event.event = value;
            else if (field === 'data') event.data += value;
            else continue;
            isEvent = true;
          }
          if (!isEvent) continue;
          events.push(event);
          for (const waiter of waiters) {
            if (waiter.match(event)) {
              waiters.delete(waiter);
              waiter.done(event);
            }
          }
        }
      });
      // The request's close: a paused response never emits its own.
      req.on('close', endedResolve);
      res.on('error', endedResolve);
      const result: SseStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        get body() {
          return body;
        },
        events,
        comments,
        next(match, timeoutMs = 5_000) {
          const found = events.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((done, fail) => {
            const waiter = {
              match,
              done: (e: SseEvent) => {
                clearTimeout(timer);
                done(e);
              },
            };
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              fail(new Error(`no matching event within ${timeoutMs} ms (got ${events.map((e) => e.event).join(', ')})`));
            }, timeoutMs);
            waiters.add(waiter);
          });
        },
        pause: () => res.pause(),
        ended,
        close: () => req.destroy(),
      };
      if (!stream) res.on('end', () => resolve(result));
      else resolve(result);
    });
    req.on('error', reject);
  });
}
