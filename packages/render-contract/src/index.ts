// What the web app's server renderer (web/src/entry-server.tsx) hands the gateway (gateway/src/ssr/)
// beside a page's HTML: the article or game the page showed, with the facts its head and JSON-LD
// need, read from the page's own query (docs/decisions/0046). Declared once here because both sides
// are checked against it: the web app's page queries must select these facts (web/src/app/page-meta.ts
// builds them from the queries' typed data), and the gateway builds the head and the JSON-LD from
// nothing else (gateway/src/structured-data.ts). Types only: nothing here runs.

type Platforms = { id: string; name: string }[];
type ReviewScale = { best: number; worst: number };

/** An article page's JSON-LD facts, as its render read them from the page's own query. */
export interface ArticleStructuredData {
  articleBySlug: {
    slug: string;
    title: string;
    categorySlug: string;
    category: { name: string };
    author: { displayName: string };
    /** Named in the page's edition, as the page shows them. */
    tags: { name: string }[];
    createdAt: string;
    updatedAt: string;
    publishedAt?: string | null;
    correctedAt?: string | null;
    games: { name: string; slug: string; platforms: string[] }[];
    live?: { startsAt?: string | null; endsAt?: string | null } | null;
    /** A live blog's newest entries (at most the renderer's LIVE_UPDATES), newest first. */
    latestLiveEntries: { id: number; content: string; createdAt: string; updatedAt: string }[];
    review?: { score: number; verdict?: string | null; pros: string[]; cons: string[]; platformsTested: string[] } | null;
  };
  reviewScale: ReviewScale;
  gamePlatforms: Platforms;
}

/** A game as its page's query answered it, with what its JSON-LD needs. */
export interface StructuredGame {
  name: string;
  slug: string;
  description?: string | null;
  coverImage?: { url: string } | null;
  platforms: string[];
  releases: { precision: string; startsOn?: string | null }[];
  developers: string[];
  publishers: string[];
  franchise?: string | null;
  genres: string[];
  updatedAt: string;
  /** Its review: the article's address, author, dates and score. */
  review?: {
    slug: string;
    title: string;
    publishedAt?: string | null;
    createdAt: string;
    author: { displayName: string };
    review?: { score: number } | null;
  } | null;
}

/** A game page's JSON-LD facts, as its render read them from the page's own query. */
export interface GameStructuredData {
  gameBySlug: StructuredGame;
  gamePlatforms: Platforms;
  reviewScale: ReviewScale;
}

/** What link previews and search engines learn about an article page. */
export interface ArticleMeta {
  slug: string;
  headline: string;
  image?: string;
  publishedAt?: string;
  /** Its category's name as the page shows it, in the page's language (`Test` on a German review). */
  section: string;
  author: string;
  /** Its edition's language tag. */
  language: string;
  /** Its published translations (hreflang links), from the page's own query. */
  translations: { language: string; slug: string }[];
  /** The facts of its JSON-LD. */
  structured: ArticleStructuredData;
}

/**
 * The words a page's head and JSON-LD use besides its own content (the breadcrumbs' `Home` and
 * `Games`), in the page's language, from the catalog the page rendered with.
 */
export interface PageWords {
  home: string;
  games: string;
}

/** A game page's game, by its current slug (an old slug in the URL is answered with a 301), and its JSON-LD facts. */
export interface GameMeta {
  slug: string;
  structured: GameStructuredData;
}
