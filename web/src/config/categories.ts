// Category presentation (spec §3): badge colours, labels and the placeholder emoji of thumbnails.
// Colours are dark enough for white badge text to meet WCAG AA (4.5:1). Labels are catalog ids
// (i18n/messages): i18n/use-category-label.ts writes them in the edition's language.
import type { MessageId } from '../i18n/messages';

export interface CategoryLook {
  /** The catalog's name of a known category; null for one the publication added later. */
  labelId: MessageId | null;
  /** The English name: a known category's, or an added one's slug capitalised. */
  label: string;
  color: string;
  emoji: string;
}

const looks: Record<string, CategoryLook> = {
  hardware: { labelId: 'category.hardware', label: 'Hardware', color: '#1d4ed8', emoji: '🖥️' },
  review: { labelId: 'category.review', label: 'Review', color: '#15803d', emoji: '⭐' },
  esports: { labelId: 'category.esports', label: 'Esports', color: '#7e22ce', emoji: '🏆' },
  guide: { labelId: 'category.guide', label: 'Guide', color: '#c2410c', emoji: '📖' },
  web: { labelId: 'category.web', label: 'Web', color: '#0f766e', emoji: '🌐' },
  news: { labelId: 'category.news', label: 'News', color: '#b91c1c', emoji: '📰' },
};

const generic = { color: '#4b5563', emoji: '🎮' };

export function categoryLook(category: string | null | undefined): CategoryLook {
  const key = (category ?? '').toLowerCase();
  const known = looks[key];
  if (known) return known;
  if (!key) return { labelId: 'category.other', label: 'Other', ...generic };
  return { labelId: null, label: key.charAt(0).toUpperCase() + key.slice(1), ...generic };
}

/** Category routes of spec §2: path → category slug. */
/** The category whose articles carry a score and verdict. */
export const REVIEW_CATEGORY = 'review';

export const CATEGORY_ROUTES = [
  { path: '/reviews', category: 'review', label: 'Reviews' },
  { path: '/esports', category: 'esports', label: 'Esports' },
  { path: '/guides', category: 'guide', label: 'Guides' },
  { path: '/web', category: 'web', label: 'Web' },
] as const;

/** Where the listing of a category lives: its own route when it has one, else ?category=. */
export function categoryListingPath(category: string | null | undefined): string {
  if (!category || category === 'all') return '/articles';
  const route = CATEGORY_ROUTES.find((r) => r.category === category);
  return route ? route.path : `/articles?category=${encodeURIComponent(category)}`;
}

export interface CategoryFilterOption {
  value: string;
  labelId: MessageId;
}

/** Home page filter bar order (spec §2). */
export const HOME_CATEGORY_FILTERS: CategoryFilterOption[] = [
  { value: 'all', labelId: 'filter.all' },
  { value: 'review', labelId: 'filter.reviews' },
  { value: 'news', labelId: 'filter.news' },
  { value: 'esports', labelId: 'filter.esports' },
  { value: 'guide', labelId: 'filter.guides' },
  { value: 'web', labelId: 'filter.web' },
];

/** Listing page filter buttons order (spec §2). */
export const LISTING_CATEGORY_FILTERS: CategoryFilterOption[] = [
  { value: 'all', labelId: 'filter.all' },
  { value: 'review', labelId: 'filter.reviews' },
  { value: 'esports', labelId: 'filter.esports' },
  { value: 'guide', labelId: 'filter.guides' },
  { value: 'web', labelId: 'filter.web' },
  { value: 'news', labelId: 'filter.news' },
];

/** Featured slots exist for these routes (the FeaturedRoute enum of the contract). */
const FEATURED_ROUTES = ['all', 'hardware', 'review', 'esports', 'guide', 'web', 'news'] as const;
export type ListingFeaturedRoute = (typeof FEATURED_ROUTES)[number];
export function featuredRouteFor(category: string): ListingFeaturedRoute | null {
  return (FEATURED_ROUTES as readonly string[]).includes(category) ? (category as ListingFeaturedRoute) : null;
}
