import sharp from 'sharp';

export const THUMBNAIL_WIDTH = 1200;
export const THUMBNAIL_HEIGHT = 630;

/**
 * sharp refuses any input larger than this. Thumbnails are drawn from our own small SVG, so a
 * far lower ceiling than sharp's default (~268 megapixels) costs nothing and stops a crafted input
 * from exhausting the worker's memory.
 */
const THUMBNAIL_INPUT_PIXEL_LIMIT = 4_000_000;

/**
 * Emoji with a text-style glyph in the fonts a plain server has (DejaVu): colour emoji fonts are
 * rarely installed where the worker runs, and a missing glyph would render as an empty box.
 * U+FE0E asks for the text presentation.
 */
const CATEGORY_EMOJI: Record<string, string> = {
  hardware: '\u2328\uFE0E', // ⌨ keyboard
  review: '\u2605', // ★ star
  esports: '\u2694\uFE0E', // ⚔ crossed swords
  guide: '\u270F\uFE0E', // ✏ pencil
  web: '\u2601\uFE0E', // ☁ cloud
  news: '\u2709\uFE0E', // ✉ envelope
};
const GENERIC_EMOJI = '\u26A1\uFE0E'; // ⚡ high voltage

function categoryEmoji(categorySlug: string): string {
  return CATEGORY_EMOJI[categorySlug.toLowerCase()] ?? GENERIC_EMOJI;
}

export interface ThumbnailContent {
  title: string;
  categoryName: string;
  categorySlug: string;
  /** #rrggbb */
  categoryColor: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** Greedy word wrap; the last kept line gets an ellipsis when the title does not fit. */
function wrapTitle(title: string, maxCharsPerLine: number, maxLines: number): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxCharsPerLine || !current) {
      current = candidate.length > maxCharsPerLine ? `${candidate.slice(0, maxCharsPerLine - 1)}…` : candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, maxCharsPerLine - 1)}…`;
  return kept;
}

const SAFE_COLOR = /^#[0-9a-fA-F]{6}$/;

function thumbnailSvg(content: ThumbnailContent): string {
  const color = SAFE_COLOR.test(content.categoryColor) ? content.categoryColor : '#6b7280';
  const titleLines = wrapTitle(content.title, 28, 4);
  const titleTop = 250;
  const lineHeight = 72;
  const title = titleLines
    .map((line, i) => `<text x="80" y="${titleTop + i * lineHeight}" class="title">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" viewBox="0 0 ${THUMBNAIL_WIDTH} ${THUMBNAIL_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f172a"/>
      <stop offset="1" stop-color="${color}"/>
    </linearGradient>
    <style>
      .title { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 60px; font-weight: 700; fill: #ffffff; }
      .badge { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 30px; font-weight: 700; fill: #ffffff; }
      .brand { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 36px; font-weight: 700; fill: #ffffff; opacity: 0.9; }
      .emoji { font-family: 'DejaVu Sans', 'Noto Color Emoji', sans-serif; font-size: 150px; fill: #ffffff; opacity: 0.85; }
    </style>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect x="0" y="0" width="24" height="${THUMBNAIL_HEIGHT}" fill="${color}"/>
  <rect x="80" y="70" rx="26" ry="26" width="${Math.max(180, content.categoryName.length * 22 + 60)}" height="56" fill="${color}"/>
  <text x="110" y="109" class="badge">${escapeXml(content.categoryName.toUpperCase())}</text>
  <text x="${THUMBNAIL_WIDTH - 90}" y="190" text-anchor="end" class="emoji">${categoryEmoji(content.categorySlug)}</text>
  ${title}
  <text x="80" y="${THUMBNAIL_HEIGHT - 50}" class="brand">Savepoint</text>
</svg>`;
}

/** A 1200×630 WebP card: category colour and emoji, the title, and the product name. */
export async function renderThumbnail(content: ThumbnailContent): Promise<Buffer> {
  return sharp(Buffer.from(thumbnailSvg(content)), { limitInputPixels: THUMBNAIL_INPUT_PIXEL_LIMIT })
    .resize(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer();
}
