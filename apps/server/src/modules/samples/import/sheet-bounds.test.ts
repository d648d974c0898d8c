import { describe, expect, it } from 'vitest';
import { readTextFiles } from '../../content/text-files';
import { createSampleSheetWorkbook } from './sample-sheet-workbook';
import { checkSheetBounds } from './sheet-bounds';
import { sheetXml, zip } from './test-zip';

const sheet = sheetXml;
const caps = { inflatedBytes: 1024 * 1024, rows: 2000, cells: 10_000 };

describe('checkSheetBounds', () => {
  it('lets a sheet within the caps through, counting only rows and cells with a value', () => {
    expect(checkSheetBounds(zip({ 'xl/worksheets/sheet1.xml': sheet(2000) }), caps)).toEqual({ ok: true });
  });

  it('refuses rows, cells or inflated bytes over the caps before anything parses the sheet', () => {
    expect(checkSheetBounds(zip({ 'xl/worksheets/sheet1.xml': sheet(2001) }), caps)).toEqual({
      ok: false,
      code: 'SAMPLE_ROWS_TOO_MANY',
    });
    expect(checkSheetBounds(zip({ 'xl/worksheets/sheet1.xml': sheet(100, 101) }), caps).ok).toBe(false);
    // 32 MiB of spaces deflate to about 32 KB: a zip bomb in small.
    const bomb = zip({ 'xl/sharedStrings.xml': Buffer.alloc(32 * 1024 * 1024, 0x20) });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(checkSheetBounds(bomb, caps)).toEqual({ ok: false, code: 'SAMPLE_ROWS_TOO_MANY' });
    expect(checkSheetBounds(Buffer.from('not a zip'), caps)).toEqual({ ok: false, code: 'SAMPLE_SHEET_UNREADABLE' });
  });

  it('refuses an inflating sheet and a sheet of 100,000 rows in the import, the template still reads', async () => {
    const sheets = createSampleSheetWorkbook(readTextFiles());
    const bomb = zip({ 'xl/worksheets/sheet1.xml': Buffer.alloc(64 * 1024 * 1024, 0x20) });
    expect(await sheets.read(bomb)).toEqual({ ok: false, code: 'SAMPLE_ROWS_TOO_MANY', max: 1000 });
    const rows = zip({ 'xl/worksheets/sheet1.xml': sheet(100_000) });
    expect(await sheets.read(rows)).toEqual({ ok: false, code: 'SAMPLE_ROWS_TOO_MANY', max: 1000 });
    expect(await sheets.read(await sheets.template('en'))).toEqual({ ok: false, code: 'SAMPLE_SHEET_EMPTY' });
  });
});
