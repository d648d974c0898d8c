import ExcelJS from 'exceljs';
import {
  DESCRIPTION_LENGTH_LIMIT_EXCLUSIVE,
  LOCALES,
  SAMPLE_ROWS_MAX,
  SAMPLE_SHEET_COLUMNS,
  TITLE_LENGTH_LIMIT_EXCLUSIVE,
  type Locale,
  type SampleDetailField,
  type SheetCell,
  type SheetCellError,
  type SheetColumn,
  type SheetInputRow,
} from '@biocloud/contracts';
import { lookupText, type TextBundles } from '../../content/text-files';
import { checkSheetBounds, type SheetCaps } from './sheet-bounds';

/**
 * Bounds applied before exceljs parses a sheet whole. A full sheet (1,000 rows of 12 columns) inflates to about
 * 0.5 MiB; the row cap leaves room for rows outside the sample columns, the exact row rule applies after parsing.
 */
const SHEET_CAPS: SheetCaps = { inflatedBytes: 16 * 1024 * 1024, rows: 2 * SAMPLE_ROWS_MAX, cells: 100_000 };

/*
 * The sample sheet as an .xlsx file (exceljs): the template written from SAMPLE_SHEET_COLUMNS, a filled sheet read back
 * into cells for validateSheetRows, and the same sheet with its refused cells marked (fill + comment). Headers and
 * library types are matched in either language, so a sheet downloaded in English imports from the Chinese page.
 */

const HEADER_ROW = 1;
const ERROR_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F4FF' } };

export type SheetReadResult =
  | { ok: true; workbook: ExcelJS.Workbook; rows: SheetInputRow[] }
  | {
      ok: false;
      code: 'SAMPLE_SHEET_UNREADABLE' | 'SAMPLE_SHEET_COLUMNS_MISSING' | 'SAMPLE_SHEET_EMPTY';
    }
  | { ok: false; code: 'SAMPLE_ROWS_TOO_MANY'; max: number };

