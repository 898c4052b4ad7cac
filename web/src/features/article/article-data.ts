// An article page's data: first what its URL names (the article, the sidebar's most read), then
// what the article names (its category's related articles, its game's facts). The page's queries
// and the server renderer's declaration of them (app/route-data.ts) are the same variables.
import { RELATED_ARTICLES_COUNT } from '../../config/constants';
import {
  ArticleGameDocument,
  ArticlePageDocument,
  LiveBlogDocument,
  MostReadDocument,
  RelatedArticlesDocument,
} from '../../gql/reader/graphql';

/** Most read, asked with room for the stories the sidebar already shows (filtered out). */
export const MOST_READ_COUNT = 5;
/** The article and its 5 related stories may all be among the most read. */
const MAX_EXCLUDED = 6;

export const articlePageQuery = (slug: string) => ({ query: ArticlePageDocument, variables: { slug } });
export const mostReadQuery = () => ({ query: MostReadDocument, variables: { limit: MOST_READ_COUNT + MAX_EXCLUDED } });
export const relatedArticlesQuery = (articleId: number, categorySlug: string) => ({
  query: RelatedArticlesDocument,
  variables: { category: categorySlug, excludeId: articleId, limit: RELATED_ARTICLES_COUNT },
});
export const articleGameQuery = (slug: string) => ({ query: ArticleGameDocument, variables: { slug } });
export const liveBlogQuery = (articleId: number) => ({ query: LiveBlogDocument, variables: { articleId } });
