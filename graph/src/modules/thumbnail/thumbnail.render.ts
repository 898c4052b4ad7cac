import { images } from '../../common/images';

export const THUMBNAIL_WIDTH = 1200;
export const THUMBNAIL_HEIGHT = 630;

/**
 * Changes whenever the drawing below changes, so every article gets a new file (thumbnail-version.ts)
 * instead of keeping an image of the old design.
 */
export const THUMBNAIL_DESIGN = 'artwork-2';

/**
 * sharp refuses any input larger than this. Thumbnails are drawn from our own small SVG, so a
 * far lower ceiling than sharp's default (~268 megapixels) costs nothing and stops a crafted input
 * from exhausting the worker's memory.
 */
const THUMBNAIL_INPUT_PIXEL_LIMIT = 4_000_000;

/**
 * Each category's glyph as a vector path (Material Symbols, Apache 2.0, on a 24-unit grid): the
 * web app shows the category's emoji, but colour emoji fonts are rarely installed where the worker
 * runs and a missing glyph would draw an empty box, so the artwork draws no text it depends on.
 */
const CATEGORY_GLYPHS: Record<string, string> = {
  // memory chip
  hardware:
    'M15 9H9v6h6V9zm-2 4h-2v-2h2v2zm8-2V9h-2V7c0-1.1-.9-2-2-2h-2V3h-2v2h-2V3H9v2H7c-1.1 0-2 .9-2 2v2H3v2h2v2H3v2h2v2c0 1.1.9 2 2 2h2v2h2v-2h2v2h2v-2h2c1.1 0 2-.9 2-2v-2h2v-2h-2v-2h2zm-4 6H7V7h10v10z',
  // star
  review: 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z',
  // trophy
  esports:
    'M19 5h-2V3H7v2H5c-1.1 0-2 .9-2 2v1c0 2.55 1.92 4.63 4.39 4.94.63 1.5 1.98 2.63 3.61 2.96V19H7v2h10v-2h-4v-3.1c1.63-.33 2.98-1.46 3.61-2.96C19.08 12.63 21 10.55 21 8V7c0-1.1-.9-2-2-2zM5 8V7h2v3.82C5.84 10.4 5 9.3 5 8zm14 0c0 1.3-.84 2.4-2 2.82V7h2v1z',
  // open book
  guide:
    'M21 5c-1.11-.35-2.33-.5-3.5-.5-1.95 0-4.05.4-5.5 1.5-1.45-1.1-3.55-1.5-5.5-1.5S2.45 4.9 1 6v14.65c0 .25.25.5.5.5.1 0 .15-.05.25-.05C3.1 20.45 5.05 20 6.5 20c1.95 0 4.05.4 5.5 1.5 1.35-.85 3.8-1.5 5.5-1.5 1.65 0 3.35.3 4.75 1.05.1.05.15.05.25.05.25 0 .5-.25.5-.5V6c-.6-.45-1.25-.75-2-1zm0 13.5c-1.1-.35-2.3-.5-3.5-.5-1.7 0-4.15.65-5.5 1.5V8c1.35-.85 3.8-1.5 5.5-1.5 1.2 0 2.4.15 3.5.5v11.5z',
  // globe
  web: 'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zm6.93 6h-2.95a15.65 15.65 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.92 8zM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96zM4.26 14C4.1 13.36 4 12.69 4 12s.1-1.36.26-2h3.38c-.08.66-.14 1.32-.14 2s.06 1.34.14 2H4.26zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 0 1 5.08 16zm2.95-8H5.08a7.99 7.99 0 0 1 4.33-3.56A15.65 15.65 0 0 0 8.03 8zM12 19.96c-.83-1.2-1.48-2.53-1.91-3.96h3.82c-.43 1.43-1.08 2.76-1.91 3.96zM14.34 14H9.66c-.09-.66-.16-1.32-.16-2s.07-1.35.16-2h4.68c.09.65.16 1.32.16 2s-.07 1.34-.16 2zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56zM16.36 14c.08-.66.14-1.32.14-2s-.06-1.34-.14-2h3.38c.16.64.26 1.31.26 2s-.1 1.36-.26 2h-3.38z',
  // newspaper
  news: 'M22 3l-1.67 1.67L18.67 3 17 4.67 15.33 3l-1.66 1.67L12 3l-1.67 1.67L8.67 3 7 4.67 5.33 3 3.67 4.67 2 3v16c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V3zM11 19H4v-6h7v6zm9 0h-7v-2h7v2zm0-4h-7v-2h7v2zm0-4H4V8h16v3z',
};
// a game controller
const GENERIC_GLYPH =
  'M21.58 16.09l-1.09-7.66C20.21 6.46 18.52 5 16.53 5H7.47C5.48 5 3.79 6.46 3.51 8.43l-1.09 7.66C2.2 17.63 3.39 19 4.94 19c.68 0 1.32-.27 1.8-.75L9 16h6l2.25 2.25c.48.48 1.13.75 1.8.75 1.56 0 2.75-1.37 2.53-2.91zM11 11H9v2H8v-2H6v-1h2V8h1v2h2v1zm4-1c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1zm2 3c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1z';

