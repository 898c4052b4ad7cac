// What only the holder of an unguessable link may see: the preview of an unpublished article, as a
// page (/preview/<token>) and over REST (GET /api/preview/<token>). Such answers are for one person:
// never stored by a browser or a proxy, never indexed, and never kept in the gateway's answer or page
// cache, so a link revoked or ended by publishing stops working with the next request (graph keeps
// them out of its own cache too: graph/src/cache/answer-cache.ts).
import type { Response } from 'express';

/** Where the web app shows a preview (web/src/app/routes.tsx); robots.txt disallows it. */
export const PREVIEW_PAGE_PREFIX = '/preview/';

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** A member's own pages (issue 23): the account and the magic link's landing page. */
const ACCOUNT_PAGE = '/account';

export const isPrivatePage = (path: string): boolean =>
  path.startsWith(PREVIEW_PAGE_PREFIX) || path === ACCOUNT_PAGE || path.startsWith(`${ACCOUNT_PAGE}/`);

/** Set before anything is decided, so an error or a 304 answer carries them too. */
export function markPrivate(res: Response): void {
  res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
}
