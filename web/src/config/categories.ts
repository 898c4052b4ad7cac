// Category presentation (spec §3): badge colours, labels and the placeholder emoji of thumbnails.
// Colours are dark enough for white badge text to meet WCAG AA (4.5:1).
export interface CategoryLook {
  label: string;
  color: string;
  emoji: string;
}

const looks: Record<string, CategoryLook> = {
  hardware: { label: 'Hardware', color: '#1d4ed8', emoji: '🖥️' },
  review: { label: 'Review', color: '#15803d', emoji: '⭐' },
  esports: { label: 'Esports', color: '#7e22ce', emoji: '🏆' },
  guide: { label: 'Guide', color: '#c2410c', emoji: '📖' },
  web: { label: 'Web', color: '#0f766e', emoji: '🌐' },
  news: { label: 'News', color: '#b91c1c', emoji: '📰' },
};

const generic = { color: '#4b5563', emoji: '🎮' };

export function categoryLook(category: string | null | undefined): CategoryLook {
  const key = (category ?? '').toLowerCase();
  const known = looks[key];
  if (known) return known;
  const label = key ? key.charAt(0).toUpperCase() + key.slice(1) : 'Other';
  return { label, ...generic };
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
  label: string;
}

/** Home page filter bar order (spec §2). */
export const HOME_CATEGORY_FILTERS: CategoryFilterOption[] = [
  { value: 'all', label: 'All' },
  { value: 'review', label: 'Reviews' },
  { value: 'news', label: 'News' },
  { value: 'esports', label: 'Esports' },
  { value: 'guide', label: 'Guides' },
  { value: 'web', label: 'Web' },
];

/** Listing page filter buttons order (spec §2). */
export const LISTING_CATEGORY_FILTERS: CategoryFilterOption[] = [
  { value: 'all', label: 'All' },
  { value: 'review', label: 'Reviews' },
  { value: 'esports', label: 'Esports' },
  { value: 'guide', label: 'Guides' },
  { value: 'web', label: 'Web' },
  { value: 'news', label: 'News' },
];

/** Featured slots exist for these routes (the FeaturedRoute enum of the contract). */
const FEATURED_ROUTES = ['all', 'hardware', 'review', 'esports', 'guide', 'web', 'news'] as const;
export type ListingFeaturedRoute = (typeof FEATURED_ROUTES)[number];
export function featuredRouteFor(category: string): ListingFeaturedRoute | null {
  return (FEATURED_ROUTES as readonly string[]).includes(category) ? (category as ListingFeaturedRoute) : null;
}
