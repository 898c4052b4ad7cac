// The games pages' data, from their URLs alone: each page's query and the server renderer's
// declaration of it (app/route-data.ts) are the same variables.
import { GAME_COVERAGE_LIMIT, GAMES_PAGE_SIZE, UPCOMING_RELEASES_LIMIT } from '../../config/constants';
import { GamePageDocument, GamesIndexDocument } from '../../gql/reader/graphql';
import { platformParam } from '../../config/platforms';
import { requestedPage } from '../../lib/pager';
import { readerSearchText, withoutNul } from '../../lib/search-text';

/** `language`: the page's namesLanguage (i18n/edition): games named and sorted as its readers read them. */
export function gamesIndexQuery(params: URLSearchParams, language: string | null) {
  const upcoming = params.get('view') === 'upcoming';
  const search = upcoming ? '' : readerSearchText(params.get('search'));
  const platform = platformParam(params.get('platform'));
  const page = requestedPage(params.get('page'), GAMES_PAGE_SIZE);
  return {
    upcoming,
    search,
    platform,
    page,
    query: GamesIndexDocument,
    variables: {
      search: search || null,
      platform,
      limit: GAMES_PAGE_SIZE,
      offset: (page - 1) * GAMES_PAGE_SIZE,
      upcoming,
      upcomingLimit: UPCOMING_RELEASES_LIMIT,
      language,
    },
  };
}

/** A game's page in an edition: its review and coverage in that edition's language. */
export const gamePageQuery = (slug: string, language: string) => ({
  query: GamePageDocument,
  variables: { slug: withoutNul(slug), coverageLimit: GAME_COVERAGE_LIMIT, language },
});
