import { describe, expect, it } from 'vitest';
import { numberColumn, numericColumns, parseTable, splitCsvLine, textColumn } from './table';

describe('parseTable', () => {
  it('reads a TSV with a header and finds its numeric columns', () => {
    const table = parseTable('gene\tctrl\ttreated\nTP53\t1.5\t3\nBRCA1\tNA\t2e1\n');
    expect(table.hasHeader).toBe(true);
    expect(table.delimiter).toBe('\t');
    expect(table.columns).toEqual(['gene', 'ctrl', 'treated']);
    expect(numericColumns(table)).toEqual(['ctrl', 'treated']);
    expect(numberColumn(table, 'ctrl')).toEqual([1.5, null]);
    expect(numberColumn(table, 'treated')).toEqual([3, 20]);
  });

  it('splits a CSV line with quotes; an open quote ends with the line', () => {
    expect(splitCsvLine('a,"b,c","say ""hi""",')).toEqual(['a', 'b,c', 'say "hi"', '']);
    expect(splitCsvLine('"open,end')).toEqual(['open,end']);
    expect(splitCsvLine('x"y,z')).toEqual(['x"y', 'z']);
  });

  it('reads quoted CSV cells, a BOM and Windows line ends', () => {
    const table = parseTable('\uFEFFname,"value, raw"\r\n"Smith, J",2\r\n"say ""hi""",3\r\n');
    expect(table.columns).toEqual(['name', 'value, raw']);
    expect(textColumn(table, 'name')).toEqual(['Smith, J', 'say "hi"']);
  });

  it("understands R's write.table header (no cell above the row names) and ## meta lines", () => {
    const table = parseTable('## made by R\nA\tB\ng1\t1\t2\ng2\t3\t4\n');
    expect(table.columns).toEqual(['V1', 'A', 'B']);
    expect(table.rows).toEqual([
      ['g1', '1', '2'],
      ['g2', '3', '4'],
    ]);
  });

  it('takes a table of numbers or of words only as having no header, unless told', () => {
    expect(parseTable('1 2\n3 4').hasHeader).toBe(false);
    expect(parseTable('1 2\n3 4').columns).toEqual(['V1', 'V2']);
    const genes = parseTable('geneA\ngeneB\n');
    expect(genes.hasHeader).toBe(false);
    expect(genes.rows).toHaveLength(2);
    expect(parseTable('id\ngeneA\n', { header: 'yes' }).rows).toEqual([['geneA']]);
    expect(parseTable('x\ty\n1\t2', { header: 'no' }).rows).toHaveLength(2);
  });

  it('pads short rows and names duplicate columns apart', () => {
    const table = parseTable('a,a,b\n1,2\n');
    expect(table.columns).toEqual(['a', 'a_2', 'b']);
    expect(table.rows).toEqual([['1', '2', '']]);
  });

  it('refuses empty tables, unknown and non-numeric columns, and too many rows, by code', () => {
    const code = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return (error as { code?: string; params?: unknown }).code;
      }
      return undefined;
    };
    expect(code(() => parseTable(' \n\n'))).toBe('DRAWING_TABLE_EMPTY');
    expect(code(() => parseTable('a\tb\n', { header: 'yes' }))).toBe('DRAWING_TABLE_EMPTY');
    expect(code(() => parseTable('1\n2\n3\n', { maxRows: 2 }))).toBe('DRAWING_TABLE_TOO_LARGE');
    const table = parseTable('gene\tv\nA\t1\nB\tx\n', { header: 'yes' });
    expect(code(() => textColumn(table, 'nope'))).toBe('DRAWING_COLUMN_NOT_FOUND');
    expect(code(() => numberColumn(table, 'v'))).toBe('DRAWING_COLUMN_NOT_NUMERIC');
    expect(code(() => numberColumn(table, 'gene'))).toBe('DRAWING_COLUMN_NOT_NUMERIC');
  });
});
