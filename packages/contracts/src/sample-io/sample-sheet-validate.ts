import {
  SAMPLE_SHEET_CELL_SCHEMAS,
  SAMPLE_SHEET_COLUMNS,
  sheetReasonSchema,
  type SampleSheetColumnKey,
  type SampleSheetRow,
  type SheetCell,
  type SheetReason,
} from './sample-sheet';

/** One refused cell: its sheet row number (1-based, as the spreadsheet shows it), its column and why. */
export interface SheetCellError {
  row: number;
  column: SampleSheetColumnKey;
  reason: SheetReason;
}

export interface SheetInputRow {
  /** The row's number in the sheet. */
  row: number;
  cells: Partial<Record<SampleSheetColumnKey, SheetCell>>;
}

export type SheetValidation = { ok: true; rows: SampleSheetRow[] } | { ok: false; errors: SheetCellError[] };

/**
 * Checks every cell of every row and collects every error (not only the first), then the names' uniqueness across
 * the sheet: a user fixes the whole sheet in one pass.
 */
export function validateSheetRows(input: readonly SheetInputRow[]): SheetValidation {
  const errors: SheetCellError[] = [];
  const rows: SampleSheetRow[] = [];
  const firstRowOfName = new Map<string, number>();
  for (const { row, cells } of input) {
    const out: Record<string, unknown> = {};
    let rowOk = true;
    for (const column of SAMPLE_SHEET_COLUMNS) {
      const parsed = SAMPLE_SHEET_CELL_SCHEMAS.get(column.key)!.safeParse(cells[column.key]);
      if (parsed.success) {
        if (parsed.data !== undefined) out[column.key] = parsed.data;
      } else {
        rowOk = false;
        errors.push({ row, column: column.key, reason: reasonOf(parsed.error.issues[0]?.message) });
      }
    }
    const name = out.sampleName;
    if (typeof name === 'string') {
      if (firstRowOfName.has(name)) {
        rowOk = false;
        errors.push({ row, column: 'sampleName', reason: 'duplicate' });
      } else firstRowOfName.set(name, row);
    }
    if (rowOk) rows.push(out as SampleSheetRow);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

/** Every rule of a cell schema names its reason; one that does not is a bug in sample-sheet.ts, not user input. */
function reasonOf(message: string | undefined): SheetReason {
  const parsed = sheetReasonSchema.safeParse(message);
  if (!parsed.success) throw new Error(`sample sheet rule without a reason code: ${message}`);
  return parsed.data;
}
