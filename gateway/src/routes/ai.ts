// Thumbnails and AI drafts (503 from a graph that lacks the workers' fields).
import { generateArticleBody, idParams, trendingQuery } from '../api/inputs';
import { type Route, route } from '../api/route-kit';
import { arrayOf, ref } from '../api/schemas';
import * as op from '../generated/graphql';

export const aiRoutes: Route[] = [
  route({
    method: 'post',
    path: '/api/articles/:id/generate-thumbnail',
    guard: 'public',
    tag: 'AI',
    summary: 'Generate (or return) the thumbnail of a published article',
    description: 'A thumbnail already drawn is answered at once; drawing one counts toward 20 a minute per IP.',
    limit: 'thumbnails',
    unavailable: 'Thumbnail generation is not available yet',
    params: idParams,
    operation: op.GenerateThumbnailDocument,
    variables: ({ params }) => ({ articleId: params.id }),
    respond: (data) => data.generateThumbnail,
    response: { type: 'object', properties: { thumbnailUrl: { type: 'string' } }, required: ['thumbnailUrl'] },
  }),
  route({
    method: 'post',
    path: '/api/ai/generate-article',
    guard: 'editor',
    tag: 'AI',
    summary: 'Draft an article from a keyword',
    unavailable: 'AI drafts are not available yet',
    body: generateArticleBody,
    operation: op.GenerateArticleDocument,
    variables: ({ body }) => ({ keyword: body.keyword, variant: body.variant, category: body.category }),
    respond: (data) => data.generateArticle,
    response: ref('GeneratedArticle'),
  }),
  route({
    method: 'get',
    path: '/api/ai/keywords',
    guard: 'editor',
    tag: 'AI',
    summary: 'Keyword suggestions for AI drafts',
    unavailable: 'AI drafts are not available yet',
    operation: op.AiKeywordsDocument,
    variables: () => ({}),
    respond: (data) => data.aiKeywords,
    response: arrayOf({ type: 'string' }),
  }),
  route({
    method: 'get',
    path: '/api/ai/trending-topics',
    guard: 'editor',
    tag: 'AI',
    summary: 'Trending topics (cached 30 minutes; refresh=true recomputes)',
    unavailable: 'AI drafts are not available yet',
    query: trendingQuery,
    operation: op.TrendingTopicsDocument,
    variables: ({ query }) => ({ refresh: query.refresh ?? false }),
    respond: (data) => data.trendingTopics,
    response: arrayOf({ type: 'string' }),
  }),
];
