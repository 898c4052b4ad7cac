// Structured data (schema.org JSON-LD) of reader pages, written into their head by the gateway
// (ssr/page-server.ts) from the data the page itself rendered: the article or game its own query
// answered (web/src/app/page-meta.ts, in the shape of @savepoint/render-contract, which both sides
// import), so graph is asked for them once per page (ADR 0046):
//   article page  NewsArticle, a Review when the article is a review, BreadcrumbList
//                 (Home > Category > Article)
//   game page     VideoGame, BreadcrumbList (Home > Games > Game)
// Properties follow what Google's Article, Review snippet, Breadcrumb and Video game documentation
// require or recommend. Images are our own media cut to 16:9, 4:3 and 1:1 at 1200 px by the
// responsive image pipeline (media/responsive-media.ts); outside images are named as they are.
import { withEditionPrefix } from '@savepoint/audience';
import type { ArticleStructuredData, GameStructuredData, PageWords, StructuredGame } from '@savepoint/render-contract';
import { CROP_NAMES, mediaCropUrl } from './media/responsive-media';

type Platforms = GameStructuredData['gamePlatforms'];
type ReviewScale = GameStructuredData['reviewScale'];
type JsonLd = Record<string, unknown>;

/** Google asks for images at least 1200 px wide. */
const IMAGE_WIDTH = 1200;
const PUBLISHER_LOGO_PATH = '/favicon.svg';

/**
 * JSON for a <script> element: no text in it can end the element (`</script>`), open an HTML
 * comment (`<!--`) or, in older JavaScript parsers, end a line (U+2028/U+2029). Each is written as
 * a JSON escape, so JSON.parse reads back exactly the text given.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const jsonLdScripts = (items: JsonLd[]) =>
  items.map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`).join('\n    ');

const absolute = (url: string, origin: string): string | undefined => {
  try {
    const resolved = new URL(url, origin);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.toString() : undefined;
  } catch {
    return undefined;
  }
};

/** An image as the 16:9, 4:3 and 1:1 crops the pipeline cuts from our media, else the URL itself. */
function structuredImages(url: string | null | undefined, origin: string): string[] {
  if (!url) return [];
  const crops = CROP_NAMES.map((crop) => mediaCropUrl(url, IMAGE_WIDTH, crop));
  const urls = crops.every((c) => c !== null) ? crops : [url];
  return urls.map((u) => absolute(u, origin)).filter((u): u is string => u !== undefined);
}

/**
 * Where the page's links lead: the site's origin, and the absolute URL of a reader path in the
 * page's own edition (`/games/x` on a German page is `/de/games/x`). The default edition's path is
 * another language's page, and for a German article's slug the 404 page.
 */
interface Site {
  origin: string;
  page(path: string): string;
}

const siteOf = (origin: string, urlPrefix: string | null): Site => ({
  origin,
  page: (path) => `${origin}${withEditionPrefix(path, urlPrefix)}`,
});

const publisher = (origin: string) => ({
  '@type': 'Organization',
  name: 'Savepoint',
  url: `${origin}/`,
  logo: { '@type': 'ImageObject', url: `${origin}${PUBLISHER_LOGO_PATH}` },
});

/**
 * There are no author pages: the About page, which says who writes Savepoint and how, is each
 * author's page until there are.
 */
const person = (author: { displayName: string }, site: Site) => ({
  '@type': 'Person',
  name: author.displayName,
  url: site.page('/about'),
});

const platformName = (platforms: Platforms, id: string) => platforms.find((p) => p.id === id)?.name ?? id;

/**
 * Plain text of graph's sanitized HTML (a game's description, a live entry), unescaped once, as the
 * page shows it: `&amp;lt;` is the text `&lt;`, so `&amp;` goes last.
 */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const itemList = (lines: string[]) => ({
  '@type': 'ItemList',
  itemListElement: lines.map((name, i) => ({ '@type': 'ListItem', position: i + 1, name })),
});

function breadcrumbs(trail: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
  };
}

