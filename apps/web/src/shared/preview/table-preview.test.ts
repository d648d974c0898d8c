import { describe, expect, it } from 'vitest';
import { parseTablePage } from './table-preview';

describe('table preview', () => {
  it('reads a page of tab-separated lines, with or without a header row', () => {
    const content = 'gene\ts1\ts2\nA\t1\t2\r\nB\t3\n';
    expect(parseTablePage(content, '\t', { firstRowIsHeader: true })).toEqual({
      header: ['gene', 's1', 's2'],
      rows: [
        ['A', '1', '2'],
        ['B', '3'],
      ],
      columnCount: 3,
      totalColumns: 3,
    });
    expect(parseTablePage(content, '\t', { firstRowIsHeader: false }).rows).toHaveLength(3);
  });

  it('caps the columns', () => {
    const wide = Array.from({ length: 8 }, (_, i) => `c${i}`).join(',');
    const page = parseTablePage(wide, ',', { firstRowIsHeader: false, maxColumns: 5 });
    expect(page.columnCount).toBe(5);
    expect(page.totalColumns).toBe(8);
    expect(page.rows[0]).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
  });

  it('reads an empty page as no rows', () => {
    expect(parseTablePage('', '\t', { firstRowIsHeader: true })).toEqual({
      header: null,
      rows: [],
      columnCount: 0,
      totalColumns: 0,
    });
  });
});
