import { wideCards } from './ArticleGrid';

describe('wideCards', () => {
  it('widens cards so the last row is never a lone card', () => {
    expect([...wideCards(10, 3)]).toEqual([0, 9]); // 2 + 6 + 2 cells: 4 full rows
    expect([...wideCards(11, 3)]).toEqual([0]);
    expect([...wideCards(12, 3)]).toEqual([]);
    expect([...wideCards(9, 2)]).toEqual([0]);
    expect([...wideCards(1, 3)]).toEqual([]);
  });
});
