// The rules every answer cache keeps: nothing is served or stored unless change notifications
// arrive, an answer computed across a change is refused, and the byte budget holds.
import { EVERYTHING, keyedChange } from '@savepoint/cache-keys';
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

test('a cache filled from another cache takes its second pass later, after the lower one', () => {
  jest.useFakeTimers();
  try {
    const pages = new ContentCache<{ body: Buffer }>({ maxBytes: 10_000, sizeOf: (v) => v.body.length, secondPassMs: 1500 });
    pages.setLive(true);
    pages.clearForChange();
    pages.set('/', answer(10), pages.ticket()); // rendered from graph's answer, itself read from a lagging replica
    jest.advanceTimersByTime(1000); // graph's second pass: its answer is right again, this page is not yet
    expect(pages.get('/')).toBeDefined();
    expect(pages.stats().settling).toBe(true);
    jest.advanceTimersByTime(500);
    expect(pages.get('/')).toBeUndefined();
    expect(pages.stats().settling).toBe(false);
  } finally {
    jest.useRealTimers();
  }
});

describe('invalidation by key', () => {
  const edit = (...keys: string[]) => keyedChange(keys);

  test('a change drops the entries tagged with its keys and every untagged one, and keeps the rest', () => {
    const cache = cacheOf(10_000);
    cache.setLive(true);
    cache.set('/articles/a', answer(10), cache.ticket(), ['article-1', 'taxonomy']);
    cache.set('/articles/b', answer(10), cache.ticket(), ['article-2', 'taxonomy']);
    cache.set('/', answer(10), cache.ticket(), ['featured', 'home', 'list']);
    cache.set('/unkeyed', answer(10), cache.ticket());
    cache.invalidate(edit('article-1', 'list'));
    expect(cache.get('/articles/a')).toBeUndefined();
    expect(cache.get('/')).toBeUndefined();
    expect(cache.get('/unkeyed')).toBeUndefined();
    expect(cache.get('/articles/b')).toBeDefined();
    expect(cache.keysOf('/articles/b')).toEqual(['article-2', 'taxonomy']);
    cache.invalidate(EVERYTHING);
    expect(cache.get('/articles/b')).toBeUndefined();
  });

  test('an answer computed across a change is refused only when the change reaches it', () => {
    const cache = cacheOf(10_000);
    cache.setLive(true);
    const ticket = cache.ticket();
    cache.invalidate(edit('article-1'));
    cache.set('/articles/a', answer(10), ticket, ['article-1']);
    cache.set('/articles/b', answer(10), ticket, ['article-2']);
    cache.set('/unkeyed', answer(10), ticket);
    expect(cache.get('/articles/a')).toBeUndefined();
    expect(cache.get('/articles/b')).toBeDefined();
    expect(cache.get('/unkeyed')).toBeUndefined();
  });

  test('a replaced or evicted entry leaves no tag behind to drop its successor', () => {
    const cache = cacheOf(10_000);
    cache.setLive(true);
    cache.set('/page', answer(10), cache.ticket(), ['article-1']);
    cache.set('/page', answer(10), cache.ticket(), ['article-2']);
    cache.invalidate(edit('article-1'));
    expect(cache.get('/page')).toBeDefined();
    cache.invalidate(edit('article-2'));
    expect(cache.get('/page')).toBeUndefined();
  });

  test('with staleMs, a reached entry is served as stale for that long, then gone', () => {
    let now = 1_000;
    const cache = new ContentCache<{ body: Buffer }>({
      maxBytes: 10_000,
      sizeOf: (value) => value.body.length,
      staleMs: 5_000,
      now: () => now,
    });
    cache.setLive(true);
    cache.set('/', answer(10), cache.ticket(), ['home']);
    cache.set('/other', answer(10), cache.ticket(), ['article-9']);
    cache.invalidate(edit('home'));
    expect(cache.get('/')).toBeUndefined();
    expect(cache.lookup('/')).toMatchObject({ stale: true });
    expect(cache.lookup('/other')).toMatchObject({ stale: false });
    now += 4_999;
    expect(cache.lookup('/')?.stale).toBe(true);
    now += 1;
    expect(cache.lookup('/')).toBeUndefined();
    // A fresh render replaces the stale copy.
    cache.set('/', answer(10), cache.ticket(), ['home']);
    expect(cache.lookup('/')).toMatchObject({ stale: false });
    // After an editor's own write, stale copies go at once.
    cache.invalidate(edit('home'));
    cache.dropStale();
    expect(cache.lookup('/')).toBeUndefined();
    expect(cache.lookup('/other')).toMatchObject({ stale: false });
  });
});
