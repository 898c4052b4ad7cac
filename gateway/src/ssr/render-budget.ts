// What uncached page renders may cost a gateway process (issue 27): at most `concurrency` at once,
// `queue` more waiting for a slot (beyond that the caller serves a stale copy or answers 503 with
// Retry-After), and per client address `perIpPerMinute` renders a minute (beyond that, 429), so one
// client requesting uncached pages in a loop cannot take the renders every other reader needs.
import { limitKeyOf } from '@savepoint/client-address';
import { LRUCache } from 'lru-cache';

export interface RenderBudgetOptions {
  concurrency: number;
  queue: number;
  perIpPerMinute: number;
  /** The clock the per-address minute is measured by (tests pass a fake one). */
  now?: () => number;
}

const MINUTE_MS = 60_000;
/** Client addresses remembered; the least recently seen are forgotten first. */
const ADDRESSES_KEPT = 50_000;

export class RenderBudget {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly perIp: LRUCache<string, { windowStart: number; count: number }>;
  private readonly now: () => number;

  constructor(private readonly options: RenderBudgetOptions) {
    this.now = options.now ?? Date.now;
    this.perIp = new LRUCache({ max: ADDRESSES_KEPT });
  }

  /**
   * Counts one uncached render for `ip` (an IPv6 client by its /64); false when its minute's budget
   * is spent, with the seconds until the next minute begins.
   */
  chargeIp(ip: string | undefined): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const key = limitKeyOf(ip);
    const now = this.now();
    let window = this.perIp.get(key);
    if (!window || now - window.windowStart >= MINUTE_MS) {
      window = { windowStart: now, count: 0 };
      this.perIp.set(key, window);
    }
    if (window.count >= this.options.perIpPerMinute)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.windowStart + MINUTE_MS - now) / 1000)) };
    window.count += 1;
    return { allowed: true };
  }

  /** A render slot now, when one is free (never queues): for background refreshes. */
  tryAcquire(): (() => void) | undefined {
    if (this.running >= this.options.concurrency) return undefined;
    this.running += 1;
    return this.releaser();
  }

  /**
   * A render slot, after waiting in the queue if need be; undefined at once when the queue is full,
   * or when `left` aborts while waiting (the reader went away: the place in the queue is given up, so
   * nobody renders a page no one will read).
   */
  async acquire(left?: AbortSignal): Promise<(() => void) | undefined> {
    const now = this.tryAcquire();
    if (now) return now;
    if (this.waiting.length >= this.options.queue || left?.aborted) return undefined;
    const granted = await new Promise<boolean>((resolve) => {
      const onLeft = () => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        resolve(false);
      };
      const waiter = () => {
        left?.removeEventListener('abort', onLeft);
        resolve(true);
      };
      left?.addEventListener('abort', onLeft, { once: true });
      this.waiting.push(waiter);
    });
    return granted ? this.releaser() : undefined;
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next in line.
      if (next) next();
      else this.running -= 1;
    };
  }

  stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
