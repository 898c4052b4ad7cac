// The normaliser must store exactly what Apollo's own write stores (the browser hydrates from it and
// then reads with Apollo): each case writes the same answers both ways, in the same order, into a
// cache configured as the app's, and expects the same normalised cache.
import type { InMemoryCache } from '@apollo/client';
import { type DocumentNode, parse } from 'graphql';
import { createApolloClient, TYPE_POLICIES } from '../lib/apollo';
import { AnswerNormalizer, Unsupported } from './answer-normalizer';

interface Answer {
  query: DocumentNode;
  variables: Record<string, unknown>;
  data: unknown;
}

const mergedTypes = new Set(Object.keys(TYPE_POLICIES));

function bothWays(answers: Answer[]) {
  const apollo = createApolloClient({ ssrMode: true }).cache as InMemoryCache;
  for (const { query, variables, data } of answers) apollo.writeQuery({ query, variables, data: data as never });
  const cache = createApolloClient({ ssrMode: true }).cache as InMemoryCache;
  return { apollo: apollo.extract(), normalized: new AnswerNormalizer(cache, mergedTypes).normalize(answers) };
}

const article = (id: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'Article',
  id,
  slug: `story-${id}`,
  title: `Story ${id}`,
  ...extra,
});

test('arguments from literals, variables and their defaults, aliases, nulls, lists and JSON values', () => {
  const query = parse(`
    query Listing($limit: Int = 12, $offset: Int, $filter: ArticleFilter, $tags: [String!]) {
      articles(limit: $limit, offset: $offset, filter: $filter, tags: $tags, sort: NEWEST) {
        id
        slug
        headline: title
        author { displayName }
        cover { url width }
        tagNames
        meta
        review { score }
      }
      count: articleCount(filter: { status: "published", nested: { deep: [1, 2] } })
      nothing
      missing(id: 4) { id }
    }
  `);
  const data = {
    articles: [
      {
        ...article(1),
        headline: 'First',
        title: undefined,
        author: { __typename: 'Author', displayName: 'Ana' },
        cover: null,
        tagNames: ['rpg', 'indie'],
        meta: { any: { json: [1, { deep: true }] } },
        review: { __typename: 'Review', score: 8 },
      },
      {
        ...article(2),
        headline: 'Second',
        title: undefined,
        author: { __typename: 'Author', displayName: 'Bo' },
        cover: { __typename: 'Picture', url: '/a.webp', width: 640 },
        tagNames: [],
        meta: null,
        review: null,
      },
    ],
    count: 2,
    nothing: null,
    missing: null,
  };
  for (const variables of [{}, { offset: 12, filter: { category: 'news', platforms: ['pc'] }, tags: ['rpg'] }]) {
    const { apollo, normalized } = bothWays([{ query, variables, data }]);
    expect(normalized).toEqual(apollo);
  }
});

test('an entity met twice in one answer: with the same selection its first fields stay, with another both merge', () => {
  const query = parse(`
    query Home {
      featured { id title teaser { text } }
      latest { id title teaser { text } }
      mostRead { id slug teaser { length } }
    }
  `);
  const data = {
    featured: [article(1, { slug: undefined, teaser: { __typename: 'Teaser', text: 'first seen' } })],
    latest: [
      article(1, { slug: undefined, title: 'changed meanwhile', teaser: { __typename: 'Teaser', text: 'later' } }),
      article(2, { slug: undefined, teaser: null }),
      // Again with the same selection: nothing of this one is kept.
      article(1, { slug: undefined, title: 'third time', teaser: { __typename: 'Teaser', text: 'ignored' } }),
    ],
    mostRead: [article(1, { title: undefined, teaser: { __typename: 'Teaser', length: 120 } })],
  };
  const { apollo, normalized } = bothWays([{ query, variables: {}, data }]);
  expect(normalized).toEqual(apollo);
});

