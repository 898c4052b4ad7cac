// Articles as the GraphQL API returns them, for component tests.
let nextId = 1;
/** One id per category slug: Apollo's cache keeps one entity per id. */
const categoryIds = new Map<string, number>();

/** A card's category as graph names it: the English name, from the slug unless a test names it. */
function cardCategory(slug: string) {
  const id = categoryIds.get(slug) ?? categoryIds.size + 1;
  categoryIds.set(slug, id);
  return { __typename: 'Category', id, name: slug.charAt(0).toUpperCase() + slug.slice(1) };
}

export function cardArticle(overrides: Partial<Record<string, unknown>> = {}) {
  const id = nextId++;
  const categorySlug = typeof overrides.categorySlug === 'string' ? overrides.categorySlug : 'news';
  return {
    __typename: 'Article',
    id,
    slug: `article-${id}`,
    language: 'en',
    title: `Article ${id}`,
    excerpt: `Excerpt ${id}`,
    cardExcerpt: `Excerpt ${id}`,
    readingMinutes: 3,
    content: `<p>Content ${id}</p>`,
    categorySlug,
    category: cardCategory(categorySlug),
    featuredImage: `https://cdn.example.com/${id}.jpg`,
    thumbnailUrl: null,
    createdAt: '2025-03-07T12:00:00.000Z',
    publishedAt: '2025-03-07T12:00:00.000Z',
    review: null,
    live: null,
    correctedAt: null,
    commentCount: 0,
    ...overrides,
  };
}

export function featuredArticle(overrides: Partial<Record<string, unknown>> = {}) {
  return { ...cardArticle(overrides), author: { __typename: 'User', id: 1, displayName: 'Savepoint Staff' } };
}

export const page = (articles: unknown[], totalCount = articles.length) => ({ __typename: 'ArticlePage', articles, totalCount });

/** A review's verdict as the API answers it. */
export function reviewVerdict(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    __typename: 'Review',
    score: 8.5,
    label: 'Recommended',
    verdict: 'A tense naval roguelike.',
    pros: ['Crew traits that change every run'],
    cons: ['Brutal late-game storms'],
    platformsTested: ['pc', 'switch-2'],
    playtimeHours: 27,
    disclosure: 'Review code provided by the publisher',
    ...overrides,
  };
}

export const gamePlatforms = [
  { __typename: 'Platform', id: 'pc', name: 'PC' },
  { __typename: 'Platform', id: 'switch-2', name: 'Nintendo Switch 2' },
  { __typename: 'Platform', id: 'ps5', name: 'PlayStation 5' },
];
