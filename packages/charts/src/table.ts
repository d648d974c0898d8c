import { ChartInputError } from './chart-error';

/*
 * The tables the drawing tools read: tab- or comma-separated text (also whitespace-separated), with or without a
 * header row. Bioinformatics tables often come from R (`write.table` leaves the row-name column out of the header)
 * or carry `##` comment lines (VCF-style meta lines); both are understood.
 */

export type HeaderMode = 'auto' | 'yes' | 'no';
export type Delimiter = '\t' | ',' | 'whitespace';

export interface Table {
  /** Column names: the header's cells, or V1, V2, ... without a header (R's convention). */
  columns: string[];
  /** Data rows, each exactly `columns.length` cells long (short rows are padded with empty cells). */
  rows: string[][];
  hasHeader: boolean;
  delimiter: Delimiter;
}

/** Cells that mean "no value" in the tables of the field (R, pandas, spreadsheets). */
const MISSING = new Set(['', 'na', 'nan', 'null', 'none', '-', '.']);

export function isMissing(cell: string): boolean {
  return MISSING.has(cell.trim().toLowerCase());
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A finite number, written as numbers are in tables (no hex, no thousands separators, no "Infinity"). */
export function parseNumber(cell: string): number | undefined {
  const text = cell.trim();
  return NUMBER.test(text) ? Number(text) : undefined;
}

export function detectDelimiter(line: string): Delimiter {
  if (line.includes('\t')) return '\t';
  if (line.includes(',')) return ',';
  return 'whitespace';
}

/** One CSV line (RFC 4180 quoting: "a, b" is one cell, "" inside quotes is a quote; an open quote ends with the line). */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

function splitLine(line: string, delimiter: Delimiter): string[] {
  switch (delimiter) {
    case '\t':
      return line.split('\t').map((c) => c.trim());
    case ',':
      return splitCsvLine(line);
    case 'whitespace':
      return line.trim().split(/\s+/);
  }
}

/**
 * Auto mode takes the first row as a header when some column is numbers below a first cell that is not one
 * (the usual "name, value" table). A table of words only (a gene list) has no header unless the user says so.
 */
function looksLikeHeader(first: readonly string[], rest: readonly (readonly string[])[]): boolean {
  if (rest.length === 0) return false;
  return first.some((cell, j) => {
    if (isMissing(cell) || parseNumber(cell) !== undefined) return false;
    let numbers = 0;
    for (const row of rest) {
      const value = row[j] ?? '';
      if (isMissing(value)) continue;
      if (parseNumber(value) === undefined) return false;
      numbers += 1;
    }
    return numbers > 0;
  });
}

function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((raw, j) => {
    const base = raw.replace(/^#/, '').trim() || `V${j + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}_${count}`;
  });
}

export interface ParseOptions {
  header?: HeaderMode;
  /** More data rows than this is refused (DRAWING_TABLE_TOO_LARGE): a figure cannot show them anyway. */
  maxRows?: number;
}

export const DEFAULT_MAX_ROWS = 100_000;

export function parseTable(text: string, options: ParseOptions = {}): Table {
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '' && !line.startsWith('##'));
  const [firstLine] = lines;
  if (firstLine === undefined) throw new ChartInputError('DRAWING_TABLE_EMPTY');
  const delimiter = detectDelimiter(firstLine);
  const cells = lines.map((line) => splitLine(line, delimiter));
  const width = Math.max(...cells.map((row) => row.length));
  const [first = [], ...rest] = cells;
  // R's write.table: the header has no cell above the row names.
  const header = first.length === width - 1 ? ['', ...first] : first;
  const mode = options.header ?? 'auto';
  const hasHeader = mode === 'yes' || (mode === 'auto' && looksLikeHeader(header, rest));
  const body = hasHeader ? rest : cells;
  if (body.length === 0) throw new ChartInputError('DRAWING_TABLE_EMPTY');
  if (body.length > maxRows) throw new ChartInputError('DRAWING_TABLE_TOO_LARGE', { limit: maxRows });
  const pad = (row: readonly string[]) => Array.from({ length: width }, (_, j) => row[j] ?? '');
  return {
    columns: uniqueNames(hasHeader ? pad(header) : Array.from({ length: width }, () => '')),
    rows: body.map(pad),
    hasHeader,
    delimiter,
  };
}

/** Columns whose every value is a number or missing, with at least one number. */
export function numericColumns(table: Table): string[] {
  return table.columns.filter((_, j) => {
    let numbers = 0;
    for (const row of table.rows) {
      const cell = row[j] ?? '';
      if (isMissing(cell)) continue;
      if (parseNumber(cell) === undefined) return false;
      numbers += 1;
    }
    return numbers > 0;
  });
}

export function columnIndex(table: Table, name: string): number {
  const index = table.columns.indexOf(name);
  if (index < 0) throw new ChartInputError('DRAWING_COLUMN_NOT_FOUND', { column: name });
  return index;
}

/** A column's cells as text, for labels and groups. */
export function textColumn(table: Table, name: string): string[] {
  const j = columnIndex(table, name);
  return table.rows.map((row) => row[j] ?? '');
}

/** A column's numbers (null where a value is missing); refused when a cell is not a number or none is. */
export function numberColumn(table: Table, name: string): (number | null)[] {
  const j = columnIndex(table, name);
  const values = table.rows.map((row) => {
    const cell = row[j] ?? '';
    if (isMissing(cell)) return null;
    const value = parseNumber(cell);
    if (value === undefined) throw new ChartInputError('DRAWING_COLUMN_NOT_NUMERIC', { column: name });
    return value;
  });
  if (values.every((v) => v === null)) throw new ChartInputError('DRAWING_COLUMN_NOT_NUMERIC', { column: name });
  return values;
}
