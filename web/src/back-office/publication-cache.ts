import type { ApolloCache } from '@apollo/client';

// Root fields whose answers change when an editor writes something. Results never go stale by
// themselves (spec §1), so after a write they are dropped and the screens that show them ask again.
const PUBLICATION_FIELDS = [
  'articles',
  'adminArticles',
  'article',
  'articleBySlug',
  'relatedArticles',
  'search',
  'featuredArticles',
  'featuredSet',
  'featuredSetForRoute',
  'masterFeaturedArticle',
  'mainFeaturedAssignments',
  'categories',
  'category',
  'tags',
  'tag',
] as const;

export function forgetPublicationQueries(cache: ApolloCache): void {
  for (const fieldName of PUBLICATION_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