interface ArticlePageData {
  data: ArticleStructuredData;
  /** The page's picture as the page shows it (a video article's is the video's thumbnail). */
  image?: string;
  description: string;
  /** Canonical URL of the page. */
  url: string;
  site: Site;
  /** The category's listing page (its own route, else /articles?category=). */
  categoryPath: string;
  /** The category's name as the page shows it, in its language. */
  section: string;
  words: PageWords;
}

/** A headline for an entry: its first 110 characters of text. */
function entryHeadline(html: string): string {
  const text = plainText(html);
  return text.length > 110 ? `${text.slice(0, 109)}…` : text || 'Update';
}

/**
 * A live blog changes with each entry and correction, which do not touch the article row: its
 * dateModified is the latest of the article, its newest entries and its latest correction.
 */
function liveBlogModified(article: {
  updatedAt: string;
  correctedAt?: string | null;
  latestLiveEntries: { updatedAt: string }[];
}): string {
  const times = [article.updatedAt, article.correctedAt, ...article.latestLiveEntries.map((e) => e.updatedAt)];
  return new Date(Math.max(...times.filter((t): t is string => Boolean(t)).map((t) => Date.parse(t)))).toISOString();
}

/** NewsArticle (LiveBlogPosting for a live blog), Review (for a review) and BreadcrumbList of an article page. */
function articleStructuredData(page: ArticlePageData): JsonLd[] {
  const article = page.data.articleBySlug;
  const { site, url } = page;
  const { origin } = site;
  const images = structuredImages(page.image, origin);
  const author = person(article.author, site);
  const datePublished = article.publishedAt ?? article.createdAt;
  const { live } = article;
  // A LiveBlogPosting must name when its coverage starts: an upcoming blog without a start time yet
  // (graph sets one when it goes live) is a news article until then.
  const coverage = live?.startsAt ? { ...live, startsAt: live.startsAt } : null;
  const items: JsonLd[] = [
    {
      '@context': 'https://schema.org',
      // A live blog (issue 22): its coverage times and its newest entries.
      '@type': coverage ? 'LiveBlogPosting' : 'NewsArticle',
      ...(coverage
        ? {
            coverageStartTime: coverage.startsAt,
            ...(coverage.endsAt ? { coverageEndTime: coverage.endsAt } : {}),
            liveBlogUpdate: article.latestLiveEntries.map((entry) => ({
              '@type': 'BlogPosting',
              headline: entryHeadline(entry.content),
              datePublished: entry.createdAt,
              dateModified: entry.updatedAt,
              url: `${url}#entry-${entry.id}`,
              articleBody: plainText(entry.content),
            })),
          }
        : {}),
      headline: article.title,
      description: page.description,
      ...(images.length ? { image: images } : {}),
      datePublished,
      dateModified: live ? liveBlogModified(article) : article.updatedAt,
      author: [author],
      publisher: publisher(origin),
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
      articleSection: page.section,
      ...(article.tags.length ? { keywords: article.tags.map((tag) => tag.name).join(', ') } : {}),
      ...(article.games.length
        ? { about: article.games.map((g) => ({ '@type': 'VideoGame', name: g.name, url: site.page(gamePath(g.slug)) })) }
        : {}),
    },
  ];
  const game = article.games[0];
  if (article.review && game) {
    const { review } = article;
    const platforms = review.platformsTested.length ? review.platformsTested : game.platforms;
    items.push({
      '@context': 'https://schema.org',
      '@type': 'Review',
      name: article.title,
      url,
      itemReviewed: {
        '@type': 'VideoGame',
        name: game.name,
        url: site.page(gamePath(game.slug)),
        ...(platforms.length ? { gamePlatform: platforms.map((p) => platformName(page.data.gamePlatforms, p)) } : {}),
      },
      author,
      publisher: publisher(origin),
      datePublished,
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.score,
        bestRating: page.data.reviewScale.best,
        worstRating: page.data.reviewScale.worst,
      },
      ...(review.verdict ? { reviewBody: review.verdict } : {}),
      ...(review.pros.length ? { positiveNotes: itemList(review.pros) } : {}),
      ...(review.cons.length ? { negativeNotes: itemList(review.cons) } : {}),
    });
  }
  items.push(
    breadcrumbs([
      { name: page.words.home, url: site.page('/') },
      { name: page.section, url: site.page(page.categoryPath) },
      { name: article.title, url },
    ]),
  );
  return items;
}

