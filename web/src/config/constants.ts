// Every number the product spec fixes (spec §9), in one place so screens and tests agree.
export const PRODUCT_NAME = 'Savepoint';

export const LIST_PAGE_SIZE = 12;
export const PAGER_WINDOW = 5;

export const FOOTER_LATEST_COUNT = 4;
export const FOOTER_YEAR = 2025;
/** The home Latest list shows up to 6 items, taken from the first 5 articles. */
export const HOME_LATEST_SOURCE = 5;
export const HOME_LATEST_MAX = 6;
/** More Articles grid, unfiltered: articles 4 to 13. */
export const HOME_MORE_START = 3;
export const HOME_MORE_END = 13;
/**
 * The home page as it opens needs the first 16 articles: the lead and Latest come from the first 5,
 * the grid takes 10 after them, and the master featured article may be one of those (skipped).
 */
export const HOME_FIRST_VIEW_LIMIT = HOME_LATEST_SOURCE + (HOME_MORE_END - HOME_MORE_START) + 1;
/** A category picked on the home page filters the published list read in one page (the API's maximum). */
export const HOME_ARTICLES_LIMIT = 100;
export const SEARCH_LIMIT = 100;
/** graph takes search text of at most this many characters once its spaces are collapsed (search-sql.ts). */
export const SEARCH_TEXT_MAX = 200;
/** graph takes a category filter of at most this many characters (ArticleFilter.category). */
export const CATEGORY_FILTER_MAX = 50;

export const SIDEBAR_FEATURED_MAX = 3;
export const RELATED_ARTICLES_COUNT = 5;

export const CARD_EXCERPT_LINES = 3;
/** Cards say "Updated" for this long after an article's latest correction or update (issue 22). */
export const UPDATED_LABEL_HOURS = 48;
export const FEATURED_EXCERPT_CHARS = 200;

export const IMAGE_RETRY_DELAY_MS = 1000;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;

export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** The contact form only pretends to send (spec §2). */
export const CONTACT_SIMULATED_DELAY_MS = 1000;

/** The top of the publication's review scale (graph's review-scale.ts: 0-10 in steps of 0.5). */
export const REVIEW_SCALE_MAX = 10;
/** Games per page of the /games index, and upcoming releases shown there. */
export const GAMES_PAGE_SIZE = 24;
export const UPCOMING_RELEASES_LIMIT = 100;
/** Articles listed under a game's Coverage. */
export const GAME_COVERAGE_LIMIT = 24;
