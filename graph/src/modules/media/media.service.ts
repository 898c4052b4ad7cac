// The media library's rules: an upload is an image by its content (sharp reads it, in the image
// process of common/images.ts; the name and the declared type are not trusted), within the size and
// pixel limits, re-encoded to WebP (which drops EXIF/GPS and every other metadata), stored under
// MEDIA_DIR/library and listed in the `media` table.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ImageError, type ImageResult } from '@savepoint/images';
import { images } from '../../common/images';
import { badInput, conflict, notFound } from '../../common/errors';
import { withoutXmlIllegalChars } from '../../common/sanitize';
import { checkPage } from '../../common/pagination';
import { textArrayParam } from '../../common/sql';
import { Media } from './media.entity';
import { fileNameRegex, htmlReferences, urlReferences } from './media-references';

const MEDIA_URL_PREFIX = '/media/library/';
/** Larger originals are scaled down to this width: wider than any layout shows. */
const MAX_STORED_WIDTH = 2400;
/** WebP holds at most 16383 pixels a side: a taller original (a long screenshot) is scaled down to it. */
const MAX_STORED_HEIGHT = 16_383;
const NOT_AN_IMAGE = 'The file is not an image (JPEG, PNG, WebP, GIF or AVIF)';
const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'];

/**
 * The library URL a featured image names, or null when it cannot be the library's: the URL without
 * the query of a narrower copy (`?w=800`), as `media.url` holds it. The same as article.queries.ts's
 * FEATURED_IMAGE_MEDIA_URL_SQL, for the articles read as entities.
 */
export function featuredImageMediaUrl(featuredImage: string | null | undefined): string | null {
  const url = featuredImage?.split('?')[0];
  return url?.startsWith(MEDIA_URL_PREFIX) ? url : null;
}

export interface MediaLimits {
  mediaDir: string;
  maxUploadBytes: number;
  maxPixels: number;
}

export interface UploadedFile {
  bytes: Buffer;
  originalName: string;
  alt: string;
}

