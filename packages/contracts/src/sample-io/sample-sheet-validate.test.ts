import { describe, expect, it } from 'vitest';
import { validateSheetRows, type SheetInputRow } from './sample-sheet-validate';

const good = {
  sampleName: 'S_01',
  sampleKind: 'blood',
  species: 'Homo sapiens',
  tubeCount: 2,
  concentration: '35.5',
  collectionDate: new Date('2026-11-02T00:00:00Z'),
};

function rows(...cells: SheetInputRow['cells'][]): SheetInputRow[] {
  return cells.map((c, i) => ({ row: i + 2, cells: c }));
}

describe('validateSheetRows', () => {
  it('accepts a good row and converts its cells', () => {
    const result = validateSheetRows(rows(good));
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          sampleName: 'S_01',
          sampleKind: 'blood',
          species: 'Homo sapiens',
          tubeCount: 2,
          concentration: 35.5,
          collectionDate: '2026-11-02',
        },
      ],
    });
  });

  it('reports every bad cell of every row at once, with its row and column', () => {
    const result = validateSheetRows(
      rows(
        { ...good, sampleName: 'bad name!', tubeCount: 1.5 },
        { ...good, sampleName: 'S_02', sampleKind: 'plasma', species: '', od260280: 9 },
        { ...good, sampleName: 'S_03', tubeCount: 'two', collectionDate: '2026-02-30', remark: 'x'.repeat(500) },
      ),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      { row: 2, column: 'sampleName', reason: 'pattern' },
      { row: 2, column: 'tubeCount', reason: 'notInteger' },
      { row: 3, column: 'sampleKind', reason: 'notInList' },
      { row: 3, column: 'species', reason: 'required' },
      { row: 3, column: 'od260280', reason: 'tooLarge' },
      { row: 4, column: 'tubeCount', reason: 'notNumber' },
      { row: 4, column: 'collectionDate', reason: 'notDate' },
      { row: 4, column: 'remark', reason: 'tooLong' },
    ]);
  });

  it('refuses a name used twice in one sheet, on the later row', () => {
    const result = validateSheetRows(rows(good, { ...good }));
    expect(!result.ok && result.errors).toEqual([{ row: 3, column: 'sampleName', reason: 'duplicate' }]);
  });

  it('treats blank required cells as missing and blank optional ones as absent', () => {
    const result = validateSheetRows(rows({ ...good, tubeCount: '  ', remark: ' ' }));
    expect(!result.ok && result.errors).toEqual([{ row: 2, column: 'tubeCount', reason: 'required' }]);
  });
});
