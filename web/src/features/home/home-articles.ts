import { HOME_LATEST_MAX, HOME_LATEST_SOURCE } from '../../config/constants';

interface WithCategory {
  categorySlug: string;
}

/**
 * What the home page lists (spec §4): the category filter compares case-insensitively against
 * the search results while searching, else against the full list; Latest takes the first 5 articles.
 */
export function homeArticles<T extends WithCategory>(input: { all: T[]; searchResults: T[] | null; category: string }) {
  const source = input.searchResults ?? input.all;
  const wanted = input.category.toLowerCase();
  const filtered = wanted === 'all' ? source : source.filter((a) => a.categorySlug.toLowerCase() === wanted);
  const latest = input.all.slice(0, HOME_LATEST_SOURCE).slice(0, HOME_LATEST_MAX);
  return { filtered, latest };
}
