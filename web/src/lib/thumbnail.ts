// Card thumbnails (spec §4): a video link shows the video's thumbnail with a play overlay, an
// image-looking URL is used as is, anything else asks the server once to draw a thumbnail.
import { postJson } from './http';
import { youTubeId, youTubeThumbnailUrl } from './video';

const IMAGE_EXTENSION = /\.(avif|bmp|gif|jpe?g|png|svg|webp)$/i;
/** Hosts and paths that serve images without a file extension in the URL. */
const IMAGE_HOSTS = ['images.unsplash.com', 'img.youtube.com', 'i.ytimg.com', 'picsum.photos'];
/** Where the gateway serves generated and uploaded media. */
const MEDIA_PREFIX = '/media/';

export function isImageUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  if (url.startsWith('data:image/')) return true;
  if (url.startsWith(MEDIA_PREFIX)) return true;
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    if (IMAGE_HOSTS.includes(parsed.hostname)) return true;
    return IMAGE_EXTENSION.test(parsed.pathname);
  } catch {
    return false;
  }
}

export type ThumbnailSource =
  | { kind: 'video'; src: string; videoId: string }
  | { kind: 'image'; src: string }
  /** The server already drew the article's artwork (category colour and emoji, never the headline). */
  | { kind: 'drawn'; src: string }
  | { kind: 'generate' };

interface ThumbnailArticle {
  featuredImage?: string | null;
  thumbnailUrl?: string | null;
}

export function thumbnailSource(article: ThumbnailArticle): ThumbnailSource {
  const videoId = youTubeId(article.featuredImage);
  if (videoId) return { kind: 'video', src: youTubeThumbnailUrl(videoId), videoId };
  if (isImageUrl(article.featuredImage)) return { kind: 'image', src: article.featuredImage! };
  return article.thumbnailUrl ? { kind: 'drawn', src: article.thumbnailUrl } : { kind: 'generate' };
}

// One request per article per page load, however many cards show it.
const requested = new Map<number, Promise<string | null>>();

export function requestThumbnail(articleId: number): Promise<string | null> {
  let pending = requested.get(articleId);
  if (!pending) {
    pending = postJson<{ thumbnailUrl: string }>(`/api/articles/${articleId}/generate-thumbnail`)
      .then((res) => res?.thumbnailUrl ?? null)
      .catch((error: unknown) => {
        // Spec §8: a failed thumbnail is only logged; the emoji placeholder stays.
        console.warn(`Thumbnail generation failed for article ${articleId}:`, error);
        return null;
      });
    requested.set(articleId, pending);
  }
  return pending;
}

/** For tests: forget which articles were already asked for. */
export function forgetRequestedThumbnails(): void {
  requested.clear();
}
