// A listing's data (/articles and the category routes), from its URL alone: the page's query and
// the server renderer's declaration of it (app/route-data.ts) are the same variables.
import { featuredRouteFor, REVIEW_CATEGORY } from '../../config/categories';
import { CATEGORY_FILTER_MAX, LIST_PAGE_SIZE } from '../../config/constants';
import { ListingPageDocument } from '../../gql/reader/graphql';
import { requestedPage } from '../../lib/pager';
import { readerSearchText, withoutNul } from '../../lib/search-text';
import { reviewFilterParams } from './ReviewFilters';

/** `routeCategory` comes from the route, else the category is ?category=; `language` is the page's edition's. */
export function listingPageQuery(routeCategory: string | undefined, params: URLSearchParams, language: string) {
  const category = (routeCategory ?? params.get('category') ?? 'all').toLowerCase() || 'all';
  const search = readerSearchText(params.get('search'));
  const page = requestedPage(params.get('page'), LIST_PAGE_SIZE);
  const route = featuredRouteFor(category);
  // Reviews narrow by platform and minimum score (?platform=ps5&minScore=8): links, so crawlable.
  const withReviewFilters = category === REVIEW_CATEGORY;
  const reviewFilter = withReviewFilters ? reviewFilterParams(params) : { platform: null, minScore: null };
  const filtered = reviewFilter.platform !== null || reviewFilter.minScore !== null;
  const withFeatured = !search && !filtered && route !== null && page === 1;
  // A category typed into ?category= must exist; the spec's category routes always answer.
  const withCategories = !routeCategory && category !== 'all';
  return {
    category,
    search,
    page,
    withReviewFilters,
    filtered,
    withFeatured,
    withCategories,
    query: ListingPageDocument,
    variables: {
      // graph refuses a category filter with a NUL or longer than it takes: no category is either, and
      // the categories asked beside show it (the page is the 404 page).
      filter: {
        category: category === 'all' ? null : withoutNul(category).slice(0, CATEGORY_FILTER_MAX) || null,
        search: search || null,
        ...reviewFilter,
        language,
      },
      limit: LIST_PAGE_SIZE,
      offset: (page - 1) * LIST_PAGE_SIZE,
      route: route ?? 'all',
      withFeatured,
      withCategories,
      withReviewFilters,
      language,
    },
  };
}
