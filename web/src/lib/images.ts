// Responsive image URLs: the one place the web app (and the editor's media library) builds them.
//
// Contract with the gateway (gateway/src/media/responsive-media.ts):
//   /media/<file>?w=<width>  our own media (generated thumbnails, uploads under MEDIA_DIR) resized
//                            to a width of RESPONSIVE_WIDTHS (others snap up to the next, max 1600),
//                            as AVIF or WebP when the browser's Accept allows it (Vary: Accept),
//                            cached immutably. Never enlarged past the original's width.
// Outside image URLs (not ours) are used as they are: one `src`, no srcset.
//
// Use: <img {...responsiveImage(url, SIZES.card)} width=… height=… /> or the ArticleThumbnail
// component, which also reserves the box's aspect ratio so nothing shifts while images load.

/** The widths the gateway draws; keep in step with RESPONSIVE_WIDTHS in the gateway. */
const RESPONSIVE_WIDTHS = [320, 480, 640, 800, 960, 1200, 1600] as const;

const MEDIA_PREFIX = '/media/';

/** `sizes` for the layouts the reader app uses (the grid is 1, 2 or 3 columns in a 1536 px container). */
const IMAGE_SIZES = {
  /** Grid cards: full width on phones, half on tablets, a third on desktops. */
  card: '(min-width: 1200px) 480px, (min-width: 600px) 50vw, 100vw',
  /** The lead story: two thirds of the container on desktops. */
  lead: '(min-width: 1200px) 960px, 100vw',
  /** The article's own image, at the reading column's width. */
  article: '(min-width: 900px) 760px, 100vw',
  /** Compact side lists: small thumbnails. */
  compact: '120px',
} as const;

export type ImageSizes = keyof typeof IMAGE_SIZES;

/** Whether the gateway can resize this URL (our own media, not already carrying a query). */
export function isOwnMedia(url: string | null | undefined): url is string {
  return !!url && url.startsWith(MEDIA_PREFIX) && !url.includes('?') && !url.includes('..');
}

/** One width of our own media; anything else comes back unchanged. */
export function mediaUrl(url: string, width: number): string {
  return isOwnMedia(url) ? `${url}?w=${width}` : url;
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** `src`, `srcSet` and `sizes` for an <img>: every drawn width for our media, the URL alone otherwise. */
export function responsiveImage(url: string, sizes: ImageSizes): ResponsiveImage {
  if (!isOwnMedia(url)) return { src: url };
  const widths = sizes === 'compact' ? RESPONSIVE_WIDTHS.filter((w) => w <= 480) : RESPONSIVE_WIDTHS;
  return {
    src: mediaUrl(url, sizes === 'compact' ? 320 : 800),
    srcSet: widths.map((w) => `${mediaUrl(url, w)} ${w}w`).join(', '),
    sizes: IMAGE_SIZES[sizes],
  };
}