function categoryGlyph(categorySlug: string): string {
  return CATEGORY_GLYPHS[categorySlug.toLowerCase()] ?? GENERIC_GLYPH;
}

/**
 * What the artwork is drawn from. Never the headline: cards show the picture right above the
 * headline, and a headline drawn into the picture reads twice.
 */
export interface ThumbnailContent {
  /** Varies the composition, so neighbouring cards of one category do not look the same. */
  articleId: number;
  categorySlug: string;
  /** #rrggbb */
  categoryColor: string;
}

const SAFE_COLOR = /^#[0-9a-fA-F]{6}$/;

/** A small deterministic generator: the same article always gets the same picture. */
function seeded(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}

function thumbnailSvg(content: ThumbnailContent): string {
  const color = SAFE_COLOR.test(content.categoryColor) ? content.categoryColor : '#6b7280';
  const random = seeded(content.articleId);
  const W = THUMBNAIL_WIDTH;
  const H = THUMBNAIL_HEIGHT;
  // A few large translucent rings and bands in the category's colour, placed per article.
  const rings = Array.from({ length: 3 }, () => {
    const r = 120 + random() * 260;
    return `<circle cx="${(random() * W).toFixed(0)}" cy="${(random() * H).toFixed(0)}" r="${r.toFixed(0)}" fill="none" stroke="${color}" stroke-opacity="${(0.25 + random() * 0.3).toFixed(2)}" stroke-width="${(18 + random() * 40).toFixed(0)}"/>`;
  }).join('');
  const angle = (-35 + random() * 70).toFixed(0);
  const bands = Array.from({ length: 4 }, (_, i) => {
    const x = -W + i * 520 + random() * 200;
    return `<rect x="${x.toFixed(0)}" y="-${H}" width="${(40 + random() * 90).toFixed(0)}" height="${H * 3}" fill="#ffffff" fill-opacity="${(0.03 + random() * 0.05).toFixed(2)}"/>`;
  }).join('');
  // The glyph sits in a disc, off centre to one side or the other.
  const glyphX = random() < 0.5 ? W * 0.3 : W * 0.7;
  const glyphSize = 250;
  const scale = glyphSize / 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b0d14"/>
      <stop offset="0.55" stop-color="#151a2b"/>
      <stop offset="1" stop-color="${color}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${color}" stop-opacity="0.9"/>
      <stop offset="1" stop-color="${color}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <g transform="rotate(${angle} ${W / 2} ${H / 2})">${bands}</g>
  ${rings}
  <circle cx="${glyphX}" cy="${H / 2}" r="330" fill="url(#glow)"/>
  <circle cx="${glyphX}" cy="${H / 2}" r="190" fill="${color}" stroke="#ffffff" stroke-opacity="0.85" stroke-width="8"/>
  <path d="${categoryGlyph(content.categorySlug)}" fill="#ffffff" transform="translate(${glyphX - glyphSize / 2} ${H / 2 - glyphSize / 2}) scale(${scale})"/>
  <g transform="translate(56 ${H - 96})">
    <rect width="64" height="64" rx="14" fill="#0b0d14" fill-opacity="0.75"/>
    <path d="${GENERIC_GLYPH}" fill="#a78bfa" transform="translate(8 8) scale(2)"/>
    <text x="84" y="45" font-family="'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" font-size="36" font-weight="700" fill="#ffffff" fill-opacity="0.92">Savepoint</text>
  </g>
</svg>`;
}

/** A 1200×630 WebP: the category's colour and glyph, a composition of its own, and the publication's mark. */
export async function renderThumbnail(content: ThumbnailContent): Promise<Buffer> {
  const { data } = await images.draw({
    input: Buffer.from(thumbnailSvg(content)),
    limitInputPixels: THUMBNAIL_INPUT_PIXEL_LIMIT,
    steps: [
      { op: 'resize', options: { width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT, fit: 'cover' } },
      { op: 'webp', options: { quality: 82 } },
    ],
  });
  return data!;
}
