import { PAGER_WINDOW } from '../config/constants';

export type PagerItem = number | 'start-ellipsis' | 'end-ellipsis';

/** graph's offsets are GraphQL Ints: 32 bits. */
const MAX_OFFSET = 2 ** 31 - 1;

/**
 * The page a URL's ?page= asks for: 1 for anything but a positive number, and at most the last page
 * whose offset graph takes (a longer number would fail the page with graph's 400; any list ends
 * long before, so the page shows where its list ends, as for any page past the end).
 */
export function requestedPage(raw: string | null, pageSize: number): number {
  const page = Number.parseInt(raw ?? '1', 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(page, Math.floor(MAX_OFFSET / pageSize) + 1);
}

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/**
 * Page buttons (spec §9): a window of 5 numbers around the current page, plus the first and
 * last pages with an ellipsis wherever numbers are skipped.
 */
export function pagerItems(current: number, total: number, windowSize = PAGER_WINDOW): PagerItem[] {
  if (total <= 1) return [1];
  const page = Math.min(Math.max(1, current), total);
  const half = Math.floor(windowSize / 2);
  let start = Math.max(1, page - half);
  const end = Math.min(total, start + windowSize - 1);
  start = Math.max(1, end - windowSize + 1);

  const items: PagerItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start > 2) items.push('start-ellipsis');
  }
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < total) {
    if (end < total - 1) items.push('end-ellipsis');
    items.push(total);
  }
  return items;
}
