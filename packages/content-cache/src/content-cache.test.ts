// The rules every answer cache keeps: nothing is served or stored unless change notifications
// arrive, an answer computed across a change is refused, and the byte budget holds.
import { ContentCache } from './content-cache';

const answer = (bytes: number) => ({ body: Buffer.alloc(bytes) });
const cacheOf = (maxBytes: number) => new ContentCache<{ body: Buffer }>({ maxBytes, sizeOf: (value) => value.body.length });

test('serves nothing and keeps nothing until the listener is live, and forgets everything when it drops', () => {
  const cache = cacheOf(10_000);
  cache.set('a', answer(10), cache.ticket());
  expect(cache.get('a')).toBeUndefined();
  cache.setLive(true);
  cache.set('a', answer(10), cache.ticket());
  expect(cache.get('a')?.body.length).toBe(10);
  cache.setLive(false);
  expect(cache.get('a')).toBeUndefined();
  cache.setLive(true);
  expect(cache.get('a')).toBeUndefined();
});

test('an answer computed while content changed is not stored', () => {
  const cache = cacheOf(10_000);
  cache.setLive(true);
  const ticket = cache.ticket();
  cache.clear(); // a change arrives while the answer is being computed
  cache.set('page', answer(10), ticket);
  expect(cache.get('page')).toBeUndefined();
  cache.set('page', answer(10), cache.ticket());
  expect(cache.get('page')).toBeDefined();
});

test('keys and values stay within the byte budget, least recently used leave first, and oversized answers are refused', () => {
  const cache = cacheOf(16_000);
  cache.setLive(true);
  expect(cache.maxEntryBytes).toBe(1_000);
  expect(cache.accepts(1_001)).toBe(false);
  for (let i = 0; i < 100; i += 1) {
    cache.set(`key-${i}`, answer(900), cache.ticket());
    cache.get('key-0'); // kept warm
  }
  expect(cache.stats().bytes).toBeLessThanOrEqual(16_000);
  expect(cache.get('key-0')).toBeDefined();
  expect(cache.get('key-1')).toBeUndefined();
  expect(cache.get('key-99')).toBeDefined();
  cache.set('huge', answer(5_000), cache.ticket());
  expect(cache.get('huge')).toBeUndefined();
});

test('a budget of 0 switches the cache off', () => {
  const cache = cacheOf(0);
  cache.setLive(true);
  expect(cache.enabled).toBe(false);
  cache.set('a', answer(1), cache.ticket());
  expect(cache.get('a')).toBeUndefined();
});

test('a notified change clears again a second later, for answers read from a replica that lagged', () => {
  jest.useFakeTimers();
  try {
    const cache = cacheOf(10_000);
    cache.setLive(true);
    cache.clearForChange();
    cache.set('page', answer(10), cache.ticket()); // read from a replica that had not caught up
    expect(cache.get('page')).toBeDefined();
    jest.advanceTimersByTime(1000);
    expect(cache.get('page')).toBeUndefined();
  } finally {
    jest.useRealTimers();
  }
});
