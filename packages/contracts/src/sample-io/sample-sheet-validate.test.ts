import { describe, expect, it } from 'vitest';
import { SAMPLE_SHEET_COLUMNS } from './sample-sheet-columns';
import { validateSheetRows, type SheetInputRow } from './sample-sheet-validate';

const good = { sampleName: 'S_01', species: 'Homo sapiens', concentration: '35.5', constructionType: 'wgs' };

function rows(...cells: SheetInputRow['cells'][]): SheetInputRow[] {
  return cells.map((c, i) => ({ row: i + 2, cells: c }));
}

describe('sample sheet columns', () => {
  it('follow the detail row schema: required fields, number bounds and construction choices', () => {
    const byKey = new Map(SAMPLE_SHEET_COLUMNS.map((c) => [c.key, c]));
    expect(SAMPLE_SHEET_COLUMNS[0]).toMatchObject({ key: 'sampleName', kind: 'text', required: true });
    expect(byKey.get('species')).toMatchObject({ kind: 'text', required: false });
    expect(byKey.get('concentration')).toMatchObject({ kind: 'number', required: false, max: 100_000 });
    expect(byKey.get('constructionType')).toMatchObject({ kind: 'choice', required: true });
  });
});

describe('validateSheetRows', () => {
  it('accepts good rows and converts their cells', () => {
    const result = validateSheetRows(rows(good, { ...good, sampleName: 'S_02', volume: 20 }), 'blood');
    expect(result.ok && result.rows.map((r) => [r.sampleName, r.concentration, r.volume])).toEqual([
      ['S_01', 35.5, null],
      ['S_02', 35.5, 20],
    ]);
  });

  it('reports every bad cell of every row at once, with its sheet row and column', () => {
    const result = validateSheetRows(
      rows(
        { ...good, sampleName: 'bad name!', concentration: 'lots' },
        { ...good, sampleName: 'S_02', constructionType: 'plasma', species: 'x'.repeat(60) },
        { ...good, sampleName: 's_01', remark: 'x'.repeat(500) },
        { ...good, sampleName: 'S_04', constructionType: 'mrna' },
      ),
      'dna',
    );
    expect(!result.ok && result.errors).toEqual([
      { row: 2, column: 'sampleName', code: 'SAMPLE_NAME_INVALID' },
      { row: 2, column: 'concentration', code: 'SAMPLE_NUMBER_INVALID' },
      { row: 3, column: 'species', code: 'SAMPLE_TEXT_TOO_LONG' },
      { row: 3, column: 'constructionType', code: 'SAMPLE_CHOICE_INVALID' },
      { row: 4, column: 'remark', code: 'SAMPLE_REMARK_TOO_LONG' },
      // An RNA library from a DNA sample.
      { row: 5, column: 'constructionType', code: 'SAMPLE_CONSTRUCTION_TYPE_INVALID' },
    ]);
  });

  it('refuses a name used twice in one sheet (case aside), on the later row', () => {
    const result = validateSheetRows(rows(good, { ...good, sampleName: 's_01' }), 'tissue');
    expect(!result.ok && result.errors).toEqual([{ row: 3, column: 'sampleName', code: 'SAMPLE_NAME_DUPLICATE' }]);
  });

  it('treats a missing required cell as missing', () => {
    const result = validateSheetRows(rows({ species: 'Mouse' }), 'tissue');
    expect(!result.ok && result.errors.map((e) => [e.column, e.code])).toEqual([
      ['sampleName', 'SAMPLE_VALUE_REQUIRED'],
      ['constructionType', 'SAMPLE_CHOICE_INVALID'],
    ]);
  });
});
