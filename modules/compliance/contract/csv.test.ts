import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF, with each record’s first line', () => {
    const text = '\ufeffDate,Customer,Job\r\n2026-11-02,"Smith, Aroha","Said ""great""\nand left"\r\n\r\n2026-11-03,Hemi,Gutters\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['Date', 'Customer', 'Job'] },
      { line: 2, cells: ['2026-11-02', 'Smith, Aroha', 'Said "great"\nand left'] },
      { line: 5, cells: ['2026-11-03', 'Hemi', 'Gutters'] },
    ]);
  });

  it('keeps an empty last cell and reads a file without a final line break', () => {
    expect(parseCsv('a,b,\n1,2,')).toEqual([
      { line: 1, cells: ['a', 'b', ''] },
      { line: 2, cells: ['1', '2', ''] },
    ]);
  });

  it('refuses a quote that never closes, naming its line', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(new CsvError('a quoted field that starts on line 2 is never closed'));
  });
});
