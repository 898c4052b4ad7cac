import { formatDay, type PublicationFormat } from '../../lib/dates';

/** An upcoming release as the index lists it. */
export interface UpcomingEntry {
  precision: string;
  startsOn: string;
  label: string;
}

/**
 * Releases under headings: a day or a month under its month ("March 2027", in the publication's locale), a quarter or a year
 * under itself ("Q2 2027", "2027"), since putting them under their first month would promise a
 * date nobody gave. Headings keep the order of their first release (the list comes earliest first).
 */
export function groupByMonth<T extends UpcomingEntry>(
  releases: readonly T[],
  format: PublicationFormat,
): { heading: string; releases: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const release of releases) {
    const heading =
      release.precision === 'day' || release.precision === 'month' ? formatDay(release.startsOn, 'month', format) : release.label;
    const list = groups.get(heading) ?? [];
    list.push(release);
    groups.set(heading, list);
  }
  return [...groups].map(([heading, list]) => ({ heading, releases: list }));
}
