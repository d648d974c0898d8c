import {
  sampleRowProblems,
  sampleDetailRowSchema,
  type SampleDetailField,
  type SampleDetailRow,
  type SampleType,
} from '../samples/sample-sheet';
import { SAMPLE_ERROR_CODES, type SampleErrorCode } from '../samples/sample-rules';
import { SAMPLE_SHEET_COLUMNS } from './sample-sheet-columns';

/** A cell as the spreadsheet reader hands it over: text, number or date; absent when empty. */
export type SheetCell = string | number | Date | undefined;

export interface SheetInputRow {
  /** The row's number in the sheet (1-based, as the spreadsheet shows it). */
  row: number;
  cells: Partial<Record<SampleDetailField, SheetCell>>;
}

/** One refused cell: its sheet row, its column and the code of the broken rule (a text `errors.<code>`). */
export interface SheetCellError {
  row: number;
  column: SampleDetailField;
  code: SampleErrorCode;
}

export type SheetValidation = { ok: true; rows: SampleDetailRow[] } | { ok: false; errors: SheetCellError[] };

const KIND_OF = new Map(SAMPLE_SHEET_COLUMNS.map((c) => [c.key, c.kind]));

/** A cell as the row schema takes it: numbers typed as text become numbers, anything in a text column text. */
function fieldValue(key: SampleDetailField, cell: SheetCell): unknown {
  if (cell === undefined) return undefined;
  const text = cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim();
  if (KIND_OF.get(key) !== 'number') return text;
  if (typeof cell === 'number') return cell;
  const n = Number(text);
  return text !== '' && Number.isFinite(n) ? n : text;
}

/**
 * Checks every row with the sheet's row schema, then the rules across rows (unique names, constructions the sample
 * type allows) on the rows that passed, and collects every problem: a user fixes the whole sheet in one pass.
 */
export function validateSheetRows(input: readonly SheetInputRow[], sampleType: SampleType): SheetValidation {
  const errors: SheetCellError[] = [];
  const parsed: { row: number; value: SampleDetailRow }[] = [];
  for (const { row, cells } of input) {
    const values = Object.fromEntries(
      Object.entries(cells).map(([key, cell]) => [key, fieldValue(key as SampleDetailField, cell)]),
    );
    const result = sampleDetailRowSchema.safeParse(values);
    if (result.success) {
      parsed.push({ row, value: result.data });
      continue;
    }
    // One code per cell (its first broken rule).
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const column = String(issue.path[0]) as SampleDetailField;
      if (seen.has(column)) continue;
      seen.add(column);
      errors.push({ row, column, code: codeOf(issue.message) });
    }
  }
  for (const problem of sampleRowProblems(
    parsed.map((p) => p.value),
    sampleType,
  )) {
    errors.push({ row: parsed[problem.row]!.row, column: problem.field, code: problem.code });
  }
  errors.sort((a, b) => a.row - b.row || columnIndex(a.column) - columnIndex(b.column));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows: parsed.map((p) => p.value) };
}

function columnIndex(key: SampleDetailField): number {
  return SAMPLE_SHEET_COLUMNS.findIndex((c) => c.key === key);
}

/** zod's own messages (a wrong type the schema names no code for) read as the choice/number refusal of the cell. */
function codeOf(message: string): SampleErrorCode {
  return (SAMPLE_ERROR_CODES as readonly string[]).includes(message)
    ? (message as SampleErrorCode)
    : 'SAMPLE_CHOICE_INVALID';
}
