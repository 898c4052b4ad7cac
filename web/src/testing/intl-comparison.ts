import { spawnSync } from 'node:child_process';

/** The time zones formatting written out instead of asked of Intl is checked in. */
export const TIME_ZONES = ['UTC', 'America/Los_Angeles', 'Australia/Adelaide', 'Pacific/Chatham', 'Pacific/Kiritimati'];

/**
 * Compares formatting written out by hand (lib/dates.ts, features/article/live-time.ts: a phone's
 * first Intl.DateTimeFormat is slow) with Intl's, in a Node of its own set to `timeZone` (a test
 * cannot move its own process's zone), which loads `modulePath` as it is (Node strips the types).
 * `compare` is the body of `(module) => (date) => string | null`, the inner function run there for
 * every minute of a day, every hour of 2026 and the days around it, and 20,000 random instants from
 * 1000 BC to 9999 AD: it returns what differs for that date, or null. Fails the test on any difference.
 */
export function expectSameAsIntl(modulePath: string, timeZone: string, compare: string): void {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT, modulePath, compare], {
    env: { ...process.env, TZ: timeZone },
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (child.status !== 0) throw new Error(`the comparison in ${timeZone} failed: ${child.stderr || child.error}`);
  const result = JSON.parse(child.stdout) as { zone: string; checked: number; differing: string[] };
  expect(result.zone).toBe(timeZone);
  expect(result.checked).toBeGreaterThan(20_000);
  expect(result.differing).toEqual([]);
}

const SCRIPT = `
const { pathToFileURL } = await import('node:url');
const module = await import(pathToFileURL(process.argv[1]).href);
const compare = new Function('module', process.argv[2])(module);
const dates = [];
for (let minute = 0; minute < 24 * 60; minute += 1) dates.push(new Date(Date.UTC(2026, 10, 21, 0, minute)));
for (let hour = 0; hour < 24 * 368; hour += 1) dates.push(new Date(Date.UTC(2026, 0, 1, hour - 24)));
let seed = 27;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const from = Date.parse('-000999-01-01T00:00:00Z');
const to = Date.UTC(9999, 11, 31);
for (let i = 0; i < 20000; i += 1) dates.push(new Date(from + Math.floor(random() * (to - from))));
const differing = dates.map(compare).filter(Boolean);
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
console.log(JSON.stringify({ zone, checked: dates.length, differing: differing.slice(0, 5) }));
`;
