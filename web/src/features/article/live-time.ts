// A live blog stamps its entries in UTC ("14:05 UTC", with "Nov 21, 2026" in the title), as
// Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }) writes them. Written out here instead: a page's
// first DateTimeFormat costs a phone's main thread 67–118 ms (lib/dates.ts), and the live blog's two
// were made when its code was loaded, just before the page hydrates. live-time.test.ts compares
// both with Intl's and fails the day they differ.
// Its own month names, not lib/dates.ts': the test loads this file in a bare Node, which does not
// resolve the app's extensionless imports.
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "14:05": the hour (00–23) and minute in UTC. */
export function utcClock(date: Date): string {
  return `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;
}

/** "Nov 21, 2026": the day in UTC. */
export function utcDay(date: Date): string {
  const year = date.getUTCFullYear();
  // Intl writes a year before 1 AD without its era: 1 BC (year 0) as "1".
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year < 1 ? 1 - year : year}`;
}