test('answers after answers: fields replaced, merged types merged with what was there, not inside lists', () => {
  const mostRead = parse(`
    query MostRead { mostRead { id slug review { score } games { id cover { url } } } }
  `);
  const page = parse(`
    query ArticlePage($slug: String!) {
      articleBySlug(slug: $slug) {
        id
        title
        review { verdict pros scores { label value } }
        games { id name cover { width } }
        reviews { __typename score }
      }
    }
  `);
  const game = (cover: Record<string, unknown>) => ({
    __typename: 'Game',
    id: 7,
    name: 'Quest',
    cover: { __typename: 'GameCover', ...cover },
  });
  // Most read selects a review's score and a game's cover URL only.
  const mostReadAnswer = (score: number, coverUrl: string): Answer => ({
    query: mostRead,
    variables: {},
    data: {
      mostRead: [
        {
          ...article(1),
          review: { __typename: 'Review', score },
          games: [{ __typename: 'Game', id: 7, cover: { __typename: 'GameCover', url: coverUrl } }],
        },
      ],
    },
  });
  const answers: Answer[] = [
    mostReadAnswer(9, '/c.webp'),
    {
      query: page,
      variables: { slug: 'story-1' },
      data: {
        articleBySlug: {
          ...article(1, { slug: undefined, title: 'Renamed' }),
          review: {
            __typename: 'Review',
            verdict: 'Great',
            pros: ['Fast'],
            scores: [{ __typename: 'Score', label: 'Story', value: 9 }],
          },
          games: [game({ width: 640 })],
          reviews: [{ __typename: 'Review', score: 1 }],
        },
      },
    },
    mostReadAnswer(10, '/d.webp'),
  ];
  const { apollo, normalized } = bothWays(answers);
  expect(normalized).toEqual(apollo);
  // What the case is about: the verdict and the score live side by side.
  expect(normalized['Article:1'].review).toEqual({
    __typename: 'Review',
    score: 10,
    verdict: 'Great',
    pros: ['Fast'],
    scores: [{ __typename: 'Score', label: 'Story', value: 9 }],
  });
});

test('@include and @skip by variables, and fragments applied by their type', () => {
  const query = parse(`
    query Games($upcoming: Boolean!, $withCounts: Boolean = false) {
      games @skip(if: $upcoming) { ...GameCard }
      upcoming @include(if: $upcoming) { id ... on Game { name } ... on Article { title } }
      counts @include(if: $withCounts) { total }
      node { ...GameCard ...ArticleCard ... { id } }
    }
    fragment GameCard on Game { id name platforms }
    fragment ArticleCard on Article { id title }
  `);
  const game = { __typename: 'Game', id: 3, name: 'Quest', platforms: ['pc'] };
  for (const [variables, data] of [
    [{ upcoming: false }, { games: [game], node: { ...game } }],
    [
      { upcoming: true, withCounts: true },
      {
        upcoming: [game],
        counts: { __typename: 'Counts', total: 5 },
        node: article(4),
        // Excluded by @skip: not stored even when an answer carries it.
        games: [{ ...game, name: 'Skipped' }],
      },
    ],
  ] as const) {
    const { apollo, normalized } = bothWays([{ query, variables, data }]);
    expect(normalized).toEqual(apollo);
  }
});

test('what it does not reproduce is refused, for Apollo to write', () => {
  const cache = createApolloClient({ ssrMode: true }).cache as InMemoryCache;
  const normalizer = new AnswerNormalizer(cache, mergedTypes);
  const clientField = parse(`query Local { articles { id seen @client } }`);
  expect(() =>
    normalizer.normalize([{ query: clientField, variables: {}, data: { articles: [article(1, { seen: true })] } }]),
  ).toThrow(Unsupported);
  const untyped = parse(`query Untyped { articles { id } }`);
  expect(() => normalizer.normalize([{ query: untyped, variables: {}, data: { articles: [{ id: 1 }] } }])).toThrow(Unsupported);
});
