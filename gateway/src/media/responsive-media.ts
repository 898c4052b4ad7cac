// Responsive images for everything under MEDIA_DIR (generated thumbnails, uploaded media).
//
// URL contract (the web app builds these URLs in web/src/lib/images.ts; the media library relies on
// it too):
//   /media/<file>            the original, as stored
//   /media/<file>?w=<width>  the image resized to a width of the fixed set RESPONSIVE_WIDTHS (a
//                            requested width snaps up to the next one, at most 1600; never enlarged),
//                            encoded as AVIF or WebP when the request's Accept allows it, else in the
//                            original's format. Answers carry `Vary: Accept` and a year-long
//                            immutable cache: media files are never rewritten under the same name.
//   /media/<file>?w=<width>&crop=<16x9|4x3|1x1>
//                            the same, cut to that aspect ratio around its most salient part, at
//                            exactly the snapped width (enlarged if the original is narrower):
//                            structured data promises search engines crops of at least 1200 px.
// Each variant is drawn with sharp once, in the gateway's image process (@savepoint/images: the
// gateway never holds libvips itself), and kept on disk under <MEDIA_DIR>/.responsive/ (a dot
// folder: never served itself); concurrent first requests share one resize.
import { createHash } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { type ImageStep, ImageProcess } from '@savepoint/images';
import { badInput } from '../errors';

const RESPONSIVE_WIDTHS = [320, 480, 640, 800, 960, 1200, 1600] as const;
const MAX_WIDTH = RESPONSIVE_WIDTHS[RESPONSIVE_WIDTHS.length - 1];
/**
 * Started with the first variant drawn and gone when idle: a gateway behind a CDN, or serving only
 * variants already on disk, never runs it.
 */
const images = new ImageProcess();

/** Raster formats sharp resizes; SVG scales by itself and GIFs may be animated: both go out as they are. */
const RESIZABLE = /\.(jpe?g|png|webp|avif)$/i;
/** Refuse decompression bombs: no upload of a publication needs more than 50 megapixels. */
const INPUT_PIXEL_LIMIT = 50_000_000;
const YEAR_SECONDS = 31_536_000;

