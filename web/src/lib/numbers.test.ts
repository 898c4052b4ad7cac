import { formatCount } from './numbers';

describe('counts', () => {
  it('separates thousands with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  // numbers.ts writes counts itself instead of asking Intl (a phone's first Intl use is slow): this
  // fails the day its words differ from Intl's.
  it('writes every whole number as Intl.NumberFormat("en-US") does', () => {
    const intl = new Intl.NumberFormat('en-US');
    const counts: number[] = [];
    for (let count = -10_000; count <= 1_100_000; count += 1) counts.push(count);
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 20_000; i += 1) counts.push(Math.floor(random() * Number.MAX_SAFE_INTEGER));
    const differing = counts.filter((count) => formatCount(count) !== intl.format(count));
    expect(differing.slice(0, 5).map((count) => `${count}: ${formatCount(count)} vs ${intl.format(count)}`)).toEqual([]);
  });
});
