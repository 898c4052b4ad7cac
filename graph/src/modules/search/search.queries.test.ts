// How search reads its candidates: windows of ids from the newest back. Whatever the spread of the
// matches, the newest ones wanted must be among those read, and few reads and rows must be spent.
// (The SQL around it runs against PostgreSQL in search.api.test.ts.)
import { WINDOW_ROW_LIMIT } from './search-sql';
import { readNewestFirst } from './search.queries';

/** A table of ids 1..maxId where `matches(id)` says which match, read as the SQL does (id order, bounded). */
function table(maxId: number, matches: (id: number) => boolean) {
  const reads: [number, number][] = [];
  let rowsRead = 0;
  const read = async (lower: number, upper: number) => {
    reads.push([lower, upper]);
    const rows: number[] = [];
    for (let id = lower + 1; id <= upper && rows.length < WINDOW_ROW_LIMIT; id += 1) if (matches(id)) rows.push(id);
    rowsRead += rows.length;
    return rows;
  };
  const newest = (n: number) => {
    const all: number[] = [];
    for (let id = maxId; id > 0 && all.length < n; id -= 1) if (matches(id)) all.push(id);
    return all;
  };
  return { read, reads, newest, rowsRead: () => rowsRead };
}

it('reads the newest matches of a common word in one window sized by the estimate', async () => {
  const t = table(100_000, (id) => id % 10 === 0); // 10% match: the estimate says 10,000
  const found = await readNewestFirst(t.read, 100_000, (100_000 * 1500) / 10_000, 1000);
  expect(found).toEqual(expect.arrayContaining(t.newest(1000)));
  expect(t.reads).toHaveLength(1);
  expect(t.rowsRead()).toBeLessThanOrEqual(1500);
});

it('narrows a window that holds too many matches to its newest part, so the newest are still read', async () => {
  const t = table(200_000, () => true); // no estimate: the first window is everything
  const found = await readNewestFirst(t.read, 200_000, 200_000, 1000);
  expect(found).toEqual(expect.arrayContaining(t.newest(1000)));
  expect(Math.min(...found)).toBeGreaterThan(200_000 - WINDOW_ROW_LIMIT);
});

it('sizes the next window from the matches seen, instead of reading everything', async () => {
  const t = table(1_000_000, (id) => id % 500 === 0); // 0.2%, estimated far higher
  const found = await readNewestFirst(t.read, 1_000_000, 10_000, 1000);
  expect(found).toEqual(expect.arrayContaining(t.newest(1000)));
  expect(t.reads.length).toBeLessThanOrEqual(3);
  expect(t.rowsRead()).toBeLessThan(1400);
});

it('reads the rest at once after an empty window, and returns every match when there are few', async () => {
  const t = table(1_000_000, (id) => id < 3000 && id % 7 === 0);
  const found = await readNewestFirst(t.read, 1_000_000, 50_000, 1000);
  expect(found.sort((a, b) => b - a)).toEqual(t.newest(1000));
  expect(t.reads).toEqual([
    [950_000, 1_000_000],
    [0, 950_000],
  ]);
});
