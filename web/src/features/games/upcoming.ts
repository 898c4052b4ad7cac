import { MONTHS } from '../../lib/dates';

/** An upcoming release as the index lists it. */
export interface UpcomingEntry {
  precision: string;
  startsOn: string;
  label: string;
}

/**
 * "March 2027" from "2027-03-14", as Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' })
 * writes it: a page's first DateTimeFormat costs a phone's main thread 67–118 ms (lib/dates.ts).
 * upcoming.test.ts compares the two for every month from 1900 to 2199.
 */
function monthHeading(startsOn: string): string {
  const [year, month] = startsOn.split('-').map(Number);
  return `${MONTHS[month - 1]} ${year}`;
}

/**
 * Releases under headings: a day or a month under its month ("March 2027"), a quarter or a year
 * under itself ("Q2 2027", "2027"), since putting them under their first month would promise a
 * date nobody gave. Headings keep the order of their first release (the list comes earliest first).
 */
export function groupByMonth<T extends UpcomingEntry>(releases: readonly T[]): { heading: string; releases: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const release of releases) {
    const heading = release.precision === 'day' || release.precision === 'month' ? monthHeading(release.startsOn) : release.label;
    const list = groups.get(heading) ?? [];
    list.push(release);
    groups.set(heading, list);
  }
  return [...groups].map(([heading, list]) => ({ heading, releases: list }));
}
