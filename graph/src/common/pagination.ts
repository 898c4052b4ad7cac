import { badInput } from './errors';

const MAX_PAGE_SIZE = 100;

/** Validates a page request; the field names match the GraphQL arguments. */
export function checkPage(limit: number, offset: number, max = MAX_PAGE_SIZE): void {
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    throw badInput('limit', `limit must be between 1 and ${max}`);
  }
  if (!Number.isInteger(offset) || offset < 0) {
    throw badInput('offset', 'offset must be 0 or more');
  }
}
