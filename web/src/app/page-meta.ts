// What the gateway writes into a rendered page's head (gateway/src/seo.ts, structured-data.ts), read
// from the render's own cache after the render: the article or game the page showed, with the facts
// its JSON-LD needs. The page's query selects them (ArticlePage.graphql, GamePage.graphql), so graph
// is asked for the article once per page, not again for its head (issue 45 item 1, ADR 0046). Their
// shape is the one the gateway reads, @savepoint/render-contract: a query that stops selecting a fact
// fails the type check here, not a reader's JSON-LD.
import type { TypedDocumentNode } from '@apollo/client';
import { readerPathParam } from '@savepoint/audience';
import type { ArticleMeta, GameMeta } from '@savepoint/render-contract';
import { ArticlePageDocument, GamePageDocument } from '../gql/reader/graphql';
import { articlePageQuery } from '../features/article/article-data';
import { gamePageQuery } from '../features/games/games-data';
import { thumbnailSource } from '../lib/thumbnail';

/** A page query's data as the render saw it (read from the render's cache). */
export type PageQueryReader = <TData, TVars extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVars>,
  variables: TVars,
) => TData | null | undefined;

/** The live updates a LiveBlogPosting lists (graph's latestLiveEntries default). */
const LIVE_UPDATES = 10;

// The variables the pages asked with (features/*/…-data.ts): the cache holds the answer under them.
function readGamePage(readPageQuery: PageQueryReader, slug: string, language: string) {
  return readPageQuery(GamePageDocument, gamePageQuery(slug, language).variables);
}

/**
 * The article page's facts; `categoryLabel` names its category as the page does (in the page's
 * language), for its `article:section`, `articleSection` and breadcrumb.
 */
export function articleMeta(
  readPageQuery: PageQueryReader,
  pathname: string,
  /** The page's namesLanguage (i18n/edition): the page's query asked with it. */
  language: string | null,
  categoryLabel: (category: string, name: string) => string,
): ArticleMeta | undefined {
  const slug = readerPathParam(pathname, '/articles/:slug');
  if (slug === undefined) return undefined;
  const data = readPageQuery(ArticlePageDocument, articlePageQuery(slug, language).variables);
  const article = data?.articleBySlug;
  if (!data || !article) return undefined;
  const thumbnail = thumbnailSource(article);
  // The page lists a live blog's entries pinned first; the JSON-LD names the newest, by id.
  const latestLiveEntries = [...(article.liveBlog?.entries ?? [])].sort((a, b) => b.id - a.id).slice(0, LIVE_UPDATES);
  return {
    slug: article.slug,
    headline: article.title,
    // A video article's picture is the video's thumbnail image, never the watch page.
    image: thumbnail.kind === 'generate' ? undefined : thumbnail.src,
    publishedAt: article.publishedAt ?? article.createdAt,
    section: categoryLabel(article.categorySlug, article.category.name),
    author: article.author.displayName,
    language: article.language,
    translations: article.translations.map(({ language, slug }) => ({ language, slug })),
    structured: {
      articleBySlug: { ...article, latestLiveEntries },
      reviewScale: data.reviewScale,
      gamePlatforms: data.gamePlatforms,
    },
  };
}

export function gameMeta(readPageQuery: PageQueryReader, pathname: string, language: string): GameMeta | undefined {
  const slug = readerPathParam(pathname, '/games/:slug');
  if (slug === undefined) return undefined;
  const data = readGamePage(readPageQuery, slug, language);
  const game = data?.gameBySlug;
  if (!data || !game) return undefined;
  return { slug: game.slug, structured: { gameBySlug: game, gamePlatforms: data.gamePlatforms, reviewScale: data.reviewScale } };
}
