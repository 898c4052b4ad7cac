// What each reader route shows, declared from its URL (issue 27): the server renderer fetches these
// operations first — all at once, in one round — and then renders once with Apollo's cache already
// filled, instead of rendering to discover the queries, waiting, and rendering again. The
// declarations use the very functions the pages pass to useQuery (features/*/…-data.ts), so they
// cannot drift apart; a query a page makes that is not declared here still works (the renderer's
// loop fetches it), it only costs another pass.
import { matchReaderPath } from '@savepoint/audience';
import type { DocumentNode } from 'graphql';
import { CATEGORY_ROUTES } from '../config/categories';
import { articlePageQuery, mostReadQuery, relatedArticlesQuery } from '../features/article/article-data';
import { gamePageQuery, gamesIndexQuery } from '../features/games/games-data';
import { homePageQuery } from '../features/home/home-data';
import { footerLatestQuery } from '../features/layout/footer-data';
import { editionsQuery } from '../features/layout/switcher-data';
import { namesLanguage } from '../i18n/edition';
import type { Edition } from '../lib/edition';
import { publicationFormatQuery } from '../lib/publication-format';
import { listingPageQuery } from '../features/listing/listing-data';

interface RouteOperation {
  query: DocumentNode;
  variables: Record<string, unknown>;
}

/** Runs one operation into the cache; resolves with its data, or undefined when it failed. */
export type Prefetch = (operation: RouteOperation) => Promise<unknown>;

/**
 * The operations a reader route shows, by its pattern in the reader route table (@savepoint/audience).
 * `url` is the path under the edition's prefix (`/de/reviews` is `/reviews` in `de`).
 */
function routeOperations(url: URL, edition: Edition): RouteOperation[] {
  const { language } = edition;
  const route = matchReaderPath(url.pathname);
  const params = url.searchParams;
  const category = CATEGORY_ROUTES.find((listing) => listing.path === route?.pattern);
  if (category) return [listingPageQuery(category.category, params, language)];
  switch (route?.pattern) {
    case '/':
      return [homePageQuery(params, language)];
    case '/articles':
      return [listingPageQuery(undefined, params, language)];
    case '/games':
      return [gamesIndexQuery(params, namesLanguage(edition))];
    case '/games/:slug':
      return [gamePageQuery(route.params.slug, language)];
    case '/articles/:slug':
      // The related articles are asked by the article's slug too (its game and live blog come with it).
      return [
        articlePageQuery(route.params.slug, namesLanguage(edition)),
        relatedArticlesQuery(route.params.slug, namesLanguage(edition)),
        mostReadQuery(language),
      ];
    default:
      return [];
  }
}

/** Fetches the route's data: every operation the URL names, the footer's and the publication's format, at once (one round). */
export async function prefetchRoute(url: URL, edition: Edition, prefetch: Prefetch): Promise<void> {
  await Promise.all(
    [...routeOperations(url, edition), footerLatestQuery(edition.language), publicationFormatQuery(), editionsQuery()].map(
      prefetch,
    ),
  );
}
