// An article page's data, all named by its URL: the article (with its game's facts and a live blog's
// entries), its related articles (by the article's slug) and the sidebar's most read. The page's queries and the
// server renderer's declaration of them (app/route-data.ts) are the same variables.
import { RELATED_ARTICLES_COUNT } from '../../config/constants';
import { ArticlePageDocument, MostReadDocument, RelatedArticlesDocument } from '../../gql/reader/graphql';
import { withoutNul } from '../../lib/search-text';

/** Most read, asked with room for the stories the sidebar already shows (filtered out). */
export const MOST_READ_COUNT = 5;
/** The article and its 5 related stories may all be among the most read. */
const MAX_EXCLUDED = 6;

/**
 * The article named by `slug`, its category, tags and games named as the page's edition names them
 * (`language`: i18n/edition's namesLanguage).
 */
export const articlePageQuery = (slug: string, language: string | null) => ({
  query: ArticlePageDocument,
  variables: { slug: withoutNul(slug), language },
});
export const mostReadQuery = (language: string) => ({
  query: MostReadDocument,
  variables: { limit: MOST_READ_COUNT + MAX_EXCLUDED, language },
});
// Related articles are asked by the article's slug (graph finds its category), beside the article:
// an article page is one round. Their categories are named as the article's are (`language`).
export const relatedArticlesQuery = (slug: string, language: string | null) => ({
  query: RelatedArticlesDocument,
  variables: { slug: withoutNul(slug), limit: RELATED_ARTICLES_COUNT, language },
});
