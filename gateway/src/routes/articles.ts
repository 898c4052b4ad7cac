// Articles as readers get them (editors with a session also read drafts by id and slug), search, and
// the article a preview link shows. Static paths (most-read) stand before `:id`: Express takes the first match.
import {
  articleListQuery,
  categoryParams,
  idParams,
  mostReadQuery,
  previewParams,
  readerLanguageQuery,
  searchQuery,
  slugParams,
} from '../api/inputs';
import { type Route, route } from '../api/route-kit';
import { arrayOf, ref, toRestArticle, toRestArticles } from '../api/schemas';
import { notFound as notFoundError } from '../errors';
import * as op from '../generated/graphql';
import { article, articleListAnswer, articleListVariables, articles, UNPAGED_ARTICLE_CAP } from './common';

/** `GET /api/search` answers at most this many, best first (the spec's client shows one list). */
const SEARCH_CAP = 50;

export const articleRoutes: Route[] = [
  route({
    method: 'get',
    path: '/api/articles',
    guard: 'public',
    tag: 'Articles',
    summary: "One edition's published articles, newest first",
    description: `No query → an array of at most ${UNPAGED_ARTICLE_CAP}. limit (≤ 100) / offset → an array. includeCount=true → {articles, totalCount}. category, search, game (a game's slug), platform (articles about a game on it) and minScore (reviews scoring at least it) filter; language (an edition's tag) picks the edition listed and searched, default the default edition (lists never mix editions).`,
    query: articleListQuery,
    operation: op.ArticlesDocument,
    // The reader's query has no status: graph lists published articles only.
    variables: ({ query }) => articleListVariables(query),
    respond: ({ articles: page }, { query }) => articleListAnswer(page, query),
    response: { oneOf: [articles, ref('ArticlePage')] },
  }),
  route({
    method: 'get',
    path: '/api/articles/slug/:slug',
    guard: 'public',
    tag: 'Articles',
    summary: 'One article by slug',
    params: slugParams,
    operation: op.ArticleBySlugDocument,
    variables: ({ params }) => ({ slug: params.slug }),
    respond: (data) => data.articleBySlug && toRestArticle(data.articleBySlug),
    notFound: 'Article not found',
    response: article,
  }),
  route({
    method: 'get',
    path: '/api/articles/category/:category',
    guard: 'public',
    tag: 'Articles',
    summary: "One edition's published articles of a category, newest first",
    description: `At most ${UNPAGED_ARTICLE_CAP}, unpaged (GET /api/articles?category= pages). An unknown category answers an empty list. language (an edition's tag): default the default edition; unknown → 400 naming language.`,
    params: categoryParams,
    query: readerLanguageQuery,
    operation: op.ArticlesDocument,
    variables: ({ params, query }) => ({
      filter: { category: params.category, language: query.language },
      limit: UNPAGED_ARTICLE_CAP,
      offset: 0,
    }),
    respond: (data) => toRestArticles(data.articles.articles),
    response: articles,
  }),
  route({
    method: 'get',
    path: '/api/articles/most-read',
    guard: 'public',
    tag: 'Articles',
    summary: 'Published articles most read over the last 7 days, most first',
    description:
      "limit 1-50 (default 5). language (an edition's tag): that edition's ranking, default the default edition. Each article carries `views`: readers counted once per article per day, without cookies or stored addresses.",
    query: mostReadQuery,
    operation: op.MostReadArticlesDocument,
    variables: ({ query }) => ({ limit: query.limit ?? 5, language: query.language }),
    respond: (data) => data.mostReadArticles.map((m) => ({ ...toRestArticle(m.article), views: m.views })),
    response: arrayOf(ref('MostReadArticle')),
  }),
  route({
    method: 'get',
    path: '/api/articles/:id',
    guard: 'public',
    tag: 'Articles',
    summary: 'One article by id',
    params: idParams,
    operation: op.ArticleDocument,
    variables: ({ params }) => ({ id: params.id }),
    respond: (data) => data.article && toRestArticle(data.article),
    notFound: 'Article not found',
    response: article,
  }),
  route({
    method: 'get',
    path: '/api/search',
    guard: 'public',
    tag: 'Articles',
    summary: 'Search published articles (ranked)',
    description: `At most ${SEARCH_CAP} articles, best match first, unpaged (GET /api/articles?search= pages through matches with limit/offset). language (an edition's tag, default the default edition) is the edition searched, with its own text-search configuration (Japanese by bigrams); results never mix editions; unknown → 400 naming language.`,
    query: searchQuery,
    operation: op.SearchDocument,
    variables: ({ query }) => ({ query: query.q, limit: SEARCH_CAP, language: query.language }),
    restFields: { query: 'q' },
    respond: (data) => toRestArticles(data.search),
    response: articles,
  }),
  route({
    method: 'get',
    path: '/api/preview/:token',
    guard: 'public',
    tag: 'Articles',
    summary: 'The unpublished article a preview link shows (private, no-store, noindex)',
    params: previewParams,
    operationName: 'ArticleByPreviewToken',
    response: article,
    privateAnswer: true,
    handler: async ({ input, graph }) => {
      const data = await graph(op.ArticleByPreviewTokenDocument, { token: input.params.token });
      if (!data.articleByPreviewToken) throw notFoundError('This preview link has expired or was revoked');
      return toRestArticle(data.articleByPreviewToken);
    },
  }),
];
