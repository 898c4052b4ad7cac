// Articles as the GraphQL API returns them, for component tests.
let nextId = 1;

export function cardArticle(overrides: Partial<Record<string, unknown>> = {}) {
  const id = nextId++;
  return {
    __typename: 'Article',
    id,
    slug: `article-${id}`,
    title: `Article ${id}`,
    excerpt: `Excerpt ${id}`,
    cardExcerpt: `Excerpt ${id}`,
    readingMinutes: 3,
    content: `<p>Content ${id}</p>`,
    categorySlug: 'news',
    featuredImage: `https://cdn.example.com/${id}.jpg`,
    thumbnailUrl: null,
    createdAt: '2025-03-07T12:00:00.000Z',
    publishedAt: '2025-03-07T12:00:00.000Z',
    ...overrides,
  };
}

export function featuredArticle(overrides: Partial<Record<string, unknown>> = {}) {
  return { ...cardArticle(overrides), author: { __typename: 'User', id: 1, displayName: 'Savepoint Staff' } };
}

export const page = (articles: unknown[], totalCount = articles.length) => ({ __typename: 'ArticlePage', articles, totalCount });
