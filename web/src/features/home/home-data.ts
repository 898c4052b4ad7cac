// The home page's data, from its URL alone: the page's query and the server renderer's declaration
// of it (app/route-data.ts) are the same variables, so the server fetches before it renders.
//
// The page as it opens shows 15 stories, so it asks for the first 16 (HOME_FIRST_VIEW_LIMIT), not the
// 100 a category filter looks through: the page carries its data for hydration, and 100 articles'
// cards made that half of the home page's bytes (seed size: 7.3 of 16.5 KB gzipped; the document
// then no longer fit TCP's first window, one more round trip before the picture). The full list is
// asked for when a reader picks a category (`homePageQuery(params, true)`).
import { HOME_ARTICLES_LIMIT, HOME_FIRST_VIEW_LIMIT, SEARCH_LIMIT } from '../../config/constants';
import { HomePageDocument } from '../../gql/reader/graphql';
import { readerSearchText } from '../../lib/search-text';

/** `language`: the page's edition's (lib/edition.tsx); its lists and search hold that edition's articles only. */
export function homePageQuery(params: URLSearchParams, language: string, filtering = false) {
  const search = readerSearchText(params.get('search'));
  const searching = search.length > 0;
  const limit = searching ? SEARCH_LIMIT : filtering ? HOME_ARTICLES_LIMIT : HOME_FIRST_VIEW_LIMIT;
  return { search, searching, query: HomePageDocument, variables: { search, searching, limit, language } };
}
