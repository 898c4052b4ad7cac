import { toCsv } from './csv';

describe('insights CSV', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(
      toCsv(
        ['label', 'count'],
        [
          ['plain', 3],
          ['a, "quoted" one', 2],
          ['=HYPERLINK("x")', 1],
          [null, 0],
        ],
      ),
    ).toBe('label,count\r\nplain,3\r\n"a, ""quoted"" one",2\r\n"\'=HYPERLINK(""x"")",1\r\n,0\r\n');
  });
});
