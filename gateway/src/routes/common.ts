// What several route files say the same way: the cap on unpaged lists, a page of articles' variables and
// answer (readers' and the editor's), and the answer shapes most rows share.
import type { z } from 'zod';
import type { adminArticleQuery } from '../api/inputs';
import { arrayOf, ref, toRestArticles } from '../api/schemas';
import type { RestArticleFragment } from '../generated/graphql';

/** `GET /api/articles` without limit answers at most this many (newest first). */
export const UNPAGED_ARTICLE_CAP = 100;

export const article = ref('Article');
export const articles = arrayOf(ref('Article'));
export const message = ref('Message');
export const deleted = (what: string) => ({ message: `${what} deleted` });

type ArticleListQuery = z.infer<typeof adminArticleQuery>;

/** The variables of a page of articles, readers' or the editor's (status only from the editor's query). */
export const articleListVariables = (query: ArticleListQuery) => ({
  filter: {
    category: query.category,
    search: query.search,
    status: query.status,
    game: query.game,
    platform: query.platform,
    minScore: query.minScore,
    language: query.language,
  },
  limit: query.limit ?? UNPAGED_ARTICLE_CAP,
  offset: query.offset ?? 0,
  // The total costs a query of its own; graph computes it only when it is asked for.
  withCount: query.includeCount === true,
});

/** A page of articles as REST answers it: an array, or {articles, totalCount} when the count was asked for. */
export const articleListAnswer = (
  page: { articles: RestArticleFragment[]; totalCount?: number | null },
  query: ArticleListQuery,
) =>
  query.includeCount ? { articles: toRestArticles(page.articles), totalCount: page.totalCount } : toRestArticles(page.articles);
