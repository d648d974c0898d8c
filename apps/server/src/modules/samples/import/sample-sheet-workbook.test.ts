import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SAMPLE_ROWS_MAX, SAMPLE_SHEET_COLUMNS, validateSheetRows } from '@biocloud/contracts';
import { readTextFiles } from '../../content/text-files';
import { createSampleSheetWorkbook } from './sample-sheet-workbook';

const sheets = createSampleSheetWorkbook(readTextFiles());

/** The template in `locale` with `rows` typed below its header (values in the columns' order). */
async function filled(locale: 'zh' | 'en', rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await sheets.template(locale)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  rows.forEach((values, i) => {
    values.forEach((v, j) => (sheet.getCell(i + 2, j + 1).value = v as ExcelJS.CellValue));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('sample sheet workbook', () => {
  it('writes a template whose headers are the columns in the asked language, with their rules', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await sheets.template('zh')) as unknown as ArrayBuffer);
    const header = workbook.worksheets[0]!.getRow(1);
    expect(header.getCell(1).value).toBe('样本名称');
    const construction = SAMPLE_SHEET_COLUMNS.findIndex((c) => c.key === 'constructionType') + 1;
    expect(header.getCell(construction).note).toContain('必填');
    expect(header.getCell(construction).note).toContain('全外显子(WES)');
    const validation = workbook.worksheets[0]!.getCell(2, construction).dataValidation;
    expect(validation?.type).toBe('list');
    // The labels the list points at, on the hidden second sheet.
    const lists = workbook.worksheets[1]!;
    expect(lists.state).toBe('hidden');
    expect(validation?.formulae?.[0]).toMatch(/^'选项'!\$[A-Z]+\$1:\$[A-Z]+\$12$/);
    expect(lists.getCell(1, construction).value).toBe('全基因组(PCR-free)');
    expect(header.cellCount).toBe(SAMPLE_SHEET_COLUMNS.length);
  });

  it('reads a sheet filled in Chinese (library types by their label) into valid rows', async () => {
    // Columns: name, tube label, species, tissue, concentration, volume, OD260/280, OD260/230, RIN, library type.
    const bytes = await filled('zh', [['S1', 'T1', 'Homo sapiens', '', 30.5, '50', 1.9, null, null, '全外显子(WES)']]);
    const read = await sheets.read(bytes);
    if (!read.ok) throw new Error(read.code);
    const result = validateSheetRows(read.rows, 'blood');
    expect(result.ok && result.rows).toEqual([
      {
        sampleName: 'S1',
        tubeLabel: 'T1',
        species: 'Homo sapiens',
        tissue: '',
        concentration: 30.5,
        volume: 50,
        od260280: 1.9,
        od260230: null,
        rin: null,
        constructionType: 'wes',
        dataSize: null,
        remark: '',
      },
    ]);
  });

  it('marks every refused cell with a fill and its reason in the caller language', async () => {
    const bytes = await filled('en', [
      ['S1', '', '', '', -1, '', '', '', '', 'WGS'],
      ['s1', '', '', '', '', '', '', '', '', 'plasma'],
    ]);
    const read = await sheets.read(bytes);
    if (!read.ok) throw new Error(read.code);
    const result = validateSheetRows(read.rows, 'dna');
    if (result.ok) throw new Error('expected errors');
    const marked = new ExcelJS.Workbook();
    await marked.xlsx.load((await sheets.marked(read.workbook, result.errors, 'zh')) as unknown as ArrayBuffer);
    const sheet = marked.worksheets[0]!;
    const texts = readTextFiles().zh.errors as Record<string, string>;
    expect(sheet.getCell(2, 5).note).toBe(texts.SAMPLE_NUMBER_INVALID);
    expect(sheet.getCell(3, 10).note).toBe(texts.SAMPLE_CHOICE_INVALID);
    expect((sheet.getCell(3, 10).fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFFFC7CE');
    expect(sheet.getCell(2, 1).note).toBeUndefined();
    expect(sheet.getCell(2, 10).note).toBeUndefined();
  });

  it('refuses what is no sample sheet: not xlsx, missing columns, no rows, too many rows', async () => {
    expect(await sheets.read(Buffer.from('not a zip'))).toEqual({ ok: false, code: 'SAMPLE_SHEET_UNREADABLE' });
    const other = new ExcelJS.Workbook();
    other.addWorksheet('x').getCell(1, 1).value = 'Name';
    expect(await sheets.read(Buffer.from(await other.xlsx.writeBuffer()))).toEqual({
      ok: false,
      code: 'SAMPLE_SHEET_COLUMNS_MISSING',
    });
    expect(await sheets.read(await filled('en', []))).toEqual({ ok: false, code: 'SAMPLE_SHEET_EMPTY' });
    const many = Array.from({ length: SAMPLE_ROWS_MAX + 1 }, (_, i) => [`S${i}`]);
    expect(await sheets.read(await filled('en', many))).toEqual({
      ok: false,
      code: 'SAMPLE_ROWS_TOO_MANY',
      max: SAMPLE_ROWS_MAX,
    });
  });
});
