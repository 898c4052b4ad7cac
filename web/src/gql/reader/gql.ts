/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation ConfirmNewsletter($token: String!) {\n  confirmNewsletter(token: $token) {\n    message\n  }\n}": typeof types.ConfirmNewsletterDocument,
    "mutation SubscribeNewsletter($email: String!, $editions: [String!]) {\n  subscribeNewsletter(email: $email, editions: $editions) {\n    message\n  }\n}": typeof types.SubscribeNewsletterDocument,
    "mutation UnsubscribeNewsletter($token: String!) {\n  unsubscribeNewsletter(token: $token) {\n    message\n  }\n}": typeof types.UnsubscribeNewsletterDocument,
    "fragment ArticleCard on Article {\n  id\n  slug\n  title\n  cardExcerpt\n  readingMinutes\n  categorySlug\n  featuredImage\n  thumbnailUrl\n  createdAt\n  publishedAt\n  review {\n    score\n    label\n  }\n  live {\n    status\n  }\n  correctedAt\n  commentCount\n}": typeof types.ArticleCardFragmentDoc,
    "fragment FeaturedArticle on Article {\n  ...ArticleCard\n  author {\n    id\n    displayName\n  }\n}": typeof types.FeaturedArticleFragmentDoc,
    "fragment ArticleGameFacts on Game {\n  id\n  name\n  slug\n  coverImage {\n    url\n    alt\n    width\n    height\n  }\n  platforms\n  developers\n  publishers\n  franchise\n  genres\n  releases {\n    platform\n    label\n  }\n}": typeof types.ArticleGameFactsFragmentDoc,
    "query ArticlePage($slug: String!) {\n  articleBySlug(slug: $slug) {\n    id\n    slug\n    title\n    excerpt\n    content\n    readingMinutes\n    commentCount\n    featuredImage\n    thumbnailUrl\n    metaDescription\n    categorySlug\n    category {\n      id\n      name\n      slug\n    }\n    tagNames\n    author {\n      id\n      displayName\n    }\n    createdAt\n    publishedAt\n    games {\n      id\n      name\n      slug\n    }\n    review {\n      score\n      label\n      verdict\n      pros\n      cons\n      platformsTested\n      playtimeHours\n      disclosure\n    }\n    live {\n      status\n      startsAt\n      endsAt\n    }\n    primaryGame {\n      ...ArticleGameFacts\n    }\n    liveBlog(limit: 200) {\n      ...LiveBlogStart\n    }\n    corrections {\n      id\n      kind\n      note\n      createdAt\n    }\n  }\n  gamePlatforms {\n    id\n    name\n  }\n}": typeof types.ArticlePageDocument,
    "fragment LiveBlogEntry on LiveEntry {\n  id\n  content\n  pinned\n  keyEvent\n  authorName\n  createdAt\n  updatedAt\n}\n\nfragment LiveBlogStart on LiveBlogView {\n  head\n  entries {\n    ...LiveBlogEntry\n  }\n}": typeof types.LiveBlogEntryFragmentDoc,
    "query MostRead($limit: Int!) {\n  mostReadArticles(limit: $limit) {\n    views\n    article {\n      id\n      slug\n      title\n      review {\n        score\n        label\n      }\n    }\n  }\n}": typeof types.MostReadDocument,
    "query RelatedArticles($slug: String!, $limit: Int!) {\n  articleBySlug(slug: $slug) {\n    id\n    related(limit: $limit) {\n      ...ArticleCard\n    }\n  }\n}": typeof types.RelatedArticlesDocument,
    "query CorrectionsPage($limit: Int!, $offset: Int!) {\n  corrections(limit: $limit, offset: $offset) {\n    totalCount\n    corrections {\n      id\n      kind\n      note\n      createdAt\n      articleTitle\n      articleSlug\n    }\n  }\n}": typeof types.CorrectionsPageDocument,
    "query GamePage($slug: String!, $coverageLimit: Int!) {\n  gameBySlug(slug: $slug) {\n    id\n    name\n    slug\n    description\n    coverImage {\n      url\n      alt\n      width\n      height\n    }\n    platforms\n    developers\n    publishers\n    franchise\n    genres\n    releases {\n      platform\n      label\n    }\n    trailerYouTubeId\n    review {\n      id\n      slug\n      title\n      review {\n        score\n        label\n        verdict\n        pros\n        cons\n        platformsTested\n        playtimeHours\n        disclosure\n      }\n    }\n    coverage(limit: $coverageLimit) {\n      ...ArticleCard\n    }\n  }\n  gamePlatforms {\n    id\n    name\n  }\n}": typeof types.GamePageDocument,
    "query GamesIndex($search: String, $platform: String, $limit: Int!, $offset: Int!, $upcoming: Boolean!, $upcomingLimit: Int!) {\n  games(search: $search, platform: $platform, limit: $limit, offset: $offset) @skip(if: $upcoming) {\n    games {\n      id\n      name\n      slug\n      coverImage {\n        url\n        alt\n        width\n        height\n      }\n      platforms\n      genres\n      releases {\n        platform\n        label\n      }\n    }\n    totalCount\n  }\n  upcomingReleases(platform: $platform, limit: $upcomingLimit) @include(if: $upcoming) {\n    game {\n      id\n      name\n      slug\n    }\n    platforms\n    precision\n    startsOn\n    label\n  }\n  gamePlatforms {\n    id\n    name\n  }\n}": typeof types.GamesIndexDocument,
    "query HomePage($search: String!, $searching: Boolean!, $limit: Int!) {\n  masterFeaturedArticle {\n    ...FeaturedArticle\n  }\n  articles(limit: $limit) {\n    articles {\n      ...ArticleCard\n    }\n    totalCount\n  }\n  search(query: $search, limit: $limit) @include(if: $searching) {\n    ...ArticleCard\n  }\n}": typeof types.HomePageDocument,
    "query FooterLatest($limit: Int!) {\n  articles(limit: $limit) {\n    articles {\n      id\n      slug\n      title\n    }\n  }\n}": typeof types.FooterLatestDocument,
    "query ListingPage($filter: ArticleFilter, $limit: Int!, $offset: Int!, $route: FeaturedRoute!, $withFeatured: Boolean!, $withCategories: Boolean!, $withReviewFilters: Boolean!) {\n  articles(filter: $filter, limit: $limit, offset: $offset) {\n    articles {\n      ...ArticleCard\n    }\n    totalCount\n  }\n  featuredSetForRoute(route: $route) @include(if: $withFeatured) {\n    mainFeatured {\n      ...FeaturedArticle\n    }\n    sidebarArticles {\n      ...ArticleCard\n    }\n  }\n  gamePlatforms @include(if: $withReviewFilters) {\n    id\n    name\n  }\n  reviewScale @include(if: $withReviewFilters) {\n    bands {\n      min\n      label\n    }\n  }\n  categories @include(if: $withCategories) {\n    id\n    slug\n    name\n  }\n}": typeof types.ListingPageDocument,
    "query PreviewArticle($token: String!) {\n  articleByPreviewToken(token: $token) {\n    id\n    title\n    content\n    excerpt\n    featuredImage\n    categorySlug\n    status\n    scheduledFor\n    author {\n      displayName\n    }\n  }\n}": typeof types.PreviewArticleDocument,
    "query PublicationFormat {\n  publication {\n    timeZone\n    locale\n  }\n}": typeof types.PublicationFormatDocument,
};
const documents: Documents = {
    "mutation ConfirmNewsletter($token: String!) {\n  confirmNewsletter(token: $token) {\n    message\n  }\n}": types.ConfirmNewsletterDocument,
    "mutation SubscribeNewsletter($email: String!, $editions: [String!]) {\n  subscribeNewsletter(email: $email, editions: $editions) {\n    message\n  }\n}": types.SubscribeNewsletterDocument,
    "mutation UnsubscribeNewsletter($token: String!) {\n  unsubscribeNewsletter(token: $token) {\n    message\n  }\n}": types.UnsubscribeNewsletterDocument,
    "fragment ArticleCard on Article {\n  id\n  slug\n  title\n  cardExcerpt\n  readingMinutes\n  categorySlug\n  featuredImage\n  thumbnailUrl\n  createdAt\n  publishedAt\n  review {\n    score\n    label\n  }\n  live {\n    status\n  }\n  correctedAt\n  commentCount\n}": types.ArticleCardFragmentDoc,
    "fragment FeaturedArticle on Article {\n  ...ArticleCard\n  author {\n    id\n    displayName\n  }\n}": types.FeaturedArticleFragmentDoc,
    "fragment ArticleGameFacts on Game {\n  id\n  name\n  slug\n  coverImage {\n    url\n    alt\n    width\n    height\n  }\n  platforms\n  developers\n  publishers\n  franchise\n  genres\n  releases {\n    platform\n    label\n  }\n}": types.ArticleGameFactsFragmentDoc,
    "query ArticlePage($slug: String!) {\n  articleBySlug(slug: $slug) {\n    id\n    slug\n    title\n    excerpt\n    content\n    readingMinutes\n    commentCount\n    featuredImage\n    thumbnailUrl\n    metaDescription\n    categorySlug\n    category {\n      id\n      name\n      slug\n    }\n    tagNames\n    author {\n      id\n      displayName\n    }\n    createdAt\n    publishedAt\n    games {\n      id\n      name\n      slug\n    }\n    review {\n      score\n      label\n      verdict\n      pros\n      cons\n      platformsTested\n      playtimeHours\n      disclosure\n    }\n    live {\n      status\n      startsAt\n      endsAt\n    }\n    primaryGame {\n      ...ArticleGameFacts\n    }\n    liveBlog(limit: 200) {\n      ...LiveBlogStart\n    }\n    corrections {\n      id\n      kind\n      note\n      createdAt\n    }\n  }\n  gamePlatforms {\n    id\n    name\n  }\n}": types.ArticlePageDocument,
    "fragment LiveBlogEntry on LiveEntry {\n  id\n  content\n  pinned\n  keyEvent\n  authorName\n  createdAt\n  updatedAt\n}\n\nfragment LiveBlogStart on LiveBlogView {\n  head\n  entries {\n    ...LiveBlogEntry\n  }\n}": types.LiveBlogEntryFragmentDoc,
    "query MostRead($limit: Int!) {\n  mostReadArticles(limit: $limit) {\n    views\n    article {\n      id\n      slug\n      title\n      review {\n        score\n        label\n      }\n    }\n  }\n}": types.MostReadDocument,
    "query RelatedArticles($slug: String!, $limit: Int!) {\n  articleBySlug(slug: $slug) {\n    id\n    related(limit: $limit) {\n      ...ArticleCard\n    }\n  }\n}": types.RelatedArticlesDocument,
    "query CorrectionsPage($limit: Int!, $offset: Int!) {\n  corrections(limit: $limit, offset: $offset) {\n    totalCount\n    corrections {\n      id\n      kind\n      note\n      createdAt\n      articleTitle\n      articleSlug\n    }\n  }\n}": types.CorrectionsPageDocument,
    "query GamePage($slug: String!, $coverageLimit: Int!) {\n  gameBySlug(slug: $slug) {\n    id\n    name\n    slug\n    description\n    coverImage {\n      url\n      alt\n      width\n      height\n    }\n    platforms\n    developers\n    publishers\n    franchise\n    genres\n    releases {\n      platform\n      label\n    }\n    trailerYouTubeId\n    review {\n      id\n      slug\n      title\n      review {\n        score\n        label\n        verdict\n        pros\n        cons\n        platformsTested\n        playtimeHours\n        disclosure\n      }\n    }\n    coverage(limit: $coverageLimit) {\n      ...ArticleCard\n    }\n  }\n  gamePlatforms {\n    id\n    name\n  }\n}": types.GamePageDocument,
    "query GamesIndex($search: String, $platform: String, $limit: Int!, $offset: Int!, $upcoming: Boolean!, $upcomingLimit: Int!) {\n  games(search: $search, platform: $platform, limit: $limit, offset: $offset) @skip(if: $upcoming) {\n    games {\n      id\n      name\n      slug\n      coverImage {\n        url\n        alt\n        width\n        height\n      }\n      platforms\n      genres\n      releases {\n        platform\n        label\n      }\n    }\n    totalCount\n  }\n  upcomingReleases(platform: $platform, limit: $upcomingLimit) @include(if: $upcoming) {\n    game {\n      id\n      name\n      slug\n    }\n    platforms\n    precision\n    startsOn\n    label\n  }\n  gamePlatforms {\n    id\n    name\n  }\n}": types.GamesIndexDocument,
    "query HomePage($search: String!, $searching: Boolean!, $limit: Int!) {\n  masterFeaturedArticle {\n    ...FeaturedArticle\n  }\n  articles(limit: $limit) {\n    articles {\n      ...ArticleCard\n    }\n    totalCount\n  }\n  search(query: $search, limit: $limit) @include(if: $searching) {\n    ...ArticleCard\n  }\n}": types.HomePageDocument,
    "query FooterLatest($limit: Int!) {\n  articles(limit: $limit) {\n    articles {\n      id\n      slug\n      title\n    }\n  }\n}": types.FooterLatestDocument,
    "query ListingPage($filter: ArticleFilter, $limit: Int!, $offset: Int!, $route: FeaturedRoute!, $withFeatured: Boolean!, $withCategories: Boolean!, $withReviewFilters: Boolean!) {\n  articles(filter: $filter, limit: $limit, offset: $offset) {\n    articles {\n      ...ArticleCard\n    }\n    totalCount\n  }\n  featuredSetForRoute(route: $route) @include(if: $withFeatured) {\n    mainFeatured {\n      ...FeaturedArticle\n    }\n    sidebarArticles {\n      ...ArticleCard\n    }\n  }\n  gamePlatforms @include(if: $withReviewFilters) {\n    id\n    name\n  }\n  reviewScale @include(if: $withReviewFilters) {\n    bands {\n      min\n      label\n    }\n  }\n  categories @include(if: $withCategories) {\n    id\n    slug\n    name\n  }\n}": types.ListingPageDocument,
    "query PreviewArticle($token: String!) {\n  articleByPreviewToken(token: $token) {\n    id\n    title\n    content\n    excerpt\n    featuredImage\n    categorySlug\n    status\n    scheduledFor\n    author {\n      displayName\n    }\n  }\n}": types.PreviewArticleDocument,
    "query PublicationFormat {\n  publication {\n    timeZone\n    locale\n  }\n}": types.PublicationFormatDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmNewsletter($token: String!) {\n  confirmNewsletter(token: $token) {\n    message\n  }\n}"): (typeof documents)["mutation ConfirmNewsletter($token: String!) {\n  confirmNewsletter(token: $token) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscribeNewsletter($email: String!, $editions: [String!]) {\n  subscribeNewsletter(email: $email, editions: $editions) {\n    message\n  }\n}"): (typeof documents)["mutation SubscribeNewsletter($email: String!, $editions: [String!]) {\n  subscribeNewsletter(email: $email, editions: $editions) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnsubscribeNewsletter($token: String!) {\n  unsubscribeNewsletter(token: $token) {\n    message\n  }\n}"): (typeof documents)["mutation UnsubscribeNewsletter($token: String!) {\n  unsubscribeNewsletter(token: $token) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ArticleCard on Article {\n  id\n  slug\n  title\n  cardExcerpt\n  readingMinutes\n  categorySlug\n  featuredImage\n  thumbnailUrl\n  createdAt\n  publishedAt\n  review {\n    score\n    label\n  }\n  live {\n    status\n  }\n  correctedAt\n  commentCount\n}"): (typeof documents)["fragment ArticleCard on Article {\n  id\n  slug\n  title\n  cardExcerpt\n  readingMinutes\n  categorySlug\n  featuredImage\n  thumbnailUrl\n  createdAt\n  publishedAt\n  review {\n    score\n    label\n  }\n  live {\n    status\n  }\n  correctedAt\n  commentCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FeaturedArticle on Article {\n  ...ArticleCard\n  author {\n    id\n    displayName\n  }\n}"): (typeof documents)["fragment FeaturedArticle on Article {\n  ...ArticleCard\n  author {\n    id\n    displayName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ArticleGameFacts on Game {\n  id\n  name\n  slug\n  coverImage {\n    url\n    alt\n    width\n    height\n  }\n  platforms\n  developers\n  publishers\n  franchise\n  genres\n  releases {\n    platform\n    label\n  }\n}"): (typeof documents)["fragment ArticleGameFacts on Game {\n  id\n  name\n  slug\n  coverImage {\n    url\n    alt\n    width\n    height\n  }\n  platforms\n  developers\n  publishers\n  franchise\n  genres\n  releases {\n    platform\n    label\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ArticlePage($slug: String!) {\n  articleBySlug(slug: $slug) {\n    id\n    slug\n    title\n    excerpt\n    content\n    readingMinutes\n    commentCount\n    featuredImage\n    thumbnailUrl\n    metaDescription\n    categorySlug\n    category {\n      id\n      name\n      slug\n    }\n    tagNames\n    author {\n      id\n      displayName\n    }\n    createdAt\n    publishedAt\n    games {\n      id\n      name\n      slug\n    }\n    review {\n      score\n      label\n      verdict\n      pros\n      cons\n      platformsTested\n      playtimeHours\n      disclosure\n    }\n    live {\n      status\n      startsAt\n      endsAt\n    }\n    primaryGame {\n      ...ArticleGameFacts\n    }\n    liveBlog(limit: 200) {\n      ...LiveBlogStart\n    }\n    corrections {\n      id\n      kind\n      note\n      createdAt\n    }\n  }\n  gamePlatforms {\n    id\n    name\n  }\n}"): (typeof documents)["query ArticlePage($slug: String!) {\n  articleBySlug(slug: $slug) {\n    id\n    slug\n    title\n    excerpt\n    content\n    readingMinutes\n    commentCount\n    featuredImage\n    thumbnailUrl\n    metaDescription\n    categorySlug\n    category {\n      id\n      name\n      slug\n    }\n    tagNames\n    author {\n      id\n      displayName\n    }\n    createdAt\n    publishedAt\n    games {\n      id\n      name\n      slug\n    }\n    review {\n      score\n      label\n      verdict\n      pros\n      cons\n      platformsTested\n      playtimeHours\n      disclosure\n    }\n    live {\n      status\n      startsAt\n      endsAt\n    }\n    primaryGame {\n      ...ArticleGameFacts\n    }\n    liveBlog(limit: 200) {\n      ...LiveBlogStart\n    }\n    corrections {\n      id\n      kind\n      note\n      createdAt\n    }\n  }\n  gamePlatforms {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LiveBlogEntry on LiveEntry {\n  id\n  content\n  pinned\n  keyEvent\n  authorName\n  createdAt\n  updatedAt\n}\n\nfragment LiveBlogStart on LiveBlogView {\n  head\n  entries {\n    ...LiveBlogEntry\n  }\n}"): (typeof documents)["fragment LiveBlogEntry on LiveEntry {\n  id\n  content\n  pinned\n  keyEvent\n  authorName\n  createdAt\n  updatedAt\n}\n\nfragment LiveBlogStart on LiveBlogView {\n  head\n  entries {\n    ...LiveBlogEntry\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MostRead($limit: Int!) {\n  mostReadArticles(limit: $limit) {\n    views\n    article {\n      id\n      slug\n      title\n      review {\n        score\n        label\n      }\n    }\n  }\n}"): (typeof documents)["query MostRead($limit: Int!) {\n  mostReadArticles(limit: $limit) {\n    views\n    article {\n      id\n      slug\n      title\n      review {\n        score\n        label\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RelatedArticles($slug: String!, $limit: Int!) {\n  articleBySlug(slug: $slug) {\n    id\n    related(limit: $limit) {\n      ...ArticleCard\n    }\n  }\n}"): (typeof documents)["query RelatedArticles($slug: String!, $limit: Int!) {\n  articleBySlug(slug: $slug) {\n    id\n    related(limit: $limit) {\n      ...ArticleCard\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CorrectionsPage($limit: Int!, $offset: Int!) {\n  corrections(limit: $limit, offset: $offset) {\n    totalCount\n    corrections {\n      id\n      kind\n      note\n      createdAt\n      articleTitle\n      articleSlug\n    }\n  }\n}"): (typeof documents)["query CorrectionsPage($limit: Int!, $offset: Int!) {\n  corrections(limit: $limit, offset: $offset) {\n    totalCount\n    corrections {\n      id\n      kind\n      note\n      createdAt\n      articleTitle\n      articleSlug\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GamePage($slug: String!, $coverageLimit: Int!) {\n  gameBySlug(slug: $slug) {\n    id\n    name\n    slug\n    description\n    coverImage {\n      url\n      alt\n      width\n      height\n    }\n    platforms\n    developers\n    publishers\n    franchise\n    genres\n    releases {\n      platform\n      label\n    }\n    trailerYouTubeId\n    review {\n      id\n      slug\n      title\n      review {\n        score\n        label\n        verdict\n        pros\n        cons\n        platformsTested\n        playtimeHours\n        disclosure\n      }\n    }\n    coverage(limit: $coverageLimit) {\n      ...ArticleCard\n    }\n  }\n  gamePlatforms {\n    id\n    name\n  }\n}"): (typeof documents)["query GamePage($slug: String!, $coverageLimit: Int!) {\n  gameBySlug(slug: $slug) {\n    id\n    name\n    slug\n    description\n    coverImage {\n      url\n      alt\n      width\n      height\n    }\n    platforms\n    developers\n    publishers\n    franchise\n    genres\n    releases {\n      platform\n      label\n    }\n    trailerYouTubeId\n    review {\n      id\n      slug\n      title\n      review {\n        score\n        label\n        verdict\n        pros\n        cons\n        platformsTested\n        playtimeHours\n        disclosure\n      }\n    }\n    coverage(limit: $coverageLimit) {\n      ...ArticleCard\n    }\n  }\n  gamePlatforms {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GamesIndex($search: String, $platform: String, $limit: Int!, $offset: Int!, $upcoming: Boolean!, $upcomingLimit: Int!) {\n  games(search: $search, platform: $platform, limit: $limit, offset: $offset) @skip(if: $upcoming) {\n    games {\n      id\n      name\n      slug\n      coverImage {\n        url\n        alt\n        width\n        height\n      }\n      platforms\n      genres\n      releases {\n        platform\n        label\n      }\n    }\n    totalCount\n  }\n  upcomingReleases(platform: $platform, limit: $upcomingLimit) @include(if: $upcoming) {\n    game {\n      id\n      name\n      slug\n    }\n    platforms\n    precision\n    startsOn\n    label\n  }\n  gamePlatforms {\n    id\n    name\n  }\n}"): (typeof documents)["query GamesIndex($search: String, $platform: String, $limit: Int!, $offset: Int!, $upcoming: Boolean!, $upcomingLimit: Int!) {\n  games(search: $search, platform: $platform, limit: $limit, offset: $offset) @skip(if: $upcoming) {\n    games {\n      id\n      name\n      slug\n      coverImage {\n        url\n        alt\n        width\n        height\n      }\n      platforms\n      genres\n      releases {\n        platform\n        label\n      }\n    }\n    totalCount\n  }\n  upcomingReleases(platform: $platform, limit: $upcomingLimit) @include(if: $upcoming) {\n    game {\n      id\n      name\n      slug\n    }\n    platforms\n    precision\n    startsOn\n    label\n  }\n  gamePlatforms {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomePage($search: String!, $searching: Boolean!, $limit: Int!) {\n  masterFeaturedArticle {\n    ...FeaturedArticle\n  }\n  articles(limit: $limit) {\n    articles {\n      ...ArticleCard\n    }\n    totalCount\n  }\n  search(query: $search, limit: $limit) @include(if: $searching) {\n    ...ArticleCard\n  }\n}"): (typeof documents)["query HomePage($search: String!, $searching: Boolean!, $limit: Int!) {\n  masterFeaturedArticle {\n    ...FeaturedArticle\n  }\n  articles(limit: $limit) {\n    articles {\n      ...ArticleCard\n    }\n    totalCount\n  }\n  search(query: $search, limit: $limit) @include(if: $searching) {\n    ...ArticleCard\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FooterLatest($limit: Int!) {\n  articles(limit: $limit) {\n    articles {\n      id\n      slug\n      title\n    }\n  }\n}"): (typeof documents)["query FooterLatest($limit: Int!) {\n  articles(limit: $limit) {\n    articles {\n      id\n      slug\n      title\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListingPage($filter: ArticleFilter, $limit: Int!, $offset: Int!, $route: FeaturedRoute!, $withFeatured: Boolean!, $withCategories: Boolean!, $withReviewFilters: Boolean!) {\n  articles(filter: $filter, limit: $limit, offset: $offset) {\n    articles {\n      ...ArticleCard\n    }\n    totalCount\n  }\n  featuredSetForRoute(route: $route) @include(if: $withFeatured) {\n    mainFeatured {\n      ...FeaturedArticle\n    }\n    sidebarArticles {\n      ...ArticleCard\n    }\n  }\n  gamePlatforms @include(if: $withReviewFilters) {\n    id\n    name\n  }\n  reviewScale @include(if: $withReviewFilters) {\n    bands {\n      min\n      label\n    }\n  }\n  categories @include(if: $withCategories) {\n    id\n    slug\n    name\n  }\n}"): (typeof documents)["query ListingPage($filter: ArticleFilter, $limit: Int!, $offset: Int!, $route: FeaturedRoute!, $withFeatured: Boolean!, $withCategories: Boolean!, $withReviewFilters: Boolean!) {\n  articles(filter: $filter, limit: $limit, offset: $offset) {\n    articles {\n      ...ArticleCard\n    }\n    totalCount\n  }\n  featuredSetForRoute(route: $route) @include(if: $withFeatured) {\n    mainFeatured {\n      ...FeaturedArticle\n    }\n    sidebarArticles {\n      ...ArticleCard\n    }\n  }\n  gamePlatforms @include(if: $withReviewFilters) {\n    id\n    name\n  }\n  reviewScale @include(if: $withReviewFilters) {\n    bands {\n      min\n      label\n    }\n  }\n  categories @include(if: $withCategories) {\n    id\n    slug\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PreviewArticle($token: String!) {\n  articleByPreviewToken(token: $token) {\n    id\n    title\n    content\n    excerpt\n    featuredImage\n    categorySlug\n    status\n    scheduledFor\n    author {\n      displayName\n    }\n  }\n}"): (typeof documents)["query PreviewArticle($token: String!) {\n  articleByPreviewToken(token: $token) {\n    id\n    title\n    content\n    excerpt\n    featuredImage\n    categorySlug\n    status\n    scheduledFor\n    author {\n      displayName\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicationFormat {\n  publication {\n    timeZone\n    locale\n  }\n}"): (typeof documents)["query PublicationFormat {\n  publication {\n    timeZone\n    locale\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;