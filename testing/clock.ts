// A wall clock a test moves on, for tests whose subject is time passing (an expiry, a lifetime):
// the test says "a minute later" instead of sleeping through it. Only Date is faked (and keeps
// running at real speed between jumps), so timers, sockets and the servers under test in this
// process run as usual while every Date.now() and new Date() they read sees the jump. Time kept by
// another process (Redis key TTLs, BullMQ's delays) is not moved: those tests wait for real.

/** Every timing API but Date stays real. */
const REAL: Extract<Parameters<typeof jest.useFakeTimers>[0], { doNotFake?: unknown }>['doNotFake'] = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];

export interface WallClock {
  /** Moves the wall clock `ms` into the future at once. */
  advance(ms: number): void;
  /** Back to the real clock (call in `finally` or afterEach). */
  restore(): void;
}

export function fakeWallClock(): WallClock {
  jest.useFakeTimers({ advanceTimers: true, doNotFake: REAL });
  return {
    advance: (ms) => jest.setSystemTime(Date.now() + ms),
    restore: () => jest.useRealTimers(),
  };
}