const gamePath = (slug: string) => `/games/${encodeURIComponent(slug)}`;

/** A game page's URL in the default edition (the games sitemap). */
export const gameUrl = (origin: string, slug: string) => `${origin}${gamePath(slug)}`;

/** The first release known to the day: a VideoGame's datePublished (a quarter or "TBA" is no date). */
const firstRelease = (game: StructuredGame) =>
  game.releases
    .filter((r) => r.precision === 'day' && r.startsOn)
    .map((r) => r.startsOn!)
    .sort()[0];

/** The game's own review, as its page shows it: who scored it what, and where to read it. */
const gameReview = (article: NonNullable<StructuredGame['review']>, scale: ReviewScale, site: Site) => ({
  '@type': 'Review',
  name: article.title,
  url: site.page(`/articles/${encodeURIComponent(article.slug)}`),
  author: person(article.author, site),
  datePublished: article.publishedAt ?? article.createdAt,
  reviewRating: { '@type': 'Rating', ratingValue: article.review!.score, bestRating: scale.best, worstRating: scale.worst },
});

/** VideoGame and BreadcrumbList of a game page (/games/{slug}). */
function gameStructuredData(data: GameStructuredData, site: Site, words: PageWords): JsonLd[] {
  const game = data.gameBySlug;
  const url = site.page(gamePath(game.slug));
  const images = structuredImages(game.coverImage?.url, site.origin);
  const description = game.description ? plainText(game.description) : '';
  const released = firstRelease(game);
  const platforms = game.platforms.map((p) => platformName(data.gamePlatforms, p));
  const organizations = (names: string[]) => names.map((name) => ({ '@type': 'Organization', name }));
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'VideoGame',
      name: game.name,
      url,
      ...(description ? { description } : {}),
      ...(images.length ? { image: images } : {}),
      ...(platforms.length ? { gamePlatform: platforms, operatingSystem: platforms.join(', ') } : {}),
      applicationCategory: 'Game',
      ...(game.genres.length ? { genre: game.genres } : {}),
      ...(game.developers.length ? { author: organizations(game.developers) } : {}),
      ...(game.publishers.length ? { publisher: organizations(game.publishers) } : {}),
      ...(game.franchise ? { isPartOf: { '@type': 'VideoGameSeries', name: game.franchise } } : {}),
      ...(released ? { datePublished: released } : {}),
      dateModified: game.updatedAt,
      ...(game.review?.review ? { review: gameReview(game.review, data.reviewScale, site) } : {}),
    },
    breadcrumbs([
      { name: words.home, url: site.page('/') },
      { name: words.games, url: site.page('/games') },
      { name: game.name, url },
    ]),
  ];
}

export interface StructuredDataRequest {
  /** The rendered page's article or game (web/src/app/page-meta.ts); neither on other pages. */
  page: {
    article?: { image?: string; section: string; structured: ArticleStructuredData };
    game?: { structured: GameStructuredData };
    words: PageWords;
  };
  categoryRoutes: ReadonlyArray<{ path: string; category: string }>;
  origin: string;
  /** The prefix of the page's edition (null: the default edition's): its links stay in it. */
  urlPrefix: string | null;
  /** Canonical URL of the page. */
  url: string;
  /** The page's description, as its head gives it. */
  description: string;
}

/**
 * The JSON-LD items of a rendered page, from the article or game its render showed: [] for a page
 * without one (a listing, a missing article). Nothing is asked of graph here.
 */
export function pageStructuredData(request: StructuredDataRequest): JsonLd[] {
  const { page } = request;
  const site = siteOf(request.origin, request.urlPrefix);
  if (page.article) {
    const data = page.article.structured;
    const category = data.articleBySlug.categorySlug;
    const route = request.categoryRoutes.find((r) => r.category === category);
    const categoryPath = route ? route.path : `/articles?category=${encodeURIComponent(category)}`;
    return articleStructuredData({
      data,
      image: page.article.image,
      description: request.description,
      url: request.url,
      site,
      categoryPath,
      section: page.article.section,
      words: page.words,
    });
  }
  return page.game ? gameStructuredData(page.game.structured, site, page.words) : [];
}