export class MediaService {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: MediaLimits,
  ) {}

  async upload(file: UploadedFile, uploadedBy: number): Promise<Media> {
    const alt = file.alt.trim();
    if (!alt) throw badInput('alt', 'Please describe the image (alt text is required)');
    if (alt.length > 300) throw badInput('alt', 'Alt text must be at most 300 characters');
    if (file.bytes.length === 0) throw badInput('file', 'Please choose an image to upload');
    if (file.bytes.length > this.limits.maxUploadBytes) {
      throw badInput('file', `The image must be at most ${Math.floor(this.limits.maxUploadBytes / 1024 / 1024)} MB`);
    }
    let output: ImageResult;
    try {
      output = await images.draw({
        input: file.bytes,
        limitInputPixels: this.limits.maxPixels,
        animated: false,
        acceptFormats: ACCEPTED_FORMATS,
        steps: [
          { op: 'rotate' }, // applies the EXIF orientation before the metadata goes
          {
            op: 'resize',
            options: { width: MAX_STORED_WIDTH, height: MAX_STORED_HEIGHT, fit: 'inside', withoutEnlargement: true },
          },
          // The stored original is what the gateway draws readers' variants from (they rarely get it
          // itself): effort 2 encodes it 2.3× faster than the default 4 (the seed's 40 pictures:
          // 1.5 s instead of 3.5 s of CPU; an editor's upload waits less) for ~7% more bytes on disk.
          { op: 'webp', options: { quality: 82, effort: 2 } },
        ],
      });
    } catch (error) {
      if (error instanceof ImageError && error.reason === 'PIXEL_LIMIT') {
        throw badInput('file', `The image has too many pixels (at most ${Math.round(this.limits.maxPixels / 1e6)} megapixels)`);
      }
      if (error instanceof ImageError && error.reason !== 'PROCESS_STOPPED') throw badInput('file', NOT_AN_IMAGE);
      // The image process failed, not the file: the editor is told so (a 500), not that the file is bad.
      throw error;
    }
    const fileName = `${randomUUID()}.webp`;
    const dir = path.join(this.limits.mediaDir, 'library');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, fileName), output.data!);
    const media = this.em.create(Media, {
      url: `${MEDIA_URL_PREFIX}${fileName}`,
      // Plain text like the alt: a client may spell a NUL (which PostgreSQL text cannot hold) in the name.
      originalName: withoutXmlIllegalChars(file.originalName.slice(0, 200)) || 'image',
      alt,
      width: output.width,
      height: output.height,
      bytes: output.size,
      uploadedBy,
      createdAt: new Date(),
    });
    try {
      await this.em.flush();
    } catch (error) {
      await rm(path.join(dir, fileName), { force: true });
      throw error;
    }
    return media;
  }

  /** The alt text of the library's images with these URLs (absent: no such image), in one query. */
  async altsByUrl(urls: readonly string[]): Promise<Map<string, string>> {
    const rows: { url: string; alt: string }[] = await this.em.execute(
      `SELECT url, alt FROM media WHERE url IN (SELECT jsonb_array_elements_text(?::jsonb))`,
      [textArrayParam(urls)],
    );
    return new Map(rows.map((row) => [row.url, row.alt]));
  }

  /** Newest first; `search` matches alt text and file name (typo-tolerant). */
  async list(search: string | null | undefined, limit: number, offset: number): Promise<{ items: Media[]; totalCount: number }> {
    checkPage(limit, offset);
    const text = search?.trim();
    const where = text
      ? { $or: [{ alt: { $ilike: `%${escapeLike(text)}%` } }, { originalName: { $ilike: `%${escapeLike(text)}%` } }] }
      : {};
    const [items, totalCount] = await this.em.findAndCount(Media, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit,
      offset,
    });
    return { items, totalCount };
  }

  /**
   * Refused (CONFLICT) while an article uses it as featured image or in its content (or a live
   * entry's), or a game as its cover or in its description, however the reference is spelled
   * (absolute URL, percent-encoded, dot segments): see media-references.ts.
   */
  async delete(id: number): Promise<boolean> {
    const media = await this.em.findOne(Media, { id });
    if (!media) throw notFound(`No media with id ${id}`);
    await this.em.transactional(async (em) => {
      // Locks the row so an article saved meanwhile cannot start using a file being deleted unseen.
      await em.execute(`SELECT id FROM media WHERE id = ? FOR UPDATE`, [id]);
      const pattern = fileNameRegex(path.posix.basename(media.url));
      // A live blog's entries show library images too (the live console inserts them); a game shows
      // one as its cover and others in its description (HTML sanitized like an article's content).
      // The game's foreign key would otherwise quietly take its cover away (ON DELETE SET NULL).
      const candidates: {
        kind: 'article' | 'game';
        id: number;
        title: string;
        cover: boolean;
        featured_image: string | null;
        content: string | null;
      }[] = await em.execute(
        `SELECT 'article' AS kind, id, title, false AS cover, featured_image, content FROM article
           WHERE featured_image ~ ? OR content ~ ?
         UNION ALL
         SELECT 'article', a.id, a.title, false, NULL, e.content FROM live_entry e JOIN article a ON a.id = e.article_id
           WHERE e.content ~ ?
         UNION ALL
         SELECT 'game', id, name, cover_media_id = ?, NULL, description FROM game WHERE cover_media_id = ? OR description ~ ?
         ORDER BY kind, id`,
        [pattern, pattern, pattern, id, id, pattern],
      );
      const users = candidates
        .filter((a) => a.cover || urlReferences(a.featured_image, media.url) || htmlReferences(a.content, media.url))
        .filter((a, i, all) => all.findIndex((b) => b.kind === a.kind && b.id === a.id) === i)
        .slice(0, 3);
      if (users.length) throw conflict(`The image is still used by: ${users.map((u) => `"${u.title}"`).join(', ')}`, 'id');
      await em.execute(`DELETE FROM media WHERE id = ?`, [id]);
    });
    await rm(path.join(this.limits.mediaDir, 'library', path.basename(media.url)), { force: true });
    return true;
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
