import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Public URL prefix under which the gateway serves MEDIA_DIR. */
const MEDIA_URL_PREFIX = '/media/';

const SAFE_NAME = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** The media store: a local folder (MEDIA_DIR) whose files the gateway serves under /media/. */
export class MediaStore {
  constructor(private readonly mediaDir: string) {}

  /** Writes atomically (temp file + rename) so a reader never gets a half-written image. */
  async save(name: string, data: Buffer): Promise<string> {
    if (!SAFE_NAME.test(name)) throw new Error(`Unsafe media file name: ${name}`);
    const target = path.join(this.mediaDir, name);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, data);
    await rename(temp, target);
    return this.urlFor(name);
  }

  urlFor(name: string): string {
    return `${MEDIA_URL_PREFIX}${name}`;
  }

  /** The file behind a URL this store handed out, or null for any other URL. */
  pathForUrl(url: string): string | null {
    if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
    const name = url.slice(MEDIA_URL_PREFIX.length);
    return SAFE_NAME.test(name) ? path.join(this.mediaDir, name) : null;
  }
}
