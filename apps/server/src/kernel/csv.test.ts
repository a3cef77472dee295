import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv.js';

describe('csv', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(5n)).toBe('5');
    expect(csvCell(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02T03:04:05.000Z');
  });

  it('makes text a spreadsheet would run as a formula inert, numbers aside', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('-100.50')).toBe('-100.50');
    expect(csvCell('100.50')).toBe('100.50');
    // A phone number stays as it is; other text starting with + does not.
    expect(csvCell('+8613800138000')).toBe('+8613800138000');
    expect(csvCell('+1 (555)')).toBe("'+1 (555)");
  });

  it('writes a document with a byte-order mark and CRLF line ends', () => {
    expect(
      csvDocument(
        ['a', 'b'],
        [
          ['1', 'x,y'],
          [2, null],
        ],
      ),
    ).toBe('\ufeffa,b\r\n1,"x,y"\r\n2,\r\n');
  });
});
