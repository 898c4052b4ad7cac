// The games pages' data, from their URLs alone: each page's query and the server renderer's
// declaration of it (app/route-data.ts) are the same variables.
import { GAME_COVERAGE_LIMIT, GAMES_PAGE_SIZE, UPCOMING_RELEASES_LIMIT } from '../../config/constants';
import { GamePageDocument, GamesIndexDocument } from '../../gql/reader/graphql';
import { readerSearchText } from '../../lib/search-text';

const PLATFORM_ID = /^[a-z0-9-]{1,30}$/;

export function gamesIndexQuery(params: URLSearchParams) {
  const upcoming = params.get('view') === 'upcoming';
  const search = upcoming ? '' : readerSearchText(params.get('search'));
  const rawPlatform = (params.get('platform') ?? '').trim().toLowerCase();
  const platform = PLATFORM_ID.test(rawPlatform) ? rawPlatform : null;
  const requestedPage = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(requestedPage) && requestedPage > 0 ? requestedPage : 1;
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
    },
  };
}

/** A game's page in an edition: its review and coverage in that edition's language. */
export const gamePageQuery = (slug: string, language: string) => ({
  query: GamePageDocument,
  variables: { slug, coverageLimit: GAME_COVERAGE_LIMIT, language },
});
