// The four operations whose fields the workers' part of graph is still adding (generateThumbnail,
// generateArticle, aiKeywords, trendingTopics). graphql-codegen validates documents against the
// printed graph/schema.graphql and would fail for every client while they are missing, so these are
// typed here by hand. When graph's schema has a field, move its document into its own .graphql
// file beside the others and import the generated one instead. Until then graph answers
// GRAPHQL_VALIDATION_FAILED and the routes say "not available yet" (503).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';

const operation = <TData, TVars>(source: string) => parse(source) as unknown as TypedDocumentNode<TData, TVars>;

export const GenerateThumbnailDocument = operation<{ generateThumbnail: { thumbnailUrl: string } }, { articleId: number }>(`
  mutation GenerateThumbnail($articleId: Int!) {
    generateThumbnail(articleId: $articleId) {
      thumbnailUrl
    }
  }
`);

export interface GeneratedArticle {
  title: string;
  content: string;
  metaDescription: string;
  tags: string[];
  category: string;
  slug: string;
  generator: 'openai' | 'offline';
}

export const GenerateArticleDocument = operation<{ generateArticle: GeneratedArticle }, { keyword: string }>(`
  mutation GenerateArticle($keyword: String!) {
    generateArticle(keyword: $keyword) {
      title
      content
      metaDescription
      tags
      category
      slug
      generator
    }
  }
`);

export const AiKeywordsDocument = operation<{ aiKeywords: string[] }, Record<string, never>>(`
  query AiKeywords {
    aiKeywords
  }
`);

export const TrendingTopicsDocument = operation<{ trendingTopics: string[] }, { refresh?: boolean }>(`
  query TrendingTopics($refresh: Boolean) {
    trendingTopics(refresh: $refresh)
  }
`);
