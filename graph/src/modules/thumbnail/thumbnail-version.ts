import { createHash } from 'node:crypto';
import { THUMBNAIL_DESIGN } from './thumbnail.render';

/**
 * What the image is drawn from; a change to any of these makes a new version (and a new job id).
 * The headline is not drawn (thumbnail.render.ts), so editing it keeps the picture.
 */
export interface ThumbnailSubject {
  id: number;
  category: { slug: string; color: string };
}

export function thumbnailVersion(article: ThumbnailSubject): string {
  return createHash('sha256')
    .update(JSON.stringify([THUMBNAIL_DESIGN, article.category.slug, article.category.color]))
    .digest('hex')
    .slice(0, 12);
}

/** Media file name: per article and version, so a CDN may cache it forever. */
export function thumbnailFileName(article: ThumbnailSubject): string {
  return `thumbnails/article-${article.id}-${thumbnailVersion(article)}.webp`;
}

export const thumbnailJobId = (articleId: number, version: string): string => `thumb-${articleId}-${version}`;
