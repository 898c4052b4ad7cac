import { formatDay, type PublicationFormat } from '../../lib/dates';
import type { ReleaseDate } from '../../lib/releases';

/** An upcoming release as the index lists it. */
export interface UpcomingEntry extends ReleaseDate {
  startsOn: string;
}

/**
 * Releases under headings: a day or a month under its month ("March 2027", in the page's locale), a quarter or a year
 * under itself as `releaseLabel` writes it ("Q2 2027", "2027"), since putting them under their first month would promise a
 * date nobody gave. Headings keep the order of their first release (the list comes earliest first).
 */
export function groupByMonth<T extends UpcomingEntry>(
  releases: readonly T[],
  format: PublicationFormat,
  releaseLabel: (release: T) => string,
): { heading: string; releases: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const release of releases) {
    const heading =
      release.precision === 'day' || release.precision === 'month'
        ? formatDay(release.startsOn, 'month', format)
        : releaseLabel(release);
    const list = groups.get(heading) ?? [];
    list.push(release);
    groups.set(heading, list);
  }
  return [...groups].map(([heading, list]) => ({ heading, releases: list }));
}
