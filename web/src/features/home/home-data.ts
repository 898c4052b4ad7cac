// The home page's data, from its URL alone: the page's query and the server renderer's declaration
// of it (app/route-data.ts) are the same variables, so the server fetches before it renders.
import { HOME_ARTICLES_LIMIT, SEARCH_LIMIT } from '../../config/constants';
import { HomePageDocument } from '../../gql/reader/graphql';

export function homePageQuery(params: URLSearchParams) {
  const search = (params.get('search') ?? '').trim();
  const searching = search.length > 0;
  return {
    search,
    searching,
    query: HomePageDocument,
    variables: { search, searching, limit: searching ? SEARCH_LIMIT : HOME_ARTICLES_LIMIT },
  };
}
