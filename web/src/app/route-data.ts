// What each reader route shows, declared from its URL (issue 27): the server renderer fetches these
// operations first — all at once, in one round — and then renders once with Apollo's cache already
// filled, instead of rendering to discover the queries, waiting, and rendering again. The
// declarations use the very functions the pages pass to useQuery (features/*/…-data.ts), so they
// cannot drift apart; a query a page makes that is not declared here still works (the renderer's
// loop fetches it), it only costs another pass.
import type { DocumentNode } from 'graphql';
import { CATEGORY_ROUTES } from '../config/categories';
import { articlePageQuery, mostReadQuery, relatedArticlesQuery } from '../features/article/article-data';
import { gamePageQuery, gamesIndexQuery } from '../features/games/games-data';
import { homePageQuery } from '../features/home/home-data';
import { footerLatestQuery } from '../features/layout/footer-data';
import { publicationFormatQuery } from '../lib/publication-format';
import { listingPageQuery } from '../features/listing/listing-data';

interface RouteOperation {
  query: DocumentNode;
  variables: Record<string, unknown>;
}

/** Runs one operation into the cache; resolves with its data, or undefined when it failed. */
export type Prefetch = (operation: RouteOperation) => Promise<unknown>;

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Fetches the route's data: every operation the URL names, at once (one round). */
export async function prefetchRoute(url: URL, prefetch: Prefetch): Promise<void> {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const params = url.searchParams;
  const shared: RouteOperation[] = [footerLatestQuery(), publicationFormatQuery()];
  const category = CATEGORY_ROUTES.find((route) => route.path === path);
  const articleSlug = /^\/articles\/([^/]+)$/.exec(path)?.[1];
  const gameSlug = /^\/games\/([^/]+)$/.exec(path)?.[1];

  if (path === '/') await Promise.all([...shared, homePageQuery(params)].map(prefetch));
  else if (path === '/articles' || category)
    await Promise.all([...shared, listingPageQuery(category?.category, params)].map(prefetch));
  else if (path === '/games') await Promise.all([...shared, gamesIndexQuery(params)].map(prefetch));
  else if (gameSlug !== undefined && decoded(gameSlug) !== undefined)
    await Promise.all([...shared, gamePageQuery(decoded(gameSlug)!)].map(prefetch));
  else if (articleSlug !== undefined && decoded(articleSlug) !== undefined) {
    const slug = decoded(articleSlug)!;
    // The related articles are asked by the article's slug too (its game and live blog come with it).
    await Promise.all([articlePageQuery(slug), relatedArticlesQuery(slug), mostReadQuery(), ...shared].map(prefetch));
  } else await Promise.all(shared.map(prefetch));
}
