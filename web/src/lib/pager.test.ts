import { pageCount, pagerItems } from './pager';

describe('pagerItems: a window of 5 around the current page plus first and last', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the window at the start on the first pages and ends with the last page', () => {
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(pagerItems(3, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
  });

  it('centres the window and puts ellipses on both sides in the middle', () => {
    expect(pagerItems(6, 12)).toEqual([1, 'start-ellipsis', 4, 5, 6, 7, 8, 'end-ellipsis', 12]);
  });

  it('puts an ellipsis only where pages are skipped', () => {
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 'end-ellipsis', 8]);
    expect(pagerItems(5, 8)).toEqual([1, 'start-ellipsis', 3, 4, 5, 6, 7, 8]);
  });

  it('keeps the window at the end on the last pages', () => {
    expect(pagerItems(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
    expect(pagerItems(8, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
  });

  it('clamps a page beyond the range', () => {
    expect(pagerItems(99, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('pageCount', () => {
  it('divides by the page size of 12, with at least one page', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(46, 12)).toBe(4);
  });
});
