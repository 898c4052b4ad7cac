// Insights: readers, referrers and devices, site-wide and per article (staff).
import { idParams, insightsOverviewQuery, insightsQuery } from '../api/inputs';
import { type Route, route } from '../api/route-kit';
import * as op from '../generated/graphql';

export const insightsRoutes: Route[] = [
  route({
    method: 'get',
    path: '/api/analytics/overview',
    guard: 'editor',
    tag: 'Editing',
    summary:
      'Insights: daily views and visitors, top articles, referrers, devices, searches (and those with no results), the newsletter and comments per day',
    description:
      "from / to: YYYY-MM-DD (UTC, both included; default the last 30 days; at most 366 days). language: one edition's articles (views, most read, referrers, devices, comments; visitors null; searches and the newsletter stay the publication's); 400 naming language if unknown.",
    query: insightsOverviewQuery,
    operation: op.InsightsOverviewDocument,
    variables: ({ query }) => ({ from: query.from ?? null, to: query.to ?? null, language: query.language ?? null }),
    respond: (data) => data.insightsOverview,
    response: { type: 'object' },
  }),
  route({
    method: 'get',
    path: '/api/analytics/articles/:id',
    guard: 'editor',
    tag: 'Editing',
    summary: "Insights for one article: views per day and hour, referrers, devices, hours to half its first week's views",
    description: 'from / to as for the overview.',
    params: idParams,
    query: insightsQuery,
    operation: op.ArticleInsightsDocument,
    variables: ({ params, query }) => ({ articleId: params.id, from: query.from ?? null, to: query.to ?? null }),
    respond: (data) => data.articleInsights,
    response: { type: 'object' },
  }),
];
