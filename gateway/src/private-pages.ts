// What only the person it is for may see: the preview of an unpublished article (/preview/<token>,
// GET /api/preview/<token>: whoever holds the link), a member's account and the magic link's landing
// page (/account…), the newsletter links' landing pages (/newsletter/…). Such answers are never
// stored by a browser or a proxy, never indexed (robots.txt disallows them too), and never kept in the
// gateway's answer or page cache, so a link revoked or ended by publishing stops working with the
// next request (graph keeps them out of its own cache too: graph/src/cache/answer-cache.ts). Which
// paths these are, in every spelling the routers accept, is @savepoint/audience's rule.
import type { Response } from 'express';

export { isPrivatePage } from '@savepoint/audience';

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Set before anything is decided, so an error or a 304 answer carries them too. */
export function markPrivate(res: Response): void {
  res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
}
