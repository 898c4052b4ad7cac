/** The paths other servers use; everything under them is the federation's and never cached. */
export const FEDERATION_PATHS = ['/.well-known/webfinger', '/.well-known/nodeinfo', '/nodeinfo/', '/ap/'] as const;

/**
 * The `{id}` of an article's object: `12` for its first publication, `12-1` after it was unpublished
 * once. Servers keep a tombstone for a deleted object id and refuse it again (Mastodon does), so an
 * article published again needs an id of its own. Stable across slug and text changes.
 */
export const articleObjectKey = (articleId: number, generation: number): string =>
  generation ? `${articleId}-${generation}` : String(articleId);

/** The article id and generation of an object's `{id}`, or null when it is not one. */
export function parseArticleObjectKey(key: string): { articleId: number; generation: number } | null {
  const match = /^(\d{1,9})(?:-([1-9]\d{0,8}))?$/.exec(key);
  return match ? { articleId: Number(match[1]), generation: Number(match[2] ?? 0) } : null;
}
