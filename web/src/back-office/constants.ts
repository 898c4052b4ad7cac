// Spec §9 numbers that only editor mode uses (the reader's live in config/constants.ts).
/** Skeleton rows while the dashboard loads (spec §2). */
export const ARTICLE_SKELETON_ROWS = 5;
export const TAXONOMY_SKELETON_ROWS = 3;
/** The dashboard lists every article the API returns in one page (its maximum). */
export const ADMIN_ARTICLES_LIMIT = 100;
export const DEFAULT_CATEGORY_COLOR = '#6b7280';
/** The Featured Manager lists this many candidates before Show All. */
export const FEATURED_CANDIDATES_FIRST = 10;
/** The AI preview shows this much of the generated content. */
export const AI_PREVIEW_CHARS = 150;
