import { HOME_LATEST_MAX, HOME_LATEST_SOURCE, HOME_MORE_END, HOME_MORE_START } from '../../config/constants';

interface HomeArticle {
  id: number;
  categorySlug: string;
}

const GRID_SIZE = HOME_MORE_END - HOME_MORE_START;

/**
 * What the home page shows, each story once per screen (issue 11):
 * - lead: the master featured article, else the newest article;
 * - Latest: taken from the first 5 articles (spec §9), less the lead;
 * - grid: the category filter compares case-insensitively against the search results while
 *   searching, else against the full list (spec §4). Unfiltered it shows 10 articles from the
 *   4th on (spec §9), skipping any already shown above, so it still shows 10 when it can.
 */
export function homeArticles<T extends HomeArticle>(input: {
  all: T[];
  master: T | null;
  searchResults: T[] | null;
  category: string;
}) {
  const wanted = input.category.toLowerCase();
  const inCategory = (a: T) => wanted === 'all' || a.categorySlug.toLowerCase() === wanted;

  if (input.searchResults) {
    const filtered = input.searchResults.filter(inCategory);
    return { lead: null, latest: [] as T[], filtered, grid: filtered };
  }

  const lead = input.master ?? input.all[0] ?? null;
  const latest = input.all
    .slice(0, HOME_LATEST_SOURCE)
    .filter((a) => a.id !== lead?.id)
    .slice(0, HOME_LATEST_MAX);
  const shown = new Set([lead?.id, ...latest.map((a) => a.id)]);
  const notShown = (a: T) => !shown.has(a.id);
  const filtered = input.all.filter(inCategory);
  const grid =
    wanted === 'all' ? input.all.slice(HOME_MORE_START).filter(notShown).slice(0, GRID_SIZE) : filtered.filter(notShown);
  return { lead, latest, filtered, grid };
}
