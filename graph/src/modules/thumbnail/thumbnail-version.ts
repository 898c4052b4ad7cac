import { createHash } from 'node:crypto';

/** What the image shows; a change to any of these makes a new version (and a new job id). */
export interface ThumbnailSubject {
  id: number;
  title: string;
  category: { slug: string; name: string; color: string };
}

export function thumbnailVersion(article: ThumbnailSubject): string {
  return createHash('sha256')
    .update(JSON.stringify([article.title, article.category.slug, article.category.name, article.category.color]))
    .digest('hex')
    .slice(0, 12);
}

/** Media file name: per article and version, so a CDN may cache it forever. */
export function thumbnailFileName(article: ThumbnailSubject): string {
  return `thumbnails/article-${article.id}-${thumbnailVersion(article)}.webp`;
}

export const thumbnailJobId = (articleId: number, version: string): string => `thumb-${articleId}-${version}`;
