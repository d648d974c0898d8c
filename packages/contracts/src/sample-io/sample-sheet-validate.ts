import {
  SAMPLE_SHEET_COLUMNS,
  sampleSheetCellsSchema,
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
    const parsed = sampleSheetCellsSchema.safeParse(cells);
    // One reason per cell (its first broken rule), in the columns' order.
    const refused = new Map<string, SheetReason>();
    for (const issue of parsed.error?.issues ?? []) {
      const key = String(issue.path[0]);
      if (!refused.has(key)) refused.set(key, reasonOf(issue.message));
    }
    for (const column of SAMPLE_SHEET_COLUMNS) {
      const reason = refused.get(column.key);
      if (reason !== undefined) errors.push({ row, column: column.key, reason });
    }
    // A name that passed its own rules is checked for uniqueness even when other cells of its row failed.
    const name = refused.has('sampleName') ? undefined : String(cells.sampleName).trim();
    let duplicate = false;
    if (name !== undefined) {
      duplicate = firstRowOfName.has(name);
      if (duplicate) errors.push({ row, column: 'sampleName', reason: 'duplicate' });
      else firstRowOfName.set(name, row);
    }
    if (parsed.success && !duplicate) rows.push(parsed.data as SampleSheetRow);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

/** Every rule of a cell schema names its reason; one that does not is a bug in sample-sheet.ts, not user input. */
function reasonOf(message: string | undefined): SheetReason {
  const parsed = sheetReasonSchema.safeParse(message);
  if (!parsed.success) throw new Error(`sample sheet rule without a reason code: ${message}`);
  return parsed.data;
}
