import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SAMPLE_SHEET_COLUMNS, SAMPLE_SHEET_MAX_ROWS, validateSheetRows } from '@biocloud/contracts';
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
    expect(header.getCell(2).note).toContain('必填');
    expect(header.getCell(2).note).toContain('血液');
    expect(workbook.worksheets[0]!.getCell(2, 2).dataValidation?.type).toBe('list');
    expect(header.cellCount).toBe(SAMPLE_SHEET_COLUMNS.length);
  });

  it('reads a sheet filled in Chinese (labels as kinds, dates as dates) into valid rows', async () => {
    const bytes = await filled('zh', [
      ['S1', '血液', 'Homo sapiens', 2, 30.5, 50, 1.9, new Date(Date.UTC(2026, 10, 2))],
    ]);
    const read = await sheets.read(bytes);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(validateSheetRows(read.rows)).toEqual({
      ok: true,
      rows: [
        {
          sampleName: 'S1',
          sampleKind: 'blood',
          species: 'Homo sapiens',
          tubeCount: 2,
          concentration: 30.5,
          volume: 50,
          od260280: 1.9,
          collectionDate: '2026-11-02',
        },
      ],
    });
  });

  it('marks every refused cell with a fill and its reason in the caller language', async () => {
    const bytes = await filled('en', [
      ['S1', 'Blood', 'Mouse', 0],
      ['S1', 'plasma', '', 1],
    ]);
    const read = await sheets.read(bytes);
    if (!read.ok) throw new Error(read.code);
    const result = validateSheetRows(read.rows);
    if (result.ok) throw new Error('expected errors');
    const marked = new ExcelJS.Workbook();
    await marked.xlsx.load((await sheets.marked(read.workbook, result.errors, 'zh')) as unknown as ArrayBuffer);
    const sheet = marked.worksheets[0]!;
    expect(sheet.getCell(2, 4).note).toBe('不能小于 1。');
    expect(sheet.getCell(3, 1).note).toBe('此名称已被前面的行使用。');
    expect(sheet.getCell(3, 2).note).toBe('不是列出的取值之一。');
    expect(sheet.getCell(3, 3).note).toBe('此单元格为必填项。');
    expect((sheet.getCell(3, 3).fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFFFC7CE');
    expect(sheet.getCell(2, 1).note).toBeUndefined();
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
    const many = Array.from({ length: SAMPLE_SHEET_MAX_ROWS + 1 }, (_, i) => [`S${i}`, 'dna', 'Mouse', 1]);
    expect(await sheets.read(await filled('en', many))).toEqual({
      ok: false,
      code: 'SAMPLE_SHEET_TOO_MANY_ROWS',
      max: SAMPLE_SHEET_MAX_ROWS,
    });
  });
});