type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** The aspect ratios `?crop=` draws (the ones Google asks of an article's images), width:height. */
const CROPS = { '16x9': [16, 9], '4x3': [4, 3], '1x1': [1, 1] } as const;
export type Crop = keyof typeof CROPS;
export const CROP_NAMES = Object.keys(CROPS) as Crop[];

const MEDIA_PREFIX = '/media/';

/**
 * `/media/<file>?w=<width>&crop=<crop>` for our own raster media; null for anything the gateway
 * cannot cut (outside URLs, SVG, GIF, a URL already carrying a query).
 */
export function mediaCropUrl(url: string, width: number, crop: Crop): string | null {
  if (!url.startsWith(MEDIA_PREFIX) || url.includes('?') || url.includes('..') || !RESIZABLE.test(url)) return null;
  return `${url}?w=${snapWidth(width)}&crop=${crop}`;
}

/** The width actually served for a requested one: the next of the fixed set, at most 1600. */
export function snapWidth(requested: number): number {
  return RESPONSIVE_WIDTHS.find((w) => w >= requested) ?? MAX_WIDTH;
}

/** Whether an Accept header names a type without refusing it (q=0). */
function accepts(header: string, type: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== type) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** AVIF (smallest) when the browser takes it, then WebP, else the original's own format. */
export function chooseFormat(acceptHeader: string | undefined, file: string): OutputFormat {
  const header = acceptHeader ?? '';
  if (accepts(header, 'image/avif')) return 'avif';
  if (accepts(header, 'image/webp')) return 'webp';
  const ext = path.extname(file).toLowerCase();
  return ext === '.png' ? 'png' : ext === '.webp' ? 'webp' : ext === '.avif' ? 'avif' : 'jpeg';
}

const CONTENT_TYPES: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

function encode(format: OutputFormat): ImageStep {
  switch (format) {
    // effort 2 keeps a first AVIF of a 1600 px photo well under a second on a small server.
    case 'avif':
      return { op: 'avif', options: { quality: 55, effort: 2 } };
    case 'webp':
      return { op: 'webp', options: { quality: 78 } };
    case 'png':
      return { op: 'png', options: { compressionLevel: 9 } };
    default:
      return { op: 'jpeg', options: { quality: 80, mozjpeg: true } };
  }
}

/** Express middleware for /media: answers `?w=` requests of raster images, passes the rest on. */
export function responsiveMedia(mediaDir: string) {
  const root = path.resolve(mediaDir);
  const variantsDir = path.join(root, '.responsive');
  const inFlight = new Map<string, Promise<string>>();

  async function variantOf(
    source: string,
    sourceKey: string,
    width: number,
    format: OutputFormat,
    crop: Crop | undefined,
  ): Promise<string> {
    const name = `${createHash('sha256').update(sourceKey).digest('hex').slice(0, 32)}-${width}${crop ? `-${crop}` : ''}.${format}`;
    const target = path.join(variantsDir, name);
    const known = await stat(target).then(
      () => true,
      () => false,
    );
    if (known) return target;
    let pending = inFlight.get(target);
    if (!pending) {
      pending = (async () => {
        await mkdir(variantsDir, { recursive: true });
        // Written whole (a temporary file renamed into place): a reader never gets half a variant.
        await images.draw({
          input: { file: source },
          limitInputPixels: INPUT_PIXEL_LIMIT,
          steps: [
            { op: 'rotate' },
            {
              op: 'resize',
              options: crop
                ? { width, height: Math.round((width * CROPS[crop][1]) / CROPS[crop][0]), fit: 'cover', position: 'attention' }
                : { width, withoutEnlargement: true },
            },
            encode(format),
          ],
          toFile: target,
        });
        return target;
      })().finally(() => inFlight.delete(target));
      inFlight.set(target, pending);
    }
    return pending;
  }

  return async function serveResponsive(req: Request, res: Response, next: NextFunction): Promise<void> {
    const rawWidth = req.query.w;
    if (rawWidth === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (typeof rawWidth !== 'string' || !/^\d{1,5}$/.test(rawWidth) || Number(rawWidth) < 1) {
      throw badInput('w', 'w must be a width in pixels (a whole number from 1)');
    }
    const rawCrop = req.query.crop;
    if (rawCrop !== undefined && (typeof rawCrop !== 'string' || !Object.hasOwn(CROPS, rawCrop))) {
      throw badInput('crop', `crop must be one of ${CROP_NAMES.join(', ')}`);
    }
    const crop = rawCrop as Crop | undefined;
    let relative: string;
    try {
      relative = decodeURIComponent(req.path).replace(/^\/+/, '');
    } catch {
      return next();
    }
    // Only plain files inside MEDIA_DIR: no dot files or folders (the variants), no way out.
    const segments = relative.split('/');
    if (!RESIZABLE.test(relative) || segments.some((s) => s === '' || s.startsWith('.'))) return next();
    const source = path.resolve(root, relative);
    if (!source.startsWith(root + path.sep)) return next();
    const info = await stat(source).catch(() => null);
    if (!info?.isFile()) return next();

    const width = snapWidth(Number(rawWidth));
    const format = chooseFormat(req.get('accept'), relative);
    // The source's size and time are part of the key: a replaced file never gets a stale variant.
    const file = await variantOf(source, `${relative}\u0000${info.size}\u0000${info.mtimeMs}`, width, format, crop);
    res.setHeader('Vary', 'Accept');
    res.setHeader('Content-Type', CONTENT_TYPES[format]);
    res.setHeader('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
    res.sendFile(file, { dotfiles: 'allow', cacheControl: false, lastModified: true });
  };
}