export function createSampleSheetWorkbook(texts: TextBundles) {
  const text = (locale: Locale, key: string, params?: Record<string, string | number>) =>
    lookupText(texts, locale, `sampleIo.sheet.${key}`, params) ?? key;
  // Headers and library types read as the samples pages show them.
  const columnLabel = (locale: Locale, key: SampleDetailField) =>
    lookupText(texts, locale, `samples.row.${key}`) ?? key;
  const choiceLabel = (locale: Locale, code: string) =>
    lookupText(texts, locale, `samples.construction.${code}`) ?? code;

  /** Header text or choice label (either language, or the code itself) -> code. */
  const headerToKey = new Map<string, SampleDetailField>();
  const choiceToCode = new Map<string, string>();
  for (const column of SAMPLE_SHEET_COLUMNS) {
    headerToKey.set(normal(column.key), column.key);
    for (const locale of LOCALES) headerToKey.set(normal(columnLabel(locale, column.key)), column.key);
    if (column.kind === 'choice') {
      for (const option of column.options) {
        choiceToCode.set(normal(option), option);
        for (const locale of LOCALES) choiceToCode.set(normal(choiceLabel(locale, option)), option);
      }
    }
  }

  function rule(locale: Locale, column: SheetColumn): string {
    const need = text(locale, column.required ? 'required' : 'optional');
    switch (column.kind) {
      case 'text': {
        const limit = column.key === 'remark' ? DESCRIPTION_LENGTH_LIMIT_EXCLUSIVE : TITLE_LENGTH_LIMIT_EXCLUSIVE;
        return `${need} ${text(locale, column.key === 'sampleName' ? 'rules.name' : 'rules.text', { limit })}`;
      }
      case 'number':
        return `${need} ${text(locale, 'rules.number', { max: column.max })}`;
      case 'choice':
        return `${need} ${text(locale, 'rules.choice', { options: choiceLabels(locale, column.options).join(', ') })}`;
    }
  }

  function choiceLabels(locale: Locale, options: readonly string[]): string[] {
    return options.map((o) => choiceLabel(locale, o));
  }

  /** `listRange`: where the choice's labels are (a list typed into the rule itself breaks on labels with commas). */
  function validationOf(locale: Locale, column: SheetColumn, listRange: string): ExcelJS.DataValidation | undefined {
    const common = { allowBlank: !column.required, showErrorMessage: true, error: rule(locale, column) };
    switch (column.kind) {
      case 'text':
        return undefined;
      case 'number':
        return { ...common, type: 'decimal', operator: 'between', formulae: [0, column.max] };
      case 'choice':
        return { ...common, type: 'list', formulae: [listRange] };
    }
  }

  return {
    /** The empty template: headers with their rule as a note, and the checks Excel applies while typing. */
    async template(locale: Locale): Promise<Buffer> {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet(text(locale, 'sheetName'), { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = SAMPLE_SHEET_COLUMNS.map((c) => ({ key: c.key, width: c.width }));
      // The choices' labels on a hidden sheet after the first (the import reads the first only), one column each.
      const lists = workbook.addWorksheet(text(locale, 'listsName'), { state: 'hidden' });
      SAMPLE_SHEET_COLUMNS.forEach((column, i) => {
        let listRange = '';
        if (column.kind === 'choice') {
          choiceLabels(locale, column.options).forEach((label, r) => (lists.getCell(r + 1, i + 1).value = label));
          const letter = lists.getColumn(i + 1).letter;
          listRange = `'${lists.name}'!$${letter}$1:$${letter}$${column.options.length}`;
        }
        const cell = sheet.getCell(HEADER_ROW, i + 1);
        cell.value = columnLabel(locale, column.key);
        cell.note = rule(locale, column);
        cell.font = { bold: true, color: column.required ? { argb: 'FFCF1322' } : undefined };
        cell.fill = HEADER_FILL;
        const validation = validationOf(locale, column, listRange);
        if (validation === undefined) return;
        for (let row = HEADER_ROW + 1; row <= HEADER_ROW + SAMPLE_ROWS_MAX; row++) {
          sheet.getCell(row, i + 1).dataValidation = validation;
        }
      });
      return Buffer.from(await workbook.xlsx.writeBuffer());
    },

    /** Reads the first sheet: headers by name (any order), then every non-empty row up to the row limit. */
    async read(bytes: Buffer): Promise<SheetReadResult> {
      const bounds = checkSheetBounds(bytes, SHEET_CAPS);
      if (!bounds.ok) {
        return bounds.code === 'SAMPLE_ROWS_TOO_MANY'
          ? { ok: false, code: bounds.code, max: SAMPLE_ROWS_MAX }
          : { ok: false, code: bounds.code };
      }
      const workbook = new ExcelJS.Workbook();
      try {
        await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      } catch {
        return { ok: false, code: 'SAMPLE_SHEET_UNREADABLE' };
      }
      const sheet = workbook.worksheets[0];
      if (sheet === undefined) return { ok: false, code: 'SAMPLE_SHEET_UNREADABLE' };
      const columnAt = new Map<number, SampleDetailField>();
      sheet.getRow(HEADER_ROW).eachCell((cell, col) => {
        const key = headerToKey.get(normal(cellText(cell.value)));
        if (key !== undefined) columnAt.set(col, key);
      });
      const found = new Set(columnAt.values());
      if (SAMPLE_SHEET_COLUMNS.some((c) => c.required && !found.has(c.key))) {
        return { ok: false, code: 'SAMPLE_SHEET_COLUMNS_MISSING' };
      }
      const rows: SheetInputRow[] = [];
      let tooMany = false;
      sheet.eachRow((row, number) => {
        if (number <= HEADER_ROW || tooMany) return;
        const cells: SheetInputRow['cells'] = {};
        let any = false;
        for (const [col, key] of columnAt) {
          const value = cellValue(row.getCell(col).value);
          if (value === undefined) continue;
          any = true;
          cells[key] =
            key === 'constructionType' && typeof value === 'string'
              ? (choiceToCode.get(normal(value)) ?? value)
              : value;
        }
        if (!any) return;
        if (rows.length === SAMPLE_ROWS_MAX) tooMany = true;
        else rows.push({ row: number, cells });
      });
      if (tooMany) return { ok: false, code: 'SAMPLE_ROWS_TOO_MANY', max: SAMPLE_ROWS_MAX };
      if (rows.length === 0) return { ok: false, code: 'SAMPLE_SHEET_EMPTY' };
      return { ok: true, workbook, rows };
    },

    /** The read sheet with every refused cell filled and commented with its reason, in the caller's language. */
    async marked(workbook: ExcelJS.Workbook, errors: readonly SheetCellError[], locale: Locale): Promise<Buffer> {
      const sheet = workbook.worksheets[0]!;
      const colOf = new Map<SampleDetailField, number>();
      sheet.getRow(HEADER_ROW).eachCell((cell, col) => {
        const key = headerToKey.get(normal(cellText(cell.value)));
        if (key !== undefined && !colOf.has(key)) colOf.set(key, col);
      });
      const reasonsAt = new Map<string, string[]>();
      for (const error of errors) {
        const col = colOf.get(error.column);
        if (col === undefined) continue;
        const address = `${error.row}:${col}`;
        const list = reasonsAt.get(address) ?? [];
        list.push(reasonText(locale, error));
        reasonsAt.set(address, list);
      }
      for (const [address, reasons] of reasonsAt) {
        const [row, col] = address.split(':').map(Number) as [number, number];
        const cell = sheet.getCell(row, col);
        cell.fill = ERROR_FILL;
        cell.note = reasons.join('\n');
      }
      return Buffer.from(await workbook.xlsx.writeBuffer());
    },

    reasonText,
    columnLabel,
  };

  /** The refusal's text of the errors catalogue, the one the form shows for the same rule. */
  function reasonText(locale: Locale, error: SheetCellError): string {
    return lookupText(texts, locale, `errors.${error.code}`) ?? error.code;
  }
}
export type SampleSheetWorkbook = ReturnType<typeof createSampleSheetWorkbook>;

function normal(text: string): string {
  return text.trim().toLowerCase();
}

/** A cell's value as validation takes it: rich text and hyperlinks as their text, formulas as their result. */
function cellValue(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if ('result' in value) return cellValue(value.result ?? null);
  if ('richText' in value) return cellValue(value.richText.map((r) => r.text).join(''));
  if ('text' in value) return cellValue(value.text);
  return undefined;
}

function cellText(value: ExcelJS.CellValue): string {
  const v = cellValue(value);
  return v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v);
}
