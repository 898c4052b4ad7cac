// Games (issue 21): readers list them and read a game's page, staff keep the catalogue.
import {
  clearableGameFields,
  gameCreateBody,
  gameListQuery,
  gameMergeBody,
  gameUpdateBody,
  idParams,
  readerLanguageQuery,
  slugParams,
  withoutNulls,
} from '../api/inputs';
import { type Route, route } from '../api/route-kit';
import { arrayOf, ref, toRestArticle, toRestArticles } from '../api/schemas';
import * as op from '../generated/graphql';
import { deleted, message, UNPAGED_ARTICLE_CAP } from './common';

/** A game as a REST read in an edition answers it: that edition's name and description in their places. */
function gameInEdition<G extends { nameInEdition: string; descriptionInEdition?: string | null }>({
  nameInEdition,
  descriptionInEdition,
  ...game
}: G) {
  return { ...game, name: nameInEdition, description: descriptionInEdition };
}

export const gameRoutes: Route[] = [
  route({
    method: 'get',
    path: '/api/games',
    guard: 'public',
    tag: 'Games',
    summary: 'Games by name, or best match first for a search',
    description: `search matches names with a typo or two; platform (an id such as ps5) filters; language (an edition's tag) names and sorts them as that edition does, and a search matches those names too. No limit → at most ${UNPAGED_ARTICLE_CAP}; includeCount=true → {games, totalCount}.`,
    query: gameListQuery,
    operation: op.GamesDocument,
    variables: ({ query }) => ({
      search: query.search,
      platform: query.platform,
      limit: query.limit ?? UNPAGED_ARTICLE_CAP,
      offset: query.offset ?? 0,
      withCount: query.includeCount === true,
      language: query.language,
    }),
    respond: ({ games: page }, { query }) => {
      const games = page.games.map(gameInEdition);
      return query.includeCount ? { ...page, games } : games;
    },
    response: { oneOf: [arrayOf(ref('Game')), ref('GamePage')] },
  }),
  route({
    method: 'get',
    path: '/api/games/slug/:slug',
    guard: 'public',
    tag: 'Games',
    summary: 'One game by slug (old slugs too) with its published coverage and its review',
    description: "language (an edition's tag): its name, description, coverage and review in that edition.",
    params: slugParams,
    query: readerLanguageQuery,
    operation: op.GameBySlugDocument,
    variables: ({ params, query }) => ({ slug: params.slug, language: query.language }),
    respond: ({ gameBySlug: game }) =>
      game && {
        ...gameInEdition(game),
        coverage: toRestArticles(game.coverage),
        review: game.review ? toRestArticle(game.review) : null,
      },
    notFound: 'Game not found',
    response: ref('GameWithCoverage'),
  }),
  route({
    method: 'post',
    path: '/api/games',
    guard: 'editor',
    tag: 'Games',
    summary: 'Add a game (editors and admins)',
    status: 201,
    description:
      'The slug comes from the name unless given. releases: one per platform of the game, {platform, precision, value}. trailerUrl: a YouTube link.',
    body: gameCreateBody,
    operation: op.CreateGameDocument,
    variables: ({ body }) => ({ input: withoutNulls(body) }),
    respond: (data) => data.createGame,
    response: ref('Game'),
  }),
  route({
    method: 'put',
    path: '/api/games/:id',
    guard: 'editor',
    tag: 'Games',
    summary: 'Update a game (editors and admins; only the given fields change)',
    description: 'A new slug keeps the old one answering.',
    params: idParams,
    body: gameUpdateBody,
    operation: op.UpdateGameDocument,
    variables: ({ params, body }) => ({ id: params.id, input: withoutNulls(body, clearableGameFields) }),
    respond: (data) => data.updateGame,
    response: ref('Game'),
  }),
  route({
    method: 'delete',
    path: '/api/games/:id',
    guard: 'editor',
    tag: 'Games',
    summary: 'Delete a game (editors and admins; 409 naming how many articles link to it)',
    params: idParams,
    operation: op.DeleteGameDocument,
    variables: ({ params }) => ({ id: params.id }),
    respond: () => deleted('Game'),
    response: message,
  }),
  route({
    method: 'post',
    path: '/api/games/:id/merge',
    guard: 'editor',
    tag: 'Games',
    summary: 'Merge a duplicate into this game (editors and admins)',
    description:
      "The duplicate's article links move to this game, its slugs keep answering (301 to this game's page) and it is deleted, in one transaction. Answers the surviving game.",
    params: idParams,
    body: gameMergeBody,
    operation: op.MergeGamesDocument,
    variables: ({ params, body }) => ({ survivorId: params.id, duplicateId: body.duplicateId }),
    respond: (data) => data.mergeGames,
    response: ref('Game'),
  }),
];
